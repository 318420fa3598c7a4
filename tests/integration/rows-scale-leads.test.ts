/**
 * The lead inbox's rows read stay flat as leads grow (migration 0008): with 30 000 generated leads
 * (tests/support/rows-scale.ts), a date-range /admin/leads page, its text search and every filter and search
 * combination read at most 200 D1 rows (Server-Timing `d1-rows`), answer exactly what the unindexed queries answer,
 * and their statements' plans neither scan a table nor sort in a temporary b-tree. The triggers keep the running
 * totals right when leads change; the CSV export lists the same leads. The directory at scale:
 * rows-scale-directory.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "../../app/lib/admin/csv";
import { formatIst } from "../../app/lib/admin/lead-fields";
import { fragmentPhrase, leadsSql, parseLeadFilter, rangeCountsSql } from "../../app/lib/admin/leads.server";
import type { Sql } from "../../app/lib/colleges/sql";
import { d1Reads, rowsRead, startScaleWorker } from "../support/rows-scale";
import { textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let db: D1Database;
let cookie: string;

beforeAll(async () => {
  ({ w, db, cookie } = await startScaleWorker({ colleges: false, leads: true, warm: [] }));
}, 600_000);
afterAll(() => w?.dispose());

const { all, badPlan } = d1Reads(() => db);

/** The unindexed answer of a fragment search (?1: the text as the index searches it). */
const FRAGMENT_TRUTH =
  "(instr(coalesce(lead_name, ''), ?1) OR instr(coalesce(lead_phone, ''), ?1) OR instr(coalesce(email_lc, ''), ?1))";

describe("/admin/leads with a date range at scale", () => {
  const truth = async (from: string, to: string) =>
    all<{ kind: string; status: string; n: number }>({
      sql: `SELECT kind, status, count(*) AS n FROM submissions WHERE date(created_at, '+330 minutes') BETWEEN ? AND ? GROUP BY kind, status ORDER BY kind, status`,
      params: [from, to],
    });
  const stored = async (from: string, to: string) => {
    const rows = await all<Record<string, number> & { kind: string }>(rangeCountsSql({ from, to }) as Sql);
    return rows
      .flatMap((r) =>
        ["contacted", "lost", "new", "qualified", "won"].map((s) => ({ kind: r.kind, status: s, n: r[`n_${s}`] })),
      )
      .filter((r) => r.n > 0)
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.status.localeCompare(b.status));
  };

  it("counts a range from the running totals (two rows a kind) and the page reads ≤ 200 rows", async () => {
    for (const [from, to] of [
      ["2025-10-01", "2025-10-15"],
      ["2025-09-01", "2025-11-30"],
      ["2025-10-31", "2025-10-31"],
    ]) {
      expect(await stored(from, to), `${from}..${to}`).toEqual(await truth(from, to));
      // The only scan is of lead_kinds (one row a kind of form, not growing with leads).
      expect(await badPlan(rangeCountsSql({ from, to }) as Sql)).toEqual(["SCAN k"]);
      for (const extra of ["", "&kind=brochure", "&status=new", "&kind=booking&status=won"]) {
        const res = await w.fetch(`/admin/leads?from=${from}&to=${to}${extra}`, { headers: { Cookie: cookie } });
        expect(res.status).toBe(200);
        expect(rowsRead(res), `${from}..${to}${extra}`).toBeLessThanOrEqual(200);
      }
    }
    const res = await w.fetch("/admin/leads", { headers: { Cookie: cookie } });
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
  });

  it("follows new leads, status changes and deletions (triggers)", async () => {
    await db
      .prepare(
        "INSERT INTO submissions (kind, ref, payload, created_at, client_hash) VALUES ('contact', NULL, '{}', '2025-10-10T06:00:00.000Z', 'x'), ('contact', NULL, '{}', '2025-09-20T06:00:00.000Z', 'x')",
      )
      .run();
    await db
      .prepare(
        "UPDATE submissions SET status = 'won' WHERE id IN (SELECT id FROM submissions WHERE kind = 'inquiry' ORDER BY id LIMIT 300 OFFSET 5000)",
      )
      .run();
    await db
      .prepare(
        "DELETE FROM submissions WHERE id IN (SELECT id FROM submissions WHERE kind = 'sop' ORDER BY id LIMIT 50 OFFSET 7000)",
      )
      .run();
    for (const [from, to] of [
      ["2025-10-01", "2025-10-15"],
      ["2025-09-01", "2025-10-31"],
    ]) {
      expect(await stored(from, to), `${from}..${to}`).toEqual(await truth(from, to));
    }
  });
});

