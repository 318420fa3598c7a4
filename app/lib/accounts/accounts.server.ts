/**
 * Account flows over D1: register + e-mailed code, log in with the throttle, password reset and
 * change password. Routes call these; cookies are set by session.server.ts. Saved colleges and compare lists are in
 * saved-colleges.server.ts, the visitor's own submissions in own-submissions.server.ts.
 *
 * No answer tells whether an address has an account: register, resend and the reset request do
 * the same work and give the same answer either way, and mail is only queued in the request
 * (mailer.server.ts). Every limit (wrong passwords, wrong codes, resends, reset requests, mail
 * per recipient) is counted by one atomic statement (throttle.server.ts).
 */
import { type Env, siteUrl } from "~/lib/platform/config";
import {
  timingSafeEqual,
  sha256Hex,
  randomToken,
  hashPassword,
  randomCode,
  verifyPassword,
  DUMMY_PASSWORD_HASH,
} from "./crypto.server";
import { mailAllowed, queueMailStatement, sendMail } from "./mailer.server";
import {
  POLICY,
  isExpired,
  resendWaitSeconds,
  type ThrottlePolicy,
  PAIR_THROTTLE,
  CLIENT_THROTTLE,
  ACCOUNT_THROTTLE,
  minutesUntil,
  RESET_REQUESTS,
} from "./policy";
import {
  authEventStatement,
  reserveAttempt,
  releaseStatement,
  lock,
  clearStatement,
  countEvent,
  clearPrefixStatement,
} from "./throttle.server";

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

/** The throttle keys of an address: `acct:<sha>` and `pair:<sha>:<client>`. */
const accountHash = (email: string) => sha256Hex(normalizeEmail(email));
const resendKey = async (token: string) => `resend:${await sha256Hex(token)}`;

// ---------------------------------------------------------------- register + verify

/**
 * Creates (or refreshes) an unverified account and e-mails a code. An address that already
 * has a verified account gets a "you already have an account" e-mail instead; the caller
 * answers both the same way, and both start the same resend cool-down.
 * Returns the pending token for the visitor's cookie.
 */
export async function register(
  env: Env,
  input: { fullName: string; email: string; password: string },
  now = Date.now(),
): Promise<string> {
  const email = normalizeEmail(input.email);
  const token = randomToken();
  const passwordHash = await hashPassword(input.password); // always, so timing does not tell
  // The same D1 calls whether or not the address has an account: three at once, then one batch.
  const [, existing, mailOk] = await Promise.all([
    env.DB.prepare(
      `INSERT INTO rate_counters (key, n, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET n = n + 1, window_start = ?2`,
    )
      .bind(await resendKey(token), now)
      .run(),
    env.DB.prepare("SELECT verified_at FROM users WHERE email = ?1")
      .bind(email)
      .first<{ verified_at: number | null }>(),
    mailAllowed(env, email, now),
  ]);
  if (existing?.verified_at) {
    const origin = siteUrl(env);
    const notice = queueMailStatement(env, {
      to: email,
      subject: `You already have a ${siteName(env)} account`,
      text:
        `Someone (hopefully you) tried to register with this address, but you already have an account.\n\n` +
        `Log in: ${origin}/login\nForgot your password? ${origin}/Forget-Password\n\n` +
        `If this wasn't you, you can ignore this e-mail.`,
    });
    await env.DB.batch([
      authEventStatement(env.DB, "register-existing", await accountHash(email), "", now),
      ...(mailOk ? [notice] : []),
    ]);
    return token;
  }
  // A new address, or one registered but never verified (its name and password are replaced).
  const code = randomCode();
  const userId = "(SELECT id FROM users WHERE email = ?1)";
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO users (email, name, password_hash, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (email) DO UPDATE SET name = excluded.name, password_hash = excluded.password_hash
       WHERE users.verified_at IS NULL`,
    ).bind(email, input.fullName, passwordHash, now),
    env.DB.prepare(`DELETE FROM email_codes WHERE user_id = ${userId}`).bind(email),
    env.DB.prepare(
      `INSERT INTO email_codes (token_hash, user_id, code_hash, expires_at, attempts, sent_at)
       SELECT ?2, id, ?3, ?4, 0, ?5 FROM users WHERE email = ?1 AND verified_at IS NULL`,
    ).bind(email, await sha256Hex(token), await codeHash(token, code), now + POLICY.codeTtlMs, now),
    ...(mailOk ? [queueMailStatement(env, codeMail(env, email, code))] : []),
  ]);
  return token;
}

function codeMail(env: Env, email: string, code: string) {
  return {
    to: email,
    subject: `Your ${siteName(env)} verification code: ${code}`,
    text:
      `Your verification code is ${code}\n\n` +
      `Enter it in the 'Verify OTP' window to finish creating your account. ` +
      `It expires in 10 minutes.\n\nIf you didn't ask for this, you can ignore this e-mail.`,
  };
}

