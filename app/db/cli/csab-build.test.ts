import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCsab, csabFileMeta, parseCsabTable } from "./csab-build";
import { DATA } from "./official-tables";

const FILE = "csab-2025-special-final.csv";

describe("CSAB's special-round table (data/csab)", () => {
  const meta = csabFileMeta(FILE)!;
  const { rows, problems } = parseCsabTable(readFileSync(join(DATA, "csab", FILE), "utf8"), meta);

  it("reads every published row, its year and its round", () => {
    expect(meta).toEqual({ year: 2025, round: "Special round 3 (the last)" });
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(3335);
  });

  it("keeps the figures as published (CSE, OPEN, Gender-Neutral at four NITs)", () => {
    const find = (institute: string, quota: string) =>
      rows.find(
        (r) =>
          r.institute === institute &&
          r.program === "Computer Science and Engineering (4 Years, Bachelor of Technology)" &&
          r.quota === quota &&
          r.seatType === "OPEN" &&
          r.gender === "Gender-Neutral",
      );
    expect(find("National Institute of Technology, Warangal", "Home State")).toMatchObject({
      opening: 4059,
      closing: 4059,
    });
    expect(find("National Institute of Technology, Rourkela", "Other State")).toMatchObject({
      opening: 4245,
      closing: 4245,
    });
    expect(find("National Institute of Technology Puducherry", "Home State")).toMatchObject({
      opening: 67389,
      closing: 68783,
    });
    // The file writes "National Institute of Technology  Agartala" (two spaces): read as one name.
    expect(find("National Institute of Technology Agartala", "Other State")).toMatchObject({
      opening: 26346,
      closing: 26422,
    });
  });

  it("a row without a closing rank is reported, not loaded", () => {
    const text =
      "Institute Type,Institute,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank\nNIT,X,Y,All India,OPEN,Gender-Neutral,12,\n";
    const parsed = parseCsabTable(text, meta);
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ line: 2, reason: expect.stringContaining("closing rank") }]);
  });

  it("lists rows whose institute or programme JoSAA does not hold in the report, and keeps them", () => {
    const problems: string[] = [];
    const out = buildCsab(
      DATA,
      (institute, program) =>
        institute.startsWith("Delhi Technological")
          ? { college: null, programId: null }
          : { college: "1", programId: /DASA/.test(program) ? null : 7 },
      problems,
    );
    expect(problems).toEqual([]);
    expect(out.count).toBe(3335);
    const report = out.report.join("\n");
    expect(report).toContain("- Delhi Technological University, Delhi (2 rows)");
    expect(report).toMatch(
      /- National Institute of Technology, Warangal \/ Computer Science and Engineering for DASA-Non CIWG/,
    );
  });
});
