import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { API_PAGE_MAX, readBlogApiPage } from "~/lib/blog/blog.server";
import { unavailable } from "~/lib/content/api.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

const whole = (value: string | null, fallback: number, max: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * The bare list of active posts, newest first, one page at a time:
 * `?page=` (default 1) and `?limit=` (default and at most API_PAGE_MAX, so a small blog answers
 * with every post, as before). A next page is announced in a `Link: <…>; rel="next"` header.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = whole(url.searchParams.get("page"), 1, 10_000);
  const limit = whole(url.searchParams.get("limit"), API_PAGE_MAX, API_PAGE_MAX);
  try {
    const { rows, more } = await readBlogApiPage(context, page, limit);
    const headers: Record<string, string> = { "Cache-Control": cachePolicy.api };
    if (more) {
      const next = new URL(url.pathname, url.origin);
      next.searchParams.set("page", String(page + 1));
      if (limit !== API_PAGE_MAX) next.searchParams.set("limit", String(limit));
      headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
    }
    return Response.json(rows, { headers });
  } catch {
    return unavailable();
  }
}
