/**
 * The services pages' server reads: the catalogue (with the console's published changes), a
 * service's details and its inquiry form, sent to the pages as loader data. Imported through this
 * `.server` module so that the routes' client chunks carry no catalogue.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceLine } from "~/content/service-details";
import { businessClaims, withClaims } from "~/lib/content/business-claims.server";
import { getServices } from "./catalogue.server";

export { inquiryFormFor } from "~/content/inquiry-forms";
/** The hub's copy: sent as loader data, so the page's JavaScript carries none of it. */
export { HUB_COUNTRIES, HUB_WHY_CHOOSE } from "~/content/services-page";
export { getService } from "./catalogue.server";

/** The hub's cards: what each shows, and its price line. */
export async function hubCards(context: AppLoadContext) {
  const [services, claims] = await Promise.all([getServices(context), businessClaims(context)]);
  return services.map(({ service: s, details }) => ({
    slug: s.slug,
    title: s.title,
    // A description stating a business figure (the SIM's countries) carries it only once an operator has set it.
    desc: withClaims(claims, [s.desc])[0],
    img: s.img,
    category: s.category,
    featured: s.featured,
    price: priceLine(details.price),
  }));
}
