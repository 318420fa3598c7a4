import { describe, expect, it } from "vitest";
import {
  chooseDriver,
  countSql,
  needsScan,
  scanCountText,
  scanPage,
  scanSql,
  ftsMatch,
  listSql,
  parseCollegeQuery,
  queryHref,
  resultCountText,
  trigramMatch,
  trigramSimilarity,
  whereClause,
} from "./filters";

const parse = (s: string) => parseCollegeQuery(new URLSearchParams(s));

describe("parseCollegeQuery", () => {
  it("reads every filter and drops unknown values", () => {
    const { query, badPage } = parse(
      "stream=engineering&course=B.Tech&state=Maharashtra&city=Pune&ownership=PUBLIC&exam=JEE%20Main&fees=100000-500000&rating=4&agency=nirf&nirf=engineering&top=50&sort=fees-asc&page=3&q=%20iit%20%20bomb%20",
    );
    expect(badPage).toBe(false);
    expect(query).toEqual({
      q: "iit bomb",
      stream: "Engineering",
      course: "B.Tech",
      state: "Maharashtra",
      city: "Pune",
      ownership: "public",
      exam: "jee-main",
      fees: "100000-500000",
      rating: "4",
      agency: "nirf",
      nirf: "Engineering",
      top: "50",
      sort: "fees-asc",
      page: 3,
      after: 0,
    });
    const junk = parse("stream=cooking&ownership=x&fees=1-2&rating=9&agency=zz&nirf=%3Cb%3E&top=7&sort=random").query;
    expect([junk.stream, junk.ownership, junk.fees, junk.rating, junk.agency, junk.nirf, junk.top, junk.sort]).toEqual([
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "rank",
    ]);
    // A rank range alone is a range of the Overall ranking.
    expect(parse("top=10").query).toMatchObject({ nirf: "Overall", top: "10" });
  });
  it("flags pages that are not positive whole numbers", () => {
    for (const p of ["0", "-1", "abc", "1.5", "", "9999999"]) expect(parse(`page=${p}`).badPage).toBe(true);
    expect(parse("page=2").badPage).toBe(false);
    expect(parse("").query.page).toBe(1);
  });
  it("strips control characters and caps text length", () => {
    expect(parse("q=a%00b").query.q).toBe("a b");
    expect(parse(`q=${"x".repeat(200)}`).query.q).toHaveLength(80);
  });
});

describe("canonical URLs", () => {
  it("orders keys, leaves defaults out", () => {
    const { query } = parse("sort=rank&city=Pune&stream=Law&page=1");
    expect(queryHref(query)).toBe("/colleges?stream=Law&city=Pune");
    expect(queryHref(query, { page: 2 })).toBe("/colleges?stream=Law&city=Pune&page=2");
    expect(queryHref(parse("").query)).toBe("/colleges");
  });
  it("says 1 college / n colleges", () => {
    expect(resultCountText(1)).toBe("1 college found");
    expect(resultCountText(0)).toBe("0 colleges found");
    expect(resultCountText(1234)).toBe("1,234 colleges found");
  });
});

