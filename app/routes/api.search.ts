/** Suggestions for the search boxes: GET /api/search?q= → { query, results: [...] } (top 8). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";
import { TYPE_LABELS } from "~/lib/search/engine";
import { searchSite } from "~/lib/search/index.server";

export const headers = resourceHeaders;

export const SUGGESTION_LIMIT = 8;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const hits = query ? await searchSite(context, query, SUGGESTION_LIMIT) : [];
  return Response.json(
    {
      query,
      results: hits.map((h) => ({
        type: h.type,
        typeLabel: TYPE_LABELS[h.type],
        title: h.title,
        subtitle: h.subtitle ?? "",
        url: h.url,
      })),
    },
    { headers: { "Cache-Control": cachePolicy.api } },
  );
}
