import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { notifyNewLead, WEBHOOK_ATTEMPTS, webhookMessage } from "./leads-webhook.server";

function context(url?: string) {
  const pending: Array<Promise<unknown>> = [];
  const ctx = { env: { LEADS_WEBHOOK_URL: url }, waitUntil: (p: Promise<unknown>) => pending.push(p) };
  return { ctx: ctx as unknown as AppLoadContext, pending };
}

describe("leads webhook", () => {
  it("builds a Slack message with the kind, ref, name and a link, without contact details", () => {
    const msg = webhookMessage({
      id: 7,
      kind: "inquiry",
      ref: "education-loan",
      payload: { name: "Asha Rao", phone: "9876543210", email: "a@b.in" },
      origin: "https://studysaathi.in",
    });
    expect(msg).toEqual({
      text: "New lead: inquiry (education-loan) from Asha Rao. <https://studysaathi.in/admin/leads/7|Open lead #7>",
    });
  });

  it("does nothing without a webhook URL", () => {
    const { ctx, pending } = context(undefined);
    notifyNewLead(ctx, { id: 1, kind: "contact", payload: {} });
    expect(pending).toHaveLength(0);
  });

  it("retries a failing webhook a bounded number of times, and never throws", async () => {
    const { ctx, pending } = context("https://hooks.example.test/x");
    let calls = 0;
    const fetcher = (async () => {
      calls++;
      return new Response("down", { status: 503 });
    }) as typeof fetch;
    notifyNewLead(ctx, { id: 1, kind: "contact", payload: {} }, fetcher);
    await Promise.all(pending);
    expect(calls).toBe(WEBHOOK_ATTEMPTS);
  }, 10_000);

  it("stops at once on success, and does not retry a client error", async () => {
    for (const [status, expected] of [
      [200, 1],
      [400, 1],
    ] as const) {
      const { ctx, pending } = context("https://hooks.example.test/x");
      let calls = 0;
      const fetcher = (async () => {
        calls++;
        return new Response("", { status });
      }) as typeof fetch;
      notifyNewLead(ctx, { id: 1, kind: "contact", payload: {} }, fetcher);
      await Promise.all(pending);
      expect(calls).toBe(expected);
    }
  });
});
