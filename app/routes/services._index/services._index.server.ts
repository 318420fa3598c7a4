/**
 * The server half of /services: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SERVICES_STAT_SLOTS } from "~/content/business-claims";
import { HUB_COUNTRIES, HUB_WHY_CHOOSE } from "~/content/services-page";
import { RUPEE_PRICE_NOTE } from "~/lib/catalogue/prices";
import { hubCards } from "~/lib/catalogue/services.server";
import { businessClaims, claimStats, claimTestimonials } from "~/lib/content/business-claims.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const [cards, claims] = await Promise.all([hubCards(context), businessClaims(context)]);
  return {
    cards,
    rupeeNote: RUPEE_PRICE_NOTE,
    countries: HUB_COUNTRIES,
    whyChoose: HUB_WHY_CHOOSE,
    // The business's own figures and testimonials: only those an operator has set with a source.
    testimonials: claimTestimonials(claims),
    stats: claimStats(claims, SERVICES_STAT_SLOTS),
  };
}
