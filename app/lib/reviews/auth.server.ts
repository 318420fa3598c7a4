/**
 * Who may write a review: a signed-in account (sessions are only started for verified
 * accounts). Anonymous visitors log in — on /write-review itself (its log-in form), or at
 * /login after `loginRedirect` — and come back to the same URL, so the college they chose is kept.
 */
import { redirect } from "@remix-run/cloudflare";
import { clearSessionCookies, getSession, withCookies, type Session } from "~/lib/accounts/session.server";
import { cachePolicy } from "~/lib/platform/cache";
import type { Env } from "~/lib/platform/config";

export function loginRedirect(request: Request, back?: string) {
  const target = back ?? backTo(request);
  return redirect(`/login?redirectTo=${encodeURIComponent(target)}`, {
    headers: withCookies(clearSessionCookies(), { "Cache-Control": cachePolicy.noStore }),
  });
}

/** The page's own URL, where a visitor who logs in from it comes back to. */
export function backTo(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export async function requireWriter(request: Request, env: Env, back?: string): Promise<Session> {
  const session = await getSession(request, env);
  if (!session) throw loginRedirect(request, back);
  return session;
}
