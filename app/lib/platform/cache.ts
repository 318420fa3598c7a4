/**
 * Cache policy, in one place, with the reason for each.
 * Every route exports `headers` built from these; entry.server forces `noStore`
 * on every error status and every non-GET response, whatever a route said — for the
 * document and for its Single Fetch data (`/page.data`, `handleDataRequest`) alike.
 */
import type { HeadersFunction } from "@remix-run/cloudflare";

export const cachePolicy = {
  /**
   * HTML documents: rendered per request with a fresh CSP nonce, so no shared cache
   * may keep them (a cached nonce would defeat the CSP). Browsers revalidate.
   * Content inside is cheap: it comes from the edge-cached data layer.
   */
  html: "private, no-cache",
  /** Form results, 404s, errors and anything personalised: never stored anywhere. */
  noStore: "no-store",
  /**
   * Pages rendered for a signed-in visitor (their name in the header, /account): only their
   * browser may see them, and not even it keeps a copy (shared computers).
   */
  personal: "private, no-store",
  /**
   * The public JSON API: public content that changes when editors change D1.
   * A minute in browsers, five at the edge, and a stale copy while revalidating.
   */
  api: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  /** robots.txt / sitemap.xml: crawlers read them rarely; an hour is plenty. */
  feed: "public, max-age=3600",
  /** /build/* carries content hashes in its file names (see public/_headers). */
  immutable: "public, max-age=31536000, immutable",
} as const;

/** Cache-Control for an HTML route: errors and actions win over the loader's own. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const cacheControl =
    errorHeaders?.get("Cache-Control") ??
    actionHeaders?.get("Cache-Control") ??
    loaderHeaders.get("Cache-Control") ??
    cachePolicy.html;
  return { "Cache-Control": cacheControl };
};

/** Headers for a JSON/text resource route that passes its own through. */
export const resourceHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
