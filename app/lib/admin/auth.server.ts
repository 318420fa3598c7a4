/**
 * Who may use the operator console (/admin), and how they prove it. Every operator is a person:
 * the identity (e-mail and role) comes from a credential that belongs to that person, never from
 * what was typed.
 *
 *  - Production behind Cloudflare Access: Access puts a signed JWT in `Cf-Access-Jwt-Assertion`.
 *    We verify it ourselves with jose (issuer = the https team domain, audience = the application's
 *    AUD, an `exp` claim required, keys from the team's JWKS, cached per isolate); the e-mail is the
 *    JWT's, its role from `ADMIN_ROLES`.
 *  - Deployments without Access: `ADMIN_TOKENS`, one token per operator (JSON, see parseOperators);
 *    sign-in at /admin/login with the operator's e-mail and own token. The session lives in D1
 *    (`admin_sessions`, only the id's SHA-256): sign-out deletes it; it ends after 30 idle minutes
 *    and 8 hours at most. The cookie is HttpOnly, Secure, SameSite=Strict, `__Host-`.
 *  - Neither configured: the console does not exist (404).
 *
 * Roles: `admin` (everything) and `editor` (content only).
 * Every state-changing request carries a CSRF token bound to the session (see `verifyCsrf`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { cachePolicy } from "../platform/cache";
import type { Env } from "../platform/config";

export type AdminRole = "admin" | "editor";
export const ROLE_LABELS: Record<AdminRole, string> = { admin: "Admin", editor: "Editor" };

export interface AdminIdentity {
  email: string;
  role: AdminRole;
  via: "access" | "token";
  csrf: string;
  /** The token session's id hash (sign-out deletes that row). */
  sessionHash?: string;
}

export const SESSION_COOKIE = "__Host-ss_admin";
/** Absolute session length (8 hours) and idle timeout (30 minutes). */
export const SESSION_TTL_S = 8 * 60 * 60;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const CSRF_FIELD = "csrf";
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

export const AUTH_MESSAGES = {
  wrongToken: "That e-mail and token do not open the console.",
  noRole: "This e-mail has no console role.",
  csrf: "This form has expired. Reload the page and try again.",
  forbidden: "Your role cannot open this page.",
  locked: "Too many failed sign-ins from here. Please wait and try again later.",
} as const;

const noStore = { "Cache-Control": cachePolicy.noStore };
const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

/** Access settings; undefined without them, or when the team domain is not https. */
export function accessConfig(env: Partial<Env>): { issuer: string; audience: string } | undefined {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!domain || !audience) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(domain) && !/^https:\/\//i.test(domain)) return undefined;
  const issuer = (/^https:\/\//i.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, "");
  return { issuer, audience };
}

export interface Operator {
  email: string;
  role: AdminRole;
  /** SHA-256 (hex) of the operator's token. */
  tokenHash: string;
}

/**
 * `ADMIN_TOKENS`: a JSON object, e-mail → { role, token } or { role, sha256 } (the token's SHA-256
 * in hex, so the secret need not hold the token itself). Entries with another shape are ignored.
 * Example: {"ops@example.in":{"role":"admin","sha256":"9f86…"},"writer@example.in":{"role":"editor","token":"…"}}
 */
