/**
 * The root route's loader and headers (re-exported by app/root.tsx). They live in a `.server` module so
 * the browser's root chunk imports none of the modules they use: each module the root shares with other
 * routes becomes a chunk of its own, and each chunk costs every page a `modulepreload` link and a line
 * of the inline route manifest (docs/performance.md).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readDisplayName } from "../accounts/session.server";
import { cachePolicy, pageHeaders } from "./cache";
import { changedSettings } from "./config";

/**
 * Site settings, origin and the signed-in name: no database query here. The name comes from
 * the signed display cookie (app/lib/accounts/session.server.ts), never from D1. Only the settings
 * this deployment changed travel with the page: the browser bundle has the defaults (`useSettings`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const name = await readDisplayName(request, context.env);
  const root = { settings: changedSettings(context.env), origin: new URL(request.url).origin };
  return name ? data({ ...root, user: { name } }, { headers: { "Cache-Control": cachePolicy.personal } }) : root;
}

export const headers = pageHeaders;
