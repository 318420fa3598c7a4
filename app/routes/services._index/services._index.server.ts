/**
 * The server half of /services: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageHeaders } from "~/lib/cache";
import { EXPERIENCE_STATS, HUB_COUNTRIES, HUB_WHY_CHOOSE, hubCards, TESTIMONIALS } from "~/lib/services.server";

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return {
    cards: await hubCards(context),
    countries: HUB_COUNTRIES,
    whyChoose: HUB_WHY_CHOOSE,
    testimonials: TESTIMONIALS,
    stats: EXPERIENCE_STATS,
  };
}
