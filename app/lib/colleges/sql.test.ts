import { describe, expect, it } from "vitest";
import { parseCollegeQuery } from "./query";
import { countSql, listSql, whereClause } from "./sql";

const parse = (s: string) => parseCollegeQuery(new URLSearchParams(s));

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
    const { query } = parse("q=iit");
    expect(whereClause(query, { match: '"iit"*' }).sql).toContain("colleges_fts MATCH ?");
    expect(whereClause(query, { ids: [3, 4] })).toEqual({ sql: "WHERE c.id IN (?, ?)", params: [3, 4] });
    expect(whereClause(query, { ids: [] }).sql).toBe("WHERE 0");
  });
  it("never exceeds D1's 100 bound parameters", () => {
    const { query } = parse(
      "stream=Law&course=LLM&state=Delhi&city=Delhi&ownership=public&exam=CLAT&fees=0-100000&rating=4&agency=nirf&q=x",
    );
    const ids = Array.from({ length: 500 }, (_, i) => i);
    expect(listSql(query, { ids }).params.length).toBeLessThanOrEqual(100);
  });
});
