/**
 * The server half of /blogs: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseCursor, readBlogPage, toBlogCard, type BlogCard as BlogCardView } from "~/lib/blog/blog.server";
import { parseBlogQuery } from "~/lib/blog/filter";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** One page of the matching posts; a failing source is an empty list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseBlogQuery(params);
  const pageParam = Number(params.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const cursor = parseCursor("after", params.get("after")) ?? parseCursor("before", params.get("before"));
  try {
    const result = await readBlogPage(context, { q: query.q, category: query.category, page, cursor });
    const blogs: BlogCardView[] = result.rows.map(toBlogCard);
    return { blogs, page: result.page, older: result.older, newer: result.newer };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { blogs: [] as BlogCardView[], page, older: undefined, newer: undefined };
  }
}
