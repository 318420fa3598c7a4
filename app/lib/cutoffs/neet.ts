/**
 * The NEET-UG predictor's rule and vocabulary (MCC's All India Quota), shared by the server and the page: the
 * same bands as the JEE predictor (app/lib/cutoffs/bands.ts: the stated Safe margin, Ambitious reach, at least two
 * years before a seat is Safe), read on MCC's closing All India Ranks. Pure.
 */
import { formatNumber } from "~/lib/format/plural";
import { bandFor, safeLimit, SAFE_MIN_YEARS, type Band, type YearClosing } from "./bands";
import type { Category } from "./model";

/** The predictor's exam value for NEET-UG. */
export const NEET_EXAM = "neet-ug";
/** The course the predictor answers for (MCC's BDS tables are not held). */
export const NEET_COURSE = "MBBS";
/** The source line under every MCC table. */
export const MCC_SOURCE = "Medical Counselling Committee (MCC), NEET-UG All India Quota allotments";

/** MCC's category for a candidate's category (the form keeps JoSAA's names: OBC-NCL is MCC's OBC). */
export const MCC_CATEGORY: Record<Category, string> = {
  OPEN: "OPEN",
  EWS: "EWS",
  "OBC-NCL": "OBC",
  SC: "SC",
  ST: "ST",
};

/** A round in words: MCC's round 1 is its first, not its final round. */
export const roundText = (round: number) => `round ${round}`;

/** The band of an institute's seat for `rank` from its closing ranks, latest year first (the JEE rule). */
export function neetBand(rank: number, closings: readonly YearClosing[]): Band | null {
  return bandFor(rank, closings);
}

/**
 * The figures a NEET row's band was drawn from: "closing rank 2026 (round 1): 1,314; your rank 1,000 is 314
 * inside it (23 % below) → Moderate; Safe needs closing ranks for 2 years".
 */
export function neetExplanation(
  rank: number,
  closings: readonly YearClosing[],
  round: number,
  band: Band | null,
): string {
  const held = closings.filter((c) => c.closing != null) as Array<{ year: number; closing: number }>;
  const latest = held[0];
  if (!latest || closings[0]?.closing == null) return `your rank ${formatNumber(rank)} → out of reach`;
  const figures = [...held]
    .sort((a, b) => a.year - b.year)
    .map((c) => `${c.year}${c.year === latest.year ? ` (${roundText(round)})` : ""}: ${formatNumber(c.closing)}`)
    .join(", ");
  const gap = latest.closing - rank;
  const where =
    gap >= 0
      ? `${formatNumber(gap)} inside it (${Math.floor((gap * 100) / latest.closing)} % below)`
      : `${formatNumber(-gap)} outside it (${Math.ceil((-gap * 100) / latest.closing)} % above)`;
  const safe =
    held.length >= SAFE_MIN_YEARS
      ? `; Safe up to ${formatNumber(Math.min(...held.map((c) => safeLimit(c.closing))))}`
      : `; Safe needs closing ranks for ${SAFE_MIN_YEARS} years`;
  return `closing rank ${figures}; your rank ${formatNumber(rank)} is ${where} → ${band ?? "out of reach"}${safe}`;
}

/** A row of one arm of the NEET walk: arm 0 the OPEN seats, arm 1 the candidate's category. */
export interface ArmRow {
  closing: number;
  collegeId: number;
  arm: number;
}

/**
 * One page of the arms' rows merged by closing rank, then college, then arm (each arm walked from the same cursor,
 * `size + 1` rows at most); the cursor of the next page when more rows follow.
 */
export function pageArms<R extends ArmRow>(
  arms: ReadonlyArray<readonly R[]>,
  size: number,
): { page: R[]; next: { closing: number; program: number; arm: number } | null } {
  const merged = arms.flat().sort((a, b) => a.closing - b.closing || a.collegeId - b.collegeId || a.arm - b.arm);
  const page = merged.slice(0, size);
  const last = page[page.length - 1];
  return {
    page,
    next: merged.length > size && last ? { closing: last.closing, program: last.collegeId, arm: last.arm } : null,
  };
}
