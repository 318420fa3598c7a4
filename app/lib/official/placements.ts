/**
 * The institutions' own submissions to NIRF (their "data capturing system" sheets, published by NIRF beside each
 * ranking): per programme level, sanctioned intake, students graduating in the minimum time, placed, median salary
 * and higher studies (data/SOURCES.md). Shown on college pages and in compare, always labelled as the
 * institution's submission with its edition. No I/O here; no parser (placements-table.ts parses the build's table).
 */

import { formatMoney } from "../colleges/model";
import type { PlacementDbRow } from "../colleges/types";

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
export function headlineSalary<T extends { level: string; median_salary: number | null; placed: number | null }>(
  rows: readonly T[],
): T | null {
  return rows.find((r) => (r.median_salary ?? 0) > 0 && (r.placed ?? 0) > 0) ?? null;
}

/**
 * The compare row "Median salary (NIRF submission)": the first programme level (UG before PG) whose placed graduates
 * have a median salary in the institution's submission to NIRF, with that level, the graduating year and the
 * edition; "Not published yet" when the tables hold none.
 */
export function placementCompareCell(rows: readonly PlacementDbRow[] | undefined): string {
  const r = headlineSalary(rows ?? []);
  if (!r) return "Not published yet";
  return `${formatMoney(r.median_salary!, "INR")} (${levelLabel(r.level)}, graduated ${r.graduation_year}; ${submissionLabel(r)})`;
}
