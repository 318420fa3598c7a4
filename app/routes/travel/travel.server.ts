/**
 * The server half of /travel: its loader and its `headers`. `route.tsx` re-exports them.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SERVICES_STAT_SLOTS } from "~/content/business-claims";
import { TRAVEL } from "~/content/travel";
import { businessClaims, claimStats, claimTestimonials } from "~/lib/content/business-claims.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** The shipped page, with the testimonials and experience figures an operator has set with a source (none else). */
export async function loader({ context }: LoaderFunctionArgs) {
  const claims = await businessClaims(context);
  return {
    ...TRAVEL,
    testimonials: claimTestimonials(claims),
    stats: claimStats(claims, SERVICES_STAT_SLOTS),
  };
}
