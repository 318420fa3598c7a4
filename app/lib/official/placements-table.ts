/**
 * The institutions' submissions to NIRF as a table (data/nirf-submissions/placements-{year}.csv, extracted from
 * NIRF's published data-capturing PDFs, data/SOURCES.md): parsed by `npm run data:build`. No I/O here.
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
