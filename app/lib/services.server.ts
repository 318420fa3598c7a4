/**
 * The service detail page's server reads — the catalogue entry, its details and its inquiry form —
 * sent to the page as loader data. Imported through this `.server` module so that the route's
 * client chunk does not carry the whole catalogue (esbuild assigns a route every file its module
 * imports, even for code only the loader uses: README "JS per page").
 */
export { inquiryFormFor } from "~/content/inquiry-forms";
export { detailsFor } from "~/content/service-details";
export { findService } from "~/content/services";
