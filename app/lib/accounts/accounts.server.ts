/**
 * Account flows (issue 18) over D1: register + e-mailed code, log in with the throttle,
 * password reset, change password, saved colleges, compare lists and the visitor's own
 * submissions. Routes call these; cookies are set by session.server.ts.
 */
import { LEAD_STATUSES, type LeadStatus } from "~/lib/admin/leads";
import type { Env } from "~/lib/config";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  randomCode,
  randomToken,
  sha256Hex,
  timingSafeEqual,
  verifyPassword,
} from "./crypto.server";
import { sendMail } from "./mailer.server";
import {
  ACCOUNT_THROTTLE,
  afterFailure,
  canResend,
  CLIENT_THROTTLE,
  isExpired,
  isLocked,
  minutesLeft,
  POLICY,
  resendWaitSeconds,
} from "./policy";
import { failureStatement, readThrottle } from "./throttle.server";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const encoder = new TextEncoder();
const sameText = (a: string, b: string) => timingSafeEqual(encoder.encode(a), encoder.encode(b));

/** The code is hashed with the pending token (kept only in the visitor's cookie). */
const codeHash = (token: string, code: string) => sha256Hex(`${token}:${code}`);

function siteName(env: Env) {
  return env.SITE_NAME || "StudySaathi";
}

// ---------------------------------------------------------------- register + verify

/**
 * Creates (or refreshes) an unverified account and e-mails a code. An address that already
 * has a verified account gets a "you already have an account" e-mail instead; the caller
 * answers both the same way. Returns the pending token for the visitor's cookie.
 */
export async function register(
  env: Env,
  input: { fullName: string; email: string; password: string },
  origin: string,
  now = Date.now(),
): Promise<string> {
  const email = normalizeEmail(input.email);
  const token = randomToken();
  const passwordHash = await hashPassword(input.password); // always, so timing does not tell
  const existing = await env.DB.prepare("SELECT id, verified_at FROM users WHERE email = ?1")
    .bind(email)
    .first<{ id: number; verified_at: number | null }>();
  if (existing?.verified_at) {
    await sendMail(env, {
      to: email,
      subject: `You already have a ${siteName(env)} account`,
      text:
        `Someone (hopefully you) tried to register with this address, but you already have an account.\n\n` +
        `Log in: ${origin}/login\nForgot your password? ${origin}/Forget-Password\n\n` +
        `If this wasn't you, you can ignore this e-mail.`,
    });
    return token;
  }
  let userId = existing?.id;
  if (userId) {
    await env.DB.prepare("UPDATE users SET name = ?1, password_hash = ?2 WHERE id = ?3")
      .bind(input.fullName, passwordHash, userId)
      .run();
  } else {
    const row = await env.DB.prepare(
      `INSERT INTO users (email, name, password_hash, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (email) DO UPDATE SET name = excluded.name RETURNING id`,
    )
      .bind(email, input.fullName, passwordHash, now)
      .first<{ id: number }>();
    userId = row!.id;
  }
  await issueCode(env, userId, email, token, now);
  return token;
}

async function issueCode(env: Env, userId: number, email: string, token: string, now: number) {
  const code = randomCode();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM email_codes WHERE user_id = ?1").bind(userId),
    env.DB.prepare(
      "INSERT INTO email_codes (token_hash, user_id, code_hash, expires_at, attempts, sent_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)",
    ).bind(await sha256Hex(token), userId, await codeHash(token, code), now + POLICY.codeTtlMs, now),
  ]);
  await sendMail(env, {
    to: email,
    subject: `Your ${siteName(env)} verification code: ${code}`,
    text:
      `Your verification code is ${code}\n\n` +
      `Enter it in the 'Verify OTP' window to finish creating your account. ` +
      `It expires in 10 minutes.\n\nIf you didn't ask for this, you can ignore this e-mail.`,
  });
}

