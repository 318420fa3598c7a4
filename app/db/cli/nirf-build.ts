/**
 * The NIRF parts of the shipped directory's build (official-build.ts calls these): the date each NIRF copy in
 * data/nirf was taken, the reviewed merges of an institution NIRF lists under two ids, and the institutions' own
 * submissions to NIRF (data/nirf-submissions: intake, graduates, placed, median salary per programme level).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { POS_SALARY_STATEMENT } from "../../lib/colleges/facet-order";
import { sqlLiteral } from "../../lib/colleges/import";
import type { NameMapping } from "../../lib/official/directory";
import { chooseSubmission, headlineSalary } from "../../lib/official/placements";
import { parsePlacements, type PlacementRow } from "../../lib/official/placements-table";
import { nirfInstitution } from "../../lib/official/tables";

/** The date the first copies were taken; a file not listed in NIRF_TAKEN_LATER was taken then (data/SOURCES.md). */
export const FIRST_TAKEN = "2026-11-27";

/** Copies added after the first ones, by file name, with the date each was taken (data/SOURCES.md). */
export const NIRF_TAKEN_LATER: Readonly<Record<string, string>> = {
  "all-2022-architecture.csv": "2026-11-28",
  "all-2022-college.csv": "2026-11-28",
  "all-2022-dental.csv": "2026-11-28",
  "all-2022-engineering.csv": "2026-11-28",
  "all-2022-law.csv": "2026-11-28",
  "all-2022-management.csv": "2026-11-28",
  "all-2022-medical.csv": "2026-11-28",
  "all-2022-overall.csv": "2026-11-28",
  "all-2022-pharmacy.csv": "2026-11-28",
  "all-2022-university.csv": "2026-11-28",
  "all-2024-medical.csv": "2026-11-28",
  "all-2024-research.csv": "2026-11-28",
  "college-2023.csv": "2026-11-29",
  "college-2025.csv": "2026-11-28",
  "engineering-2023.csv": "2026-11-29",
  "engineering-2025.csv": "2026-11-28",
  "medical-2025.csv": "2026-11-28",
  "placements-2024.csv": "2026-11-28",
  "university-2023.csv": "2026-11-29",
  "university-2025.csv": "2026-11-28",
};

export const takenOn = (file: string) => NIRF_TAKEN_LATER[file] ?? FIRST_TAKEN;

/**
 * Reviewed merges (data/institute-names.csv lines with source "nirf"): NIRF lists some institutions under a second
 * id in some years ("name" = that id's institution part, "key" = the one the directory keeps). Returns the lookup.
 */
export function nirfAliases(mapping: readonly NameMapping[]): Map<string, string> {
  return new Map(mapping.filter((m) => m.source === "nirf").map((m) => [m.name.trim().toUpperCase(), m.key.trim()]));
}

/** The institution a NIRF id belongs to, after the reviewed merges. */
export function institutionOf(id: string, aliases: ReadonlyMap<string, string>): string | null {
  const key = nirfInstitution(id);
  return key ? (aliases.get(key) ?? key) : null;
}

/**
 * The slug each college was first published under (data/college-slugs.csv: key → slug, the key a NIRF institution
 * such as U-0456 or "name:" and the name of a college NIRF does not rank): a newer edition's spelling of a name
 * never moves a college's page, shortlists or saved compare lists.
 */
export function readSlugPins(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const rows = parse(readFileSync(file, "utf8"), { columns: true, comment: "#", skip_empty_lines: true }) as Array<{
    key: string;
    slug: string;
  }>;
  return new Map(rows.map((r) => [r.key, r.slug]));
}

/** Every submissions table in data/nirf-submissions (placements-{year}.csv). */
export function readPlacements(dir: string, problems: string[]): { rows: PlacementRow[]; files: string[] } {
  if (!existsSync(dir)) return { rows: [], files: [] };
  const files = readdirSync(dir)
    .filter((f) => /^placements-\d{4}\.csv$/.test(f))
    .sort();
  const rows: PlacementRow[] = [];
  for (const file of files) {
    const parsed = parsePlacements(readFileSync(join(dir, file), "utf8"));
    rows.push(...parsed.rows);
    for (const p of parsed.problems) problems.push(`data/nirf-submissions/${file} line ${p.line}: ${p.reason}`);
  }
  return { rows, files };
}

/** The seed's statements for the submissions, each joined to its college through the institution's key. */
export function placementStatements(
  rows: readonly PlacementRow[],
  collegeId: (key: string | undefined) => string,
  aliases: ReadonlyMap<string, string>,
): string[] {
  const head =
    "INSERT OR REPLACE INTO nirf_placements (nirf_id, category, year, level, college_id, intake, intake_year, graduation_year, graduating, placed, median_salary, higher_studies) VALUES ";
  const values = rows.map(
    (r) =>
      `(${[r.nirfId, r.category, r.year, r.level].map(sqlLiteral).join(", ")}, ${collegeId(institutionOf(r.nirfId, aliases) ?? undefined)}, ${[r.intake, r.intakeYear, r.graduationYear, r.graduating, r.placed, r.medianSalary, r.higherStudies].map(sqlLiteral).join(", ")})`,
  );
  const out = ["DELETE FROM nirf_placements;", "DELETE FROM college_salary;"];
  for (let i = 0; i < values.length; i += 200) out.push(`${head}${values.slice(i, i + 200).join(", ")};`);
  // Each college's headline median salary (the figure its compare row names): the directory's "Median salary" sort.
  const byKey = new Map<string, PlacementRow[]>();
  for (const r of rows) {
    const key = institutionOf(r.nirfId, aliases);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  const salaries: string[] = [];
  for (const [key, list] of [...byKey].sort((a, b) => a[0].localeCompare(b[0]))) {
    const id = collegeId(key);
    if (id === "NULL") continue;
    const chosen = chooseSubmission(list).map((r) => ({ ...r, median_salary: r.medianSalary }));
    const top = headlineSalary(chosen);
    if (!top) continue;
    salaries.push(
      `(${id}, ${[top.medianSalary, top.level, top.graduationYear, top.year, top.category].map(sqlLiteral).join(", ")})`,
    );
  }
  for (let i = 0; i < salaries.length; i += 200)
    out.push(
      `INSERT INTO college_salary (college_id, median_salary, level, graduation_year, year, category) VALUES ${salaries.slice(i, i + 200).join(", ")};`,
    );
  out.push(`${POS_SALARY_STATEMENT};`);
  return out;
}
