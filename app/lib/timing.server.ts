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

  /** A direct D1 query (not through readContent): its rows read and duration. */
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
    if (this.queries) parts.push(`d1-rows;desc="${this.rowsRead} rows read in ${this.queries} queries"`);
    return parts.join(", ");
  }
}