describe("SQL building", () => {
  it("puts multi-valued filters through the facet table and columns through their indexes", () => {
    const { query } = parse("stream=Engineering&exam=GATE&state=Delhi&city=New%20Delhi&ownership=public");
    const where = whereClause(query);
    expect(where.sql).toContain("EXISTS (SELECT 1 FROM college_facets f WHERE f.kind = ? AND f.value = ?");
    expect(whereClause(parse("stream=Law").query).sql).toContain("c.id IN (SELECT college_id FROM college_facets");
    expect(where.params).toEqual(["stream", "Engineering", "exam", "GATE", "Delhi", "New Delhi", "public"]);
  });
  it("fees and rating ranges are facets (migration 0008 keeps their rows from fees_min and rating)", () => {
    expect(whereClause(parse("fees=2500000-").query)).toEqual({
      sql: "WHERE c.id IN (SELECT college_id FROM college_facets WHERE kind = ? AND value = ?)",
      params: ["fees", "2500000-"],
    });
    expect(whereClause(parse("fees=0-100000&rating=4.5").query).params).toEqual(["fees", "0-100000", "rating", "4.5"]);
  });
  it("one facet (with at most one place) walks its stored list in each sort's position order", () => {
    const order = (qs: string, s: string) => listSql(parse(`${qs}&sort=${s}`).query).sql.split("ORDER BY ")[1];
    expect(order("stream=Law", "rank")).toBe("f.pos_rank LIMIT ? OFFSET ?");
    expect(order("stream=Law", "rating")).toBe("f.pos_rating LIMIT ? OFFSET ?");
    expect(order("stream=Law", "fees-asc")).toBe("f.pos_fees LIMIT ? OFFSET ?");
    // High to low under a stream: its own high-to-low positions (no-fee colleges last), through a stream-only index.
    expect(order("stream=Law", "fees-desc")).toBe("f.pos_fees_desc LIMIT ? OFFSET ?");
    expect(listSql(parse("stream=Law&sort=fees-desc").query).sql).toContain("f.kind = 'stream' AND f.value = ?");
    expect(order("course=LLM", "fees-desc")).toBe("f.pos_fees DESC LIMIT ? OFFSET ?");
    expect(order("rating=4&city=Pune", "name")).toBe("f.pos_name LIMIT ? OFFSET ?");
    expect(listSql(parse("rating=4&city=Pune").query).sql).toContain("f.kind = ? AND f.value = ? AND f.city = ?");
    expect(order("state=Goa&ownership=public", "rating")).toBe("c.pos_rating LIMIT ? OFFSET ?");
  });
  it("other combinations order by the sort's columns", () => {
    const order = (s: string) => listSql(parse(`stream=Law&exam=CLAT&sort=${s}`).query).sql.split("ORDER BY ")[1];
    expect(order("rank")).toBe("c.pos_rank LIMIT ? OFFSET ?");
    expect(order("rating")).toBe("c.rating DESC, c.id LIMIT ? OFFSET ?");
    expect(order("fees-asc")).toBe("c.fees_min, c.id LIMIT ? OFFSET ?");
    expect(order("fees-desc")).toBe("c.fees_min DESC, c.id DESC LIMIT ? OFFSET ?");
    expect(order("name")).toBe("c.name, c.id LIMIT ? OFFSET ?");
  });
  it("pages by offset when filtered, by stored position when not", () => {
    expect(listSql(parse("stream=Law&page=3").query).params.slice(-2)).toEqual([20, 40]);
    const unfiltered = listSql(parse("page=500").query);
    expect(unfiltered.sql).toContain("c.pos_rank BETWEEN ? AND ?");
    expect(unfiltered.params).toEqual([9981, 10000]);
    const desc = listSql(parse("sort=fees-desc").query, undefined, 100);
    expect(desc.sql).toContain("ORDER BY c.pos_fees DESC");
    expect(desc.params).toEqual([81, 100]);
  });
  it("counts from the stored counts for one filter or a stored pair", () => {
    expect(countSql(parse("").query).params).toEqual(["all", ""]);
    expect(countSql(parse("city=Pune").query)).toEqual({
      sql: "SELECT n FROM college_counts WHERE kind = ? AND value = ?",
      params: ["city", "Pune"],
    });
    expect(countSql(parse("city=Pune&stream=Law").query)).toEqual({
      sql: "SELECT n FROM college_counts WHERE kind = ? AND value = ?",
      params: ["stream+city", "Law|Pune"],
    });
    expect(countSql(parse("state=Goa&ownership=public").query).params).toEqual(["state+ownership", "Goa|public"]);
    expect(countSql(parse("city=Pune&stream=Law&ownership=public").query).sql).toContain("count(*)");
    expect(countSql(parse("rating=4").query).params).toEqual(["rating", "4"]);
    expect(countSql(parse("fees=0-100000&state=Goa").query).params).toEqual(["fees+state", "0-100000|Goa"]);
    expect(countSql(parse("state=Goa&city=Panaji").query).params).toEqual(["state+city", "Goa|Panaji"]);
    expect(countSql(parse("stream=Law&exam=CLAT").query).sql).toContain("count(*)");
  });
  it("q goes through FTS (prefix words) or a list of similar ids", () => {
    expect(ftsMatch("IIT Bomb")).toBe('"iit"* "bomb"*');
    expect(ftsMatch(`"; DROP TABLE x --`)).toBe('"drop"* "table"* "x"*');
    const { query } = parse("q=iit");
    expect(whereClause(query, { match: '"iit"*' }).sql).toContain("colleges_fts MATCH ?");
    expect(whereClause(query, { ids: [3, 4] })).toEqual({ sql: "WHERE c.id IN (?, ?)", params: [3, 4] });
    expect(whereClause(query, { ids: [] }).sql).toBe("WHERE 0");
  });
  it("typo tolerance: trigrams", () => {
    expect(trigramMatch("manipl")).toBe('"man" OR "ani" OR "nip" OR "ipl"');
    expect(trigramSimilarity("manipl", "manipal")).toBeGreaterThan(0.6);
    expect(trigramSimilarity("manipl", "mumbai")).toBeLessThan(0.2);
  });
  it("never exceeds D1's 100 bound parameters", () => {
    const { query } = parse(
      "stream=Law&course=LLM&state=Delhi&city=Delhi&ownership=public&exam=CLAT&fees=0-100000&rating=4&agency=nirf&q=x",
    );
    const ids = Array.from({ length: 500 }, (_, i) => i);
    expect(listSql(query, { ids }).params.length).toBeLessThanOrEqual(100);
  });
});

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
    expect(scanCountText(120, false, false)).toBe("120+ colleges found");
    expect(scanCountText(1, true, false)).toBe("1 college found");
    expect(scanCountText(7, true, true)).toBe("7 more colleges found");
    expect(scanCountText(0, false, false)).toBe("No colleges found so far");
  });
});
