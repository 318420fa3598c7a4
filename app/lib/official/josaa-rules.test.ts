import { describe, expect, it } from "vitest";
import type { JosaaTable } from "./directory";
import { normaliseStates, paper2Mismatches, recognisePrep } from "./josaa-rules";
import type { JosaaRow } from "./tables";

const row = (opening: number | null, closing: number | null, prep: Partial<JosaaRow> = {}): JosaaRow => ({
  institute: "National Institute of Technology Puducherry",
  instituteType: "NIT",
  program: "Computer Science and Engineering (4 Years, Bachelor of Technology)",
  quota: "HS",
  seatType: "SC (PwD)",
  gender: "Gender-Neutral",
  opening,
  closing,
  openingPrep: false,
  closingPrep: false,
  ...prep,
});

describe("recognisePrep", () => {
  it("flags a closing rank below the opening rank as a preparatory-course rank and lists it", () => {
    const table: JosaaTable = {
      year: 2024,
      round: 5,
      rows: [row(1200, 56), row(100, 100), row(100, 900), row(1200, 56, { closingPrep: true }), row(null, 5)],
    };
    const found = recognisePrep([table]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("opening 1200, closing 56 → closing 56P");
    expect(table.rows.map((r) => r.closingPrep)).toEqual([true, false, false, true, false]);
  });
});

describe("paper2Mismatches", () => {
  it("agrees when B.Arch and B.Plan carry Paper 2's branch names; reports a disagreement", () => {
    const p = (branch: string, degree: string) => ({ institute: "NIT Calicut", program: branch, branch, degree });
    expect(
      paper2Mismatches([
        p("Architecture", "B.Arch"),
        p("Planning", "B.Plan"),
        p("Computer Science and Engineering", "B.Tech"),
      ]),
    ).toEqual([]);
    expect(paper2Mismatches([p("Architecture", "B.Tech"), p("Urban Design", "B.Arch")])).toHaveLength(2);
  });
});

describe("normaliseStates", () => {
  it("stores the official names and lists each change once", () => {
    const items = [{ state: "Pondicherry" }, { state: "Pondicherry" }, { state: "Jammu & Kashmir" }, { state: "Goa" }];
    expect(normaliseStates(items)).toEqual(["Jammu & Kashmir → Jammu and Kashmir", "Pondicherry → Puducherry"]);
    expect(items.map((i) => i.state)).toEqual(["Puducherry", "Puducherry", "Jammu and Kashmir", "Goa"]);
  });
});
