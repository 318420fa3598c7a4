/**
 * npm run db:import -- FILE.csv [--kind colleges|nirf|josaa|mcc|abroad] [--category C] [--year Y] [--round N] [--clear-empty] [--dry-run] [--remote]
 *
 * Imports a college CSV, a published NIRF ranking table (one category and year), a JoSAA
 * opening/closing-rank table (one year and round) or an MCC NEET-UG All India Quota table (one year, round and
 * category, data/mcc's columns: neet-ug-2026-round1-aiq-obc.csv); the kind comes from the header unless
 * --kind names it, a table's category, year and round from the file name unless given. Prints
 * what is added, changed (before → after), unchanged, unmatched and malformed (line numbers),
 * the same report the console shows (app/lib/official/import.ts); --dry-run stops there.
 * Otherwise it writes in batches of bounded statements to the local D1 (.wrangler/state) or,
 * with --remote, the deployed one. Exit code 1 when a row was malformed (the others are imported);
 * 2 when the file is refused (not CSV, wrong columns, too large, not UTF-8: the reason is printed).
 * An empty cell keeps the held figure unless --clear-empty is given.
 */
import { basename, resolve } from "node:path";
import { planImport, reportLines } from "../../lib/official/import";
import { IMPORT_KINDS, type ImportKind } from "../../lib/official/import-form";
import { ImportFileError, type Reader } from "../../lib/official/import-plan";
import { queryRemote, runLocal, runRemote, withLocalDb } from "./d1";
import { readMccMapping } from "./medical-build";
import { DATA, readMapping } from "./official-tables";
import { readImportFile } from "./read-import-file";

const args = process.argv.slice(2).filter((a) => a !== "--");
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(["--kind", "--category", "--year", "--round"]);
const file = args.find((a, i) => !a.startsWith("--") && !valued.has(args[i - 1] ?? ""));
const kind = option("kind");
if (!file || (kind && !(IMPORT_KINDS as readonly string[]).includes(kind))) {
  console.error(
    "usage: npm run db:import -- FILE.csv [--kind colleges|nirf|josaa|mcc|abroad] [--category C] [--year Y] [--round N] [--clear-empty] [--dry-run] [--remote]",
  );
  process.exit(2);
}
const dryRun = flag("dry-run");
const remote = flag("remote");
const number = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined);
async function run(
  text: string,
  read: Reader,
  write: (plan: Awaited<ReturnType<typeof planImport>>) => Promise<string>,
) {
  const plan = await planImport(read, {
    text,
    file: basename(file!),
    kind: kind as ImportKind | undefined,
    category: option("category"),
    year: number(option("year")),
    round: number(option("round")),
    clear: flag("clear-empty"),
    mapping: readMapping(),
    mccNames: readMccMapping(DATA),
    today: new Date().toISOString().slice(0, 10),
  });
  for (const line of reportLines(plan.report)) console.log(line);
  if (dryRun) console.log("dry run: nothing written");
  else if (!plan.statements.length) console.log("nothing to write");
  else console.log(await write(plan));
  return plan.report.counts.malformed ? 1 : 0;
}

try {
  // The file is read (and refused when it is not a CSV it can read) before any database is opened.
  const text = readImportFile(resolve(process.cwd(), file));
  process.exitCode = remote
    ? await run(text, queryRemote, async (plan) => {
        runRemote(plan.statements);
        return `written to the remote D1 (binding DB): ${plan.statements.length} statements`;
      })
    : await withLocalDb((db) =>
        run(
          text,
          async (sql, params = []) =>
            ((
              await db
                .prepare(sql)
                .bind(...params)
                .all()
            ).results ?? []) as Array<Record<string, unknown>>,
          async (plan) => {
            const changes = await runLocal(db, plan.statements);
            return `written to the local D1 (.wrangler/state): ${changes} rows changed`;
          },
        ),
      );
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(`${file}: ${error.message}`);
  process.exitCode = 2;
}
