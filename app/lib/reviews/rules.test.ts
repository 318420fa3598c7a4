import { describe, expect, it } from "vitest";
import {
  applyReview,
  averages,
  collegeRating,
  displayName,
  emptyStats,
  isNearDuplicate,
  isRewardDetails,
  MIN_REVIEW_TEXT,
  parseStats,
  similarity,
  textLines,
  type Ratings,
} from "./rules";
import { makeReviewSchema } from "./schema";

const r = (overall: number, other = overall): Ratings => ({
  academics: other,
  faculty: other,
  infrastructure: other,
  placements: other,
  campus: other,
  overall,
});

describe("aggregate math", () => {
  it("publishing adds to the count, sums and 1–5 distribution", () => {
    let s = applyReview(emptyStats(), r(5, 4), 1, { rating: 4.1, count: 120 });
    s = applyReview(s, r(3, 2), 1);
    expect(s.n).toBe(2);
    expect(s.sums.overall).toBe(8);
    expect(s.sums.academics).toBe(6);
    expect(s.dist).toEqual([0, 0, 1, 0, 1]);
    expect(averages(s)).toEqual({ academics: 3, faculty: 3, infrastructure: 3, placements: 3, campus: 3, overall: 4 });
    expect(collegeRating(s)).toEqual({ rating: 4, count: 2 });
  });

  it("withdrawing removes exactly what publishing added and restores the directory's own rating", () => {
    const base = { rating: 4.1, count: 120 };
    const one = applyReview(emptyStats(), r(4), 1, base);
    const two = applyReview(one, r(2, 5), 1);
    const back = applyReview(two, r(2, 5), -1);
    expect(back).toEqual(one);
    const none = applyReview(back, r(4), -1);
    expect(none.n).toBe(0);
    expect(none.dist).toEqual([0, 0, 0, 0, 0]);
    expect(collegeRating(none)).toEqual(base);
    expect(averages(none)).toBeUndefined();
  });

  it("never goes below zero", () => {
    const s = applyReview(emptyStats(), r(5), -1);
    expect(s.n).toBe(0);
    expect(s.sums.overall).toBe(0);
    expect(collegeRating(s)).toEqual({ rating: 0, count: 0 });
  });

  it("rounds averages to one decimal", () => {
    let s = emptyStats();
    for (const v of [5, 4, 4]) s = applyReview(s, r(v), 1);
    expect(collegeRating(s).rating).toBe(4.3);
  });

  it("parses stored stats and survives garbage", () => {
    const s = applyReview(emptyStats(), r(5), 1, { rating: 3, count: 9 });
    expect(parseStats(JSON.stringify(s))).toEqual(s);
    expect(parseStats("{not json")).toEqual(emptyStats());
    expect(parseStats("")).toEqual(emptyStats());
  });
});

describe("display name", () => {
  it("is first name + initial", () => {
    expect(displayName("Asha Verma")).toBe("Asha V.");
    expect(displayName("  rahul  kumar singh ")).toBe("Rahul S.");
    expect(displayName("Priya")).toBe("Priya");
    expect(displayName("   ")).toBe("Student");
  });
});

describe("near-duplicate check", () => {
  const text =
    "The faculty were very supportive and the labs were open late. Placements were strong for computer science, " +
    "with many companies visiting the campus every year.";
  it("flags the same text with small edits", () => {
    const edited = text.replace("very supportive", "really supportive");
    expect(similarity(text, edited)).toBeGreaterThan(0.6);
    expect(isNearDuplicate({ liked: edited, better: "Hostel food." }, [{ liked: text, better: "Hostel food." }])).toBe(
      true,
    );
  });
  it("lets different experiences through", () => {
    const other =
      "Hostel rooms are small and the mess food is average. The library closes early during exams and the wifi " +
      "often drops in the evening, which makes project work hard.";
    expect(isNearDuplicate({ liked: other, better: other }, [{ liked: text, better: text }])).toBe(false);
    expect(isNearDuplicate({ liked: text, better: text }, [])).toBe(false);
  });
});

describe("review schema", () => {
  const long = "x".repeat(MIN_REVIEW_TEXT);
  const valid = {
    college: "iit-bombay",
    course: "B.Tech CSE",
    gradYear: "2024",
    academics: "5",
    faculty: "4",
    infrastructure: "3",
    placements: "5",
    campus: "4",
    overall: "4",
    title: "Great place",
    liked: long,
    better: long,
    consent: "on",
  };
  const schema = makeReviewSchema(new Date("2026-01-01"));
  it("accepts a complete review", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });
  it("requires 150 characters of each text", () => {
    const res = schema.safeParse({ ...valid, liked: "x".repeat(MIN_REVIEW_TEXT - 1) });
    expect(res.success).toBe(false);
    expect(JSON.stringify(res.error?.issues)).toContain("at least 150 characters");
  });
  it("requires every rating in 1..5", () => {
    expect(schema.safeParse({ ...valid, faculty: "6" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, faculty: "0" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, overall: undefined }).success).toBe(false);
  });
  it("requires consent and a plausible year", () => {
    expect(schema.safeParse({ ...valid, consent: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...valid, gradYear: "1900" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, gradYear: "2034" }).success).toBe(false);
  });
  it("takes a UPI id or a mobile number as reward details", () => {
    expect(isRewardDetails("asha.v@okaxis")).toBe(true);
    expect(isRewardDetails("9876543210")).toBe(true);
    expect(isRewardDetails("+91 98765 43210")).toBe(true);
    expect(isRewardDetails("12345")).toBe(false);
    expect(isRewardDetails("<script>")).toBe(false);
    expect(schema.safeParse({ ...valid, reward: "nope" }).success).toBe(false);
  });
  it("keeps line breaks as lines", () => {
    expect(textLines("a\r\nb\n\nc")).toEqual(["a", "b", "", "c"]);
  });
});