describe("/admin/leads text search at scale", () => {
  const idsOf = (html: string) => [...html.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]));
  const get = (path: string) => w.fetch(path, { headers: { Cookie: cookie } });

  it("a broad fragment counts its first 51 matches ('50+'), pages newest first by keyset, ≤ 200 rows", async () => {
    const expected = await all<{ id: number }>({
      sql: `SELECT id FROM submissions WHERE ${FRAGMENT_TRUTH} ORDER BY id DESC LIMIT 150`,
      params: ["sample lead 1"],
    });
    let href: string | undefined = "/admin/leads?q=Sample+Lead+1";
    const seen: number[] = [];
    for (let page = 0; page < 3 && href; page++) {
      const res = await get(href);
      const html = await res.text();
      expect(res.status, href).toBe(200);
      expect(rowsRead(res), href).toBeLessThanOrEqual(200);
      expect(textOf(html)).toContain("50+ leads match this search");
      seen.push(...idsOf(html));
      href = /href="(\/admin\/leads\?[^"]*before=[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    }
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it("a narrow search keeps exact counts; phone prefixes and whole numbers too", async () => {
    // "Sample Lead 1234" and "Sample Lead 12340" … "12349": 11 leads of 30 000.
    const res = await get("/admin/leads?q=sample+lead+1234");
    const html = await res.text();
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
    expect(textOf(html)).not.toContain("50+");
    expect(idsOf(html)).toHaveLength(11);
    const [{ n }] = await all<{ n: number }>({
      sql: `SELECT count(*) AS n FROM submissions WHERE ${FRAGMENT_TRUTH} AND status = 'new'`,
      params: ["sample lead 1234"],
    });
    expect(textOf(html)).toMatch(new RegExp(`New\\s*:\\s*${n}\\b`));
    for (const q of ["900", "9000", "91234"]) {
      const r = await get(`/admin/leads?q=${q}`);
      expect(r.status).toBe(200);
      expect(rowsRead(r), q).toBeLessThanOrEqual(200);
    }
    const [lead] = await all<{ lead_phone: string }>({
      sql: "SELECT lead_phone FROM submissions WHERE lead_phone IS NOT NULL ORDER BY id LIMIT 1",
      params: [],
    });
    const whole = await get(`/admin/leads?q=${lead.lead_phone}`);
    expect(rowsRead(whole)).toBeLessThanOrEqual(200);
    expect(idsOf(await whole.text()).length).toBeGreaterThan(0);
  });
});

