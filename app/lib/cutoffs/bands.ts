/**
 * The predictor's rule: Safe, Moderate or Ambitious from a programme's closing ranks in the final round of
 * the last three years held (JoSAA's closing rank is the last rank that got the seat). Pure; the page
 * prints BAND_RULE, so what it says and what it does are this one module.
 */
import { formatNumber } from "~/lib/plural";

export const BANDS = ["Safe", "Moderate", "Ambitious"] as const;
export type Band = (typeof BANDS)[number];

/** How far above the latest closing rank a rank still counts as Ambitious: 20 %. */
export const AMBITIOUS_PERCENT = 20;
/** Years of closing ranks the rule looks at. */
export const TREND_YEARS = 3;

/** One year's closing rank for the seat (final round); null where JoSAA published none for it. */
export interface YearClosing {
  year: number;
  closing: number | null;
}

/** The rule in plain words, as the page states it. */
export const BAND_RULE: ReadonlyArray<{ band: Band; text: string }> = [
  {
    band: "Safe",
    text: `your rank is at or below the closing rank in each of the last ${TREND_YEARS} years held (at least two of them published): you would have got this seat every year.`,
  },
  {
    band: "Moderate",
    text: "your rank is at or below the latest closing rank, but above an earlier year's (or only the latest year is published): you would have got it last year, not every year.",
  },
  {
    band: "Ambitious",
    text: `your rank is above the latest closing rank by at most ${AMBITIOUS_PERCENT} %: possible if the closing rank moves your way.`,
  },
];

/** True when `rank` is within the Ambitious margin of `closing` (integer-exact: 5·rank ≤ 6·closing). */
export function withinReach(rank: number, closing: number): boolean {
  return rank * 100 <= closing * (100 + AMBITIOUS_PERCENT);
}

/** The smallest latest closing rank that can still put a programme in a band for `rank` (the SQL's lower bound). */
export function lowestClosingFor(rank: number): number {
  return Math.ceil((rank * 100) / (100 + AMBITIOUS_PERCENT));
}

/**
 * The band of a programme for `rank`, from its closings latest year first (at most TREND_YEARS are read);
 * null when the latest year has no closing rank or the rank is beyond reach.
 */
export function bandFor(rank: number, closings: readonly YearClosing[]): Band | null {
  const years = closings.slice(0, TREND_YEARS);
  const latest = years[0]?.closing;
  if (latest == null) return null;
  if (rank > latest) return withinReach(rank, latest) ? "Ambitious" : null;
  const published = years.filter((y) => y.closing != null);
  const everyYear = published.every((y) => rank <= (y.closing as number));
  return everyYear && published.length >= 2 ? "Safe" : "Moderate";
}

/** The figures a band was drawn from, as the row shows them: "closing rank 2023: 1,240, 2024: 1,198; your rank 1,100 → Safe". */
export function bandExplanation(rank: number, closings: readonly YearClosing[], band: Band | null): string {
  const figures = closings
    .slice(0, TREND_YEARS)
    .filter((y) => y.closing != null)
    .sort((a, b) => a.year - b.year)
    .map((y) => `${y.year}: ${formatNumber(y.closing as number)}`)
    .join(", ");
  return `closing rank ${figures || "not published"}; your rank ${formatNumber(rank)} → ${band ?? "out of reach"}`;
}
