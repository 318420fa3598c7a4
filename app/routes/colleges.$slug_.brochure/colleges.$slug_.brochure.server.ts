/**
 * The server half of /colleges/{slug}/brochure: its loader and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getCollege } from "~/lib/colleges/queries.server";
import { ContentUnavailableError } from "~/lib/content/content.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  let detail = null;
  try {
    detail = SLUG.test(slug) && slug.length <= 120 ? await getCollege(context, slug) : null;
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    throw new Response("The brochure is unavailable right now. Please try again in a few minutes.", {
      status: 503,
      headers: { "Cache-Control": cachePolicy.noStore, "Retry-After": "60" },
    });
  }
  if (!detail) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  return { detail };
}