export type VerifyResult =
  { ok: true; user: { id: number; name: string } } | { ok: false; reason: "invalid" | "expired" | "attempts" };

export async function verifyCode(env: Env, token: string, code: string, now = Date.now()): Promise<VerifyResult> {
  const tokenHash = await sha256Hex(token);
  const row = await env.DB.prepare(
    `SELECT c.user_id, c.code_hash, c.expires_at, c.attempts, u.name FROM email_codes c
     JOIN users u ON u.id = c.user_id WHERE c.token_hash = ?1`,
  )
    .bind(tokenHash)
    .first<{ user_id: number; code_hash: string; expires_at: number; attempts: number; name: string }>();
  if (!row) return { ok: false, reason: "invalid" };
  if (isExpired(row.expires_at, now)) return { ok: false, reason: "expired" };
  if (row.attempts >= POLICY.codeAttempts) return { ok: false, reason: "attempts" };
  if (!sameText(await codeHash(token, code), row.code_hash)) {
    await env.DB.prepare("UPDATE email_codes SET attempts = attempts + 1 WHERE token_hash = ?1").bind(tokenHash).run();
    return { ok: false, reason: row.attempts + 1 >= POLICY.codeAttempts ? "attempts" : "invalid" };
  }
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET verified_at = ?1 WHERE id = ?2").bind(now, row.user_id),
    env.DB.prepare("DELETE FROM email_codes WHERE user_id = ?1").bind(row.user_id),
  ]);
  return { ok: true, user: { id: row.user_id, name: row.name } };
}

/** A new code for the pending registration, unless one was sent less than a minute ago. */
export async function resendCode(
  env: Env,
  token: string,
  now = Date.now(),
): Promise<{ sent: true } | { sent: false; waitSeconds: number }> {
  const row = await env.DB.prepare(
    `SELECT c.user_id, c.sent_at, u.email FROM email_codes c JOIN users u ON u.id = c.user_id
     WHERE c.token_hash = ?1`,
  )
    .bind(await sha256Hex(token))
    .first<{ user_id: number; sent_at: number; email: string }>();
  // No pending code (already verified, or an existing address): answer as if sent.
  if (!row) return { sent: true };
  if (!canResend(row.sent_at, now)) return { sent: false, waitSeconds: resendWaitSeconds(row.sent_at, now) };
  await issueCode(env, row.user_id, row.email, token, now);
  return { sent: true };
}

// ---------------------------------------------------------------- log in

export type LoginResult =
  | { status: "ok"; user: { id: number; name: string } }
  | { status: "invalid" }
  | { status: "unverified" }
  | { status: "locked"; minutes: number };

export async function logIn(
  env: Env,
  input: { email: string; password: string },
  clientHash: string,
  now = Date.now(),
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const accountKey = `acct:${await sha256Hex(email)}`;
  const clientKey = `client:${clientHash}`;
  const states = await readThrottle(env.DB, [accountKey, clientKey]);
  for (const state of states.values()) {
    if (isLocked(state, now)) return { status: "locked", minutes: minutesLeft(state, now) };
  }
  const user = await env.DB.prepare("SELECT id, name, password_hash, verified_at FROM users WHERE email = ?1")
    .bind(email)
    .first<{ id: number; name: string; password_hash: string; verified_at: number | null }>();
  const check = await verifyPassword(input.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !check.ok) {
    await env.DB.batch([
      failureStatement(env.DB, accountKey, states.get(accountKey), now, ACCOUNT_THROTTLE),
      failureStatement(env.DB, clientKey, states.get(clientKey), now, CLIENT_THROTTLE),
    ]);
    // The failure that reaches a limit is already answered as locked.
    for (const [key, policy] of [
      [accountKey, ACCOUNT_THROTTLE],
      [clientKey, CLIENT_THROTTLE],
    ] as const) {
      const next = afterFailure(states.get(key), now, policy);
      if (isLocked(next, now)) return { status: "locked", minutes: minutesLeft(next, now) };
    }
    return { status: "invalid" };
  }
  if (!user.verified_at) return { status: "unverified" };
  const statements = [env.DB.prepare("DELETE FROM auth_throttle WHERE key = ?1").bind(accountKey)];
  if (check.needsRehash) {
    statements.push(
      env.DB.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(
        await hashPassword(input.password),
        user.id,
      ),
    );
  }
  await env.DB.batch(statements);
  return { status: "ok", user: { id: user.id, name: user.name } };
}

