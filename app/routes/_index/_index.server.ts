/**
 * The server half of /: its loader. Its action and `headers` live in lib/home/page.server.ts (where the home's forms
 * read the action's type); `route.tsx` re-exports all three, so the browser build sees empty modules in place of the
 * server modules they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { homeData } from "~/lib/home/data.server";

/** The home's data (app/lib/home/data.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return homeData(args);
}