async function issueCode(env: Env, userId: number, email: string, token: string, now: number) {
  const code = randomCode();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM email_codes WHERE user_id = ?1").bind(userId),
    env.DB.prepare(
      "INSERT INTO email_codes (token_hash, user_id, code_hash, expires_at, attempts, sent_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)",
    ).bind(await sha256Hex(token), userId, await codeHash(token, code), now + POLICY.codeTtlMs, now),
  ]);
  await sendMail(env, codeMail(env, email, code));
}

export type VerifyResult =
  { ok: true; user: { id: number; name: string } } | { ok: false; reason: "invalid" | "expired" | "attempts" };

/**
 * Checks a code. Each try first takes one of the code's POLICY.codeAttempts slots in one UPDATE
 * (`attempts < max` … RETURNING): of any number of parallel tries, at most that many are compared.
 */
export async function verifyCode(env: Env, token: string, code: string, now = Date.now()): Promise<VerifyResult> {
  const tokenHash = await sha256Hex(token);
  const slot = await env.DB.prepare(
    `UPDATE email_codes SET attempts = attempts + 1
     WHERE token_hash = ?1 AND expires_at > ?2 AND attempts < ?3 RETURNING user_id, code_hash, attempts`,
  )
    .bind(tokenHash, now, POLICY.codeAttempts)
    .first<{ user_id: number; code_hash: string; attempts: number }>();
  if (!slot) {
    const row = await env.DB.prepare("SELECT expires_at FROM email_codes WHERE token_hash = ?1")
      .bind(tokenHash)
      .first<{ expires_at: number }>();
    if (!row) return { ok: false, reason: "invalid" };
    return { ok: false, reason: isExpired(row.expires_at, now) ? "expired" : "attempts" };
  }
  if (!sameText(await codeHash(token, code), slot.code_hash)) {
    return { ok: false, reason: slot.attempts >= POLICY.codeAttempts ? "attempts" : "invalid" };
  }
  const [, , user] = await env.DB.batch<{ name: string }>([
    env.DB.prepare("UPDATE users SET verified_at = ?1 WHERE id = ?2").bind(now, slot.user_id),
    env.DB.prepare("DELETE FROM email_codes WHERE user_id = ?1").bind(slot.user_id),
    env.DB.prepare("SELECT name FROM users WHERE id = ?1").bind(slot.user_id),
  ]);
  return { ok: true, user: { id: slot.user_id, name: user.results[0]?.name ?? "" } };
}

/**
 * A new code for the pending registration, unless one was sent less than a minute ago. The
 * cool-down belongs to the pending token (set at registration for every address), and is
 * claimed by one UPDATE, so parallel resends send one code and an address with an account
 * answers exactly like a new one.
 */
export async function resendCode(
  env: Env,
  token: string,
  now = Date.now(),
): Promise<{ sent: true } | { sent: false; waitSeconds: number }> {
  const key = await resendKey(token);
  const claimed = await env.DB.prepare(
    "UPDATE rate_counters SET n = n + 1, window_start = ?2 WHERE key = ?1 AND ?2 - window_start >= ?3 RETURNING n",
  )
    .bind(key, now, POLICY.resendCooldownMs)
    .first();
  if (!claimed) {
    const row = await env.DB.prepare("SELECT window_start FROM rate_counters WHERE key = ?1")
      .bind(key)
      .first<{ window_start: number }>();
    // No registration behind this cookie at all: nothing to send, nothing to tell.
    if (!row) return { sent: true };
    return { sent: false, waitSeconds: resendWaitSeconds(row.window_start, now) };
  }
  const row = await env.DB.prepare(
    `SELECT c.user_id, u.email FROM email_codes c JOIN users u ON u.id = c.user_id WHERE c.token_hash = ?1`,
  )
    .bind(await sha256Hex(token))
    .first<{ user_id: number; email: string }>();
  // An address that already has an account has no pending code: answered as if sent.
  if (row) await issueCode(env, row.user_id, row.email, token, now);
  return { sent: true };
}

// ---------------------------------------------------------------- log in

export type LoginResult =
  | { status: "ok"; user: { id: number; name: string } }
  | { status: "invalid" }
  | { status: "unverified" }
  | { status: "locked"; minutes: number };

/**
 * Checks the password with three limits, each a slot taken atomically BEFORE the password is
 * checked (throttle.server.ts), so parallel guesses cannot outrun a lock:
 *  - per account and client (5 → 15 min, doubling): a guesser elsewhere never locks the owner's device;
 *  - per client (20): one address guessing many accounts;
 *  - per account from everywhere (50): a guess spread over many addresses; the reset stays open.
 * A success gives its slots back; every failure and refusal is written to auth_events.
 */
