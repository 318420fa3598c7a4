/**
 * The course finder's colleges for the browser's filters: GET /api/finder-colleges → { colleges }
 * (the finder's college shape). A document of /cource-finder carries only the cards it shows; the
 * page fetches this list on its first change of filter, during the page's simulated 1 s search.
 * Public content from the cached data layer (D1 unavailable → an empty list, as on the page).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { finderCollegeList } from "~/lib/colleges/finder.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const colleges = await finderCollegeList(context);
  return Response.json({ colleges }, { headers: { "Cache-Control": cachePolicy.api } });
}
