/**
 * The server half of /: its loader, and its action and `headers` from lib/home/page.server.ts (where the home's
 * forms read the action's type). `route.tsx` re-exports them, so the browser build sees one empty module in place of
 * every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homeData } from "~/lib/home/data.server";

export { action, headers } from "~/lib/home/page.server";

/** The home's data (app/lib/home/data.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return homeData(args);
}
