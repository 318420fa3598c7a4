import { describe, expect, it } from "vitest";
import { bandExplanation, bandFor, lowestClosingFor, withinReach, type YearClosing } from "./bands";

/** Closing ranks latest year first, as the predictor passes them. */
const trend = (...closings: Array<number | null>): YearClosing[] =>
  closings.map((closing, i) => ({ year: 2024 - i, closing }));

describe("bandFor: each edge on fixed rows", () => {
  // Latest 1 198 (2024), 1 240 (2023), 1 310 (2022).
  const rows = trend(1198, 1240, 1310);
  it.each([
    [1, "Safe"],
    [1198, "Safe"], // at the smallest closing rank of the three years: got it every year
    [1199, "Ambitious"], // above the latest closing rank
    [1437, "Ambitious"], // 1 437 ≤ 1.2 × 1 198 = 1 437.6
    [1438, null], // beyond reach
  ])("rank %i → %s", (rank, band) => {
    expect(bandFor(rank, rows)).toBe(band);
  });
  it("Moderate: at or below the latest, above an earlier year's closing rank", () => {
    const tightening = trend(1300, 1200, 1250);
    expect(bandFor(1200, tightening)).toBe("Safe");
    expect(bandFor(1201, tightening)).toBe("Moderate");
    expect(bandFor(1300, tightening)).toBe("Moderate");
    expect(bandFor(1301, tightening)).toBe("Ambitious");
  });
  it("years without a published figure are skipped; one year alone is never Safe", () => {
    expect(bandFor(1000, trend(1200, null, 1100))).toBe("Safe");
    expect(bandFor(1150, trend(1200, null, 1100))).toBe("Moderate");
    expect(bandFor(1000, trend(1200))).toBe("Moderate");
    expect(bandFor(1000, trend(1200, null, null))).toBe("Moderate");
  });
  it("no band without a latest closing rank; only three years are read", () => {
    expect(bandFor(10, trend(null, 1200, 1300))).toBeNull();
    expect(bandFor(1000, [])).toBeNull();
    expect(bandFor(1000, trend(1200, 1100, 1050, 900))).toBe("Safe");
  });
  it("the SQL's lower bound matches the Ambitious margin exactly", () => {
    for (const rank of [1, 5, 6, 7, 1100, 1438, 99_999]) {
      const lo = lowestClosingFor(rank);
      expect(withinReach(rank, lo)).toBe(true);
      expect(withinReach(rank, lo - 1)).toBe(false);
    }
  });
});

describe("bandExplanation", () => {
  it("names the figures it used, oldest year first", () => {
    expect(bandExplanation(1100, trend(1198, 1240), "Safe")).toBe(
      "closing rank 2023: 1,240, 2024: 1,198; your rank 1,100 → Safe",
    );
    expect(bandExplanation(5000, trend(1198), null)).toBe("closing rank 2024: 1,198; your rank 5,000 → out of reach");
  });
});
