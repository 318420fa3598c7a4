/**
 * The server half of /logout: its loader and its form's action. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect, redirectDocument } from "@remix-run/cloudflare";
import { clearSessionCookies, endSession, withCookies } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/platform/cache";

export const loader = () => redirect("/", { headers: { "Cache-Control": cachePolicy.noStore } });

export async function action({ request, context }: ActionFunctionArgs) {
  let cookies: string[];
  try {
    cookies = await endSession(request, context.env);
  } catch (error) {
    // D1 down: the cookies still go, so this browser is signed out; the row expires on its own.
    console.error("logout:", error instanceof Error ? error.message : "error");
    cookies = clearSessionCookies();
  }
  return redirectDocument("/", { headers: withCookies(cookies, { "Cache-Control": cachePolicy.noStore }) });
}
