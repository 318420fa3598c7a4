import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CSV_BATCH, leadsCsvStream, parseLeadFilter, textWalk, walkPlan } from "./leads.server";

/**
 * A D1 stand-in holding `total` leads (ids total … 1): each walk statement answers the next
 * `LIMIT` leads below its `id <= ?` bound.
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
              const bound = /id <= \?(\d+)/.exec(sql);
              const below = bound ? Number(params[Number(bound[1]) - 1]) + 1 : total + 1;
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

describe("walkPlan", () => {
  it("seeks the filters an index covers and checks the others lead by lead, within WALK_PAGE", () => {
    const plan = (qs: string) => walkPlan(parseLeadFilter(new URLSearchParams(qs)), {}, "id");
    expect(plan("kind=inquiry&status=won").pageLimit).toBe(51);
    expect(plan("kind=inquiry&status=won").parts[0](51).sql).toContain("1 AS hit");
    expect(plan("ref=visa&status=won").parts[0](70).sql).toMatch(
      /status = \?\d AS hit[\s\S]*INDEXED BY submissions_ref_id/,
    );
    expect(plan("ref=visa&status=won").pageLimit).toBe(70);
    // A text of 3 characters or more: the trigram index, newest first, the other filters checked.
    expect(plan("q=asha&kind=sop").parts[0](51).sql).toMatch(/kind = \?\d AS hit[\s\S]*submissions_tri MATCH/);
    expect(plan("q=asha").pageLimit).toBe(51);
    // Shorter: the start of a name.
    expect(plan("q=as&kind=sop").parts[0](70).sql).toMatch(/kind = \?\d AS hit[\s\S]*submissions_name_newest/);
    expect(plan("q=as").pageLimit).toBe(51);
  });

  it("continues a short name search from its cursor: the cursor's key, then the keys after it", () => {
    const filter = parseLeadFilter(new URLSearchParams("q=as"));
    const parts = walkPlan(filter, {}, "id", { after: "as k", before: 90 }).parts.map((p) => p(10));
    expect(parts.map((p) => p.params)).toEqual([
      ["as k", 90],
      ["as k", "as\uffff"],
    ]);
    // A cursor outside the search's range starts again at its beginning.
    expect(walkPlan(filter, {}, "id", { after: "zed", before: 90 }).parts.map((p) => p(10).params)).toEqual([
      ["as", "as\uffff"],
    ]);
    // A fragment continues below its cursor's id.
    const fragment = walkPlan(parseLeadFilter(new URLSearchParams("q=43210")), {}, "id", { before: 90 });
    expect(fragment.parts[0](51).params).toEqual(['"43210"', 89]);
    expect(textWalk("Lead77@Example.com")).toEqual({
      key: "email_lc",
      index: "submissions_email_newest",
      lo: "lead77@example.com",
    });
    expect(textWalk("+91 98765 43210")).toMatchObject({ key: "lead_phone", lo: "9876543210" });
    expect(textWalk("98765")).toMatchObject({ key: "lead_phone", lo: "98765", hi: "98765:" });
  });
});
