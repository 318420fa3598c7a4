/**
 * Per-request Server-Timing collector. The data layer records where each content read
 * came from (memory, edge cache or D1) and how long D1 took; the edge entry writes the
 * header on every response.
 */
export type ContentSource = "memory" | "edge" | "d1" | "error";

export interface TimingEntry {
  name: string;
  source: ContentSource;
  dur: number;
}

export class Timing {
  readonly entries: TimingEntry[] = [];
  /** D1 rows read by this request's direct queries (D1's `meta.rows_read`). */
  rowsRead = 0;
  queries = 0;
  /** Calls that went to D1 (a batch is one): requests that must not differ by outcome compare this. */
  trips = 0;

  /** A D1 query (recorded by meteredD1 for every query of the request): its rows read. */
  recordQuery(rowsRead: number) {
    this.rowsRead += rowsRead;
    this.queries += 1;
  }

  record(name: string, source: ContentSource, dur: number) {
    this.entries.push({ name, source, dur });
  }

  /** Number of reads that reached D1 during this request. */
  get d1Reads() {
    return this.entries.filter((e) => e.source === "d1").length;
  }

  toHeader(): string {
    const parts = this.entries.map((e) => `content-${e.name};desc="${e.source}";dur=${e.dur.toFixed(1)}`);
    const d1 = this.entries.filter((e) => e.source === "d1");
    if (d1.length) {
      const total = d1.reduce((sum, e) => sum + e.dur, 0);
      parts.push(`d1;desc="${d1.length} queries";dur=${total.toFixed(1)}`);
    }
    if (this.queries) {
      parts.push(`d1-rows;desc="${this.rowsRead} rows read in ${this.queries} queries, ${this.trips} calls"`);
    }
    return parts.join(", ");
  }
}

/**
 * D1 with every query's `meta.rows_read` recorded on the request's Timing (Server-Timing
 * `d1-rows`), so a request's cost is visible whoever queries. `first()` reads through `all()`
 * (D1's first() carries no meta; it returns the first row of the same result).
 */
const RAW = Symbol("raw statement");

export function meteredD1(db: D1Database, timing: Timing): D1Database {
  if (typeof (db as { prepare?: unknown })?.prepare !== "function") return db;
  const record = (meta: { rows_read?: number } | undefined) => timing.recordQuery(Number(meta?.rows_read ?? 0));
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop, receiver) {
        if (prop === RAW) return target;
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (prop === "all" || prop === "run") {
          return async () => {
            timing.trips += 1;
            const result = await target[prop]();
            record(result.meta);
            return result;
          };
        }
        if (prop === "first") {
          return async (column?: string) => {
            timing.trips += 1;
            const result = await target.all<Record<string, unknown>>();
            record(result.meta);
            const row = result.results?.[0];
            if (!row) return null;
            return column === undefined ? row : (row[column] ?? null);
          };
        }
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql));
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          timing.trips += 1;
          const results = await target.batch(
            statements.map((s) => (s as unknown as { [RAW]?: D1PreparedStatement })[RAW] ?? s),
          );
          for (const r of results) record(r.meta);
          return results;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
