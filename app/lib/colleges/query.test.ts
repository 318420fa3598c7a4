import { describe, expect, it } from "vitest";
import { ftsMatch, parseCollegeQuery, queryHref, trigramMatch, trigramSimilarity } from "./query";

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
});

describe("search text", () => {
  it("typo tolerance: trigrams", () => {
    expect(trigramMatch("manipl")).toBe('"man" OR "ani" OR "nip" OR "ipl"');
    expect(trigramSimilarity("manipl", "manipal")).toBeGreaterThan(0.6);
    expect(trigramSimilarity("manipl", "mumbai")).toBeLessThan(0.2);
  });
  it("matches every word as a prefix", () => {
    expect(ftsMatch("IIT Bomb")).toBe('"iit"* "bomb"*');
    expect(ftsMatch(`"; DROP TABLE x --`)).toBe('"drop"* "table"* "x"*');
  });
});
