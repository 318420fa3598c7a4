/**
 * Rows read stay flat as the directory grows (migration 0008): with a generated directory
 * (tests/support/rows-scale.ts: 3 000 colleges, ~120 a city, ~400 a stream), the home page, every /colleges filter
 * the stored lists cover (each facet alone and with each place, a place with ownership, state with city, every sort)
 * and the combinations a bounded scan answers each read at most 200 D1 rows (Server-Timing `d1-rows`), answer
 * exactly what the unindexed queries answer, and their statements' plans neither scan a table nor sort in a
 * temporary b-tree. The triggers keep the copied columns and counts right when colleges change. The lead inbox at
 * scale: rows-scale-leads.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEE_RANGES, RATING_OPTIONS } from "../../app/lib/colleges/model";
import { featuredSql, rankingTableSql } from "../../app/lib/colleges/queries.server";
import { FACET_KEYS, ftsMatch, parseCollegeQuery, queryHref, type CollegeQuery } from "../../app/lib/colleges/query";
import { driverCandidates, driverCountSql, scanSql, textSetSql } from "../../app/lib/colleges/scan";
import { countSql, listSql, orderBy, whereClause } from "../../app/lib/colleges/sql";
import { COLLEGES, SORTS, d1Reads, rowsRead, startScaleWorker } from "../support/rows-scale";
import { textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
let db: D1Database;

beforeAll(async () => {
  // Nothing warmed: the home's first request pays for everything it reads once per content version (the
  // directory's counts are a few rows of directory_counts), as the first visitor after a change does.
  ({ w, db } = await startScaleWorker({ colleges: true, leads: false, warm: [] }));
}, 600_000);
afterAll(() => w?.dispose());

const { all, badPlan } = d1Reads(() => db);

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
