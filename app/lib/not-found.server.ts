/**
 * The catch-all route's server half: any path no route claims answers 404, never cached. In a
 * `.server` module so that the route's browser chunk carries none of the cache helpers.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy } from "~/lib/cache";

export { pageHeaders as headers } from "~/lib/cache";

export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
}
