/**
 * The services pages' server reads — the catalogue entry, its details and its inquiry form — and
 * their static markup (`staticPart`: the hub's hero and catalogue, a service's hero text and
 * sections), sent to the pages as loader data. Imported through this `.server` module so that the
 * routes' client chunks carry neither the catalogue nor the components that render it (esbuild
 * assigns a route every file its module imports, even for code only the loader uses: README "JS per
 * page").
 */
import { createElement } from "react";
import { DetailHero, DetailSections } from "~/components/services/detail-static";
import { HubCatalogue, HubHero } from "~/components/services/hub-static";
import { detailsFor } from "~/content/service-details";
import type { Service } from "~/content/services";
import type { PublicSettings } from "~/lib/config";
import { staticPart } from "~/lib/render-only.server";

export { inquiryFormFor } from "~/content/inquiry-forms";
export { detailsFor } from "~/content/service-details";
export { findService } from "~/content/services";

/** The hub's hero and its catalogue with why choose us (the carousel and testimonials stay live). */
export function hubMarkup() {
  return {
    hero: staticPart("hub-hero", "", () => createElement(HubHero)),
    catalogue: staticPart("hub-catalogue", "", () => createElement(HubCatalogue)),
  };
}

/** A service's hero text (beside its live inquiry form) and the sections below the country strip. */
export function detailMarkup(service: Service, settings: PublicSettings) {
  const details = detailsFor(service);
  const { siteName, phone, supportEmail } = settings;
  return {
    hero: staticPart("service-hero", service.slug, () => createElement(DetailHero, { service, details })),
    sections: staticPart("service-sections", [service.slug, siteName, phone, supportEmail].join("\n"), () =>
      createElement(DetailSections, { service, details, settings: { siteName, phone, supportEmail } }),
    ),
  };
}
