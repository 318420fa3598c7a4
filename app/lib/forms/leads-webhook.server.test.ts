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

  it("a visitor's name cannot ping the channel or disguise a link", () => {
    const msg = webhookMessage({
      id: 77,
      kind: "inquiry",
      payload: { name: "<!channel> <https://evil.example/admin|Open lead #77> @here & @Everyone" },
      origin: "https://studysaathi.in",
    });
    expect(msg.text).not.toMatch(/<!channel>|<https:\/\/evil|@here|@Everyone/);
    expect(msg.text).toContain("&lt;!channel&gt; &lt;https://evil.example/admin|Open lead #77&gt;");
    expect(msg.text).toContain("@\u2060here &amp; @\u2060Everyone");
    expect(msg.text.endsWith("<https://studysaathi.in/admin/leads/77|Open lead #77>")).toBe(true);
  });

  it("links to the canonical SITE_URL, whatever Host the request had", async () => {
    const pending: Array<Promise<unknown>> = [];
    const ctx = {
      env: { LEADS_WEBHOOK_URL: "https://hooks.example.test/x", SITE_URL: "https://studysaathi.in" },
      waitUntil: (p: Promise<unknown>) => pending.push(p),
    } as unknown as AppLoadContext;
    let body = "";
    const fetcher = (async (_url: string, init: RequestInit) => {
      body = String(init.body);
      return new Response("");
    }) as unknown as typeof fetch;
    notifyNewLead(ctx, { id: 3, kind: "contact", payload: {}, origin: "http://attacker.example" }, fetcher);
    await Promise.all(pending);
    expect(body).toContain("https://studysaathi.in/admin/leads/3");
    expect(body).not.toContain("attacker.example");
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
