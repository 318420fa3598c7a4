/**
 * npm run db:import -- FILE.csv [--remote]
 * Validates every row (app/lib/colleges/import.ts), reports each bad row with its line number
 * and reason, upserts the good ones by slug (idempotent) and recomputes positions and counts.
 * Exit code 1 when any row was rejected (the good rows are still imported).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseCollegeCsv, RECOMPUTE_STATEMENTS, rowStatements } from "../../lib/colleges/import";
import { runLocal, runRemote, withLocalDb } from "./d1";

const args = process.argv.slice(2).filter((a) => a !== "--");
const remote = args.includes("--remote");
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("usage: npm run db:import -- FILE.csv [--remote]");
  process.exit(2);
}

const { rows, errors } = parseCollegeCsv(readFileSync(resolve(process.cwd(), file), "utf8"));
for (const e of errors) console.error(`line ${e.line}${e.slug ? ` (${e.slug})` : ""}: ${e.reason}`);
console.log(`${rows.length} valid rows, ${errors.length} rejected`);

const statements = rows.flatMap(({ row }) => rowStatements(row));
if (rows.length) {
  if (remote) {
    runRemote([...statements, ...RECOMPUTE_STATEMENTS]);
    console.log(`imported into the remote D1 (binding DB)`);
  } else {
    const changes = await withLocalDb(async (db) => {
      const changed = await runLocal(db, statements);
      await runLocal(db, RECOMPUTE_STATEMENTS);
      return changed;
    });
    console.log(`imported into the local D1 (.wrangler/state): ${changes} rows written (0 = nothing changed)`);
  }
}
process.exitCode = errors.length ? 1 : 0;
