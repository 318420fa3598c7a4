/**
 * The services hub's cards, built on the server from the catalogue (with the console's published changes) and sent
 * as loader data: a `.server` module, so that the routes' client chunks carry no catalogue.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { priceLine } from "~/content/service-details";
import { getServices } from "./catalogue.server";

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
