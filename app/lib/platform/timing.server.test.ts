import { describe, expect, it } from "vitest";
import { meteredD1, Timing } from "./timing.server";

describe("Timing", () => {
  it("writes one Server-Timing metric per content read and a D1 total", () => {
    const t = new Timing();
    t.record("blogs", "d1", 4.25);
    t.record("banners", "memory", 0);
    expect(t.d1Reads).toBe(1);
    expect(t.toHeader()).toBe(
      'content-blogs;desc="d1";dur=4.3, content-banners;desc="memory";dur=0.0, d1;desc="1 queries";dur=4.3',
    );
  });
  it("is empty without reads", () => {
    expect(new Timing().toHeader()).toBe("");
  });
});

describe("meteredD1", () => {
  const fakeDb = () => {
    const stmt = (sql: string, values: unknown[] = []) => ({
      sql,
      values,
      bind: (...v: unknown[]) => stmt(sql, v),
      all: async () => ({ results: [{ n: 1, sql }], meta: { rows_read: 7 } }),
      run: async () => ({ results: [], meta: { rows_read: 2 } }),
      first: async () => {
        throw new Error("first() is read through all()");
      },
    });
    return {
      prepare: (sql: string) => stmt(sql),
      batch: async (list: Array<{ sql: string; values: unknown[] }>) =>
        list.map((s) => ({ results: [s.values], meta: { rows_read: 3 } })),
    } as unknown as D1Database;
  };

  it("records rows read by all(), run(), first() and batch() in d1-rows", async () => {
    const t = new Timing();
    const db = meteredD1(fakeDb(), t);
    expect((await db.prepare("SELECT 1").bind(1).all()).results).toHaveLength(1);
    await db.prepare("UPDATE x").run();
    expect(await db.prepare("SELECT n").first("n")).toBe(1);
    expect(await db.prepare("SELECT n").first()).toMatchObject({ n: 1 });
    const batch = await db.batch([db.prepare("A").bind(1), db.prepare("B").bind(2)]);
    expect(batch.map((r) => r.results)).toEqual([[[1]], [[2]]]);
    expect(t.rowsRead).toBe(7 + 2 + 7 + 7 + 3 + 3);
    expect(t.toHeader()).toContain('d1-rows;desc="29 rows read in 6 queries, 5 calls"');
  });

  it("leaves a missing binding as it is", () => {
    expect(meteredD1("unavailable" as unknown as D1Database, new Timing())).toBe("unavailable");
  });
});
