/**
 * Per-client rate limit for form posts. In production a Workers Rate Limiting binding
 * (`RATE_LIMITER`) does the counting across the edge; without it (local dev, tests) a
 * per-isolate fixed window of RATE_LIMIT_PER_MINUTE posts per client and form applies.
 *
 * The fallback keeps at most MAX_KEYS windows. A Map iterates in insertion order and a key is
 * re-inserted when its window starts, so the first keys are the oldest windows: when full, the
 * oldest are evicted one by one (never all at once), so a flood of new clients cannot wipe the
 * counters of the clients being limited now. It counts per isolate only; the limits that must
 * hold exactly (log-in, codes, resends, tokens) are counted in D1 (accounts/throttle.server.ts).
 */
import { getRateLimitPerMinute, type Env } from "./config";

const WINDOW_MS = 60_000;
export const MAX_KEYS = 10_000;
const windows = new Map<string, { start: number; count: number }>();

export async function allowRequest(env: Env, key: string, now = Date.now()): Promise<boolean> {
  if (env.RATE_LIMITER) {
    try {
      return (await env.RATE_LIMITER.limit({ key })).success;
    } catch {
      // A failing limiter must not lose a real visitor's message: fall back to local counting.
    }
  }
  const limit = getRateLimitPerMinute(env);
  const entry = windows.get(key);
  if (!entry || now - entry.start >= WINDOW_MS) {
    windows.delete(key);
    while (windows.size >= MAX_KEYS) {
      const oldest = windows.keys().next().value as string;
      windows.delete(oldest);
    }
    windows.set(key, { start: now, count: 1 });
    return true;
  }
  entry.count += 1;
  return entry.count <= limit;
}

/** Test hook. */
export function resetRateLimits() {
  windows.clear();
}
