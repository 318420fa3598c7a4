import { describe, expect, it } from "vitest";
import type { PlacementDbRow } from "../colleges/types";
import { buildInstitutions, correctNirfNames } from "./directory";
import { chooseSubmission, headlineSalary, levelLabel, placementCompareCell, submissionLabel } from "./placements";
import { parsePlacements } from "./placements-table";
import { parseNirfTable } from "./tables";

const HEAD =
  "Institute ID,Category,Year,Programme level,Sanctioned intake,Intake year,Graduation year,Graduating,Placed,Median salary,Higher studies\n";

const row = (p: Partial<PlacementDbRow>): PlacementDbRow => ({
  nirf_id: "IR-E-U-0456",
  category: "Engineering",
  year: 2024,
  level: "UG [4 Years Program(s)]",
  intake: 877,
  intake_year: "2022-23",
  graduation_year: "2022-23",
  graduating: 639,
  placed: 496,
  median_salary: 1663440,
  higher_studies: 96,
  taken: "2026-11-28",
  ...p,
});

describe("the institutions' submissions to NIRF", () => {
  it("parses the table; a row it cannot read is reported with its line, never dropped silently", () => {
    const parsed = parsePlacements(
      HEAD +
        "IR-E-U-0456,Engineering,2024,UG [4 Years Program(s)],877,2022-23,2022-23,639,496,1663440,96\n" +
        "IR-D-N-15,Medical,2024,PG [2 Years Program(s)],,2022-23,2022-23,120,77,1200000,43\n" +
        "XX,Engineering,2024,UG [4 Years Program(s)],1,2022-23,2022-23,1,1,1,1\n" +
        "IR-E-U-0456,Cooking,2024,UG [4 Years Program(s)],1,2022-23,2022-23,1,1,1,1\n",
    );
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({ nirfId: "IR-E-U-0456", intake: 877, placed: 496, medianSalary: 1663440 });
    expect(parsed.rows[1]).toMatchObject({ category: "Medical", intake: null, medianSalary: 1200000 });
    expect(parsed.problems).toEqual([
      { line: 4, reason: 'not a NIRF institute id: "XX"' },
      { line: 5, reason: 'unknown category "Cooking"' },
    ]);
    expect(parsePlacements("Institute ID,Year\nIR-E-U-0456,2024\n").problems[0].reason).toMatch(/missing column/);
  });

  it("chooses the discipline's sheet of the latest edition, levels in published order", () => {
    const rows = [
      { nirfId: "IR-O-U-0456", category: "Overall", year: 2024, level: "UG [4 Years Program(s)]" },
      { nirfId: "IR-E-U-0456", category: "Engineering", year: 2024, level: "PG [2 Years Program(s)]" },
      { nirfId: "IR-E-U-0456", category: "Engineering", year: 2024, level: "UG [5 Years Program(s)]" },
      { nirfId: "IR-E-U-0456", category: "Engineering", year: 2024, level: "UG [4 Years Program(s)]" },
      { nirfId: "IR-E-U-0456", category: "Engineering", year: 2023, level: "UG [4 Years Program(s)]" },
    ];
    expect(chooseSubmission(rows).map((r) => `${r.nirfId} ${r.year} ${r.level}`)).toEqual([
      "IR-E-U-0456 2024 UG [4 Years Program(s)]",
      "IR-E-U-0456 2024 UG [5 Years Program(s)]",
      "IR-E-U-0456 2024 PG [2 Years Program(s)]",
    ]);
    expect(chooseSubmission([])).toEqual([]);
  });

  it("labels every figure as the institution's submission with its edition", () => {
    expect(levelLabel("UG [4 Years Program(s)]")).toBe("UG, 4-year programmes");
    expect(levelLabel("PG-Integrated [5 Years Program(s)]")).toBe("Integrated PG, 5-year programmes");
    expect(levelLabel("PG [1 Years Program(s)]")).toBe("PG, 1-year programme");
    expect(submissionLabel({ category: "Medical", year: 2024 })).toBe(
      "The institution's submission to NIRF for India Rankings 2024 (Medical)",
    );
    // The compare cell: the first level with placed graduates and a median salary.
    const noSalary = row({ level: "UG [5 Years Program(s)]", placed: 0, median_salary: 0 });
    const pg = row({ level: "PG [2 Years Program(s)]", median_salary: 1500000 });
    expect(headlineSalary([noSalary, pg])).toBe(pg);
    expect(placementCompareCell([noSalary, pg])).toBe(
      "₹15,00,000 (PG, 2-year programmes, graduated 2022-23; The institution's submission to NIRF for India Rankings 2024 (Engineering))",
    );
    expect(placementCompareCell([noSalary])).toBe("Not published yet");
    expect(placementCompareCell(undefined)).toBe("Not published yet");
  });
});

describe("an institution NIRF lists under two ids", () => {
  it("is one institution after the reviewed merge, its newer name not taken for a slip", () => {
    const rows = [
      ...parseNirfTable(
        "Institute ID,Name,City,State,Score,Rank\nIR-E-C-41593,College of Engineering Pune,Pune,Maharashtra,46.79,52\n",
        { category: "Engineering", year: 2021 },
      ).rows,
      ...parseNirfTable(
        "Institute ID,Name,City,State,Score,Rank\nIR-E-C-41593,College of Engineering Pune,Pune,Maharashtra,48.12,50\n",
        { category: "Engineering", year: 2020 },
      ).rows,
      ...parseNirfTable(
        "Institute ID,Name,City,State,Score,Rank\nIR-E-C-41593,COEP Technological University,Pune,Maharashtra,47.89,77\n",
        { category: "Engineering", year: 2024 },
      ).rows,
      ...parseNirfTable(
        "Institute ID,Name,City,State,Score,Rank\nIR-E-U-1257,COEP Technological University,Pune,Maharashtra,47.31,90\n",
        { category: "Engineering", year: 2025 },
      ).rows,
    ];
    const aliases = new Map([["U-1257", "C-41593"]]);
    expect(correctNirfNames(rows, aliases).corrections).toEqual([]);
    // Without the merge, the 2024 row's name looks like another institution's.
    expect(correctNirfNames(rows).corrections).toHaveLength(1);
    const { institutions } = buildInstitutions(rows, [], [], { nirfAliases: aliases });
    expect([...institutions.keys()]).toEqual(["C-41593"]);
    expect(institutions.get("C-41593")!.name).toBe("COEP Technological University");
    expect(institutions.get("C-41593")!.nirf.map((r) => r.year)).toEqual([2021, 2020, 2024, 2025]);
  });
});
