/**
 * The server half of /search: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageHeaders } from "~/lib/platform/cache";
import { groupHits } from "~/lib/search/engine";
import { popularItems, searchSite } from "~/lib/search/index.server";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const hits = query ? await searchSite(context, query) : [];
  return {
    query,
    total: hits.length,
    groups: groupHits(hits),
    popular: query && hits.length ? [] : popularItems().map((d) => ({ type: d.type, title: d.title, url: d.url })),
  };
}
