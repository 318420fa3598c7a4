/**
 * The server half of /exam-prep: its loader and its `headers`. `route.tsx` re-exports them. The business's own
 * figures (the client counters, the review score, the trainers) show only once an operator has set them in the
 * console with a source; until then the page shows none.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { EXAM_PREP_STAT_SLOTS, TRAINERS_TILE } from "~/content/business-claims";
import { EXAM_PREP } from "~/content/exams";
import { businessClaims, claimShown, claimStats } from "~/lib/content/business-claims.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const claims = await businessClaims(context);
  const score = claimShown(claims, "review-score");
  const reviews = claimShown(claims, "review-count");
  const trainers = claimShown(claims, "trainers");
  return {
    ...EXAM_PREP,
    stats: claimStats(claims, EXAM_PREP_STAT_SLOTS),
    review:
      score === undefined || reviews === undefined
        ? null
        : {
            score,
            reviews,
            outOf: "5",
            source: [...new Set([claims["review-score"].source, claims["review-count"].source])].join("; "),
          },
    benefits: EXAM_PREP.benefits.map((b) =>
      b.title === TRAINERS_TILE.without && trainers !== undefined
        ? {
            title: TRAINERS_TILE.with.replace("{n}", trainers),
            text: `${b.text} Source: ${claims.trainers.source}.`,
          }
        : b,
    ),
  };
}
