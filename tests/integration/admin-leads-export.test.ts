/**
 * Leads export and notifications: the CSV export of 20 000 generated leads streams in batches as
 * the reader pulls them (never the whole file at once); a new lead is posted to LEADS_WEBHOOK_URL
 * after it is stored, with bounded retries, and a failing webhook never fails the visitor's form.
 * (The export at 100× content is part of `npm run test:stress`: tests/integration/rows-scale-leads.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminBindings, signIn } from "../support/admin";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const TOTAL = 20_000;

describe("CSV export of 20 000 leads", () => {
  let w: TestWorker;
  let cookie: string;
  beforeAll(async () => {
    w = await startWorker({ bindings: adminBindings, seed: false });
    const db = await w.db();
    const base = Date.parse("2025-01-01T00:00:00Z");
    const PER_STATEMENT = 500;
    const statements: D1PreparedStatement[] = [];
    for (let start = 0; start < TOTAL; start += PER_STATEMENT) {
      const values: string[] = [];
      for (let i = start; i < start + PER_STATEMENT; i++) {
        // Ten seconds apart: the leads span more than two days.
        const at = new Date(base + i * 10_000).toISOString();
        const name = i % 1000 === 0 ? '=HYPERLINK("http://evil")' : `Lead ${i}`;
        values.push(
          `('inquiry', 'svc-${i % 21}', '${JSON.stringify({ name, phone: `9${String(i).padStart(9, "0")}` })}', '${at}', 'h')`,
        );
      }
      statements.push(
        db.prepare(`INSERT INTO submissions (kind, ref, payload, created_at, client_hash) VALUES ${values.join(",")}`),
      );
    }
    for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
    cookie = await signIn(w);
  }, 300_000);
  afterAll(() => w?.dispose());

  it("streams the rows in batches: the first leads arrive long before the last", async () => {
    const started = performance.now();
    const res = await w.fetch("/admin/leads.csv", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let chunks = 0;
    let largestChunk = 0;
    let tail = "";
    let first = "";
    let unsafe = 0;
    let firstLeadAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      largestChunk = Math.max(largestChunk, value.byteLength);
      const text = tail + decoder.decode(value, { stream: true });
      const parts = text.split("\r\n");
      tail = parts.pop() ?? "";
      for (const line of parts) {
        if (!first) first = line;
        else if (/(^|,)"[=+\-@]/.test(line)) unsafe++;
        lines++;
      }
      if (!firstLeadAt && lines > 1) firstLeadAt = performance.now() - started;
    }
    const lastLeadAt = performance.now() - started;
    expect(first).toContain('"id","created_at_ist","kind"');
    expect(lines).toBe(TOTAL + 1);
    // One batch is read before the first leads go out, twenty before the last: an export produced in full before
    // it is sent would deliver its first lead about when its last.
    expect(firstLeadAt).toBeLessThan(lastLeadAt / 2);
    expect(unsafe).toBe(0);
    // Batches of 1000 rows: many small chunks, never the whole file at once.
    expect(chunks).toBeGreaterThanOrEqual(TOTAL / 1000);
    expect(largestChunk).toBeLessThan(1024 * 1024);
  }, 300_000);

  it("filters the export like the inbox, and pages stay indexed at this size", async () => {
    const res = await w.fetch("/admin/leads.csv?ref=svc-3&q=9000000", { headers: { Cookie: cookie } });
    const rows = (await res.text()).trim().split("\r\n");
    // Phones 9000000000–9000000999 start with 9000000; of those, ref svc-3 is every 21st.
    expect(rows.length - 1).toBe(Array.from({ length: 1000 }, (_, i) => i).filter((i) => i % 21 === 3).length);
    const started = Date.now();
    const page = await w.fetch("/admin/leads?ref=svc-5&from=2025-01-02", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain("Older leads");
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);
});

describe("new-lead webhook", () => {
  const received: Array<{ url: string; body: { text: string } }> = [];
  let failing = false;
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker({
      bindings: { LEADS_WEBHOOK_URL: "https://hooks.example.test/services/T000/B000/x" },
      outboundService: async (request) => {
        received.push({ url: request.url, body: (await request.json()) as { text: string } });
        return failing ? new Response("down", { status: 503 }) : new Response("ok");
      },
    });
  });
  afterAll(() => w?.dispose());

  const call = {
    intent: "call-request",
    firstName: "Asha",
    lastName: "Patil",
    email: "asha@example.in",
    phone: "9876543210",
    level: "Masters",
    course: "Data Science",
    privacy: "on",
  };
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("posts Slack-compatible JSON after the lead is stored", async () => {
    const res = await w.post("/?index&call=1", call);
    expect(res.status).toBe(200);
    await until(() => received.length === 1);
    const [{ id }] = await w.rows<{ id: number }>("SELECT id FROM submissions ORDER BY id DESC LIMIT 1");
    expect(received[0].url).toBe("https://hooks.example.test/services/T000/B000/x");
    expect(received[0].body.text).toBe(
      `New lead: call-request from Asha Patil. <http://localhost:8788/admin/leads/${id}|Open lead #${id}>`,
    );
    expect(received[0].body.text).not.toContain("9876543210");
  });

  it("a failing webhook is retried a bounded number of times and never fails the form", async () => {
    failing = true;
    received.length = 0;
    const res = await w.post("/?index&call=1", call);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Thank you, Asha!");
    // Three attempts (the bound itself is unit-tested in app/lib/forms/leads-webhook.server.test.ts).
    await until(() => received.length === 3);
    expect(await w.rows("SELECT id FROM submissions WHERE kind = 'call-request'")).toHaveLength(2);
  }, 20_000);
});
