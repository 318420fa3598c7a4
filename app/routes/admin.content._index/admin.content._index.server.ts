/**
 * The server half of /admin/content: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/admin/auth.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  return data(null, { headers: { "Cache-Control": cachePolicy.noStore } });
}
