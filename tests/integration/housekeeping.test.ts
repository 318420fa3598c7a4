/**
 * Housekeeping: rows that only matter for a while (rate counters, sent mail, sign-in audit events)
 * are deleted after their retention, in the background after an answer; fresh rows stay.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

const DAY = 24 * 60 * 60 * 1000;
let w: TestWorker;
beforeAll(async () => {
  const now = Date.now();
  w = await startWorker({
    // Before the worker's first request, which starts the isolate's first clean-up.
    setup: async (db) => {
      await db.batch([
        db
          .prepare("INSERT INTO rate_counters (key, n, window_start) VALUES ('old', 1, ?1), ('fresh', 1, ?2)")
          .bind(now - 2 * DAY, now),
        db
          .prepare(
            `INSERT INTO mail_outbox (to_address, subject, body, state, attempts, next_at)
             VALUES ('old@example.in', 'Old', '-', 'sent', 1, ?1), ('new@example.in', 'New', '-', 'sent', 1, ?2),
                    ('wait@example.in', 'Waiting', '-', 'pending', 0, ?1)`,
          )
          .bind(now - 31 * DAY, now),
        db
          .prepare(
            "INSERT INTO auth_events (at, event, subject, client) VALUES (?1, 'old', 'x', ''), (?2, 'new', 'y', '')",
          )
          .bind(now - 91 * DAY, now),
      ]);
    },
  });
});
afterAll(() => w?.dispose());

it("old counters, sent mail and audit events go after any request; fresh and unsent rows stay", async () => {
  expect((await w.fetch("/")).status).toBe(200);
  await expect
    .poll(async () => (await w.rows("SELECT key FROM rate_counters WHERE key IN ('old', 'fresh')")).length)
    .toBe(1);
  expect(await w.rows("SELECT key FROM rate_counters WHERE key IN ('old', 'fresh')")).toEqual([{ key: "fresh" }]);
  expect(await w.rows("SELECT subject FROM mail_outbox WHERE to_address LIKE '%@example.in' ORDER BY subject")).toEqual(
    [{ subject: "New" }, { subject: "Waiting" }],
  );
  expect(await w.rows("SELECT event FROM auth_events")).toEqual([{ event: "new" }]);
});
