/**
 * The institutions' own submissions to NIRF (their "data capturing system" sheets, published by NIRF beside each
 * ranking): per programme level, sanctioned intake, students graduating in the minimum time, placed, median salary
 * and higher studies. Parsed from data/nirf-submissions/placements-{year}.csv (extracted from NIRF's published
 * PDFs, data/SOURCES.md); shown on college pages and in compare, always labelled as the institution's submission
 * with its edition. No I/O here.
 */
import { parse } from "csv-parse/sync";
import { cleanText, nirfCategory, nirfInstitution, type TableProblem } from "./tables";

export interface PlacementRow {
  nirfId: string;
  category: string;
  year: number;
  level: string;
  intake: number | null;
  intakeYear: string;
  graduationYear: string;
  graduating: number | null;
  placed: number | null;
  medianSalary: number | null;
  higherStudies: number | null;
}

const whole = (s: string | undefined): number | null => {
  const t = (s ?? "").trim();
  return /^\d+$/.test(t) ? Number(t) : null;
};

const HEADER = [
  "Institute ID",
  "Category",
  "Year",
  "Programme level",
  "Sanctioned intake",
  "Intake year",
  "Graduation year",
  "Graduating",
  "Placed",
  "Median salary",
  "Higher studies",
] as const;

/** Parses the submissions table; a row without a NIRF id, category, year or level is reported, never dropped silently. */
export function parsePlacements(text: string): { rows: PlacementRow[]; problems: TableProblem[] } {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const problems: TableProblem[] = [];
  const rows: PlacementRow[] = [];
  const first = records[0];
  if (first) {
    const missing = HEADER.filter((h) => !(h in first));
    if (missing.length) return { rows, problems: [{ line: 1, reason: `missing column(s): ${missing.join(", ")}` }] };
  }
  records.forEach((r, i) => {
    const line = i + 2;
    const nirfId = cleanText(r["Institute ID"] ?? "").toUpperCase();
    const category = nirfCategory(r.Category ?? "");
    const year = whole(r.Year);
    const level = cleanText(r["Programme level"] ?? "");
    if (!nirfInstitution(nirfId)) return problems.push({ line, reason: `not a NIRF institute id: "${nirfId}"` });
    if (!category) return problems.push({ line, reason: `unknown category "${r.Category}"` });
    if (!year) return problems.push({ line, reason: "no year" });
    if (!/^(UG|PG)/.test(level)) return problems.push({ line, reason: `unknown programme level "${level}"` });
    rows.push({
      nirfId,
      category,
      year,
      level,
      intake: whole(r["Sanctioned intake"]),
      intakeYear: cleanText(r["Intake year"] ?? ""),
      graduationYear: cleanText(r["Graduation year"] ?? ""),
      graduating: whole(r.Graduating),
      placed: whole(r.Placed),
      medianSalary: whole(r["Median salary"]),
      higherStudies: whole(r["Higher studies"]),
    });
  });
  return { rows, problems };
}

/**
 * An institution files one sheet for each ranking it takes part in. The one a college page shows: its discipline's
 * sheet (Engineering, Medical, Management, …) before the whole-institution ones (Overall, University, College), the
 * latest edition first. Returns that sheet's rows, in the published order of levels (UG before PG, shorter first).
 */
export const SUBMISSION_ORDER = [
  "Engineering",
  "Medical",
  "Dental",
  "Management",
  "Pharmacy",
  "Law",
  "Architecture",
  "Agriculture",
  "College",
  "University",
  "State Public University",
  "Overall",
] as const;

export function chooseSubmission<T extends { nirfId: string; category: string; year: number; level: string }>(
  rows: readonly T[],
): T[] {
  if (!rows.length) return [];
  const rank = (c: string) => {
    const i = (SUBMISSION_ORDER as readonly string[]).indexOf(c);
    return i < 0 ? SUBMISSION_ORDER.length : i;
  };
  const best = [...rows].sort((a, b) => b.year - a.year || rank(a.category) - rank(b.category))[0];
  return rows
    .filter((r) => r.nirfId === best.nirfId && r.year === best.year)
    .sort((a, b) => levelOrder(a.level) - levelOrder(b.level));
}

function levelOrder(level: string): number {
  const m = /^(UG|PG-Integrated|PG)\s*\[(\d+)/.exec(level);
  if (!m) return 999;
  return (m[1] === "UG" ? 0 : m[1] === "PG" ? 100 : 200) + Number(m[2]);
}

/** "UG [4 Years Program(s)]" → "UG, 4-year programmes". */
export function levelLabel(level: string): string {
  const m = /^(UG|PG-Integrated|PG)\s*\[(\d+)\s*Years?/.exec(level);
  if (!m) return level;
  const kind = m[1] === "PG-Integrated" ? "Integrated PG" : m[1];
  return `${kind}, ${m[2]}-year programme${Number(m[2]) === 1 ? "" : "s"}`;
}

/** The label every placement figure carries: whose figures they are and the edition. */
export function submissionLabel(s: { category: string; year: number }): string {
  return `The institution's submission to NIRF for India Rankings ${s.year} (${s.category})`;
}

/** The median salary a compare row and a directory card name: the first level (UG before PG) that reports one. */
export function headlineSalary<T extends { level: string; medianSalary: number | null; placed: number | null }>(
  rows: readonly T[],
): T | null {
  return rows.find((r) => (r.medianSalary ?? 0) > 0 && (r.placed ?? 0) > 0) ?? null;
}
