/**
 * Rows read stay flat as content grows (migration 0008): with a generated directory
 * (3 000 colleges: ~120 a city, ~400 a stream) and 30 000 leads, the home page, every /colleges
 * filter the stored lists cover (each facet alone and with each place, a place with ownership,
 * state with city, every sort) and a date-range inbox page each read at most 200 D1 rows
 * (Server-Timing `d1-rows`), answer exactly what the unindexed queries answer, and their
 * statements' plans neither scan a table nor sort in a temporary b-tree. The triggers keep the
 * copied columns and counts right when colleges and leads change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRecord, syntheticBase, toCsv } from "../../app/db/cli/synthetic";
import { leadStatements } from "../../app/db/cli/synthetic-content";
import { csvCell } from "../../app/lib/admin/csv";
import { formatIst } from "../../app/lib/admin/lead-fields";
import { fragmentPhrase, leadsSql, parseLeadFilter, rangeCountsSql } from "../../app/lib/admin/leads.server";
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { seedStatements } from "../../app/lib/colleges/import";
import { FEE_RANGES, RATING_OPTIONS, type CollegeSort } from "../../app/lib/colleges/model";
import { featuredSql, rankingTableSql } from "../../app/lib/colleges/queries.server";
import { FACET_KEYS, ftsMatch, parseCollegeQuery, queryHref, type CollegeQuery } from "../../app/lib/colleges/query";
import { driverCandidates, driverCountSql, scanSql, textSetSql } from "../../app/lib/colleges/scan";
import { countSql, listSql, orderBy, whereClause, type Sql } from "../../app/lib/colleges/sql";
import { adminBindings, signIn } from "../support/admin";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const COLLEGES = 3000;
const LEADS = 30_000;
const SORTS: CollegeSort[] = ["rank", "rating", "fees-asc", "fees-desc", "name"];

let w: TestWorker;
let db: D1Database;
let cookie: string;

beforeAll(async () => {
  w = await startWorker({
    bindings: adminBindings,
    setup: async (d1) => {
      const records = Array.from({ length: COLLEGES }, (_, i) => buildRecord(syntheticBase(i + 1, 7)));
      const { rows, errors } = parseCollegeCsv(toCsv(records));
      if (errors.length) throw new Error(JSON.stringify(errors.slice(0, 3)));
      const statements = seedStatements(rows.map((r) => r.row));
      for (let i = 0; i < statements.length; i += 50)
        await d1.batch(statements.slice(i, i + 50).map((s) => d1.prepare(s)));
      for (const sql of leadStatements(LEADS)) await d1.prepare(sql).run();
      // 16 featured colleges (as on the shipped home page), those with the most rankings.
      await d1
        .prepare(
          "UPDATE colleges SET featured = CASE WHEN id % 2 THEN 'universities' ELSE 'colleges' END, featured_order = id % 97 WHERE id IN (SELECT college_id FROM college_rankings GROUP BY college_id ORDER BY count(*) DESC, college_id LIMIT 16)",
        )
        .run();
    },
  });
  db = await w.db();
  cookie = await signIn(w);
}, 300_000);
afterAll(() => w?.dispose());

/** The unindexed answer of a fragment search (?1: the text as the index searches it). */
const FRAGMENT_TRUTH =
  "(instr(coalesce(lead_name, ''), ?1) OR instr(coalesce(lead_phone, ''), ?1) OR instr(coalesce(email_lc, ''), ?1))";

const rowsRead = (res: Response) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? -1);

async function all<T>(q: Sql): Promise<T[]> {
  const { results } = await db
    .prepare(q.sql)
    .bind(...q.params)
    .all<T>();
  return results;
}

/** Plan lines that read a whole table or sort in a temporary b-tree. */
async function badPlan(q: Sql): Promise<string[]> {
  const plan = await all<{ detail: string }>({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, params: q.params });
  return plan.map((p) => p.detail).filter((d) => /^SCAN (?!.*VIRTUAL)|TEMP B-TREE/.test(d));
}

const slugsOf = (html: string) => [
  ...new Set([...html.matchAll(/href="\/colleges\/([a-z0-9-]+)"/g)].map((m) => m[1]).filter((s) => s !== "")),
];

/** The Indian state and city with the most colleges. */
async function busiestPlace(): Promise<{ state: string; city: string }> {
  const [place] = await all<{ state: string; city: string }>({
    sql: "SELECT state, city FROM colleges WHERE country = 'india' GROUP BY state, city ORDER BY count(*) DESC LIMIT 1",
    params: [],
  });
  return place;
}

