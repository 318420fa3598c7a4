/**
 * Attempt counters in D1 (`auth_throttle`, `rate_counters`). Every counter that guards a limit
 * is checked and bumped by ONE statement (`INSERT … ON CONFLICT … DO UPDATE … RETURNING`), so
 * parallel requests cannot all read "not yet locked": each attempt takes a numbered slot before
 * the password or code is checked, and a slot past the limit is refused unchecked.
 * The windows are in policy.ts.
 */
import { lockDuration, type ThrottlePolicy } from "./policy";

export type Reservation = { ok: true; attempt: number } | { ok: false; lockedUntil: number };

/**
 * Takes the next attempt slot of `key`: refused while locked; a slot past `maxFailures`
 * locks the key (growing with each lock) and is refused.
 */
export async function reserveAttempt(
  db: D1Database,
  key: string,
  policy: ThrottlePolicy,
  now = Date.now(),
): Promise<Reservation> {
  const row = await db
    .prepare(
      `INSERT INTO auth_throttle (key, failures, window_start, locked_until, strikes) VALUES (?1, 1, ?2, 0, 0)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN locked_until > ?2 THEN failures
                         WHEN ?2 - window_start >= ?3 OR locked_until > 0 THEN 1 ELSE failures + 1 END,
         window_start = CASE WHEN locked_until > ?2 THEN window_start
                             WHEN ?2 - window_start >= ?3 OR locked_until > 0 THEN ?2 ELSE window_start END,
         locked_until = CASE WHEN locked_until > ?2 THEN locked_until ELSE 0 END
       RETURNING failures, locked_until`,
    )
    .bind(key, now, policy.windowMs)
    .first<{ failures: number; locked_until: number }>();
  if (!row) return { ok: false, lockedUntil: now + policy.lockMs };
  if (row.locked_until > now) return { ok: false, lockedUntil: row.locked_until };
  if (row.failures > policy.maxFailures) return { ok: false, lockedUntil: await lock(db, key, policy, now) };
  return { ok: true, attempt: row.failures };
}

/** Locks `key` now (unless a parallel attempt already did); returns when the lock ends. */
export async function lock(db: D1Database, key: string, policy: ThrottlePolicy, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `UPDATE auth_throttle SET locked_until = ?2 + ?3 * (1 << min(strikes, ?4)), strikes = strikes + 1
       WHERE key = ?1 AND locked_until <= ?2 RETURNING locked_until`,
    )
    .bind(key, now, policy.lockMs, lockDuration.maxDoublings)
    .first<{ locked_until: number }>();
  if (row) return row.locked_until;
  const current = await db
    .prepare("SELECT locked_until FROM auth_throttle WHERE key = ?1")
    .bind(key)
    .first<{ locked_until: number }>();
  return current?.locked_until ?? now + policy.lockMs;
}

/** Gives back a slot taken by an attempt that succeeded (a success is not a failure). */
export function releaseStatement(db: D1Database, key: string) {
  return db.prepare("UPDATE auth_throttle SET failures = max(failures - 1, 0) WHERE key = ?1").bind(key);
}

/** Forgets a key's failures and locks (after a success, a password reset). */
export function clearStatement(db: D1Database, key: string) {
  return db.prepare("DELETE FROM auth_throttle WHERE key = ?1").bind(key);
}

/** Every key starting with `prefix` (a range over the primary key). */
export function clearPrefixStatement(db: D1Database, prefix: string) {
  return db.prepare("DELETE FROM auth_throttle WHERE key >= ?1 AND key < ?2").bind(prefix, `${prefix}\uffff`);
}

/**
 * Counts one event of `key` in a fixed window and returns the count including it, atomically:
 * of N parallel calls exactly one sees each of 1..N.
 */
export async function countEvent(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rate_counters (key, n, window_start) VALUES (?1, 1, ?2)
       ON CONFLICT (key) DO UPDATE SET
         n = CASE WHEN ?2 - window_start >= ?3 THEN 1 ELSE n + 1 END,
         window_start = CASE WHEN ?2 - window_start >= ?3 THEN ?2 ELSE window_start END
       RETURNING n`,
    )
    .bind(key, now, windowMs)
    .first<{ n: number }>();
  return row?.n ?? Number.MAX_SAFE_INTEGER;
}

/** A failed or refused sign-in, for the audit (hashes only). */
export function authEventStatement(db: D1Database, event: string, subject: string, client: string, now = Date.now()) {
  return db
    .prepare("INSERT INTO auth_events (at, event, subject, client) VALUES (?1, ?2, ?3, ?4)")
    .bind(now, event, subject, client);
}
