/**
 * Per-client rate limit for form posts. In production a Workers Rate Limiting binding
 * (`RATE_LIMITER`) does the counting across the edge; without it (local dev, tests) a
 * per-isolate fixed window of RATE_LIMIT_PER_MINUTE posts per client and form applies.
 */
import { getRateLimitPerMinute, type Env } from "./config";

const WINDOW_MS = 60_000;
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
    if (windows.size > 10_000) windows.clear();
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
