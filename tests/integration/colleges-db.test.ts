/**
 * Every directory query is indexed: EXPLAIN QUERY PLAN of each filter, sort,
 * count, detail and search statement shows no full scan of `colleges`. Also: the FTS
 * indexes follow inserts, updates and deletes (triggers), and importing twice changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { RECOMPUTE_STATEMENTS, rowStatements } from "../../app/lib/colleges/import";
import { detailQueries } from "../../app/lib/colleges/queries.server";
import { parseCollegeQuery } from "../../app/lib/colleges/query";
import { countSql, listSql, type Sql } from "../../app/lib/colleges/sql";
import { startWorker, type TestWorker } from "../support/worker";
import { FIXTURE_CSV } from "./colleges-fixture";

let w: TestWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker();
  db = await w.db();
});
afterAll(() => w?.dispose());

async function plan(q: Sql): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** A full scan of the colleges table: "SCAN c" / "SCAN colleges" without an index. */
const FULL_SCAN = /^SCAN (c|colleges)$/;

const QUERIES = [
  "",
  "stream=Engineering",
  "course=MBA",
  "state=Maharashtra",
  "city=Pune",
  "ownership=public",
  "exam=NEET",
  "fees=100000-500000",
  "rating=4",
  "agency=nirf",
  "q=iit",
  "stream=Engineering&city=Pune",
  "state=Maharashtra&ownership=private&rating=4",
  "page=500",
];
const SORTS = ["rank", "rating", "fees-asc", "fees-desc", "name"];

describe("EXPLAIN QUERY PLAN", () => {
  it.each(QUERIES)("list and count for %s (every sort)", async (qs) => {
    for (const sort of SORTS) {
      const { query } = parseCollegeQuery(new URLSearchParams(`${qs}&sort=${sort}`));
      const text = query.q ? { match: '"iit"*' } : undefined;
      for (const q of [listSql(query, text, 310), countSql(query, text)]) {
        const lines = await plan(q);
        expect(
          lines.filter((l) => FULL_SCAN.test(l)),
          `${qs} ${sort}: ${q.sql}\n${lines.join("\n")}`,
        ).toEqual([]);
      }
    }
  });
  it("college detail and compare reads use the slug and college_id indexes", async () => {
    for (const q of detailQueries(["a", "b", "c", "d"])) {
      const lines = await plan(q);
      expect(lines.join("\n")).not.toMatch(/^SCAN (colleges|college_courses|college_rankings|college_ratings)$/m);
    }
  });
});

describe("FTS kept in sync by triggers; import is idempotent", () => {
  it("follows inserts, renames and deletes", async () => {
    const { rows } = parseCollegeCsv(FIXTURE_CSV);
    for (const { row } of rows) await db.batch(rowStatements(row).map((s) => db.prepare(s.sql).bind(...s.params)));
    const find = async (m: string) =>
      (await db.prepare("SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH ?").bind(m).all()).results.length;
    expect(await find('"alpha"*')).toBe(1);
    await db.prepare("UPDATE colleges SET name = 'Omega Institute' WHERE slug = 'alpha-institute-of-technology'").run();
    expect(await find('"alpha"*')).toBe(0);
    expect(await find('"omega"*')).toBe(1);
    await db.prepare("DELETE FROM colleges WHERE slug = 'alpha-institute-of-technology'").run();
    expect(await find('"omega"*')).toBe(0);
  });
  it("re-importing the same rows changes nothing", async () => {
    const { rows } = parseCollegeCsv(FIXTURE_CSV);
    const run = async () => {
      let changes = 0;
      for (const { row } of rows) {
        const results = await db.batch(rowStatements(row).map((s) => db.prepare(s.sql).bind(...s.params)));
        changes += results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
      }
      await db.batch(RECOMPUTE_STATEMENTS.slice(0, 4).map((s) => db.prepare(s)));
      return changes;
    };
    await run();
    const snapshot = async () =>
      (await db.prepare("SELECT * FROM colleges ORDER BY id").all()).results.concat(
        (await db.prepare("SELECT * FROM college_courses ORDER BY id").all()).results,
      );
    const before = await snapshot();
    expect(await run()).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe("import keeps the reviews' aggregates", () => {
  it("a college with published reviews keeps rating/rating_count; the import becomes its base", async () => {
    const { rows } = parseCollegeCsv(FIXTURE_CSV);
    const [reviewed, plain] = rows.map((r) => r.row);
    const apply = (row: typeof reviewed) =>
      db.batch(rowStatements(row).map((s) => db.prepare(s.sql).bind(...s.params)));
    await apply(reviewed);
    await apply(plain);
    const stats = { n: 2, sums: { academics: 8, faculty: 8, infrastructure: 6, placements: 8, campus: 6, overall: 7 } };
    await db
      .prepare("UPDATE colleges SET rating = 3.5, rating_count = 2, review_stats = ?1 WHERE slug = ?2")
      .bind(JSON.stringify({ ...stats, dist: [0, 0, 1, 1, 0], base: { rating: 1, count: 1 } }), reviewed.slug)
      .run();

    await apply({ ...reviewed, name: `${reviewed.name} Renamed`, rating: 4.9, rating_count: 5000 });
    await apply({ ...plain, rating: 4.1, rating_count: 321 });
    const read = (slug: string) =>
      db
        .prepare("SELECT name, rating, rating_count, review_stats FROM colleges WHERE slug = ?1")
        .bind(slug)
        .first<{ name: string; rating: number; rating_count: number; review_stats: string }>();
    const kept = (await read(reviewed.slug))!;
    expect(kept.name).toBe(`${reviewed.name} Renamed`);
    expect([kept.rating, kept.rating_count]).toEqual([3.5, 2]);
    const json = JSON.parse(kept.review_stats);
    expect(json).toMatchObject({ n: 2, sums: stats.sums, dist: [0, 0, 1, 1, 0], base: { rating: 4.9, count: 5000 } });
    const other = (await read(plain.slug))!;
    expect([other.rating, other.rating_count]).toEqual([4.1, 321]);
  });
});
