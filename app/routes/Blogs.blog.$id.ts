import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readBlog } from "~/lib/blog/blog.server";
import { unavailable } from "~/lib/content/api.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

/** `{ data: [blog] }`; unknown or malformed id → `{ data: [] }` with 404 (not cached). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  const notFound = () =>
    Response.json({ data: [] }, { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  if (!Number.isFinite(id)) return notFound();
  try {
    const blog = await readBlog(context, id);
    if (!blog) return notFound();
    return Response.json({ data: [blog] }, { headers: { "Cache-Control": cachePolicy.api } });
  } catch {
    return unavailable();
  }
}