async function firstValue(kind: string): Promise<string> {
  const [row] = await all<{ value: string }>({
    sql: "SELECT value FROM college_counts WHERE kind = ? ORDER BY n DESC LIMIT 1",
    params: [kind],
  });
  return row.value;
}

describe("home ranking table", () => {
  it("reads its state's ranks from one index, the same rows as the join over every state", async () => {
    const states = await all<{ state: string }>({
      sql: "SELECT value AS state FROM college_counts WHERE kind = 'state' ORDER BY n DESC LIMIT 4",
      params: [],
    });
    for (const { state } of states) {
      for (const agency of ["nirf", "indiatoday", "qs"]) {
        const q = rankingTableSql(2025, agency, state);
        const old = await all({
          sql: "SELECT c.slug, c.name, r.rank, r.category AS stream, c.state FROM college_rankings r JOIN colleges c ON c.id = r.college_id WHERE r.agency = ? AND r.year = ? AND c.state = ? AND r.category = 'Overall' ORDER BY r.rank, c.name LIMIT 20",
          params: [agency, 2025, state],
        });
        expect(await all(q), `${agency} ${state}`).toEqual(old);
        expect(await badPlan(q)).toEqual([]);
      }
    }
    const res = await w.fetch("/");
    expect(res.status).toBe(200);
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
  });

  it("featured cards read one ranking and one course each: the same cards as the join over every ranking", async () => {
    const old = await all({
      sql: `SELECT c.slug, c.name, c.city, c.state, c.featured, c.rating, c.rating_count,
        (SELECT name FROM college_courses WHERE college_id = c.id ORDER BY id LIMIT 1) AS course,
        (SELECT fees FROM college_courses WHERE college_id = c.id ORDER BY id LIMIT 1) AS fees,
        (SELECT currency FROM college_courses WHERE college_id = c.id ORDER BY id LIMIT 1) AS currency,
        r.agency, r.year, r.category, r.rank
        FROM colleges c LEFT JOIN college_rankings r ON r.college_id = c.id
          AND (r.agency, r.year, r.rank) = (SELECT agency, year, rank FROM college_rankings WHERE college_id = c.id
            ORDER BY year DESC, agency <> 'nirf', agency <> 'indiatoday', rank LIMIT 1)
        WHERE c.featured <> '' GROUP BY c.id ORDER BY c.featured, c.featured_order`,
      params: [],
    });
    expect(old).toHaveLength(16);
    expect(await all(featuredSql())).toEqual(old);
    expect(await badPlan(featuredSql())).toEqual([]);
    const res = await w.fetch("/");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(rowsRead(res)).toBeLessThanOrEqual(200);
    // The first card of each carousel (a document holds each carousel's first view).
    for (const group of ["universities", "colleges"]) {
      const first = (old as Array<{ slug: string; featured: string }>).find((c) => c.featured === group)!;
      expect(html).toContain(`href="/colleges/${first.slug}"`);
    }
  });

  it("follows a college's new state and name (trigger)", async () => {
    const [r] = await all<{ college_id: number; state: string; name: string }>({
      sql: "SELECT r.college_id, c.state, c.name FROM college_rankings r JOIN colleges c ON c.id = r.college_id LIMIT 1",
      params: [],
    });
    await db
      .prepare("UPDATE colleges SET state = 'Goa', name = 'Renamed College' WHERE id = ?")
      .bind(r.college_id)
      .run();
    const copies = await all<{ state: string; name: string }>({
      sql: "SELECT DISTINCT state, name FROM college_rankings WHERE college_id = ?",
      params: [r.college_id],
    });
    expect(copies).toEqual([{ state: "Goa", name: "Renamed College" }]);
    // Back as it was (the directory's positions are the importer's; the next tests compare pages).
    await db.prepare("UPDATE colleges SET state = ?, name = ? WHERE id = ?").bind(r.state, r.name, r.college_id).run();
  });
});

