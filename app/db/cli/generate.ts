/**
 * npm run db:generate -- --colleges 20000 [--seed 7]
 * Writes a deterministic synthetic directory of any size into the local D1 (scale tests and
 * benchmarks), replacing the sample rows. `npm run db:local` restores the shipped sample.
 */
import { parseCollegeCsv, seedStatements } from "../../lib/colleges/import";
import { runLocal, withLocalDb } from "./d1";
import { buildRecord, syntheticBase, toCsv } from "./synthetic";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
}

const count = arg("colleges", 1000);
const seed = arg("seed", 7);
const started = Date.now();
const records = Array.from({ length: count }, (_, i) => buildRecord(syntheticBase(i + 1, seed)));
const { rows, errors } = parseCollegeCsv(toCsv(records));
if (errors.length) {
  console.error(errors.slice(0, 10));
  process.exit(1);
}
const statements = seedStatements(rows.map((r) => r.row));
await withLocalDb((db) =>
  runLocal(
    db,
    statements,
    (done) => done % 2000 < 50 && process.stdout.write(`\r${done}/${statements.length} statements`),
  ),
);
console.log(
  `\n${count} synthetic colleges (seed ${seed}) in the local D1 in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