export async function logIn(
  env: Env,
  input: { email: string; password: string },
  clientHash: string,
  now = Date.now(),
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const account = await accountHash(email);
  const limits: Array<[string, ThrottlePolicy]> = [
    [`pair:${account}:${clientHash}`, PAIR_THROTTLE],
    [`client:${clientHash}`, CLIENT_THROTTLE],
    [`acct:${account}`, ACCOUNT_THROTTLE],
  ];
  const taken: Array<[string, ThrottlePolicy, number]> = [];
  for (const [key, policy] of limits) {
    const slot = await reserveAttempt(env.DB, key, policy, now);
    if (!slot.ok) {
      // Slots already taken for this refused try go back: only the refusing limit counts it.
      await env.DB.batch([
        ...taken.map(([k]) => releaseStatement(env.DB, k)),
        authEventStatement(env.DB, "login-locked", account, clientHash, now),
      ]);
      return { status: "locked", minutes: minutesUntil(slot.lockedUntil, now) };
    }
    taken.push([key, policy, slot.attempt]);
  }
  const user = await env.DB.prepare("SELECT id, name, password_hash, verified_at FROM users WHERE email = ?1")
    .bind(email)
    .first<{ id: number; name: string; password_hash: string; verified_at: number | null }>();
  const check = await verifyPassword(input.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !check.ok) {
    await authEventStatement(env.DB, "login-failed", account, clientHash, now).run();
    // The failure that reaches a limit locks it and is answered as locked.
    let lockedUntil = 0;
    for (const [key, policy, attempt] of taken) {
      if (attempt >= policy.maxFailures) lockedUntil = Math.max(lockedUntil, await lock(env.DB, key, policy, now));
    }
    return lockedUntil > now ? { status: "locked", minutes: minutesUntil(lockedUntil, now) } : { status: "invalid" };
  }
  const statements = [
    clearStatement(env.DB, taken[0][0]),
    ...taken.slice(1).map(([key]) => releaseStatement(env.DB, key)),
  ];
  if (!user.verified_at) {
    await env.DB.batch(statements);
    return { status: "unverified" };
  }
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

/**
 * E-mails a single-use reset link when a verified account has this address; silent otherwise.
 * At most RESET_REQUESTS links an hour per address (counted for unknown addresses too, so the
 * work is the same), and only the newest link works.
 */
export async function requestReset(env: Env, rawEmail: string, now = Date.now()): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const account = await accountHash(email);
  // The same D1 calls, in the same order, whether or not the address has an account (no timing
  // difference to measure): three counts/reads at once, then one write.
  const [count, user, mailOk] = await Promise.all([
    countEvent(env.DB, `reset:${account}`, RESET_REQUESTS.windowMs, now),
    env.DB.prepare("SELECT id FROM users WHERE email = ?1 AND verified_at IS NOT NULL")
      .bind(email)
      .first<{ id: number }>(),
    mailAllowed(env, email, now),
  ]);
  if (!user || count > RESET_REQUESTS.max || !mailOk) {
    await authEventStatement(env.DB, "reset-not-sent", account, "", now).run();
    return;
  }
  const token = randomToken();
  await env.DB.batch([
    // One live link per account: a new request ends the older ones.
    env.DB.prepare("DELETE FROM password_resets WHERE user_id = ?1").bind(user.id),
    env.DB.prepare("INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?1, ?2, ?3)").bind(
      await sha256Hex(token),
      user.id,
      now + POLICY.resetTtlMs,
    ),
    queueMailStatement(env, {
      to: email,
      subject: `Reset your ${siteName(env)} password`,
      text:
        `Set a new password with this link (it works once, for 30 minutes):\n\n` +
        `${siteUrl(env)}/reset-password?token=${token}\n\nIf you didn't ask for this, you can ignore this e-mail; ` +
        `your password stays as it is.`,
    }),
    authEventStatement(env.DB, "reset-sent", account, "", now),
  ]);
}

/** Whether a reset token is usable now (unused, unexpired). */
export async function resetTokenValid(env: Env, token: string, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await env.DB.prepare("SELECT expires_at, used_at FROM password_resets WHERE token_hash = ?1")
    .bind(await sha256Hex(token))
    .first<{ expires_at: number; used_at: number | null }>();
  return !!row && row.used_at === null && !isExpired(row.expires_at, now);
}

/** Sets the new password, spends the token, ends every session and every lock of the account. */
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
  const account = await accountHash(email?.email ?? "");
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET password_hash = ?1 WHERE id = ?2").bind(passwordHash, row.user_id),
    env.DB.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(row.user_id),
    env.DB.prepare("DELETE FROM password_resets WHERE user_id = ?1 AND used_at IS NULL").bind(row.user_id),
    clearStatement(env.DB, `acct:${account}`),
    clearPrefixStatement(env.DB, `pair:${account}:`),
  ]);
  return true;
}

/** Changes the password of a signed-in visitor; their other sessions and any reset links end. */
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
    env.DB.prepare("DELETE FROM password_resets WHERE user_id = ?1").bind(userId),
  ]);
  return true;
}
