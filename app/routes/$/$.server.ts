/**
 * The server half of the catch-all route: any path no route claims answers 404, never cached. `route.tsx` re-exports
 * it, so the route's browser chunk carries none of the cache helpers (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy } from "~/lib/platform/cache";

export { pageHeaders as headers } from "~/lib/platform/cache";

export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
}
