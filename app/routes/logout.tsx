/**
 * POST /logout: ends this browser's session (row deleted, both cookies cleared)
 * and goes home with a full document load so the shell shows Login/Register again.
 * Posted from the header's account menu and the mobile account card; GET just goes home.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect, redirectDocument } from "@remix-run/cloudflare";
import { clearSessionCookies, endSession, withCookies } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/cache";

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