// ---------------------------------------------------------------- password reset

/** E-mails a single-use reset link when a verified account has this address; silent otherwise. */
export async function requestReset(env: Env, rawEmail: string, origin: string, now = Date.now()): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?1 AND verified_at IS NOT NULL")
    .bind(email)
    .first<{ id: number }>();
  if (!user) return;
  const token = randomToken();
  await env.DB.batch([
    // Spent and expired links of this account go (bounded per account).
    env.DB.prepare("DELETE FROM password_resets WHERE user_id = ?1 AND (used_at IS NOT NULL OR expires_at <= ?2)").bind(
      user.id,
      now,
    ),
    env.DB.prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?1, ?2, ?3)").bind(
      await sha256Hex(token),
      user.id,
      now + POLICY.resetTtlMs,
    ),
  ]);
  await sendMail(env, {
    to: email,
    subject: `Reset your ${siteName(env)} password`,
    text:
      `Set a new password with this link (it works once, for 30 minutes):\n\n` +
      `${origin}/reset-password?token=${token}\n\nIf you didn't ask for this, you can ignore this e-mail; ` +
      `your password stays as it is.`,
  });
}

/** Whether a reset token is usable now (unused, unexpired). */
export async function resetTokenValid(env: Env, token: string, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await env.DB.prepare("SELECT expires_at, used_at FROM password_resets WHERE token_hash = ?1")
    .bind(await sha256Hex(token))
    .first<{ expires_at: number; used_at: number | null }>();
  return !!row && row.used_at === null && !isExpired(row.expires_at, now);
}

/** Sets the new password, spends the token and ends every session of the account. */
export async function resetPassword(env: Env, token: string, password: string, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const tokenHash = await sha256Hex(token);
  const row = await env.DB.prepare("SELECT user_id FROM password_resets WHERE token_hash = ?1 AND expires_at > ?2")
    .bind(tokenHash, now)
    .first<{ user_id: number }>();
  if (!row) return false;
  const passwordHash = await hashPassword(password);
  // Spend the token first: of two concurrent uses only one changes the row.
  const spent = await env.DB.prepare(
    "UPDATE password_resets SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL",
  )
    .bind(now, tokenHash)
    .run();
  if (!spent.meta.changes) return false;
  const email = await env.DB.prepare("SELECT email FROM users WHERE id = ?1")
    .bind(row.user_id)
    .first<{ email: string }>();
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(passwordHash, row.user_id),
    env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(row.user_id),
    env.DB.prepare("DELETE FROM password_resets WHERE user_id = ?1 AND used_at IS NULL").bind(row.user_id),
    env.DB.prepare("DELETE FROM auth_throttle WHERE key = ?1").bind(`acct:${await sha256Hex(email?.email ?? "")}`),
  ]);
  return true;
}

/** Changes the password of a signed-in visitor; their other sessions end. */
export async function changePassword(
  env: Env,
  userId: number,
  currentSessionHash: string,
  current: string,
  next: string,
): Promise<boolean> {
  const user = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?1")
    .bind(userId)
    .first<{ password_hash: string }>();
  if (!user || !(await verifyPassword(current, user.password_hash)).ok) return false;
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(await hashPassword(next), userId),
    env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1 AND id_hash != ?2").bind(userId, currentSessionHash),
  ]);
  return true;
}

// ---------------------------------------------------------------- saved colleges, compare lists

