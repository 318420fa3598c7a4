/**
 * The predictor's rule: Safe, Moderate or Ambitious from a programme's closing ranks in the final round of
 * the last three years held (JoSAA's closing rank is the last rank that got the seat). Pure; the page
 * prints BAND_RULE, so what it says and what it does are this one module.
 */
import { formatNumber } from "~/lib/format/plural";

export const BANDS = ["Safe", "Moderate", "Ambitious"] as const;
export type Band = (typeof BANDS)[number];

/** How far below a closing rank a rank must be to count as Safe: 10 % (rank ≤ 90 % of the closing rank). */
export const SAFE_MARGIN_PERCENT = 10;
/** How far above the latest closing rank a rank still counts as Ambitious: 20 %. */
export const AMBITIOUS_PERCENT = 20;
/** Years of closing ranks the rule looks at. */
export const TREND_YEARS = 3;
/** Published years a programme needs before it can be Safe. */
export const SAFE_MIN_YEARS = 2;
/** The label of a programme with closing ranks for one year only. */
export const NEW_PROGRAMME = "new programme: one year of data";

/** One year's closing rank for the seat (final round); null where JoSAA published none for it. */
export interface YearClosing {
  year: number;
  closing: number | null;
}

/** The highest rank that is Safe against `closing` (integer-exact: 100·rank ≤ (100 − margin)·closing). */
export function safeLimit(closing: number): number {
  return Math.floor((closing * (100 - SAFE_MARGIN_PERCENT)) / 100);
}

/** The highest rank still Ambitious against `closing` (integer-exact: 100·rank ≤ (100 + margin)·closing). */
export function reachLimit(closing: number): number {
  return Math.floor((closing * (100 + AMBITIOUS_PERCENT)) / 100);
}

/** The rule in plain words with a worked figure, as the page states it. */
export const BAND_RULE: ReadonlyArray<{ band: Band | "New"; text: string }> = [
  {
    band: "Safe",
    text: `your rank is at least ${SAFE_MARGIN_PERCENT} % below the closing rank in each of the last ${TREND_YEARS} years held, with at least ${SAFE_MIN_YEARS} of them published (a closing rank of 10,000 is Safe up to rank ${formatNumber(safeLimit(10_000))}; a rank equal to the closing rank is never Safe).`,
  },
  {
    band: "Moderate",
    text: `your rank is at or below the latest closing rank, but not ${SAFE_MARGIN_PERCENT} % below it in every year (closing 10,000: ranks ${formatNumber(safeLimit(10_000) + 1)} to 10,000): you would have got it last year, with little room to spare or not every year.`,
  },
  {
    band: "Ambitious",
    text: `your rank is above the latest closing rank by at most ${AMBITIOUS_PERCENT} % (closing 10,000: ranks 10,001 to ${formatNumber(reachLimit(10_000))}): possible if the closing rank moves your way.`,
  },
  {
    band: "New",
    text: `a programme with closing ranks for one year only is labelled "${NEW_PROGRAMME}": your rank is compared with that one closing rank (at or below it: Moderate, never Safe; up to ${AMBITIOUS_PERCENT} % above: Ambitious), and the row says how far inside or outside it you are.`,
  },
];

/** True when `rank` is within the Ambitious margin of `closing` (integer-exact: 5·rank ≤ 6·closing). */
export function withinReach(rank: number, closing: number): boolean {
  return rank * 100 <= closing * (100 + AMBITIOUS_PERCENT);
}

/** True when `rank` is Safe against one year's `closing`. */
export function withinSafeMargin(rank: number, closing: number): boolean {
  return rank * 100 <= closing * (100 - SAFE_MARGIN_PERCENT);
}

/** The smallest latest closing rank that can still put a programme in a band for `rank` (the SQL's lower bound). */
export function lowestClosingFor(rank: number): number {
  return Math.ceil((rank * 100) / (100 + AMBITIOUS_PERCENT));
}

/** The published closings among the years the rule reads (latest first). */
function published(closings: readonly YearClosing[]): YearClosing[] {
  return closings.slice(0, TREND_YEARS).filter((y) => y.closing != null);
}

/** True when a programme has closing ranks for fewer than SAFE_MIN_YEARS of the years read. */
export function isNewProgramme(closings: readonly YearClosing[]): boolean {
  return published(closings).length < SAFE_MIN_YEARS;
}

/**
 * The band of a programme for `rank`, from its closings latest year first (at most TREND_YEARS are read);
 * null when the latest year has no closing rank or the rank is beyond reach.
 */
export function bandFor(rank: number, closings: readonly YearClosing[]): Band | null {
  const latest = closings[0]?.closing;
  if (latest == null) return null;
  if (rank > latest) return withinReach(rank, latest) ? "Ambitious" : null;
  const years = published(closings);
  const everyYear = years.every((y) => withinSafeMargin(rank, y.closing as number));
  return everyYear && years.length >= SAFE_MIN_YEARS ? "Safe" : "Moderate";
}

/**
 * The figures a band was drawn from, as the row shows them:
 * "closing rank 2023: 1,240, 2024: 1,198; Safe up to 1,078; your rank 1,000 → Safe".
 */
export function bandExplanation(rank: number, closings: readonly YearClosing[], band: Band | null): string {
  const years = published(closings).sort((a, b) => a.year - b.year);
  const figures = years.map((y) => `${y.year}: ${formatNumber(y.closing as number)}`).join(", ");
  const latest = closings[0]?.closing;
  if (latest == null)
    return `closing rank ${figures || "not published"}; your rank ${formatNumber(rank)} → out of reach`;
  if (isNewProgramme(closings)) {
    const gap = latest - rank;
    const where =
      gap >= 0
        ? `${formatNumber(gap)} inside it (${Math.floor((gap * 100) / latest)} % below)`
        : `${formatNumber(-gap)} outside it (${Math.ceil((-gap * 100) / latest)} % above)`;
    return `${NEW_PROGRAMME}; closing rank ${figures}; your rank ${formatNumber(rank)} is ${where} → ${band ?? "out of reach"}`;
  }
  const safeUpTo = Math.min(...years.map((y) => safeLimit(y.closing as number)));
  return `closing rank ${figures}; Safe up to ${formatNumber(safeUpTo)}; your rank ${formatNumber(rank)} → ${band ?? "out of reach"}`;
}
