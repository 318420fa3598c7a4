/**
 * Mail through Cloudflare Queues (the MAIL_QUEUE binding, as deployed): the request writes the outbox
 * row and sends the queue a kick; the consumer Worker (workers/mail) delivers it. After a failed
 * delivery the consumer schedules its own retry (a delayed message), so retries need no visitor;
 * runs that claimed nothing schedule nothing, so kicks during an outage leave one chain of retries.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consumeMailKicks } from "~/lib/accounts/mailer.server";
import type { Env } from "~/lib/platform/config";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const MAIL_API_URL = "https://mail.example.test/emails";
let w: TestWorker;
let apiUp = true;
const delivered: string[] = [];
const bindings = {
  ENVIRONMENT: "production",
  CLIENT_HASH_SALT: "test-deployment-salt",
  MAIL_API_KEY: "key",
  MAIL_FROM: "noreply@studysaathi.in",
  MAIL_API_URL,
  SITE_URL: "https://studysaathi.in",
};
beforeAll(async () => {
  w = await startWorker({
    mailQueue: true,
    bindings,
    outboundService: async (request) => {
      if (request.url !== MAIL_API_URL) return new Response("no", { status: 502 });
      if (!apiUp) return new Response("down", { status: 503 });
      delivered.push(await request.text());
      return Response.json({ id: "m1" });
    },
  });
});
afterAll(() => w?.dispose());

const outbox = (to: string) =>
  w.rows<{ state: string; attempts: number }>("SELECT state, attempts FROM mail_outbox WHERE to_address = ?1", to);

const registration = (email: string) => ({
  intent: "register",
  fullName: "Asha Rao",
  email,
  password: "Saathi-Kite42",
  confirmPassword: "Saathi-Kite42",
  terms: "on",
});

describe("the mail queue's consumer", () => {
  it("delivers the mail a request queued; the answer never waits for it", async () => {
    const res = await w.post("/register", registration("queued@example.in"));
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Verify OTP");
    await expect.poll(async () => (await outbox("queued@example.in"))[0]?.state, { timeout: 10_000 }).toBe("sent");
    expect(delivered.map((d) => JSON.parse(d).to)).toContainEqual(["queued@example.in"]);
  });

  it("an outage: the visitor sees the same answer; the consumer tried once and keeps the row", async () => {
    apiUp = false;
    const res = await w.post("/register", registration("outage@example.in"));
    expect(res.status).toBe(200);
    await expect.poll(async () => (await outbox("outage@example.in"))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    expect((await outbox("outage@example.in"))[0].state).toBe("pending");
    apiUp = true;
  });

  it("a run that left a retry schedules one delayed wake-up; a run that claimed nothing schedules none", async () => {
    const sent: Array<{ delaySeconds?: number }> = [];
    const env = {
      ...bindings,
      DB: await w.db(),
      MAIL_QUEUE: { send: async (_: unknown, options?: { delaySeconds?: number }) => void sent.push(options ?? {}) },
    } as unknown as Env;
    await w.rows("UPDATE mail_outbox SET next_at = 0 WHERE to_address = 'outage@example.in'");
    const now = Date.now();
    vi.stubGlobal("fetch", async () => new Response("down", { status: 503 }));
    try {
      const [first, second] = await Promise.all([consumeMailKicks(env, now), consumeMailKicks(env, now)]);
      expect(first.sent + second.sent).toBe(0);
      // The row's second try failed: retry in 2 minutes (1, 2, 4 … minutes), asked for once.
      expect(sent).toEqual([{ delaySeconds: 120 }]);
      vi.stubGlobal("fetch", async () => Response.json({ id: "m2" }));
      await w.rows("UPDATE mail_outbox SET next_at = 0 WHERE to_address = 'outage@example.in'");
      const run = await consumeMailKicks(env, Date.now());
      expect(run.sent).toBe(1);
      expect(sent).toHaveLength(1);
      expect((await outbox("outage@example.in"))[0].state).toBe("sent");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
