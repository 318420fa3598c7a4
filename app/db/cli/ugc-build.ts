/**
 * The ownership part of the shipped directory's build (official-build.ts calls it): the University Grants
 * Commission's consolidated list of universities (data/ugc/universities.csv, data/SOURCES.md) gives a listed
 * university's ownership (lib/official/ownership.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { UGC_EDITION } from "../../content/official-editions";
import { parseUgcList, ugcIndex } from "../../lib/official/ownership";

export const UGC_TAKEN = UGC_EDITION.taken;

/** The lookup by an institution's names and state; empty when the list is absent. */
export function readUgcOwnership(data: string, problems: string[]) {
  const file = join(data, "ugc", "universities.csv");
  if (!existsSync(file)) return ugcIndex([]);
  const parsed = parseUgcList(readFileSync(file, "utf8"));
  for (const p of parsed.problems) problems.push(`data/ugc/universities.csv line ${p.line}: ${p.reason}`);
  return ugcIndex(parsed.rows);
}
