/**
 * The services pages' server reads: the catalogue (with the console's published changes), a
 * service's details and its inquiry form, sent to the pages as loader data. Imported through this
 * `.server` module so that the routes' client chunks carry no catalogue.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceLine } from "~/content/service-details";
import { getServices } from "./catalogue.server";

export { inquiryFormFor } from "~/content/inquiry-forms";
/** The hub's copy: sent as loader data, so the page's JavaScript carries none of it. */
export { HUB_COUNTRIES, HUB_WHY_CHOOSE } from "~/content/services-page";
export { getService } from "./catalogue.server";

/** The hub's cards: what each shows, and its price line. */
export async function hubCards(context: AppLoadContext) {
  return (await getServices(context)).map(({ service: s, details }) => ({
    slug: s.slug,
    title: s.title,
    desc: s.desc,
    img: s.img,
    category: s.category,
    featured: s.featured,
    price: priceLine(details.price),
  }));
}
