import { describe, expect, it } from "vitest";
import {
  BAND_RULE,
  bandExplanation,
  bandFor,
  isNewProgramme,
  lowestClosingFor,
  NEW_PROGRAMME,
  reachLimit,
  safeLimit,
  withinReach,
  type YearClosing,
} from "./bands";

/** Closing ranks latest year first, as the predictor passes them. */
const trend = (...closings: Array<number | null>): YearClosing[] =>
  closings.map((closing, i) => ({ year: 2024 - i, closing }));

describe("bandFor: each edge on fixed rows", () => {
  // Latest 1 198 (2024), 1 240 (2023), 1 310 (2022): Safe up to 90 % of the smallest, 1 078.
  const rows = trend(1198, 1240, 1310);
  it.each([
    [1, "Safe"],
    [1078, "Safe"], // 100·1 078 ≤ 90·1 198
    [1079, "Moderate"], // inside the closing rank, not 10 % inside it
    [1198, "Moderate"], // a rank equal to the closing rank is never Safe
    [1199, "Ambitious"], // above the latest closing rank
    [1437, "Ambitious"], // 1 437 ≤ 1.2 × 1 198 = 1 437.6
    [1438, null], // beyond reach
  ])("rank %i → %s", (rank, band) => {
    expect(bandFor(rank, rows)).toBe(band);
  });
  it("Safe needs the margin in every year read", () => {
    const tightening = trend(1300, 1000, 1250);
    expect(bandFor(900, tightening)).toBe("Safe");
    expect(bandFor(901, tightening)).toBe("Moderate");
    expect(bandFor(1300, tightening)).toBe("Moderate");
    expect(bandFor(1301, tightening)).toBe("Ambitious");
  });
  it("years without a published figure are skipped; one year alone is never Safe", () => {
    expect(bandFor(900, trend(1200, null, 1000))).toBe("Safe");
    expect(bandFor(901, trend(1200, null, 1000))).toBe("Moderate");
    expect(bandFor(1000, trend(1200))).toBe("Moderate");
    expect(bandFor(1000, trend(1200, null, null))).toBe("Moderate");
  });
  it("no band without a latest closing rank; only three years are read", () => {
    expect(bandFor(10, trend(null, 1200, 1300))).toBeNull();
    expect(bandFor(1000, [])).toBeNull();
    expect(bandFor(900, trend(1200, 1100, 1050, 900))).toBe("Safe");
  });
  it("the limits are integer-exact and the SQL's lower bound matches the Ambitious margin", () => {
    expect(safeLimit(10_000)).toBe(9_000);
    expect(safeLimit(1_726)).toBe(1_553);
    expect(reachLimit(10_000)).toBe(12_000);
    for (const rank of [1, 5, 6, 7, 1100, 1438, 99_999]) {
      const lo = lowestClosingFor(rank);
      expect(withinReach(rank, lo)).toBe(true);
      expect(withinReach(rank, lo - 1)).toBe(false);
    }
  });
});

describe("a programme with one year of data", () => {
  // IIT Bombay IEOR: one final round held, closing 1 726.
  const ieor = trend(1726, null, null);
  it("is labelled and still compares the rank", () => {
    expect(isNewProgramme(ieor)).toBe(true);
    expect(isNewProgramme(trend(1726, 1800))).toBe(false);
    expect(bandFor(60, ieor)).toBe("Moderate");
    expect(bandExplanation(60, ieor, "Moderate")).toBe(
      `${NEW_PROGRAMME}; closing rank 2024: 1,726; your rank 60 is 1,666 inside it (96 % below) → Moderate`,
    );
    expect(bandExplanation(2000, ieor, "Ambitious")).toBe(
      `${NEW_PROGRAMME}; closing rank 2024: 1,726; your rank 2,000 is 274 outside it (16 % above) → Ambitious`,
    );
  });
});

describe("bandExplanation and the printed rule", () => {
  it("names the figures it used, oldest year first, and the Safe limit", () => {
    expect(bandExplanation(1000, trend(1198, 1240), "Safe")).toBe(
      "closing rank 2023: 1,240, 2024: 1,198; Safe up to 1,078; your rank 1,000 → Safe",
    );
  });
  it("states the numbers", () => {
    const text = BAND_RULE.map((b) => b.text).join(" ");
    expect(text).toContain("Safe up to rank 9,000");
    expect(text).toContain("a rank equal to the closing rank is never Safe");
    expect(text).toContain("ranks 10,001 to 12,000");
    expect(text).toContain(NEW_PROGRAMME);
  });
});
