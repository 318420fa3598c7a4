import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  COUNTRIES,
  FIELDS_OF_STUDY,
  type College,
  type CollegeCategory,
  type Country,
} from "~/content/colleges";
import { INTERNATIONAL } from "~/db/sample/international";
import {
  EMPTY_FILTER,
  filterColleges,
  filterToSearchParams,
  matchesField,
  parseCollegeFilter,
  parseSort,
  type CollegeFilter,
} from "./filter";

/** The shipped sample's finder colleges (the directory serves these from D1). */
const COLLEGES: College[] = INTERNATIONAL.map(({ id: _, ...c }) => ({
  ...c,
  slug: c.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  country: c.country as Country,
  category: c.category as CollegeCategory,
}));

const college = (over: Partial<College>): College => ({
  ...COLLEGES[0],
  ...over,
});
const filter = (over: Partial<CollegeFilter>): CollegeFilter => ({ ...EMPTY_FILTER, ...over });

describe("sample colleges", () => {
  it("has at least 24 colleges with unique ids covering every country, category and field", () => {
    expect(COLLEGES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(COLLEGES.map((c) => c.slug)).size).toBe(COLLEGES.length);
    for (const country of COUNTRIES) expect(COLLEGES.some((c) => c.country === country)).toBe(true);
    for (const category of CATEGORIES) expect(COLLEGES.some((c) => c.category === category)).toBe(true);
    for (const field of FIELDS_OF_STUDY) {
      expect(filterColleges(COLLEGES, filter({ fieldOfStudy: field })).length, field).toBeGreaterThan(0);
    }
  });
});

describe("filterColleges", () => {
  it("an empty filter keeps every college", () => {
    expect(filterColleges(COLLEGES, EMPTY_FILTER)).toHaveLength(COLLEGES.length);
  });

  it("field of study matches when any program name contains the value, case-insensitively", () => {
    const c = college({ programs: ["Fine Arts", "MECHANICAL ENGINEERING"] });
    expect(matchesField(c, "engineering")).toBe(true);
    expect(matchesField(c, "arts")).toBe(true);
    expect(matchesField(c, "medicine")).toBe(false);
    // Substring, not whole word: "Data Science" matches "science".
    expect(matchesField(college({ programs: ["Data Science"] }), "science")).toBe(true);
  });

  it("slug values match program words (computer-science → Computer Science)", () => {
    expect(matchesField(college({ programs: ["Computer Science"] }), "computer-science")).toBe(true);
    expect(matchesField(college({ programs: ["Social Sciences"] }), "social-science")).toBe(true);
    expect(matchesField(college({ programs: ["Computer Engineering"] }), "computer-science")).toBe(false);
  });

  it("countries match any selected country", () => {
    const result = filterColleges(COLLEGES, filter({ countries: ["uk", "germany"] }));
    expect(result.length).toBe(COLLEGES.filter((c) => c.country === "uk" || c.country === "germany").length);
    expect(result.every((c) => c.country === "uk" || c.country === "germany")).toBe(true);
  });

  it("field and countries combine", () => {
    const result = filterColleges(COLLEGES, filter({ fieldOfStudy: "medicine", countries: ["canada"] }));
    expect(result.map((c) => c.name)).toEqual(["University of Toronto", "McGill University", "Dalhousie University"]);
  });

  it("study level, GPA, budget, IELTS, GRE and GMAT do not filter", () => {
    const loose = filter({ studyLevel: "phd", gpa: "1.0", budget: "10", ielts: "4", gre: "200", gmat: "300" });
    expect(filterColleges(COLLEGES, loose)).toHaveLength(COLLEGES.length);
  });
});

describe("query string round trip", () => {
  it("parses known values and ignores unknown ones", () => {
    const f = parseCollegeFilter(
      new URLSearchParams(
        "studyLevel=masters&fieldOfStudy=rocketry&countries=uk&countries=mars&countries=uk&gpa=%203.5%20&ielts=" +
          "9".repeat(40),
      ),
    );
    expect(f).toEqual(filter({ studyLevel: "masters", countries: ["uk"], gpa: "3.5", ielts: "9".repeat(10) }));
  });

  it("writes only non-empty values and reads them back", () => {
    const f = filter({ fieldOfStudy: "business", countries: ["usa", "canada"], gre: "320" });
    const params = filterToSearchParams(f, "tuition");
    expect(params.toString()).toBe("fieldOfStudy=business&countries=usa&countries=canada&gre=320&sort=tuition");
    expect(parseCollegeFilter(params)).toEqual(f);
    expect(parseSort(params)).toBe("tuition");
    expect(parseSort(new URLSearchParams("sort=bogus"))).toBe("relevance");
  });
});
