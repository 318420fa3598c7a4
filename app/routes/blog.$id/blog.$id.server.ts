/**
 * The server half of /blog/{id}: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseBlogId, readBlog, readBlogPage, relatedBlogs, toBlogPost } from "~/lib/blog/blog.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseBlogId(params.id);
  if (id === undefined) throw notFound();
  // Its own row (cached per id); related articles from the first page of the list (cached).
  const row = await readBlog(context, id).catch(() => undefined);
  if (!row) throw notFound();
  const first = await readBlogPage(context).catch(() => undefined);
  return { post: toBlogPost(row), related: relatedBlogs(first?.rows ?? [], id) };
}
