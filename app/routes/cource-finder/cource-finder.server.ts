/**
 * The server half of /cource-finder: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { finderCollegeList } from "~/lib/colleges/finder.server";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import { filterColleges, parseCollegeFilter } from "~/lib/finder/filter";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/**
 * The finder's colleges abroad, from the college directory (cached data layer). A document carries
 * only the cards the URL's filter shows (`shown`); the browser fetches the whole list
 * (`/api/finder-colleges`) on its first change of filter. A client navigation here brings it at once
 * (`colleges`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const colleges = await finderCollegeList(context);
  // The visitor's shortlist (account or cookie): the hearts are drawn pressed by the server, with or without JS.
  const { slugs: shortlist } = await readShortlist(request, context.env).catch(() => ({ slugs: [] as string[] }));
  if (context.dataRequest !== false) return { colleges, shown: null, shortlist };
  return {
    colleges: null,
    shown: filterColleges(colleges, parseCollegeFilter(new URL(request.url).searchParams)),
    shortlist,
  };
}
