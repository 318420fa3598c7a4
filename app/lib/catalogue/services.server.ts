/**
 * The services hub's cards, built on the server from the catalogue (with the console's published changes) and sent
 * as loader data: a `.server` module, so that the routes' client chunks carry no catalogue.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceLine } from "~/content/service-details";
import { businessClaims, withClaims } from "~/lib/content/business-claims.server";
import { getServices } from "./catalogue.server";
import { priceInRupees } from "./prices";

/** The hub's cards: what each shows, and its price line with that price in rupees. */
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
    rupees: priceInRupees(priceLine(details.price)),
  }));
}
