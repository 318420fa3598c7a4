import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const formula of [
      '=HYPERLINK("http://evil")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "  =1+1",
      "\u00a0=1",
      "＝1+1",
    ])
      expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    expect(csvCell("Asha = Priya")).toBe('"Asha = Priya"');
    expect(csvCell("a@b.in")).toBe('"a@b.in"');
  });
});
