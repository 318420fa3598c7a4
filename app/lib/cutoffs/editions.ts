/**
 * The date each JoSAA round's copy was taken (app/content/josaa-editions.ts, written by the data build): the cut-off
 * pages, the predictor and the exam pages name it beside the year and round they show.
 */
import { JOSAA_TAKEN } from "~/content/josaa-editions";

/** The date a year and round's copy was taken, or "" when that round is not held. */
export const josaaTaken = (year: number, round: number): string => JOSAA_TAKEN[`${year} ${round}`] ?? "";

/** "copy taken 2026-11-27" for one round, or each distinct date of the last rounds of several years. */
export function josaaTakenNote(editions: ReadonlyArray<{ year: number; round?: number }>): string {
  const dates = new Set<string>();
  for (const e of editions) {
    const round =
      e.round ??
      Math.max(
        0,
        ...Object.keys(JOSAA_TAKEN)
          .filter((k) => k.startsWith(`${e.year} `))
          .map((k) => Number(k.split(" ")[1])),
      );
    const taken = josaaTaken(e.year, round);
    if (taken) dates.add(taken);
  }
  const list = [...dates].sort();
  if (!list.length) return "";
  return list.length === 1 ? `copy taken ${list[0]}` : `copies taken ${list.join(" and ")}`;
}

/**
 * The rounds a page read, in words: "the final round of 2024, 2023", with a year whose final round is not held for
 * these institutes named by its round ("round 5 of 2025 (the latest held for these institutes) and the final round
 * of 2024, 2023").
 */
export function roundsRead(held: ReadonlyArray<{ year: number; final: number; partial?: boolean }>): string {
  const partial = held.filter((h) => h.partial).map((h) => `round ${h.final} of ${h.year}`);
  const full = held.filter((h) => !h.partial).map((h) => h.year);
  const parts = [
    ...(partial.length ? [`${partial.join(", ")} (the latest held for these institutes)`] : []),
    ...(full.length ? [`the final round of ${full.join(", ")}`] : []),
  ];
  return parts.join(" and ");
}