export const MAX_FAVOURITES = 200;
const COLLEGE_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** College ids or slugs from a browser list (JSON array) or form values; anything else dropped. */
export function parseCollegeKeys(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [];
  const keys = list.map((v) => String(v).trim().toLowerCase()).filter((v) => COLLEGE_KEY.test(v));
  return [...new Set(keys)].slice(0, MAX_FAVOURITES);
}

export function parseFavouritesField(raw: unknown): string[] {
  if (typeof raw !== "string" || !raw || raw.length > 8000) return [];
  try {
    return parseCollegeKeys(JSON.parse(raw));
  } catch {
    return [];
  }
}

export async function listFavourites(env: Env, userId: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT college FROM user_favourites WHERE user_id = ?1 ORDER BY created_at, college LIMIT ${MAX_FAVOURITES}`,
  )
    .bind(userId)
    .all<{ college: string }>();
  return results.map((r) => r.college);
}

export async function addFavourites(env: Env, userId: number, keys: string[], now = Date.now()) {
  if (!keys.length) return;
  await env.DB.batch(
    keys.map((k, i) =>
      env.DB.prepare("INSERT OR IGNORE INTO user_favourites (user_id, college, created_at) VALUES (?1, ?2, ?3)").bind(
        userId,
        k,
        now + i,
      ),
    ),
  );
}

export async function removeFavourite(env: Env, userId: number, key: string) {
  await env.DB.prepare("DELETE FROM user_favourites WHERE user_id = ?1 AND college = ?2").bind(userId, key).run();
}

export interface CompareList {
  id: number;
  name: string;
  colleges: string[];
  createdAt: number;
}

export const MAX_COMPARE_LISTS = 20;

export async function listCompareLists(env: Env, userId: number): Promise<CompareList[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, name, colleges, created_at FROM compare_lists WHERE user_id = ?1 ORDER BY id DESC LIMIT ${MAX_COMPARE_LISTS}`,
  )
    .bind(userId)
    .all<{ id: number; name: string; colleges: string; created_at: number }>();
  return results.map((r) => ({ id: r.id, name: r.name, colleges: r.colleges.split(","), createdAt: r.created_at }));
}

export async function createCompareList(env: Env, userId: number, name: string, colleges: string[], now = Date.now()) {
  await env.DB.prepare("INSERT INTO compare_lists (user_id, name, colleges, created_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(userId, name, colleges.join(","), now)
    .run();
}

export async function deleteCompareList(env: Env, userId: number, id: number) {
  await env.DB.prepare("DELETE FROM compare_lists WHERE id = ?1 AND user_id = ?2").bind(id, userId).run();
}

// ---------------------------------------------------------------- own submissions

export interface OwnSubmission {
  id: number;
  kind: string;
  ref: string | null;
  createdAt: string;
  /** The lead's workflow status, set by operators in /admin/leads. */
  status: LeadStatus;
}

export const SUBMISSIONS_PAGE_SIZE = 10;

/** The visitor's inquiries, bookings and call requests by verified e-mail (indexed, paged). */
export async function listOwnSubmissions(
  env: Env,
  email: string,
  page: number,
): Promise<{ items: OwnSubmission[]; hasMore: boolean }> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, ref, created_at, status FROM submissions WHERE email_lc = ?1
     ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
  )
    .bind(normalizeEmail(email), SUBMISSIONS_PAGE_SIZE + 1, (page - 1) * SUBMISSIONS_PAGE_SIZE)
    .all<{ id: number; kind: string; ref: string | null; created_at: string; status: string }>();
  return {
    items: results.slice(0, SUBMISSIONS_PAGE_SIZE).map((r) => ({
      id: r.id,
      kind: r.kind,
      ref: r.ref,
      createdAt: r.created_at,
      status: (LEAD_STATUSES as readonly string[]).includes(r.status) ? (r.status as LeadStatus) : "new",
    })),
    hasMore: results.length > SUBMISSIONS_PAGE_SIZE,
  };
}
