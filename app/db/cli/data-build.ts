/**
 * npm run data:build [-- --check] — rebuilds the shipped directory from the published tables in
 * data/ (app/db/cli/official-build.ts says what it writes). --check: exit 1 when a committed
 * output differs from a fresh build.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildAbroad } from "./abroad-build";
import { ABROAD_REPORT, ABROAD_SQL, FX_TS } from "./abroad-sources";
import { ROOT } from "./d1";
import { build, OUT } from "./official-build";
import { DATA } from "./official-tables";

const out = build();
const abroad = buildAbroad();
const files: Array<[string, string]> = [
  [join(OUT, "colleges.csv"), out.csv],
  [join(OUT, "colleges.sql"), out.seed],
  [join(OUT, "cutoffs.sql"), out.more],
  [join(DATA, "build-report.md"), out.reportText],
  [join(ROOT, "app/content/nirf-editions.ts"), out.editionsTs],
  [join(ROOT, "app/content/institute-names.ts"), out.namesTs],
  [join(ROOT, "app/content/college-redirects.ts"), out.redirectsTs],
  [join(ROOT, "app/content/josaa-editions.ts"), out.josaaEditionsTs],
  [ABROAD_SQL, abroad.sql],
  [ABROAD_REPORT, abroad.report],
  [FX_TS, abroad.fxTs],
];
if (process.argv.includes("--check")) {
  const stale = files.filter(([f, text]) => {
    try {
      return readFileSync(f, "utf8") !== text;
    } catch {
      return true;
    }
  });
  for (const [f] of stale) console.error(`out of date: ${f.replace(`${ROOT}/`, "")} (run npm run data:build)`);
  process.exitCode = stale.length ? 1 : 0;
} else {
  for (const [f, text] of files) writeFileSync(f, text);
  console.log(
    `data: ${out.counts.colleges} colleges, ${out.counts.nirf} NIRF rows, ${out.counts.josaa} JoSAA cut-off rows; ${out.counts.unmatched} unmatched or unreadable (data/build-report.md)`,
  );
  console.log(
    `abroad: ${abroad.counts.openList} universities listed, ${abroad.counts.matched} matched to the Scorecard, ${abroad.counts.finder} in the finder (${abroad.counts.withRequirements} with published requirements), ${abroad.counts.facts} sourced facts (data/abroad/build-report.md)`,
  );
}
