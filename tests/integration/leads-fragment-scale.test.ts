/**
 * The console at 200 000 leads (the scale bench's size): the dashboard reads a few dozen rows of
 * running totals, and the leads inbox's fragment search finds any part of a
 * name, phone or e-mail (the trigram index, migration 0015) is found newest first, with its counts,
 * reading at most 200 D1 rows a request (Server-Timing `d1-rows`), and lists exactly the leads
 * whose name, phone or e-mail contains the text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadStatements } from "../../app/db/cli/synthetic-content";
import { adminBindings, signIn } from "../support/admin";
import { startWorker, type TestWorker } from "../support/worker";

const LEADS = 200_000;

let w: TestWorker;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (d1) => {
      for (const sql of leadStatements(LEADS)) await d1.prepare(sql).run();
    },
  });
  cookie = await signIn(w);
}, 600_000);
afterAll(() => w?.dispose());

const rowsRead = (res: Response) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? -1);
const idsOf = (html: string) => [...html.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]));

describe("the console at 200 000 leads", () => {
  it("the dashboard reads running totals: within 100 rows (a few a kind of lead)", async () => {
    const res = await w.fetch("/admin", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/admin/leads?status=new"');
    expect(rowsRead(res)).toBeLessThanOrEqual(100);
  });
});

describe("/admin/leads fragment search at 200 000 leads", () => {
  it("finds fragments of phones, e-mails and names within 200 rows read, newest first", async () => {
    const [one] = await w.rows<{ id: number; lead_phone: string }>(
      "SELECT id, lead_phone FROM submissions WHERE id = 123457",
    );
    const cases = [
      one.lead_phone.slice(3, 8), // the middle of a phone number
      "lead12345@", // the start of an e-mail
      "d123456@exa", // across the parts of an e-mail
      "ead 19999", // the middle of a name
      "example", // in every lead: the newest page, counts capped ("50+")
      "zzqq", // in none
      `${one.lead_phone.slice(0, 5)} ${one.lead_phone.slice(5)}`, // a number typed with a space
      "Sample Lead 1&kind=booking&status=won", // with filters checked lead by lead
    ];
    for (const q of cases) {
      const [text, extra = ""] = q.split(/&(.*)/s);
      const res = await w.fetch(`/admin/leads?q=${encodeURIComponent(text)}${extra ? `&${extra}` : ""}`, {
        headers: { Cookie: cookie },
      });
      expect(res.status, q).toBe(200);
      const html = await res.text();
      expect(rowsRead(res), q).toBeLessThanOrEqual(200);
      expect(rowsRead(res), q).toBeGreaterThan(0);
      const ids = idsOf(html);
      expect(ids, q).toEqual([...ids].sort((a, b) => b - a));
      if (q === "zzqq") expect(ids, q).toEqual([]);
    }
    // "Older leads" continues by keyset, as cheaply, deep in a dense run of matches.
    let href: string | undefined = "/admin/leads?q=example";
    for (let page = 0; page < 3 && href; page++) {
      const res = await w.fetch(href, { headers: { Cookie: cookie } });
      const html = await res.text();
      expect(rowsRead(res), href).toBeLessThanOrEqual(200);
      expect(idsOf(html), href).toHaveLength(50);
      href = /href="(\/admin\/leads\?[^"]*before=[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    }
    // Exactly the leads that contain it (the unindexed query's answer), newest first.
    const fragment = one.lead_phone.slice(3, 8);
    const expected = await w.rows<{ id: number }>(
      `SELECT id FROM submissions WHERE instr(lead_phone, ?1) OR instr(lower(lead_name), ?1) OR instr(email_lc, ?1) ORDER BY id DESC LIMIT 50`,
      fragment,
    );
    const html = await (await w.fetch(`/admin/leads?q=${fragment}`, { headers: { Cookie: cookie } })).text();
    expect(idsOf(html).slice(0, expected.length)).toEqual(expected.map((r) => r.id));
    expect(idsOf(html)).toContain(123457);
  });
});
