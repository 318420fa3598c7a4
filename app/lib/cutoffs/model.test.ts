import { describe, expect, it } from "vitest";
import { categoryRankLabel, examPaper, isPaper2Branch, isPaper2Degree, seatArms } from "./model";

describe("seatArms: every seat a candidate can win and the rank each is matched on", () => {
  it("OPEN: OPEN seats on the CRL rank only", () => {
    expect(seatArms({ rank: 900, category: "OPEN", pwd: false })).toEqual([
      { seat: "OPEN", rank: 900, basis: "CRL rank" },
    ]);
  });
  it("a reserved category: OPEN on the CRL rank, the category's seats on the category rank", () => {
    expect(seatArms({ rank: 50_000, category: "OBC-NCL", pwd: false, categoryRank: 12_000 })).toEqual([
      { seat: "OPEN", rank: 50_000, basis: "CRL rank" },
      { seat: "OBC-NCL", rank: 12_000, basis: "OBC-NCL rank" },
    ]);
  });
  it("PwD: the category's PwD seats on the PwD rank", () => {
    expect(seatArms({ rank: 80_000, category: "SC", pwd: true, categoryRank: 300 })[1]).toEqual({
      seat: "SC (PwD)",
      rank: 300,
      basis: "SC-PwD rank",
    });
    expect(categoryRankLabel("OPEN", true)).toBe("CRL-PwD rank");
  });
});

describe("Paper 2", () => {
  it("is its own exam entry; Paper 1 leaves its programmes out; JEE Advanced keeps the IITs' B.Arch", () => {
    expect(examPaper("jee-main")).toBe(1);
    expect(examPaper("jee-main-paper2")).toBe(2);
    expect(examPaper("jee-advanced")).toBeNull();
    expect(isPaper2Degree("B.Arch")).toBe(true);
    expect(isPaper2Degree("B.Tech")).toBe(false);
    expect(isPaper2Branch("Architecture, Town and Regional Planning")).toBe(true);
    expect(isPaper2Branch("Computer Science and Engineering")).toBe(false);
  });
});
