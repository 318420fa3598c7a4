/**
 * The AICTE part of the shipped directory's build (official-build.ts calls it): AICTE's approved-institutes list for
 * 2025-26 (data/aicte/institutions-2025-26.csv, programmes-2025-26.csv) joined to the directory's colleges through
 * the reviewed lines of data/aicte/matches.csv (lib/official/aicte.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { AICTE_EDITION } from "../../content/official-editions";
import {
  aicteCourses,
  ownershipOfAicteType,
  parseAicteInstitutions,
  parseAicteProgrammes,
  type AicteCourse,
  type AicteInstitution,
  type AicteOwnership,
} from "../../lib/official/aicte";

export const AICTE_TAKEN = AICTE_EDITION.taken;
export const AICTE_YEAR = AICTE_EDITION.year;

export interface AicteMatch {
  ids: string[];
  records: AicteInstitution[];
  ownership: AicteOwnership | null;
  courses: AicteCourse[];
}

/** Each matched college's AICTE records, ownership and courses, by the college's key. */
export function readAicte(data: string, problems: string[]): Map<string, AicteMatch> {
  const dir = join(data, "aicte");
  const out = new Map<string, AicteMatch>();
  const matchFile = join(dir, "matches.csv");
  if (!existsSync(matchFile)) return out;
  const parsed = parseAicteInstitutions(readFileSync(join(dir, `institutions-${AICTE_YEAR}.csv`), "utf8"));
  for (const p of parsed.problems) problems.push(`data/aicte/institutions line ${p.line}: ${p.reason}`);
  const byId = new Map(parsed.rows.map((r) => [r.id, r]));
  const programmes = parseAicteProgrammes(readFileSync(join(dir, `programmes-${AICTE_YEAR}.csv`), "utf8"));
  const progOf = new Map<string, typeof programmes>();
  for (const p of programmes) progOf.set(p.id, [...(progOf.get(p.id) ?? []), p]);
  const lines = parse(readFileSync(matchFile, "utf8"), {
    columns: true,
    comment: "#",
    skip_empty_lines: true,
  }) as Array<Record<string, string>>;
  const courseIds = new Map<string, string[]>();
  for (const [i, l] of lines.entries()) {
    const rec = byId.get(l.aicte_id);
    if (!rec) {
      problems.push(`data/aicte/matches.csv line ${i + 5}: no AICTE record ${l.aicte_id}`);
      continue;
    }
    const m = out.get(l.key) ?? { ids: [], records: [], ownership: null, courses: [] };
    m.ids.push(rec.id);
    m.records.push(rec);
    out.set(l.key, m);
    if (l.courses === "yes") courseIds.set(l.key, [...(courseIds.get(l.key) ?? []), rec.id]);
  }
  for (const [key, m] of out) {
    // Records of one college that AICTE types differently give no ownership.
    const kinds = new Set(m.records.map((r) => ownershipOfAicteType(r.type)));
    m.ownership = kinds.size === 1 ? [...kinds][0] : null;
    m.courses = aicteCourses((courseIds.get(key) ?? []).flatMap((id) => progOf.get(id) ?? []));
  }
  return out;
}
