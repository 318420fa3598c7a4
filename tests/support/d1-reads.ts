/** D1 reads for the scale tests: rows a response read (Server-Timing `d1-rows`), a statement's rows and its plan. */
import type { Sql } from "../../app/lib/colleges/sql";

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
