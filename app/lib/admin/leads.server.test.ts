import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CSV_BATCH, leadsCsvStream } from "./leads-csv.server";
import { leadsSql, parseLeadFilter } from "./leads.server";

/**
 * A D1 stand-in holding `total` leads (ids total … 1): each statement answers the next `LIMIT`
 * leads below its `id <= ?` bound (the last value bound).
 */
function fakeDb(total: number) {
  const reads: number[] = [];
  const db = {
    prepare(sql: string) {
      return {
        bind(...params: unknown[]) {
          return {
            async all() {
              const limit = Number(/LIMIT (\d+)/.exec(sql)?.[1]);
              const below = sql.includes("id <= ?") ? Number(params[params.length - 1]) + 1 : total + 1;
              const ids = Array.from({ length: Math.max(0, Math.min(limit, below - 1)) }, (_, i) => below - 1 - i);
              reads.push(ids.length);
              const results = ids.map((id) => ({
                id,
                kind: "inquiry",
                ref: "visa",
                created_at: "2025-10-01T06:30:00.000Z",
                status: "new",
                assignee: "",
                display_name: id === 2 ? "=cmd()" : `Lead ${id}`,
                lead_phone: "9000000000",
                email: "a@b.in",
                notes: "",
                payload: "{}",
                hit: 1,
              }));
              return { results, meta: { rows_read: ids.length } };
            },
          };
        },
      };
    },
  };
  return { context: { env: { DB: db } } as unknown as AppLoadContext, reads };
}

describe("leadsCsvStream", () => {
  it("reads the next batch only when the client pulls, and every lead once", async () => {
    const total = CSV_BATCH * 3 + 7;
    const { context, reads } = fakeDb(total);
    const reader = leadsCsvStream(context, parseLeadFilter(new URLSearchParams())).getReader();
    const header = await reader.read();
    expect(new TextDecoder().decode(header.value)).toMatch(/^"id","created_at_ist","kind",/);
    // Nothing read ahead of the client: the header needs no lead.
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toEqual([]);
    const first = new TextDecoder().decode((await reader.read()).value);
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toEqual([CSV_BATCH]);
    // One read of CSV_BATCH leads, one chunk.
    expect(first.split("\r\n")).toHaveLength(CSV_BATCH + 1);
    expect(first).toMatch(
      new RegExp(`^"${total}","01/10/2025, 12:00 pm IST","inquiry","visa","new","","Lead ${total}"`),
    );
    let text = first;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(reads).toEqual([CSV_BATCH, CSV_BATCH, CSV_BATCH, 7]);
    const ids = text
      .trim()
      .split("\r\n")
      .map((l) => Number(/^"(\d+)"/.exec(l)?.[1]));
    expect(ids).toEqual(Array.from({ length: total }, (_, i) => total - i));
    // Formula-safe cells.
    expect(text).toContain(`"2","01/10/2025, 12:00 pm IST","inquiry","visa","new","","'=cmd()"`);
  });
});

describe("leadsSql", () => {
  const sql = (qs: string, cursor = {}) => leadsSql(parseLeadFilter(new URLSearchParams(qs)), {}, cursor, "id", 51);

  it("puts every filter of a list in its WHERE, newest first, without index hints", () => {
    expect(sql("kind=inquiry&status=won")).toEqual({
      sql: expect.stringMatching(
        /1 AS hit FROM submissions WHERE kind = \? AND status = \?\s+ORDER BY id DESC LIMIT 51$/,
      ),
      params: ["inquiry", "won"],
    });
    expect(sql("ref=visa&status=won", { before: 90 }).params).toEqual(["visa", "won", 89]);
    expect(sql("ref=visa&status=won").sql).not.toContain("INDEXED BY");
  });

  it("reads a text search's matches and checks the other filters on each", () => {
    // 3 characters or more: the trigram index, newest first.
    expect(sql("q=asha&kind=sop")).toEqual({
      sql: expect.stringMatching(/kind = \? AS hit[\s\S]*submissions_tri MATCH \?/),
      params: ["sop", '"asha"'],
    });
    // A fragment continues below its cursor's id.
    expect(sql("q=43210", { before: 90 }).params).toEqual(['"43210"', 89]);
    expect(sql("q=%2B91 98765 43210").params).toEqual(['"9876543210"']);
    // Shorter: the start of a name, by name.
    expect(sql("q=As&kind=sop")).toEqual({
      sql: expect.stringMatching(
        /kind = \? AS hit[\s\S]*lead_name >= \? AND lead_name < \?[\s\S]*ORDER BY lead_name, id DESC/,
      ),
      params: ["sop", "as", "as\uffff"],
    });
  });

  it("continues a short name search from its cursor's name; a cursor outside the search starts again", () => {
    expect(sql("q=as", { after: "as k", before: 90 }).params).toEqual(["as k", "as\uffff", "as k", 90]);
    expect(sql("q=as", { after: "zed", before: 90 }).params).toEqual(["as", "as\uffff"]);
  });
});
