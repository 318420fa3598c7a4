/**
 * Migration 0022 rebuilds `colleges` (its ownership CHECK) on a database that already holds the directory and rows
 * that reference it. D1 applies a migration with foreign keys enforced, where dropping a parent table runs every
 * ON DELETE CASCADE / SET NULL of its children: this applies 0001–0021, seeds, writes reviews, proposals and
 * facets, then applies 0022 the same way and checks that every child row is kept, the foreign keys hold, and the
 * triggers fire as before.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, seedStatements, splitSql } from "../support/sql";

const REBUILD = "0022";
const files = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const statementsOf = (list: string[]) => list.flatMap((f) => splitSql(readFileSync(join(MIGRATIONS_DIR, f), "utf8")));

/** Tables with a foreign key to colleges, and the column. */
const CHILDREN = [
  "college_courses",
  "college_rankings",
  "college_ratings",
  "college_facets",
  "reviews",
  "nirf_ranks",
  "josaa_programs",
  "college_proposals",
];

let mf: Miniflare;
let db: D1Database;
const first = async <T>(sql: string, ...params: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...params)
    .first<T>())!;
const all = async <T>(sql: string, ...params: unknown[]) =>
  (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
/** Each child table's rows, with and without a college. */
const childCounts = async () =>
  Object.fromEntries(
    await Promise.all(
      CHILDREN.map(async (t) => [
        t,
        await first<{ n: number; k: number }>(`SELECT count(*) n, count(college_id) k FROM ${t}`),
      ]),
    ),
  );

let before: Awaited<ReturnType<typeof childCounts>>;
let unknownSlugs: string[];
let triggersBefore: string[];
let triggersAfter: string[];

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 404 }) } }",
    d1Databases: { DB: "migration-test" },
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  const earlier = statementsOf(files.filter((f) => f < REBUILD));
  // The shipped directory as it was stored before: an unknown ownership held 'autonomous' with ownership_known = 0.
  // (Today's seed writes '' and the high-to-low positions, and the JoSAA rounds' institute types, which this schema
  // does not have yet.)
  await db.batch(earlier.map((s) => db.prepare(s)));
  await db.batch(
    [
      "PRAGMA ignore_check_constraints = on",
      ...seedStatements({ abroad: false }).filter(
        (s) =>
          !s.includes("pos_fees_desc") &&
          !s.includes("institute_types") &&
          !s.includes("mcc_cutoffs") &&
          !s.includes("csab_cutoffs") &&
          !s.includes("nirf_placements") &&
          !s.includes("pos_salary") &&
          !s.includes("college_salary"),
      ),
    ].map((s) => db.prepare(s)),
  );
  await db.batch(
    [
      "PRAGMA ignore_check_constraints = off",
      "UPDATE colleges SET ownership = 'autonomous', ownership_known = 0 WHERE ownership = ''",
      "DELETE FROM college_counts WHERE kind = 'ownership'",
      "INSERT INTO college_counts (kind, value, n) SELECT 'ownership', ownership, count(*) FROM colleges GROUP BY ownership",
    ].map((s) => db.prepare(s)),
  );
  // Rows a live site holds besides the seed: an account's reviews (pending and published), a proposal approved
  // into a college, a rating aspect.
  const now = Date.now();
  await db.batch(
    [
      `INSERT INTO users (id, email, name, password_hash, created_at) VALUES (1, 'a@example.in', 'A', 'x', ${now})`,
      `INSERT INTO reviews (college_id, user_id, course, grad_year, r_academics, r_faculty, r_infrastructure, r_placements, r_campus, r_overall, title, liked, better, reviewer_name, created_at, updated_at, status) SELECT id, 1, 'B.Tech', 2024, 4, 4, 4, 4, 4, 4, 'Good', 'Labs', 'Hostel', 'A B.', ${now}, ${now}, 'published' FROM colleges ORDER BY id LIMIT 3`,
      `INSERT INTO college_proposals (user_id, name, city, review, status, college_id, created_at) SELECT 1, name, city, '{}', 'approved', id, ${now} FROM colleges ORDER BY id DESC LIMIT 1`,
      "INSERT INTO college_ratings (college_id, aspect, score) SELECT id, 'Faculty', 4.5 FROM colleges ORDER BY id LIMIT 5",
    ].map((s) => db.prepare(s)),
  );
  expect(await first("SELECT n FROM college_counts WHERE kind = 'ownership' AND value = 'autonomous'")).toEqual({
    n: expect.any(Number),
  });
  before = await childCounts();
  unknownSlugs = (await all<{ slug: string }>("SELECT slug FROM colleges WHERE ownership_known = 0")).map(
    (r) => r.slug,
  );
  triggersBefore = (
    await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
  ).map((r) => r.name);
  await db.batch(statementsOf(files.filter((f) => f.startsWith(REBUILD))).map((s) => db.prepare(s)));
  triggersAfter = (
    await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
  ).map((r) => r.name);
  // The migrations after it, so the triggers are tested on today's schema.
  await db.batch(statementsOf(files.filter((f) => f > REBUILD && !f.startsWith(REBUILD))).map((s) => db.prepare(s)));
});
afterAll(() => mf?.dispose());