describe("/colleges combinations by bounded scan (two facets, three or more filters, text)", () => {
  let combos: string[];
  beforeAll(async () => {
    const place = await busiestPlace();
    const v = {
      stream: await firstValue("stream"),
      course: await firstValue("course"),
      exam: await firstValue("exam"),
      agency: await firstValue("agency"),
    };
    const [rare] = await all<{ value: string }>({
      sql: "SELECT value FROM college_counts WHERE kind = 'exam' AND n > 0 ORDER BY n, value LIMIT 1",
      params: [],
    });
    const city = encodeURIComponent(place.city);
    const state = encodeURIComponent(place.state);
    combos = [
      `stream=${v.stream}&exam=${v.exam}`,
      `stream=${v.stream}&course=${v.course}`,
      `exam=${v.exam}&agency=${v.agency}`,
      `fees=${FEE_RANGES[1].value}&rating=${RATING_OPTIONS[1].value}`,
      `stream=${v.stream}&exam=${encodeURIComponent(rare.value)}`,
      `stream=${v.stream}&exam=${v.exam}&rating=${RATING_OPTIONS[2].value}`,
      `stream=${v.stream}&state=${state}&ownership=private`,
      `exam=${v.exam}&city=${city}&ownership=public`,
      `state=${state}&city=${city}&ownership=private`,
      `stream=${v.stream}&state=${state}&city=${city}`,
      `stream=${v.stream}&course=${v.course}&exam=${v.exam}&agency=${v.agency}&fees=${FEE_RANGES[2].value}&rating=${RATING_OPTIONS[3].value}&state=${state}&city=${city}&ownership=private`,
      "q=college",
      `q=college&stream=${v.stream}`,
      `q=college&city=${city}&ownership=private`,
      `q=${city}&exam=${v.exam}`,
      "q=demo+institute",
    ];
  });

  /** The unindexed answer: every match in the sort's order. */
  async function truth(query: CollegeQuery): Promise<string[]> {
    const text = query.q ? { match: ftsMatch(query.q) } : undefined;
    const where = whereClause(query, text);
    const order = orderBy(query);
    const rows = await all<{ slug: string }>({
      sql: `SELECT c.slug FROM colleges c ${where.sql} ORDER BY ${order.sql}`,
      params: [...where.params, ...order.params],
    });
    return rows.map((r) => r.slug);
  }

  it("≤ 200 rows a request; 'More results' (a plain link) continues in order: the unindexed query's answer", async () => {
    // The filter options (State, City, the Delhi NCR region) are read once per content version and cached; a first
    // request fills that cache, so each request below counts its own walk.
    expect((await w.fetch("/colleges")).status).toBe(200);
    for (const combo of combos) {
      for (const sort of SORTS) {
        const { query } = parseCollegeQuery(new URLSearchParams(`${combo}&sort=${sort}`));
        const expected = await truth(query);
        let href: string | undefined = queryHref(query);
        const seen: string[] = [];
        for (let request = 0; request < 3 && href; request++) {
          const res = await w.fetch(href);
          const html = await res.text();
          expect(res.status, href).toBe(200);
          expect(rowsRead(res), href).toBeLessThanOrEqual(200);
          const shown = slugsOf(html);
          seen.push(...shown);
          const heading = textOf(/<h2 id="results-title"[^>]*>([^<]*)</.exec(html)?.[1] ?? "");
          const link = /<a [^>]*rel="next"[^>]*>/.exec(html)?.[0];
          const next = link && /href="([^"]*)"/.exec(link)?.[1]?.replaceAll("&amp;", "&");
          const exact = (n: number, more: boolean) =>
            `${n.toLocaleString("en-IN")} ${more ? "more " : ""}${n === 1 ? "college" : "colleges"} found`;
          if (!/\+|so far/.test(heading)) {
            // The walk reached the end of its index: the count is exact (what is left after the cursor).
            expect(heading, href).toBe(exact(expected.length - seen.length + shown.length, request > 0));
          } else {
            expect(heading, href).toMatch(/^[\d,]+\+ (more )?colleges found$|^No colleges found so far$/);
            expect(next, href).toContain("after=");
          }
          href = next;
        }
        expect(seen, `${combo} ${sort}`).toEqual(expected.slice(0, seen.length));
        if (!href) expect(seen, `${combo} ${sort}: all of it`).toEqual(expected);
      }
    }
  }, 300_000);

  it("every walk a query could take is one index search: no table scan, no temporary sort", async () => {
    for (const combo of combos) {
      const { query } = parseCollegeQuery(new URLSearchParams(combo));
      const counts = new Map(
        (await all<{ kind: string; value: string; n: number }>(driverCountSql(query))).map((r) => [
          `${r.kind}\u0000${r.value}`,
          r.n,
        ]),
      );
      const text = query.q ? { match: ftsMatch(query.q) } : undefined;
      expect(await badPlan(driverCountSql(query)), combo).toEqual([]);
      if (text) expect(await badPlan(textSetSql(text.match)), combo).toEqual([]);
      for (const sort of SORTS) {
        for (const after of [40]) {
          const q = { ...query, sort, after };
          for (const driver of driverCandidates(q, counts, text ? 10 : undefined)) {
            const sql = scanSql(q, driver, text, 50);
            const bad = await badPlan(sql).catch((e: unknown) => [`${String(e)} ${JSON.stringify(sql.params)}`]);
            expect(bad, `${combo} ${sort} ${JSON.stringify(driver)}: ${sql.sql}`).toEqual([]);
          }
        }
      }
    }
  }, 240_000);

  it("numbered pages stay with the stored lists: a scan redirects ?page= to its first results, a stored list drops ?after=", async () => {
    const scan = await w.fetch(`/colleges?${combos[0]}&page=3`);
    expect(scan.status).toBe(302);
    expect(scan.headers.get("location")).not.toContain("page=");
    const stored = await w.fetch("/colleges?stream=Law&after=40");
    expect(stored.status).toBe(302);
    expect(stored.headers.get("location")).toBe("/colleges?stream=Law");
  });
});

