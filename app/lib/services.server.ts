/**
 * The services pages' server reads: the catalogue, a service's details and its inquiry form, sent to the
 * pages as loader data. Imported through this `.server` module so that the routes' client chunks carry
 * no catalogue.
 */
import { cardPrice } from "~/content/service-details";
import { services } from "~/content/services";

export { inquiryFormFor } from "~/content/inquiry-forms";
export { detailsFor } from "~/content/service-details";
export { findService } from "~/content/services";

/** The hub's cards: what each shows, and its price line. */
export function hubCards() {
  return services.map((s) => ({
    slug: s.slug,
    title: s.title,
    desc: s.desc,
    img: s.img,
    category: s.category,
    featured: s.featured,
    price: cardPrice(s),
  }));
}
