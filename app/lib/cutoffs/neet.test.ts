import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MCC_CATEGORY, neetBand, neetExplanation, pageArms } from "./neet";
import { PredictorSchema } from "./schema";

describe("NEET-UG bands: the JEE rule on MCC's closing All India Ranks", () => {
  it("one year held: at or inside the closing rank is Moderate, never Safe", () => {
    const one = [{ year: 2026, closing: 1_314 }];
    expect(neetBand(1_000, one)).toBe("Moderate");
    expect(neetBand(1_314, one)).toBe("Moderate");
  });

  it("up to 20 % outside the closing rank is Ambitious; further is out of reach", () => {
    const one = [{ year: 2026, closing: 10_000 }];
    expect(neetBand(12_000, one)).toBe("Ambitious");
    expect(neetBand(12_001, one)).toBeNull();
  });

  it("two years held, 10 % inside both: Safe; a rank equal to a closing rank is not", () => {
    const two = [
      { year: 2026, closing: 10_000 },
      { year: 2025, closing: 9_000 },
    ];
    expect(neetBand(8_100, two)).toBe("Safe");
    expect(neetBand(9_000, two)).toBe("Moderate");
  });

  it("explains the band with the figures, the round and why it is not Safe", () => {
    expect(neetExplanation(1_000, [{ year: 2026, closing: 1_314 }], 1, "Moderate")).toBe(
      "closing rank 2026 (round 1): 1,314; your rank 1,000 is 314 inside it (23 % below) → Moderate; Safe needs closing ranks for 2 years",
    );
    expect(neetExplanation(60, [{ year: 2026, closing: 52 }], 1, "Ambitious")).toBe(
      "closing rank 2026 (round 1): 52; your rank 60 is 8 outside it (16 % above) → Ambitious; Safe needs closing ranks for 2 years",
    );
  });

  it("reads OBC-NCL as MCC's OBC", () => {
    expect(MCC_CATEGORY["OBC-NCL"]).toBe("OBC");
  });
});

describe("the predictor's form for NEET-UG", () => {
  const parse = (q: string) => parseWithZod(new URLSearchParams(q), { schema: PredictorSchema });
  it("asks no home state (All India Quota only)", () => {
    expect(parse("exam=neet-ug&rank=5000&category=OPEN&gender=female").status).toBe("success");
  });
  it("refuses a JoSAA institute type", () => {
    const s = parse("exam=neet-ug&rank=5000&category=OPEN&gender=female&type=NIT");
    expect(s.status).toBe("error");
  });
  it("still asks a JEE Main candidate's home state", () => {
    expect(parse("exam=jee-main&rank=5000&category=OPEN&gender=female").status).toBe("error");
  });
});

describe("NEET-UG answer pages: OPEN seats and the category's seats merged", () => {
  const row = (closing: number, collegeId: number, arm: number) => ({ closing, collegeId, arm });
  it("orders both arms by closing rank, then college, OPEN before the category at one college", () => {
    const open = [row(100, 2, 0), row(300, 1, 0)];
    const own = [row(100, 2, 1), row(200, 5, 1)];
    const { page, next } = pageArms([open, own], 10);
    expect(page).toEqual([row(100, 2, 0), row(100, 2, 1), row(200, 5, 1), row(300, 1, 0)]);
    expect(next).toBeNull();
  });
  it("gives the next page's cursor at the last row shown, with its arm", () => {
    const { page, next } = pageArms([[row(100, 2, 0), row(150, 3, 0)], [row(100, 2, 1)]], 2);
    expect(page).toHaveLength(2);
    expect(next).toEqual({ closing: 100, program: 2, arm: 1 });
  });
});