describe("/colleges filters at scale", () => {
  let combos: string[];
  beforeAll(async () => {
    const place = await busiestPlace();
    const values: Record<string, string> = {
      stream: await firstValue("stream"),
      course: await firstValue("course"),
      exam: await firstValue("exam"),
      agency: await firstValue("agency"),
      fees: FEE_RANGES[1].value,
      rating: RATING_OPTIONS[1].value,
    };
    const places = [`state=${place.state}`, `city=${place.city}`, "ownership=private"];
    combos = [
      ...FACET_KEYS.flatMap((k) => [`${k}=${values[k]}`, ...places.map((p) => `${k}=${values[k]}&${p}`)]),
      ...places,
      `state=${place.state}&ownership=public`,
      `city=${place.city}&ownership=private`,
      `state=${place.state}&city=${place.city}`,
    ];
  });

  it("each facet alone or with a place, a place with ownership, state with city: ≤ 200 rows, same answer", async () => {
    for (const combo of combos) {
      for (const sort of SORTS) {
        for (const page of [1, 2]) {
          const qs = `${combo}&sort=${sort}&page=${page}`;
          const { query } = parseCollegeQuery(new URLSearchParams(qs));
          const res = await w.fetch(queryHref(query));
          const html = await res.text();
          expect(res.status, qs).toBe(200);
          expect(rowsRead(res), qs).toBeLessThanOrEqual(200);
          const where = whereClause(query);
          const order = orderBy(query);
          const expected = await all<{ slug: string }>({
            sql: `SELECT c.slug FROM colleges c ${where.sql} ORDER BY ${order.sql} LIMIT 20 OFFSET ${(page - 1) * 20}`,
            params: [...where.params, ...order.params],
          });
          const [{ n }] = await all<{ n: number }>({
            sql: `SELECT count(*) AS n FROM colleges c ${where.sql}`,
            params: where.params,
          });
          expect(slugsOf(html), qs).toEqual(expected.map((r) => r.slug));
          if (n) expect(textOf(html), qs).toContain(`${n.toLocaleString("en-IN")} college`);
        }
      }
    }
  }, 240_000);

  it("their list and count statements use an index: no table scan, no temporary sort", async () => {
    for (const combo of combos) {
      for (const sort of SORTS) {
        const { query } = parseCollegeQuery(new URLSearchParams(`${combo}&sort=${sort}`));
        for (const q of [listSql(query, undefined, COLLEGES), countSql(query)]) {
          expect(await badPlan(q), `${combo} ${sort}: ${q.sql}`).toEqual([]);
        }
      }
    }
  });

  it("a new rating moves the college in or out of the rating filter and its stored counts (triggers)", async () => {
    const count = async (q: Partial<CollegeQuery>) => {
      const { query } = parseCollegeQuery(new URLSearchParams(q as Record<string, string>));
      const [row] = await all<{ n: number }>(countSql(query));
      return row?.n ?? 0;
    };
    const [college] = await all<{ id: number; city: string; rating: number }>({
      sql: "SELECT id, city, rating FROM colleges WHERE rating < 3 AND country = 'india' LIMIT 1",
      params: [],
    });
    const before = { all: await count({ rating: "4.5" }), city: await count({ rating: "4.5", city: college.city }) };
    await db.prepare("UPDATE colleges SET rating = 4.8 WHERE id = ?").bind(college.id).run();
    expect(await count({ rating: "4.5" })).toBe(before.all + 1);
    expect(await count({ rating: "4.5", city: college.city })).toBe(before.city + 1);
    const facets = await all<{ value: string }>({
      sql: "SELECT value FROM college_facets WHERE kind = 'rating' AND college_id = ? ORDER BY value",
      params: [college.id],
    });
    expect(facets.map((f) => f.value)).toEqual(["3", "3.5", "4", "4.5"]);
    await db.prepare("UPDATE colleges SET rating = 2 WHERE id = ?").bind(college.id).run();
    expect(await count({ rating: "4.5" })).toBe(before.all);
  });
});

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
