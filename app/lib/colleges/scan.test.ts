import { describe, expect, it } from "vitest";
import { parseCollegeQuery } from "./query";
import { chooseDriver, needsScan, scanPage, scanSql } from "./scan";
import { countSql, whereClause } from "./sql";

const parse = (s: string) => parseCollegeQuery(new URLSearchParams(s));

describe("bounded scan", () => {
  it("covers what no stored list does: two facets, three or more filters, any text", () => {
    for (const qs of ["stream=Law&exam=CLAT", "stream=Law&city=Pune&ownership=public", "q=iit", "q=iit&stream=Law"]) {
      expect(needsScan(parse(qs).query), qs).toBe(true);
    }
    for (const qs of ["", "stream=Law", "city=Pune", "stream=Law&city=Pune", "state=Goa&ownership=public"]) {
      expect(needsScan(parse(qs).query), qs).toBe(false);
    }
  });
  it("walks the smallest stored count, from the cursor, checking the other filters per row", () => {
    const { query } = parse("stream=Law&exam=CLAT&city=Pune&sort=name&after=90");
    const counts = new Map([
      ["stream+city\u0000Law|Pune", 40],
      ["exam+city\u0000CLAT|Pune", 12],
      ["city\u0000Pune", 300],
      ["all\u0000", 3000],
    ]);
    const driver = chooseDriver(query, counts);
    expect(driver).toMatchObject({ from: "facet", facet: "exam", place: "city", size: 12 });
    const sql = scanSql(query, driver, undefined, 50);
    expect(sql.sql).toContain("INDEXED BY college_facets_city_name");
    expect(sql.sql).toContain("d.pos_name > ? ORDER BY d.pos_name LIMIT ?");
    expect(sql.params).toEqual(["stream", "Law", "exam", "CLAT", "Pune", 90, 50]);
    // Ranking and fees under a stream (or a NIRF category) keep that facet's own order: it drives the walk.
    const fees = parse("stream=Law&exam=CLAT&city=Pune&sort=fees-desc").query;
    expect(chooseDriver(fees, counts)).toMatchObject({ facet: "stream", place: "city" });
    const ranked = parse("nirf=Law&exam=CLAT&stream=Law").query;
    expect(chooseDriver(ranked, new Map([["exam\u0000CLAT", 3]]))).toMatchObject({ facet: "nirf" });
  });
  it("a NIRF category and range is one facet; an exam id reads its directory name", () => {
    expect(whereClause(parse("nirf=Engineering&top=50&exam=jee-main").query).params).toEqual([
      "exam",
      "JEE Main",
      "nirf",
      "Engineering|50",
    ]);
    expect(countSql(parse("nirf=Engineering&top=10").query).params).toEqual(["nirf", "Engineering|10"]);
    expect(needsScan(parse("nirf=Engineering&top=10").query)).toBe(false);
  });
  it("pages: 20 matches and the next cursor; the count is exact only when the walk reached the end", () => {
    const { query } = parse("stream=Law&exam=CLAT");
    const rows = Array.from({ length: 30 }, (_, i) => ({ p: 30 - i, id: 100 + i, ok: i % 3 ? 1 : 0 }));
    const page = scanPage(query, rows, false);
    expect(page.ids).toHaveLength(20);
    expect(page.found).toBe(20);
    expect(page.next).toBe(30);
    expect(scanPage(query, rows.slice(0, 10), true)).toMatchObject({ found: 6, done: true, next: null });
    expect(scanPage(query, rows.slice(0, 10), false).next).toBe(30);
  });
});