describe("migration 0022 (colleges rebuilt)", () => {
  it("keeps every row that references a college, and the foreign keys hold", async () => {
    expect(before.reviews.n).toBe(3);
    expect(before.college_facets.n).toBeGreaterThan(1000);
    expect(await childCounts()).toEqual(before);
    expect(await all("PRAGMA foreign_key_check")).toEqual([]);
    // Still enforced and still cascading.
    await expect(
      db
        .prepare(
          "INSERT INTO college_courses (college_id, name, degree, stream, level, duration_years, fees, fees_inr) VALUES (-5, 'x', 'x', 'x', 'UG', 1, 0, 0)",
        )
        .run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it("stores an unknown ownership as '' and drops ownership_known", async () => {
    expect(unknownSlugs.length).toBeGreaterThan(300);
    const columns = (await all<{ name: string }>("SELECT name FROM pragma_table_info('colleges')")).map((c) => c.name);
    expect(columns).not.toContain("ownership_known");
    expect(await all("SELECT ownership, count(*) AS n FROM colleges GROUP BY ownership ORDER BY ownership")).toEqual([
      { ownership: "", n: unknownSlugs.length },
      { ownership: "deemed", n: expect.any(Number) },
      { ownership: "private", n: expect.any(Number) },
      { ownership: "public", n: expect.any(Number) },
    ]);
    expect(await first("SELECT n FROM college_counts WHERE kind = 'ownership' AND value = 'autonomous'")).toBeNull();
    expect(await first("SELECT count(*) AS n FROM college_facets WHERE ownership = 'autonomous'")).toEqual({ n: 0 });
    await expect(db.prepare("UPDATE colleges SET ownership = 'unknown' WHERE id = 1").run()).rejects.toThrow(/CHECK/);
  });

  it("recreates every trigger, and they fire", async () => {
    expect(triggersAfter).toEqual(triggersBefore);
    // reviews' console count (a trigger on a child table)
    const pending = async () =>
      (await first<{ n: number }>("SELECT n FROM console_counts WHERE key = 'reviews_pending'")).n;
    const wasPending = await pending();
    const now = Date.now();
    await db
      .prepare(
        `INSERT INTO reviews (college_id, user_id, course, grad_year, r_academics, r_faculty, r_infrastructure, r_placements, r_campus, r_overall, title, liked, better, reviewer_name, created_at, updated_at) SELECT id, 1, 'B.Tech', 2024, 3, 3, 3, 3, 3, 3, 'Fine', 'Library', 'Canteen', 'A B.', ${now}, ${now} FROM colleges ORDER BY id DESC LIMIT 1`,
      )
      .run();
    expect(await pending()).toBe(wasPending + 1);
    // colleges' own: the search index, the facet copies of the ownership, the ranking table's place
    await db
      .prepare(
        "INSERT INTO colleges (slug, name, city, state, is_sample) VALUES ('zeta-test-college', 'Zeta Test College', 'Pune', 'Maharashtra', 0)",
      )
      .run();
    expect(await first("SELECT ownership FROM colleges WHERE slug = 'zeta-test-college'")).toEqual({ ownership: "" });
    expect(
      await first(
        "SELECT c.slug FROM colleges_fts JOIN colleges c ON c.id = colleges_fts.rowid WHERE colleges_fts MATCH 'zeta'",
      ),
    ).toEqual({ slug: "zeta-test-college" });
    const id = (await first<{ id: number }>("SELECT id FROM colleges WHERE slug = 'zeta-test-college'")).id;
    await db
      .prepare("INSERT INTO college_facets (kind, value, college_id) VALUES ('stream', 'Law', ?1)")
      .bind(id)
      .run();
    await db.prepare("UPDATE colleges SET ownership = 'private' WHERE id = ?1").bind(id).run();
    expect(await first("SELECT ownership, state FROM college_facets WHERE college_id = ?1", id)).toEqual({
      ownership: "private",
      state: "Maharashtra",
    });
    // ON DELETE CASCADE still removes a college's rows
    await db.prepare("DELETE FROM colleges WHERE id = ?1").bind(id).run();
    expect(await first("SELECT count(*) AS n FROM college_facets WHERE college_id = ?1", id)).toEqual({ n: 0 });
  });
});
