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
    return parts.join(", ");
  }
}