export async function parseOperators(setting: string | undefined): Promise<Map<string, Operator>> {
  const operators = new Map<string, Operator>();
  if (!setting?.trim()) return operators;
  let parsed: unknown;
  try {
    parsed = JSON.parse(setting);
  } catch {
    console.error("ADMIN_TOKENS is not JSON: no operator can sign in with a token");
    return operators;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return operators;
  for (const [rawEmail, entry] of Object.entries(parsed as Record<string, unknown>)) {
    if (!entry || typeof entry !== "object") continue;
    const { role, token, sha256 } = entry as { role?: unknown; token?: unknown; sha256?: unknown };
    if (role !== "admin" && role !== "editor") continue;
    const email = rawEmail.trim().toLowerCase();
    if (typeof sha256 === "string" && /^[0-9a-f]{64}$/i.test(sha256)) {
      operators.set(email, { email, role, tokenHash: sha256.toLowerCase() });
    } else if (typeof token === "string" && token.length >= 16) {
      operators.set(email, { email, role, tokenHash: await sha256Hex(token) });
    }
  }
  return operators;
}

export function tokenSignInEnabled(env: Partial<Env>): boolean {
  return Boolean(env.ADMIN_TOKENS?.trim());
}

export function adminEnabled(env: Partial<Env>): boolean {
  return tokenSignInEnabled(env) || Boolean(accessConfig(env));
}

/** "a@x.in=admin, b@y.in=editor" → map of lower-cased e-mail → role (Access sign-ins). */
export function parseRoles(setting: string | undefined): Map<string, AdminRole> {
  const roles = new Map<string, AdminRole>();
  for (const part of (setting ?? "").split(/[,;\n]/)) {
    const [email, role] = part.split("=").map((s) => s.trim());
    if (email && (role === "admin" || role === "editor")) roles.set(email.toLowerCase(), role);
  }
  return roles;
}

/** An Access operator's role; undefined when roles are configured and this e-mail has none. */
export function roleFor(env: Partial<Env>, email: string): AdminRole | undefined {
  const roles = parseRoles(env.ADMIN_ROLES);
  if (roles.size === 0) return "admin";
  return roles.get(email.toLowerCase());
}

export function mayUse(role: AdminRole, need: AdminRole): boolean {
  return need === "editor" || role === "admin";
}

// --- Cloudflare Access --------------------------------------------------------------------

const jwksCache = new Map<string, JWTVerifyGetKey>();
function teamKeys(issuer: string): JWTVerifyGetKey {
  let keys = jwksCache.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`), {
      cacheMaxAge: 10 * 60 * 1000,
      cooldownDuration: 30 * 1000,
      timeoutDuration: 5000,
    });
    jwksCache.set(issuer, keys);
  }
  return keys;
}

/** Verifies an Access JWT; undefined when it is forged, expired, without `exp` or for another application. */
export async function verifyAccessJwt(env: Partial<Env>, token: string): Promise<{ email: string } | undefined> {
  const config = accessConfig(env);
  if (!config) return undefined;
  try {
    const { payload } = await jwtVerify(token, teamKeys(config.issuer), {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ["RS256", "ES256"],
      requiredClaims: ["exp"],
    });
    const email = typeof payload.email === "string" ? payload.email : undefined;
    return email ? { email } : undefined;
  } catch {
    return undefined;
  }
}

// --- Token sign-in sessions ---------------------------------------------------------------

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two secrets (compares their digests). */
export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  return sameHex(a, b);
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const UNKNOWN_OPERATOR_HASH = "0".repeat(64);

/**
 * The operator whose own token this is, with the e-mail they typed as the user name; undefined
 * otherwise (one answer for an unknown e-mail and a wrong token, same work either way).
 */
export async function operatorFor(env: Partial<Env>, email: string, token: string): Promise<Operator | undefined> {
  const operators = await parseOperators(env.ADMIN_TOKENS);
  const operator = operators.get(email.trim().toLowerCase());
  const match = sameHex(await sha256Hex(token), operator?.tokenHash ?? UNKNOWN_OPERATOR_HASH);
  return operator && match ? operator : undefined;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Stores a new console session for `operator`; returns its Set-Cookie value. */
export async function createSession(env: Env, operator: Operator, now = Date.now()): Promise<string> {
  const id = randomId();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO admin_sessions (id_hash, email, role, csrf, created_at, last_seen_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)`,
    ).bind(await sha256Hex(id), operator.email, operator.role, crypto.randomUUID(), now, now + SESSION_TTL_S * 1000),
    // Ended sessions go when anyone signs in (bounded by the operators' sign-ins).
    env.DB.prepare("DELETE FROM admin_sessions WHERE expires_at <= ?1 OR last_seen_at <= ?2").bind(
      now,
      now - SESSION_IDLE_MS,
    ),
  ]);
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${SESSION_TTL_S}`;
}

export const clearSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

/** Deletes the request's console session (sign-out). */
export async function endSession(env: Env, admin: AdminIdentity) {
  if (!admin.sessionHash) return;
  await env.DB.prepare("DELETE FROM admin_sessions WHERE id_hash = ?1").bind(admin.sessionHash).run();
}

async function readSession(env: Env, request: Request, now = Date.now()): Promise<AdminIdentity | undefined> {
  if (!tokenSignInEnabled(env)) return undefined;
  const id = cookieValue(request, SESSION_COOKIE);
  if (!id || id.length > 100) return undefined;
  const idHash = await sha256Hex(id);
  const row = await env.DB.prepare(
    `SELECT email, csrf, last_seen_at FROM admin_sessions
     WHERE id_hash = ?1 AND expires_at > ?2 AND last_seen_at > ?3`,
  )
    .bind(idHash, now, now - SESSION_IDLE_MS)
    .first<{ email: string; csrf: string; last_seen_at: number }>();
  if (!row) return undefined;
  // The role is re-read from settings: a removed operator or a changed role applies at once.
  const operator = (await parseOperators(env.ADMIN_TOKENS)).get(row.email);
  if (!operator) return undefined;
  if (now - row.last_seen_at > 60_000) {
    await env.DB.prepare("UPDATE admin_sessions SET last_seen_at = ?2 WHERE id_hash = ?1").bind(idHash, now).run();
  }
  return { email: operator.email, role: operator.role, via: "token", csrf: row.csrf, sessionHash: idHash };
}

// --- The gate every /admin loader and action passes ----------------------------------------

/** 404 when the console is not configured (it does not exist then). */
export function assertAdminEnabled(context: AppLoadContext) {
  if (!adminEnabled(context.env)) throw plain(404, "Not found");
}

/** The signed-in operator, or undefined. A present but invalid Access JWT throws 401. */
export async function getAdmin(request: Request, context: AppLoadContext): Promise<AdminIdentity | undefined> {
  assertAdminEnabled(context);
  const env = context.env;
  const assertion = request.headers.get(ACCESS_HEADER);
  if (assertion && accessConfig(env)) {
    const verified = await verifyAccessJwt(env, assertion);
    if (!verified) throw plain(401, "Your Cloudflare Access sign-in could not be verified.");
    const role = roleFor(env, verified.email);
    if (!role) throw plain(403, AUTH_MESSAGES.noRole);
    // Bound to this Access token, which a cross-site page cannot read.
    const csrf = (await sha256Hex(`csrf:${assertion}`)).slice(0, 32);
    return { email: verified.email, role, via: "access", csrf };
  }
  return readSession(env, request);
}

/**
 * The operator with at least role `need`, else: 404 (console off), a redirect to the sign-in
 * page (GET without a session), 401 (other methods without a session) or 403 (role too low).
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  need: AdminRole = "editor",
): Promise<AdminIdentity> {
  const admin = await getAdmin(request, context);
  if (!admin) {
    if (request.method === "GET" || request.method === "HEAD") {
      const url = new URL(request.url);
      throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`, { headers: noStore });
    }
    throw plain(401, "Please sign in to the console.");
  }
  if (!mayUse(admin.role, need)) throw plain(403, AUTH_MESSAGES.forbidden);
  return admin;
}

/** Refuses (403) a state-changing request whose CSRF field does not match the session's. */
export async function verifyCsrf(admin: AdminIdentity, formData: FormData) {
  const given = String(formData.get(CSRF_FIELD) ?? "");
  if (!given || !(await secretsMatch(given, admin.csrf))) throw plain(403, AUTH_MESSAGES.csrf);
}

/** Only same-site relative paths under /admin are followed after sign-in. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("//") ? next : "/admin";
}
