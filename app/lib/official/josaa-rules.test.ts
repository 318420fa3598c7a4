import { describe, expect, it } from "vitest";
import type { JosaaTable } from "./directory";
import { harnessTables, normaliseStates, paper2Mismatches, recognisePrep, roundTypes } from "./josaa-rules";
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

describe("roundTypes and harnessTables", () => {
  const table = (year: number, round: number, types: Array<"IIT" | "NIT">): JosaaTable => ({
    year,
    round,
    rows: types.map((t) => row(10, 20, { instituteType: t })),
  });
  const all = [
    table(2022, 6, ["IIT", "NIT"]),
    table(2023, 6, ["IIT", "NIT"]),
    table(2024, 1, ["IIT", "NIT"]),
    table(2024, 5, ["NIT", "IIT"]),
    table(2025, 6, ["NIT"]),
  ];
  it("names the institute types a table holds, in JoSAA's order", () => {
    expect(roundTypes(all[3])).toBe("IIT,NIT");
    expect(roundTypes(all[4])).toBe("NIT");
  });
  it("keeps the last round of the latest years held for each type", () => {
    expect(harnessTables(all, 3).map((t) => `${t.year}/${t.round}`)).toEqual(["2022/6", "2023/6", "2024/5", "2025/6"]);
    expect(harnessTables(all, 2).map((t) => `${t.year}/${t.round}`)).toEqual(["2023/6", "2024/5", "2025/6"]);
  });
});
