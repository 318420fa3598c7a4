/**
 * Sessions, through Remix's `createCookie`. The session id is 256 random bits in `__Host-ss_session`
 * (signed with AUTH_SECRET; HttpOnly, Secure, SameSite=Lax, Path=/, no Domain); D1 keeps only its SHA-256
 * with an expiry, so deleting the row ends the session on the server. A new id is issued at every sign-in
 * (rotation) and the old row deleted.
 *
 * The root loader must not query D1, yet the header shows the signed-in name on every page. So sign-in also
 * sets `__Host-ss_user`: the display name and expiry, signed with AUTH_SECRET. It is not a credential —
 * nothing is authorised by it; every per-user page and action checks the session row — it only lets the
 * shell say "Asha" without a query. Both cookies are cleared together; a per-user page that finds the
 * session gone clears both.
 */
import { createCookie, type CookieOptions } from "@remix-run/cloudflare";
import { privateDefaults, type Env } from "~/lib/platform/config";
import { isProduction } from "~/lib/platform/request-guard.server";
import { randomToken, sha256Hex } from "./crypto.server";
import { POLICY } from "./policy";

export const SESSION_COOKIE = "__Host-ss_session";
export const DISPLAY_COOKIE = "__Host-ss_user";
export const PENDING_COOKIE = "__Host-ss_pending";
export const SHORTLIST_COOKIE = "__Host-ss_shortlist";
/** How long a signed-out visitor's shortlist is kept. */
const SHORTLIST_AGE_S = 180 * 24 * 60 * 60;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
}

export interface Session {
  user: SessionUser;
  idHash: string;
}

/** Every cookie of the site: a `__Host-` cookie is Secure, Path=/ and has no Domain. */
const HOST_COOKIE = { path: "/", httpOnly: true, secure: true, sameSite: "lax" } satisfies CookieOptions;

/** The signing key; the public default is refused in production (sign-in answers 503). */
function authSecret(env: Partial<Env>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (isProduction(env)) throw new Error("AUTH_SECRET is not set (ENVIRONMENT=production)");
  return privateDefaults.authSecret;
}

const hasSecret = (env: Partial<Env>) => Boolean(env.AUTH_SECRET) || !isProduction(env);

const sessionCookie = (env: Partial<Env>) =>
  createCookie(SESSION_COOKIE, { ...HOST_COOKIE, secrets: [authSecret(env)] });
const displayCookie = (env: Partial<Env>) =>
  createCookie(DISPLAY_COOKIE, { ...HOST_COOKIE, secrets: [authSecret(env)] });
const pendingCookie = createCookie(PENDING_COOKIE, { ...HOST_COOKIE, maxAge: POLICY.pendingTtlMs / 1000 });
/** A signed-out visitor's shortlist (college slugs): not a credential, so unsigned, like the pending cookie. */
const shortlistCookie = createCookie(SHORTLIST_COOKIE, { ...HOST_COOKIE, maxAge: SHORTLIST_AGE_S });

/** `maxAge` in seconds for a remembered sign-in; undefined = a browser-session cookie. */
const rememberAge = (remember: boolean) => (remember ? POLICY.rememberSessionMs / 1000 : undefined);

