/**
 * AICTE's approved-institutes list (All India Council for Technical Education, academic year 2025-26;
 * data/aicte/, data/SOURCES.md): an approved institution's type gives its ownership, and its approved programmes
 * (course, level, sanctioned intake) give its course list. A college of the directory is tied to its AICTE record
 * only by a reviewed line of data/aicte/matches.csv. No I/O here.
 */
import { parse } from "csv-parse/sync";
import { cleanText, type TableProblem } from "./tables";

export type AicteOwnership = "public" | "private" | "deemed";

/** AICTE's institution types → the directory's ownership (government-aided colleges are public). */
export function ownershipOfAicteType(type: string): AicteOwnership | null {
  const t = cleanText(type).toLowerCase();
  if (["government", "govt aided", "state government university", "central university"].includes(t)) return "public";
  if (t === "deemed to be university(govt)") return "public";
  if (t === "private-self financing" || t === "state private university") return "private";
  if (t === "deemed to be university(pvt)") return "deemed";
  return null;
}

export interface AicteInstitution {
  id: string;
  name: string;
  state: string;
  district: string;
  type: string;
}

export interface AicteProgramme {
  id: string;
  programme: string;
  level: string;
  course: string;
  courseType: string;
  availability: string;
  intake: number | null;
}

export function parseAicteInstitutions(text: string): { rows: AicteInstitution[]; problems: TableProblem[] } {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const rows: AicteInstitution[] = [];
  const problems: TableProblem[] = [];
  records.forEach((r, i) => {
    const id = cleanText(r.aicte_id ?? "");
    if (!/^1-\d+$/.test(id)) return problems.push({ line: i + 2, reason: `bad AICTE id "${r.aicte_id}"` });
    rows.push({
      id,
      name: cleanText(r.name ?? ""),
      state: cleanText(r.state ?? ""),
      district: cleanText(r.district ?? ""),
      type: cleanText(r.institution_type ?? ""),
    });
  });
  return { rows, problems };
}

export function parseAicteProgrammes(text: string): AicteProgramme[] {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  return records.map((r) => ({
    id: cleanText(r.aicte_id ?? ""),
    programme: cleanText(r.programme ?? ""),
    level: cleanText(r.level ?? ""),
    course: cleanText(r.course ?? ""),
    courseType: cleanText(r.course_type ?? ""),
    availability: cleanText(r.availability ?? ""),
    intake: /^\d{1,5}$/.test((r.intake ?? "").trim()) ? Number(r.intake) : null,
  }));
}

/** The directory's course levels and the usual length of each AICTE level (AICTE's approval norms). */
const LEVELS: Record<string, { level: string; label: string; years: number }> = {
  "UNDER GRADUATE": { level: "UG", label: "UG", years: 4 },
  "POST GRADUATE": { level: "PG", label: "PG", years: 2 },
  DIPLOMA: { level: "Diploma", label: "Diploma", years: 3 },
  "POST GRADUATE DIPLOMA": { level: "PG", label: "PG Diploma", years: 2 },
};

const STREAM_OF_PROGRAMME: Record<string, string> = {
  "ENGINEERING AND TECHNOLOGY": "Engineering",
  MANAGEMENT: "Management",
  "COMPUTER APPLICATIONS": "Computer Applications",
  DESIGN: "Design",
};

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b([a-z])/g, (m) => m.toUpperCase())
    .replace(/\b(And|Of|In|For|With|The)\b/g, (m) => m.toLowerCase())
    .replace(/\b(Ai|Ml|It|Iot|Vlsi|Cad|Cam|Mca|Bca|Mba|Pgdm|Ds)\b/g, (m) => m.toUpperCase());

export interface AicteCourse {
  name: string;
  degree: string;
  stream: string;
  level: string;
  years: number;
  seats: number | null;
}

/**
 * An institution's approved full-time programmes as courses: one per course and level (shifts' intakes added),
 * in the list's order of level then name. Online and distance programmes, part-time ones and levels other than UG,
 * PG, PG Diploma and Diploma are left out.
 */
export function aicteCourses(programmes: readonly AicteProgramme[]): AicteCourse[] {
  const byName = new Map<string, AicteCourse>();
  for (const p of programmes) {
    const lv = LEVELS[p.level.toUpperCase()];
    const stream = STREAM_OF_PROGRAMME[p.programme.toUpperCase()];
    if (!lv || !stream || !p.course) continue;
    if (p.availability && p.availability.toUpperCase() !== "FULL TIME") continue;
    if (/online|odl/i.test(p.courseType)) continue;
    // The stream keeps a course of one name apart across streams (rare: "Management" under two programmes).
    const name = `${titleCase(p.course)} (${lv.label})`;
    const key = `${stream}|${name}`;
    const had = byName.get(key);
    if (had) {
      had.seats = had.seats !== null && p.intake !== null ? had.seats + p.intake : (had.seats ?? p.intake);
      continue;
    }
    byName.set(key, {
      name,
      degree: `${lv.label}, ${titleCase(p.programme)}`,
      stream,
      level: lv.level,
      years: lv.years,
      seats: p.intake,
    });
  }
  const order = ["UG", "PG", "Diploma"];
  return [...byName.values()].sort(
    (a, b) => order.indexOf(a.level) - order.indexOf(b.level) || a.name.localeCompare(b.name),
  );
}
