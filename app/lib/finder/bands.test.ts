import { describe, expect, it } from "vitest";
import type { College } from "~/content/colleges";
import { tuitionInInr, tuitionInInrRange } from "../format/rupees";
import { bandFor, readMinimum, readScore, sortColleges } from "./bands";

const college = (over: Partial<College>): College => ({
  slug: "x",
  name: "X",
  location: "",
  country: "usa",
  logo: "X",
  ranking: 10,
  acceptance: "40%",
  tuition: "$30,000",
  students: "",
  rating: 4,
  category: "moderate",
  programs: [],
  tags: [],
  requirements: { masters: { gpa: "3.0", ielts: "6.5", gre: "optional" }, bachelors: { ielts: "6.0" } },
  ...over,
});
const none = { gpa: "", ielts: "", toefl: "", gre: "", gmat: "" };

describe("bandFor", () => {
  it("a score below a published minimum is Ambitious, whatever the college's selectivity", () => {
    const asu = college({ acceptance: "88%" });
    expect(bandFor(asu, { ...none, gpa: "2.0", ielts: "5" }).band).toBe("ambitious");
  });
  it("comfortably above the minimums at a college admitting 30%+ is Safe; just meeting them is Moderate", () => {
    expect(bandFor(college({}), { ...none, gpa: "3.5", ielts: "7.5" }).band).toBe("safe");
    expect(bandFor(college({}), { ...none, gpa: "3.1", ielts: "7.5" }).band).toBe("moderate");
  });
  it("a college admitting under 10% stays Ambitious even when the minimums are met", () => {
    expect(bandFor(college({ acceptance: "4%" }), { ...none, gpa: "4.0", ielts: "9" }).band).toBe("ambitious");
  });
  it("without scores, goes by acceptance rate; N/A minimums are not compared", () => {
    expect(bandFor(college({ acceptance: "15%" }), none).band).toBe("ambitious");
    expect(bandFor(college({ acceptance: "60%" }), none).band).toBe("safe");
    expect(bandFor(college({ acceptance: "60%" }), { ...none, gre: "290" }).band).toBe("safe");
  });
  it("strong and weak scores get different bands, each explained by the published numbers", () => {
    // University of Toronto's graduate minimums (ece.utoronto.ca): TOEFL iBT 93, IELTS 7.0; no acceptance rate held.
    const toronto = college({ acceptance: "", requirements: { masters: { toefl: "93", ielts: "7.0" } } });
    const weak = bandFor(toronto, { ...none, ielts: "5", toefl: "80" });
    expect(weak.band).toBe("ambitious");
    expect(weak.reason).toContain("IELTS 5 and TOEFL 80 are below the published master's minimum (IELTS 7, TOEFL 93)");
    const strong = bandFor(toronto, { ...none, ielts: "8.5", toefl: "110" });
    expect(strong.band).toBe("moderate");
    expect(strong.reason).toContain("IELTS 7, TOEFL 93");
    const safe = bandFor(college({ acceptance: "60%" }), { ...none, gpa: "3.8", ielts: "8.5" });
    expect(safe.band).toBe("safe");
    expect(safe.reason).toContain("GPA 3.8, IELTS 8.5 are comfortably above the minimums (GPA 3, IELTS 6.5)");
  });
  it("compares with the chosen level's minimums", () => {
    expect(bandFor(college({}), { ...none, ielts: "6.2" }).band).toBe("ambitious");
    const bachelors = bandFor(college({}), { ...none, ielts: "6.2", studyLevel: "bachelors" });
    expect(bachelors.band).toBe("moderate");
    expect(bachelors.reason).toContain("bachelor's minimums (IELTS 6)");
  });
  it("policy words are not minimums", () => {
    expect(readMinimum("optional")).toBeNull();
    expect(readMinimum("7.0")).toBe(7);
  });
  it("reads a 10-point CGPA on the 4-point scale and ignores out-of-range scores", () => {
    expect(readScore("gpa", "8.5")).toBe(3.4);
    expect(readScore("ielts", "12")).toBeNull();
    expect(readScore("gre", "abc")).toBeNull();
  });
});

describe("sorts", () => {
  const list = [
    college({ slug: "a", ranking: 30, acceptance: "10%", tuition: "£20,000" }),
    college({ slug: "b", ranking: 5, acceptance: "60%", tuition: "€3,000" }),
    college({ slug: "c", ranking: 12, acceptance: "30%", tuition: "CA$40,000" }),
  ];
  const order = (sort: Parameters<typeof sortColleges>[1]) => sortColleges(list, sort).map((c) => c.slug);
  it("ranking, acceptance (highest first) and tuition in rupees (lowest first)", () => {
    expect(order("relevance")).toEqual(["a", "b", "c"]);
    expect(order("ranking")).toEqual(["b", "c", "a"]);
    expect(order("acceptance")).toEqual(["b", "c", "a"]);
    expect(order("tuition")).toEqual(["b", "a", "c"]);
  });
  it("converts tuition by its currency prefix at the ECB reference rates of 13 April 2026", () => {
    // INR per euro ÷ currency per euro on that day (109.047 / 1.6177, / 1.661, / 1.1684), two decimals.
    expect(tuitionInInr("CA$61,720")).toBe(Math.round(61_720 * 67.41));
    expect(tuitionInInr("A$48,000")).toBe(Math.round(48_000 * 65.65));
    expect(tuitionInInr("$33,000")).toBe(Math.round(33_000 * 93.33));
    // A Scorecard figure with its academic year.
    expect(tuitionInInr("$57,986 (2022-23)")).toBe(Math.round(57_986 * 93.33));
    expect(tuitionInInr("on request")).toBeNull();
    expect(tuitionInInr("€0")).toBe(0);
  });
  it("reads a published range, a 'from' figure and a fee per semester, a year at the lowest figure", () => {
    expect(tuitionInInrRange("A$45,000–A$52,000 (2026)")).toEqual({
      low: Math.round(45_000 * 65.65),
      high: Math.round(52_000 * 65.65),
      from: false,
      perSemester: false,
    });
    expect(tuitionInInrRange("from A$45,000")).toMatchObject({
      low: Math.round(45_000 * 65.65),
      high: null,
      from: true,
    });
    // Two semesters a year: €4,000–€6,000 a semester is €8,000–€12,000 a year.
    expect(tuitionInInrRange("€4,000–€6,000 a semester")).toEqual({
      low: Math.round(8_000 * 109.05),
      high: Math.round(12_000 * 109.05),
      from: false,
      perSemester: true,
    });
    expect(tuitionInInr("€4,000–€6,000 a semester")).toBe(Math.round(8_000 * 109.05));
    expect(tuitionInInrRange("€4,000–A$")).toBeNull();
  });
  it("sorts a range or a fee per semester by its lowest figure a year", () => {
    const fees = [
      college({ slug: "semester", tuition: "€4,000–€6,000 a semester" }), // €8,000 a year at least
      college({ slug: "range", tuition: "€7,000–€20,000" }),
      college({ slug: "from", tuition: "from €9,000" }),
      college({ slug: "none", tuition: "" }),
    ];
    expect(sortColleges(fees, "tuition").map((c) => c.slug)).toEqual(["range", "semester", "from", "none"]);
  });
});