/** One plain cookie's raw value (the shortlist's, and the presence checks below). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** A plain `__Host-` cookie (the shortlist's); `maxAgeMs` undefined = browser session. */
export function serializeCookie(name: string, value: string, maxAgeMs?: number): string {
  const age = maxAgeMs === undefined ? "" : `; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`;
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax${age}`;
}

/** Clears a cookie (an empty value, Max-Age=0): nothing to sign, so it needs no key. */
export function clearCookie(name: string): string {
  return serializeCookie(name, "", 0);
}

type RemixCookie = ReturnType<typeof createCookie>;

/** A cookie's decoded value; null when absent or its signature fails (a malformed signature makes Remix throw). */
async function parse(cookie: RemixCookie, request: Request): Promise<unknown> {
  try {
    return (await cookie.parse(request.headers.get("Cookie"))) as unknown;
  } catch {
    return null;
  }
}

/** A signed or encoded cookie's value, or undefined when absent, unsigned or not a string. */
async function parseString(cookie: RemixCookie, request: Request): Promise<string | undefined> {
  const value = await parse(cookie, request);
  return typeof value === "string" && value ? value : undefined;
}

/** The registration waiting for its e-mail code (register → OTP step): its token, its cookie, its end. */
export const pendingRegistration = {
  read: (request: Request) => parseString(pendingCookie, request),
  cookie: (token: string) => pendingCookie.serialize(token),
  clear: () => clearCookie(PENDING_COOKIE),
};

/** The signed-out shortlist's cookie: its slugs as stored (unchecked), a new value, and its clearing. */
export const shortlistStore = {
  read: async (request: Request): Promise<string[]> => {
    if ((readCookie(request, SHORTLIST_COOKIE)?.length ?? 0) > 4000) return [];
    const value = await parse(shortlistCookie, request);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  },
  cookie: (slugs: readonly string[]) => shortlistCookie.serialize(slugs),
  clear: () => clearCookie(SHORTLIST_COOKIE),
};

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== undefined || readCookie(request, DISPLAY_COOKIE) !== undefined;
}

/** The session id the request carries (signature checked), or undefined. */
async function sessionId(request: Request, env: Partial<Env>): Promise<string | undefined> {
  if (!hasSecret(env) || (readCookie(request, SESSION_COOKIE)?.length ?? 0) > 300) return undefined;
  return parseString(sessionCookie(env), request);
}

/** The signed-in name from the display cookie (no database), or undefined. */
export async function readDisplayName(request: Request, env: Partial<Env>, now = Date.now()) {
  const raw = readCookie(request, DISPLAY_COOKIE);
  if (!raw || raw.length > 600 || !hasSecret(env)) return undefined;
  const data = await parse(displayCookie(env), request);
  if (!data || typeof data !== "object") return undefined;
  const { n, x } = data as { n?: unknown; x?: unknown };
  return typeof n === "string" && typeof x === "number" && x > now ? n : undefined;
}

/**
 * Starts a session for `user`: a new random id (rotation — any session the request carried is
 * deleted), its hash stored with the expiry. Returns the Set-Cookie values.
 */
export async function startSession(
  request: Request,
  env: Env,
  user: { id: number; name: string },
  remember: boolean,
  now = Date.now(),
): Promise<string[]> {
  const id = randomToken(32);
  const expiresAt = now + (remember ? POLICY.rememberSessionMs : POLICY.browserSessionMs);
  const statements = [
    env.DB.prepare(
      "INSERT INTO sessions (id_hash, user_id, created_at, expires_at, persistent, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?5, ?3)",
    ).bind(await sha256Hex(id), user.id, now, expiresAt, remember ? 1 : 0),
    // Expired rows of this account go when it signs in again (bounded by the account's sessions).
    env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1 AND expires_at <= ?2").bind(user.id, now),
  ];
  const old = await sessionId(request, env);
  if (old) statements.push(env.DB.prepare("DELETE FROM sessions WHERE id_hash = ?1").bind(await sha256Hex(old)));
  await env.DB.batch(statements);
  const maxAge = rememberAge(remember);
  return [
    await sessionCookie(env).serialize(id, { maxAge }),
    await displayCookie(env).serialize({ n: user.name, x: expiresAt }, { maxAge }),
  ];
}

/**
 * The signed-in visitor, from the session row (a D1 read: per-user pages and actions only). A
 * session unused for POLICY.sessionIdleMs is over (idle timeout); use is recorded at most every
 * few minutes.
 */
export async function getSession(request: Request, env: Env, now = Date.now()): Promise<Session | undefined> {
  const id = await sessionId(request, env);
  if (!id) return undefined;
  const idHash = await sha256Hex(id);
  const row = await env.DB.prepare(
    `SELECT u.id, u.name, u.email, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id_hash = ?1 AND s.expires_at > ?2 AND s.last_seen_at > ?3`,
  )
    .bind(idHash, now, now - POLICY.sessionIdleMs)
    .first<SessionUser & { last_seen_at: number }>();
  if (!row) return undefined;
  if (now - row.last_seen_at > POLICY.sessionTouchMs) {
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id_hash = ?1").bind(idHash, now).run();
  }
  return { user: { id: row.id, name: row.name, email: row.email }, idHash };
}

/** Ends the request's session; returns the Set-Cookie values that clear both cookies. */
export async function endSession(request: Request, env: Env): Promise<string[]> {
  const id = await sessionId(request, env);
  if (id) {
    await env.DB.prepare("DELETE FROM sessions WHERE id_hash = ?1")
      .bind(await sha256Hex(id))
      .run();
  }
  return clearSessionCookies();
}

export function clearSessionCookies(): string[] {
  return [clearCookie(SESSION_COOKIE), clearCookie(DISPLAY_COOKIE)];
}

export function withCookies(cookies: string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
}
