import { describe, expect, it } from "vitest";
import { EXPERTS, filterExperts, findExpert, readExpertFilters, type ExpertFilters } from "./experts";

const none: ExpertFilters = { course: "", university: "", country: "", experience: "" };
const names = (list: { name: string }[]) => list.map((e) => e.name);

describe("sample experts", () => {
  it("has at least 6 experts, all Offline, with the fixed rates", () => {
    expect(EXPERTS.length).toBeGreaterThanOrEqual(6);
    expect(EXPERTS.every((e) => e.status === "Offline")).toBe(true);
    const rates = EXPERTS.map((e) => e.rate);
    for (const r of [7, 30, 15, 11, 13]) expect(rates).toContain(`₹${r}/min`);
  });

  it("maps type to experience ('1' current student, '2' alumni) and uses local images", () => {
    for (const e of EXPERTS) {
      expect(e.experience).toBe(e.type === "Current Student" ? "1" : "2");
      expect(e.image).toMatch(/^\/images\/experts\/[a-z-]+\.svg$/);
    }
  });

  it("finds experts by numeric id only", () => {
    expect(findExpert("2")?.name).toBe("Rohan Mehta");
    for (const bad of [undefined, "", "999", "abc", "2x", "-1", "1.0"]) expect(findExpert(bad)).toBeUndefined();
  });
});

describe("expert filters", () => {
  it("no filter shows everyone", () => {
    expect(filterExperts(EXPERTS, none)).toHaveLength(EXPERTS.length);
  });

  it("every selected filter must match exactly", () => {
    expect(names(filterExperts(EXPERTS, { ...none, course: "engineering" }))).toEqual(["Ananya Iyer", "Arjun Singh"]);
    expect(names(filterExperts(EXPERTS, { ...none, course: "engineering", experience: "2" }))).toEqual(["Arjun Singh"]);
    expect(names(filterExperts(EXPERTS, { ...none, university: "imperial", course: "business" }))).toEqual([
      "Kabir Das",
    ]);
    expect(filterExperts(EXPERTS, { ...none, university: "imperial", course: "arts" })).toEqual([]);
    // Exact, not partial or case-insensitive.
    expect(filterExperts(EXPERTS, { ...none, course: "engineer" })).toEqual([]);
    expect(filterExperts(EXPERTS, { ...none, course: "Engineering" })).toEqual([]);
    expect(filterExperts(EXPERTS, { ...none, country: "usa" })).toEqual([]);
    expect(filterExperts(EXPERTS, { ...none, country: "uk" })).toHaveLength(EXPERTS.length);
  });

  it("experience 1 and 2 split students and alumni; 3 and 4 match nobody", () => {
    expect(filterExperts(EXPERTS, { ...none, experience: "1" }).every((e) => e.type === "Current Student")).toBe(true);
    expect(filterExperts(EXPERTS, { ...none, experience: "2" }).every((e) => e.type === "Alumni")).toBe(true);
    expect(filterExperts(EXPERTS, { ...none, experience: "3" })).toEqual([]);
    expect(filterExperts(EXPERTS, { ...none, experience: "4" })).toEqual([]);
  });

  it("reads filters from the query string, missing = any", () => {
    expect(readExpertFilters(new URLSearchParams("course=arts&university=&experience=2"))).toEqual({
      course: "arts",
      university: "",
      country: "",
      experience: "2",
    });
  });
});
