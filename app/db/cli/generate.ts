/**
 * npm run db:generate -- [--colleges 1000] [--blogs 10000] [--leads 200000] [--seed 7]
 * Writes deterministic synthetic data of any size into the local D1 (scale tests and
 * benchmarks): a directory of colleges (replacing the sample rows), sample blogs (added to the
 * seeded posts) and sample leads. Every generated row is labelled as sample data; 0 skips a
 * kind. `npm run db:local` restores the shipped content.
 */
import { parseCollegeCsv } from "../../lib/colleges/college-csv";
import { seedStatements } from "../../lib/colleges/import";
import { runLocal, withLocalDb } from "./d1";
import { buildRecord, syntheticBase, toCsv } from "./synthetic";
import {
  blogStatements,
  BUMP_CONTENT_VERSION,
  CLEAR_GENERATED_BLOGS,
  CLEAR_GENERATED_LEADS,
  leadStatements,
} from "./synthetic-content";

function arg(name: string, fallback: number, min = 1): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}`);
    process.exit(2);
  }
  return value;
}

const count = arg("colleges", 1000, 0);
const blogs = arg("blogs", 10_000, 0);
const leads = arg("leads", 200_000, 0);
const seed = arg("seed", 7);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

let statements: string[] | ReturnType<typeof seedStatements> = [];
if (count) {
  const records = Array.from({ length: count }, (_, i) => buildRecord(syntheticBase(i + 1, seed)));
  const { rows, errors } = parseCollegeCsv(toCsv(records));
  if (errors.length) {
    console.error(errors.slice(0, 10));
    process.exit(1);
  }
  statements = seedStatements(rows.map((r) => r.row));
}
await withLocalDb(async (db) => {
  if (count) {
    await runLocal(
      db,
      statements,
      (done) => done % 2000 < 50 && process.stdout.write(`\r${done}/${statements.length} statements`),
    );
    console.log(`\n${count} synthetic colleges (seed ${seed}) in the local D1 (${seconds()} s)`);
  }
  if (blogs) {
    // One statement a batch: each writes BLOG_CHUNK posts (and their search index rows).
    for (const [i, sql] of [CLEAR_GENERATED_BLOGS, ...blogStatements(blogs)].entries()) {
      await runLocal(db, [sql]);
      process.stdout.write(`\rblogs: ${i} statements`);
    }
    console.log(`\n${blogs} sample blogs in the local D1 (${seconds()} s)`);
  }
  if (leads) {
    for (const [i, sql] of [CLEAR_GENERATED_LEADS, ...leadStatements(leads)].entries()) {
      await runLocal(db, [sql]);
      process.stdout.write(`\rleads: ${i} statements`);
    }
    console.log(`\n${leads} sample leads in the local D1 (${seconds()} s)`);
  }
  await runLocal(db, [BUMP_CONTENT_VERSION]);
});
