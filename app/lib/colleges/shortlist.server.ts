/**
 * The shortlist: the colleges a visitor keeps (directory slugs). Signed in, it is the account's saved colleges
 * (`user_favourites`); before that it lives in a `__Host-` cookie, so a form post works without JavaScript and the
 * server draws every shortlist button pressed or not (a Remix cookie: session.server.ts `shortlistStore`). /shortlist
 * shows it. Signing in (or verifying a new account) moves the cookie's colleges into the account and clears the
 * cookie.
 */
import { addFavourites, listFavourites, parseCollegeKeys, removeFavourite } from "~/lib/accounts/saved-colleges.server";
import { getSession, shortlistStore } from "~/lib/accounts/session.server";
import type { Env } from "~/lib/platform/config";

/** A cookie holds at most this many (80-character slugs, JSON in base64, stay under the 4 KB cookie limit). */
export const MAX_COOKIE_SHORTLIST = 30;
/** Numeric keys are an older form of the account list: only slugs name a college page. */
const isSlug = (key: string) => !/^\d+$/.test(key);

/** The cookie's colleges (checked as slugs, at most MAX_COOKIE_SHORTLIST). */
export async function readShortlistCookie(request: Request): Promise<string[]> {
  return parseCollegeKeys(await shortlistStore.read(request))
    .filter(isSlug)
    .slice(0, MAX_COOKIE_SHORTLIST);
}

export async function shortlistCookie(slugs: readonly string[]): Promise<string> {
  return slugs.length ? shortlistStore.cookie(slugs.slice(-MAX_COOKIE_SHORTLIST)) : shortlistStore.clear();
}

export interface Shortlist {
  signedIn: boolean;
  slugs: string[];
}

/** The visitor's shortlist: the account's when signed in, else the cookie's. */
export async function readShortlist(request: Request, env: Env): Promise<Shortlist> {
  const session = await getSession(request, env);
  if (!session) return { signedIn: false, slugs: await readShortlistCookie(request) };
  return { signedIn: true, slugs: (await listFavourites(env, session.user.id)).filter(isSlug) };
}

/** Adds or removes one college; returns the new list and the cookie to set (none when signed in). */
export async function setShortlisted(
  request: Request,
  env: Env,
  slug: string,
  saved: boolean,
): Promise<Shortlist & { cookies: string[] }> {
  const session = await getSession(request, env);
  if (session) {
    if (saved) await addFavourites(env, session.user.id, [slug]);
    else await removeFavourite(env, session.user.id, slug);
    return { signedIn: true, slugs: (await listFavourites(env, session.user.id)).filter(isSlug), cookies: [] };
  }
  const current = (await readShortlistCookie(request)).filter((s) => s !== slug);
  // The newest stays when the cookie is full: the oldest gives way.
  const slugs = saved ? [...current, slug].slice(-MAX_COOKIE_SHORTLIST) : current;
  return { signedIn: false, slugs, cookies: [await shortlistCookie(slugs)] };
}

/**
 * At sign-in: the cookie's colleges (and any `extra`, e.g. a list the browser kept) join the account's; returns the
 * cookie that clears the anonymous list (none when there was none).
 */
export async function mergeShortlist(
  request: Request,
  env: Env,
  userId: number,
  extra: readonly string[] = [],
): Promise<string[]> {
  const fromCookie = await readShortlistCookie(request);
  await addFavourites(env, userId, [...new Set([...fromCookie, ...extra])]);
  return fromCookie.length ? [shortlistStore.clear()] : [];
}