describe("/admin/leads: every filter and search combination at scale", () => {
  const get = (path: string) => w.fetch(path, { headers: { Cookie: cookie } });
  const idsOf = (html: string) => [...html.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => Number(m[1]));
  const nextOf = (html: string) =>
    /href="(\/admin\/leads\?[^"]*before=[^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  const FROM = "2025-10-01";
  const TO = "2025-10-10";
  const FILTERS = { kind: "inquiry", ref: "visa-assistance", status: "won", dates: `from=${FROM}&to=${TO}` } as const;
  let texts: string[];
  beforeAll(async () => {
    const [lead] = await all<{ lead_phone: string }>({
      sql: "SELECT lead_phone FROM submissions WHERE ref = 'visa-assistance' AND lead_phone IS NOT NULL ORDER BY id DESC LIMIT 1",
      params: [],
    });
    // None; a broad and a narrow name prefix; a phone prefix; a whole number; an e-mail.
    texts = ["", "Sample Lead 1", "sample lead 1234", "900", lead.lead_phone, "lead77@example.com"];
    await dropBackdated();
  });
  // Earlier tests add back-dated leads (ids no longer growing with time, which the inbox's date
  // range relies on: it becomes an id range).
  const dropBackdated = () => db.prepare("DELETE FROM submissions WHERE client_hash = 'x'").run();

  /** Every subset of the four filters, with every kind of text search. */
  const combos = () =>
    texts.flatMap((q) =>
      Array.from({ length: 16 }, (_, mask) => {
        const keys = (Object.keys(FILTERS) as Array<keyof typeof FILTERS>).filter((_, i) => mask & (1 << i));
        const parts = keys.map((k) => (k === "dates" ? FILTERS.dates : `${k}=${FILTERS[k]}`));
        if (q) parts.unshift(`q=${encodeURIComponent(q)}`);
        return { q, keys, qs: parts.join("&") };
      }),
    );

  /** The unindexed answer: every match, in the list's order (a text search: its key's order). */
  function truth(q: string, keys: string[]) {
    const where: string[] = [];
    const params: Array<string | number> = [];
    const order = "id DESC";
    if (q) {
      // Any fragment of the name, phone or e-mail (as the trigram index is searched).
      where.push(FRAGMENT_TRUTH.replaceAll("?1", "?"));
      const text = fragmentPhrase(q)!.slice(1, -1);
      params.push(text, text, text);
    }
    for (const k of keys) {
      if (k === "dates") {
        where.push("date(created_at, '+330 minutes') BETWEEN ? AND ?");
        params.push(FROM, TO);
      } else {
        where.push(`${k} = ?`);
        params.push(FILTERS[k as "kind" | "ref" | "status"]);
      }
    }
    return all<{ id: number; kind: string; status: string }>({
      sql: `SELECT id, kind, status FROM submissions NOT INDEXED ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order}`,
      params,
    });
  }

  it("each reads ≤ 200 rows a page and lists what the unindexed query lists, in order, across pages", async () => {
    for (const { q, keys, qs } of combos()) {
      const expected = await truth(q, keys);
      let href: string | undefined = `/admin/leads?${qs}`;
      const seen: number[] = [];
      let pages = 0;
      for (; pages < 4 && href; pages++) {
        const res = await get(href);
        const html = await res.text();
        expect(res.status, href).toBe(200);
        expect(rowsRead(res), href).toBeLessThanOrEqual(200);
        seen.push(...idsOf(html));
        href = nextOf(html);
        if (pages === 0) {
          // Counts: exact unless the search's count stopped ("n+": then a lower bound).
          const text = textOf(html);
          const capped = /(\d+)\+ leads match this search/.exec(text);
          for (const status of ["New", "Won"]) {
            const key = status.toLowerCase();
            const n = expected.filter((r) => r.status === key).length;
            const shown = new RegExp(`${status}\\s*:\\s*(\\d+)(\\+?)`).exec(text.slice(text.indexOf("By status")));
            if (capped) expect(Number(shown?.[1] ?? 0), `${qs} ${status}`).toBeLessThanOrEqual(n);
            else expect(Number(shown?.[1] ?? 0), `${qs} ${status}`).toBe(n);
          }
          if (!capped && expected.length) expect(text, qs).not.toContain("+ leads match");
        }
      }
      // The pages read so far are the start of the full answer, without repeats; the walk's end
      // (no "Older leads") is the answer's end.
      expect(seen, qs).toEqual(expected.slice(0, seen.length).map((r) => r.id));
      if (!href) expect(seen.length, qs).toBe(expected.length);
    }
  }, 300_000);

  it("their statements walk an index: no table scan, no temporary b-tree", async () => {
    for (const { q, keys } of combos()) {
      const filter = parseLeadFilter(
        new URLSearchParams([
          ...(q ? [["q", q]] : []),
          ...keys.flatMap((k) =>
            k === "dates"
              ? [
                  ["from", FROM],
                  ["to", TO],
                ]
              : [[k, FILTERS[k as "kind"]]],
          ),
        ]),
      );
      const range = keys.includes("dates") ? { min: 1000, max: 2000 } : {};
      for (const cursor of [{}, { before: 5000 }]) {
        // Unfiltered, the list walks the table itself newest first (LIMIT 51: not a full scan).
        const allowed = !q && !keys.length && !cursor.before ? ["SCAN submissions"] : [];
        const statement = leadsSql(filter, range, cursor, "id, kind", 51);
        expect(await badPlan(statement as Sql), `${q} ${keys.join("+")}`).toEqual(allowed);
      }
    }
  }, 120_000);

  it("a ref's counts come from its running totals (two rows a kind), with or without dates", async () => {
    const stored = async (f: { ref: string; from?: string; to?: string; kind?: string }) => {
      const q = rangeCountsSql(f) as Sql;
      expect(await badPlan(q)).toEqual([]);
      const rows = await all<Record<string, number> & { kind: string }>(q);
      return rows.flatMap((r) =>
        ["contacted", "lost", "new", "qualified", "won"]
          .map((s) => ({ kind: r.kind, status: s, n: r[`n_${s}`] }))
          .filter((x) => x.n > 0),
      );
    };
    const truthOf = (ref: string, from = "0000-01-01", to = "9999-12-31") =>
      all<{ kind: string; status: string; n: number }>({
        sql: "SELECT kind, status, count(*) AS n FROM submissions WHERE ref = ? AND date(created_at, '+330 minutes') BETWEEN ? AND ? GROUP BY kind, status ORDER BY kind, status",
        params: [ref, from, to],
      });
    for (const ref of ["visa-assistance", "expert-3", "college-17"]) {
      expect(await stored({ ref }), ref).toEqual(await truthOf(ref));
      expect(await stored({ ref, from: FROM, to: TO }), ref).toEqual(await truthOf(ref, FROM, TO));
      expect(await stored({ ref, to: "2025-09-30" }), ref).toEqual(await truthOf(ref, undefined, "2025-09-30"));
    }
    // New leads, a status change and a deletion follow (triggers).
    await db
      .prepare(
        "INSERT INTO submissions (kind, ref, payload, created_at, client_hash) VALUES ('inquiry', 'visa-assistance', '{}', '2025-10-05T06:00:00.000Z', 'x'), ('brochure', 'college-new', '{}', '2025-10-06T06:00:00.000Z', 'x')",
      )
      .run();
    await db
      .prepare(
        "UPDATE submissions SET status = 'lost' WHERE id IN (SELECT id FROM submissions WHERE ref = 'visa-assistance' AND status = 'new' ORDER BY id LIMIT 40 OFFSET 100)",
      )
      .run();
    await db
      .prepare(
        "DELETE FROM submissions WHERE id IN (SELECT id FROM submissions WHERE ref = 'visa-assistance' ORDER BY id LIMIT 20 OFFSET 900)",
      )
      .run();
    for (const ref of ["visa-assistance", "college-new"]) {
      expect(await stored({ ref }), ref).toEqual(await truthOf(ref));
      expect(await stored({ ref, from: FROM, to: TO }), ref).toEqual(await truthOf(ref, FROM, TO));
    }
  });

  it("the CSV export of a combination lists the same leads; without a text search byte for byte as before", async () => {
    await dropBackdated();
    for (const { q, keys, qs } of combos().filter((c, i) => i % 5 === 0 || !c.q)) {
      const expected = await truth(q, keys);
      const text = await (await get(`/admin/leads.csv?${qs}`)).text();
      const ids = text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));
      expect(ids, qs).toEqual(expected.map((r) => r.id));
      if (!q) {
        // What the export wrote before the bounded inbox walk for these leads: newest first, the same
        // columns and cells (one row per lead as the old batch query read it).
        const rows = await all<Record<string, unknown>>({
          sql: `SELECT id, created_at, kind, ref, status, assignee, trim(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.fullName'),
            json_extract(payload, '$.personalInfo.fullName'), coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), ''))) AS name,
            lead_phone, email_lc, notes, payload FROM submissions WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id DESC`,
          params: [JSON.stringify(ids)],
        });
        const header = ["id", "created_at_ist", "kind", "ref", "status", "assignee", "name", "phone", "email", "notes"];
        const before = [
          [...header, "payload"].map(csvCell).join(","),
          ...rows.map((r) =>
            [
              r.id,
              formatIst(String(r.created_at)),
              r.kind,
              r.ref,
              r.status,
              r.assignee,
              r.name,
              r.lead_phone,
              r.email_lc,
              r.notes,
              r.payload,
            ]
              .map(csvCell)
              .join(","),
          ),
        ].join("\r\n");
        expect(text === `${before}\r\n`, qs).toBe(true);
      }
    }
  }, 300_000);
});
