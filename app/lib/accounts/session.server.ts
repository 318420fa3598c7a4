/**
 * Sessions. The session id is 256 random bits in `__Host-ss_session` (HttpOnly,
 * Secure, SameSite=Lax, Path=/); D1 keeps only its SHA-256 with an expiry. A new id is issued
 * at every sign-in (rotation) and the old row deleted.
 *
 * The root loader must not query D1, yet the header shows the signed-in name on every page.
 * So sign-in also sets `__Host-ss_user`: the display name and expiry, HMAC-signed with
 * AUTH_SECRET. It is not a credential — nothing is authorised by it; every per-user page and
 * action checks the session row — it only lets the shell say "Asha" without a query.
 * Both cookies are cleared together; a per-user page that finds the session gone clears both.
 */
import { privateDefaults, type Env } from "~/lib/config";
import { isProduction } from "~/lib/request-guard.server";
import { fromBase64Url, hmacSign, hmacVerify, randomToken, sha256Hex, toBase64Url } from "./crypto.server";
import { POLICY } from "./policy";

export const SESSION_COOKIE = "__Host-ss_session";
export const DISPLAY_COOKIE = "__Host-ss_user";
export const PENDING_COOKIE = "__Host-ss_pending";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
}

export interface Session {
  user: SessionUser;
  idHash: string;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** A `__Host-` cookie: Secure, Path=/, no Domain; `maxAgeMs` undefined = browser session. */
export function serializeCookie(name: string, value: string, maxAgeMs?: number): string {
  const age = maxAgeMs === undefined ? "" : `; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`;
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax${age}`;
}

export function clearCookie(name: string): string {
  return serializeCookie(name, "", 0);
}

/** The registration waiting for its e-mail code (register → OTP step): its token, its cookie, its end. */
export const pendingRegistration = {
  read: (request: Request) => readCookie(request, PENDING_COOKIE),
  cookie: (token: string) => serializeCookie(PENDING_COOKIE, token, POLICY.pendingTtlMs),
  clear: () => clearCookie(PENDING_COOKIE),
};

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request, SESSION_COOKIE) !== undefined || readCookie(request, DISPLAY_COOKIE) !== undefined;
}

/** The display cookie's key; the public default is refused in production (sign-in answers 503). */
function authSecret(env: Partial<Env>): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (isProduction(env)) throw new Error("AUTH_SECRET is not set (ENVIRONMENT=production)");
  return privateDefaults.authSecret;
}

async function displayCookie(env: Env, name: string, expiresAt: number, persistent: boolean): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify({ n: name, x: expiresAt })));
  const signature = await hmacSign(authSecret(env), payload);
  return serializeCookie(DISPLAY_COOKIE, `${payload}.${signature}`, persistent ? POLICY.rememberSessionMs : undefined);
}

/** The signed-in name from the display cookie (no database), or undefined. */
export async function readDisplayName(request: Request, env: Partial<Env>, now = Date.now()) {
  const raw = readCookie(request, DISPLAY_COOKIE);
  if (!raw || raw.length > 600) return undefined;
  const [payload, signature] = raw.split(".");
  if (!payload || !signature || (isProduction(env) && !env.AUTH_SECRET)) return undefined;
  if (!(await hmacVerify(authSecret(env), payload, signature))) return undefined;
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as {
      n?: unknown;
      x?: unknown;
    };
    if (typeof data.n !== "string" || typeof data.x !== "number" || data.x <= now) return undefined;
    return data.n;
  } catch {
    return undefined;
  }
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
  const old = readCookie(request, SESSION_COOKIE);
  if (old) statements.push(env.DB.prepare("DELETE FROM sessions WHERE id_hash = ?1").bind(await sha256Hex(old)));
  await env.DB.batch(statements);
  return [
    serializeCookie(SESSION_COOKIE, id, remember ? POLICY.rememberSessionMs : undefined),
    await displayCookie(env, user.name, expiresAt, remember),
  ];
}

/**
 * The signed-in visitor, from the session row (a D1 read: per-user pages and actions only). A
 * session unused for POLICY.sessionIdleMs is over (idle timeout); use is recorded at most every
 * few minutes.
 */
export async function getSession(request: Request, env: Env, now = Date.now()): Promise<Session | undefined> {
  const id = readCookie(request, SESSION_COOKIE);
  if (!id || id.length > 100) return undefined;
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
  const id = readCookie(request, SESSION_COOKIE);
  if (id && id.length <= 100) {
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
