import { describe, expect, it } from "vitest";
import { CAROUSELS, NEWS_CHIPS } from "./home";
import { NEWSLETTER_CATEGORIES, NEWSLETTER_COURSES } from "./home-forms";
import { newsFor, STUDY_ABROAD } from "./home-lists";

describe("newsletter courses", () => {
  it("ten categories × five sub-courses as 'category - subcourse'", () => {
    expect(Object.keys(NEWSLETTER_CATEGORIES)).toEqual([
      "Engineering",
      "Medical",
      "Management",
      "Law",
      "Arts",
      "Science",
      "Commerce",
      "Pharmacy",
      "Education",
      "Design",
    ]);
    expect(NEWSLETTER_COURSES).toHaveLength(50);
    expect(new Set(NEWSLETTER_COURSES).size).toBe(50);
    expect(NEWSLETTER_COURSES).toContain("Law - LLB");
  });
});

describe("static content", () => {
  it("seven study-abroad countries with four guides each", () => {
    expect(STUDY_ABROAD.map((c) => c.name)).toEqual([
      "Germany",
      "Ireland",
      "Zealand",
      "USA",
      "UK",
      "Canada",
      "Australia",
    ]);
    expect(STUDY_ABROAD.every((c) => c.guides.length === 4 && c.colleges > 0 && c.cost)).toBe(true);
  });
  it("every news chip has enough items for its looping carousel", () => {
    for (const chip of NEWS_CHIPS) expect(newsFor(chip).length).toBeGreaterThan(CAROUSELS.news.breakpoints[1024]);
  });
  it("carousel constants are the fixed ones", () => {
    expect(CAROUSELS.topColleges.autoplayMs).toBe(3000);
    expect(CAROUSELS.topCollegesSecond.autoplayMs).toBe(3500);
    expect(CAROUSELS.studyPlaces.autoplayMs).toBe(2500);
    expect(CAROUSELS.topColleges.breakpoints).toEqual({ 320: 1, 640: 2, 1024: 3, 1280: 4 });
    expect(CAROUSELS.studyPlaces.breakpoints).toEqual({ 768: 2, 1024: 3, 1280: 4 });
  });
});
