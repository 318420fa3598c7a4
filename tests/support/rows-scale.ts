/**
 * The scale worker the rows-read tests share (rows-scale-directory and rows-scale-leads): a generated directory
 * (3 000 colleges: ~120 a city, ~400 a stream, the 16 with most rankings featured as on the shipped home page)
 * and/or 30 000 generated leads, the admin signed in; and the D1 reads the tests compare pages with.
 *
 * Each file starts its own worker and warms it before it measures: the admin's sign-in, and one request to each path
 * in `warm` (reads cached once per content version that a file's first measured page would otherwise pay for).
 */
import { buildRecord, syntheticBase, toCsv } from "../../app/db/cli/synthetic";
import { leadStatements } from "../../app/db/cli/synthetic-content";
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { seedStatements } from "../../app/lib/colleges/import";
import type { CollegeSort } from "../../app/lib/colleges/model";
import type { Sql } from "../../app/lib/colleges/sql";
import { adminBindings, signIn } from "./admin";
import { startWorker, type TestWorker } from "./worker";

export const COLLEGES = 3000;
export const LEADS = 30_000;
export const SORTS: CollegeSort[] = ["rank", "rating", "fees-asc", "fees-desc", "name"];

export interface ScaleWorker {
  w: TestWorker;
  db: D1Database;
  /** The admin's session cookie. */
  cookie: string;
}

/**
 * A worker with the generated directory (`colleges`) and/or leads (`leads`), the admin signed in and the `warm`
 * paths requested once (with the admin's cookie); call in a `beforeAll`.
 */
export async function startScaleWorker(options: {
  colleges: boolean;
  leads: boolean;
  warm: string[];
}): Promise<ScaleWorker> {
  const w = await startWorker({
    bindings: adminBindings,
    setup: async (d1) => {
      if (options.colleges) await seedColleges(d1);
      if (options.leads) for (const sql of leadStatements(LEADS)) await d1.prepare(sql).run();
    },
  });
  const db = await w.db();
  const cookie = await signIn(w);
  for (const path of options.warm) {
    const res = await w.fetch(path, { headers: { Cookie: cookie } });
    if (res.status !== 200) throw new Error(`warming ${path}: ${res.status}`);
    await res.arrayBuffer();
  }
  return { w, db, cookie };
}

/** The generated directory, its 16 featured colleges those with the most rankings (as on the shipped home page). */
async function seedColleges(d1: D1Database) {
  const records = Array.from({ length: COLLEGES }, (_, i) => buildRecord(syntheticBase(i + 1, 7)));
  const { rows, errors } = parseCollegeCsv(toCsv(records));
  if (errors.length) throw new Error(JSON.stringify(errors.slice(0, 3)));
  const statements = seedStatements(rows.map((r) => r.row));
  for (let i = 0; i < statements.length; i += 50) await d1.batch(statements.slice(i, i + 50).map((s) => d1.prepare(s)));
  await d1
    .prepare(
      "UPDATE colleges SET featured = CASE WHEN id % 2 THEN 'universities' ELSE 'colleges' END, featured_order = id % 97 WHERE id IN (SELECT college_id FROM college_rankings GROUP BY college_id ORDER BY count(*) DESC, college_id LIMIT 16)",
    )
    .run();
}

/** The rows a response's D1 reads read, from its Server-Timing header (-1: none reported). */
export const rowsRead = (res: Response) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? -1);

/** A statement's rows and its bad plan lines, over the database `db()` returns (opened in a `beforeAll`). */
export function d1Reads(db: () => D1Database) {
  async function all<T>(q: Sql): Promise<T[]> {
    const { results } = await db()
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

  return { all, badPlan };
}
