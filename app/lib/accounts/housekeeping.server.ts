/**
 * Rows that only matter for a while are deleted after it, so the tables that every request writes do
 * not grow for ever: rate counters a day after their window opened (every window is at most an
 * hour), sent or failed mail after 30 days, sign-in audit events after 90 days. Each run deletes at
 * most `batch` rows per table through an index, at most once an hour per isolate, after the answer
 * (waitUntil, edge.server.ts); a busy site catches up over several runs.
 */
import type { Env } from "~/lib/platform/config";

const DAY = 24 * 60 * 60 * 1000;
export const RETENTION = { rateCountersMs: DAY, mailMs: 30 * DAY, authEventsMs: 90 * DAY, batch: 500 } as const;
const EVERY_MS = 60 * 60 * 1000;

/** Deletes one batch of expired rows from each table; returns how many rows went. */
export async function pruneOldRows(db: D1Database, now = Date.now()): Promise<number> {
  const results = await db.batch([
    db
      .prepare(
        "DELETE FROM rate_counters WHERE key IN (SELECT key FROM rate_counters WHERE window_start < ?1 LIMIT ?2)",
      )
      .bind(now - RETENTION.rateCountersMs, RETENTION.batch),
    db
      .prepare(
        `DELETE FROM mail_outbox WHERE id IN (SELECT id FROM mail_outbox
           WHERE state IN ('sent', 'failed') AND next_at < ?1 LIMIT ?2)`,
      )
      .bind(now - RETENTION.mailMs, RETENTION.batch),
    db
      .prepare("DELETE FROM auth_events WHERE id IN (SELECT id FROM auth_events WHERE at < ?1 LIMIT ?2)")
      .bind(now - RETENTION.authEventsMs, RETENTION.batch),
  ]);
  return results.reduce((sum, r) => sum + Number(r.meta?.changes ?? 0), 0);
}

let lastRun = 0;

/** Runs pruneOldRows at most once an hour per isolate. Never throws. */
export function maybePrune(env: Env, now = Date.now()): Promise<unknown> | undefined {
  if (!env.DB || now - lastRun < EVERY_MS) return undefined;
  lastRun = now;
  return pruneOldRows(env.DB, now).catch((error) =>
    console.error("housekeeping: prune failed:", error instanceof Error ? error.message : "error"),
  );
}
