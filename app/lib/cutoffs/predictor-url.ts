/** The predictor's shareable URL (no zod: the page imports it up front). */
import type { PredictorQuery } from "./schema";

/** The predictor's fields in the order of a shareable URL. */
export const PREDICTOR_FIELDS = [
  "exam",
  "rank",
  "categoryRank",
  "category",
  "pwd",
  "gender",
  "home",
  "type",
  "state",
  "branch",
] as const;

/** The canonical query string of an answer (fixed order, empty fields left out), plus the page cursor. */
export function predictorSearch(query: PredictorQuery, after?: string): string {
  const params = new URLSearchParams();
  for (const key of PREDICTOR_FIELDS) {
    const v = query[key];
    // The category rank only matters to a reserved-category or PwD candidate.
    if (key === "categoryRank" && query.category === "OPEN" && !query.pwd) continue;
    if (key === "pwd") {
      if (v) params.set("pwd", "on");
    } else if (v !== undefined && v !== "") params.set(key, String(v));
  }
  if (after) params.set("after", after);
  return params.toString();
}
