/**
 * npm run db:local's last step: loads the shipped directory (app/db/sample/colleges.sql, then
 * cutoffs.sql: every JoSAA round held) into the local D1 through wrangler's platform proxy, in
 * batches. Files of one-line statements (`;` ends a line), as `npm run data:build` writes them;
 * far faster than `wrangler d1 execute --file` for the cut-off tables' size.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, runLocal, withLocalDb } from "./d1";

// Files given as arguments, else both.
const args = process.argv.slice(2).filter((a) => a !== "--" && !a.startsWith("--"));
const files = args.length
  ? args
  : ["app/db/sample/colleges.sql", "app/db/sample/abroad.sql", "app/db/sample/cutoffs.sql"];
const started = Date.now();
const statements = files.flatMap((f) =>
  readFileSync(join(ROOT, f), "utf8")
    .split(/;\s*$/m)
    .map((s) =>
      s
        .split("\n")
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter(Boolean),
);
await withLocalDb((db) => runLocal(db, statements));
console.log(
  `seeded ${statements.length} statements from ${files.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
