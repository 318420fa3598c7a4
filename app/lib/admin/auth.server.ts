/**
 * Who may use the operator console (/admin), and how they prove it.
 *
 *  - Production behind Cloudflare Access: Access puts a signed JWT in `Cf-Access-Jwt-Assertion`.
 *    We verify it ourselves with jose (issuer = team domain, audience = the application's AUD,
 *    keys from the team's JWKS, cached per isolate); the header's mere presence proves nothing.
 *  - Local, CI and deployments without Access: sign in at /admin/login with `ADMIN_TOKEN` into a
 *    signed (HS256), HttpOnly, Secure, SameSite=Strict `__Host-` session cookie with an expiry.
 *  - Neither configured: the console does not exist (404).
 *
 * Roles come from settings (`ADMIN_ROLES`): `admin` (everything) and `editor` (content only).
 * Every state-changing request carries a CSRF token bound to the session (see `verifyCsrf`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTVerifyGetKey } from "jose";
import { cachePolicy } from "../cache";
import type { Env } from "../config";

export type AdminRole = "admin" | "editor";
export const ROLE_LABELS: Record<AdminRole, string> = { admin: "Admin", editor: "Editor" };

export interface AdminIdentity {
  email: string;
  role: AdminRole;
  via: "access" | "token";
  csrf: string;
}

export const SESSION_COOKIE = "__Host-ss_admin";
export const SESSION_TTL_S = 8 * 60 * 60;
export const CSRF_FIELD = "csrf";
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

export const AUTH_MESSAGES = {
  wrongToken: "That e-mail and token do not open the console.",
  noRole: "This e-mail has no console role.",
  csrf: "This form has expired. Reload the page and try again.",
  forbidden: "Your role cannot open this page.",
} as const;

const noStore = { "Cache-Control": cachePolicy.noStore };
const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });

export function accessConfig(env: Partial<Env>): { issuer: string; audience: string } | undefined {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  if (!domain || !audience) return undefined;
  const issuer = (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, "");
  return { issuer, audience };
}

export function adminEnabled(env: Partial<Env>): boolean {
  return Boolean(env.ADMIN_TOKEN) || Boolean(accessConfig(env));
}

/** "a@x.in=admin, b@y.in=editor" → map of lower-cased e-mail → role. */
export function parseRoles(setting: string | undefined): Map<string, AdminRole> {
  const roles = new Map<string, AdminRole>();
  for (const part of (setting ?? "").split(/[,;\n]/)) {
    const [email, role] = part.split("=").map((s) => s.trim());
    if (email && (role === "admin" || role === "editor")) roles.set(email.toLowerCase(), role);
  }
  return roles;
}

/** A signed-in operator's role; undefined when roles are configured and this e-mail has none. */
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

/** Verifies an Access JWT; undefined when it is forged, expired or for another application. */
export async function verifyAccessJwt(env: Partial<Env>, token: string): Promise<{ email: string } | undefined> {
  const config = accessConfig(env);
  if (!config) return undefined;
  try {
    const { payload } = await jwtVerify(token, teamKeys(config.issuer), {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ["RS256", "ES256"],
    });
    const email = typeof payload.email === "string" ? payload.email : undefined;
    return email ? { email } : undefined;
  } catch {
    return undefined;
  }
}

// --- Token sign-in sessions ---------------------------------------------------------------

async function sessionKey(env: Partial<Env>): Promise<Uint8Array> {
  const data = new TextEncoder().encode(`studysaathi-admin-session:${env.ADMIN_TOKEN ?? ""}`);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", data));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two secrets (compares their digests). */
export async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256Hex(given), sha256Hex(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}

export async function createSessionCookie(env: Partial<Env>, email: string, role: AdminRole): Promise<string> {
  const csrf = crypto.randomUUID();
  const jwt = await new SignJWT({ role, csrf })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_S}s`)
    .setAudience("studysaathi-admin")
    .sign(await sessionKey(env));
  return `${SESSION_COOKIE}=${jwt}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${SESSION_TTL_S}`;
}

export const clearSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

async function readSession(env: Partial<Env>, request: Request): Promise<AdminIdentity | undefined> {
  if (!env.ADMIN_TOKEN) return undefined;
  const token = cookieValue(request, SESSION_COOKIE);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, await sessionKey(env), {
      algorithms: ["HS256"],
      audience: "studysaathi-admin",
    });
    const email = payload.sub;
    // The role is re-read from settings: a changed ADMIN_ROLES applies at once.
    const role = email ? roleFor(env, email) : undefined;
    if (!email || !role || typeof payload.csrf !== "string") return undefined;
    return { email, role, via: "token", csrf: payload.csrf };
  } catch {
    return undefined;
  }
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
