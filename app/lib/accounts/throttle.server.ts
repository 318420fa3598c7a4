/** The login throttle's storage (D1 `auth_throttle`); the windows are in policy.ts. */
import { afterFailure, type ThrottlePolicy, type ThrottleState } from "./policy";

interface Row {
  key: string;
  failures: number;
  window_start: number;
  locked_until: number;
}

export async function readThrottle(db: D1Database, keys: string[]): Promise<Map<string, ThrottleState>> {
  const placeholders = keys.map((_, i) => `?${i + 1}`).join(", ");
  const { results } = await db
    .prepare(`SELECT key, failures, window_start, locked_until FROM auth_throttle WHERE key IN (${placeholders})`)
    .bind(...keys)
    .all<Row>();
  return new Map(
    results.map((r) => [r.key, { failures: r.failures, windowStart: r.window_start, lockedUntil: r.locked_until }]),
  );
}

export function failureStatement(
  db: D1Database,
  key: string,
  state: ThrottleState | undefined,
  now: number,
  policy: ThrottlePolicy,
) {
  const next = afterFailure(state, now, policy);
  return db
    .prepare(
      `INSERT INTO auth_throttle (key, failures, window_start, locked_until) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (key) DO UPDATE SET failures = ?2, window_start = ?3, locked_until = ?4`,
    )
    .bind(key, next.failures, next.windowStart, next.lockedUntil);
}
