import { describe, expect, it } from "vitest";
import { checkRequirement } from "./requirements";

const row = (kind: string, value: string) => ({
  domain: "utoronto.ca",
  level: "masters",
  kind,
  value,
  scope: "",
  source_url: "https://gradstudies.engineering.utoronto.ca/admissions/money-matters",
  read_on: "2026-11-28",
});

describe("requirement rows", () => {
  it("takes a fee with its currency, and its academic year in brackets where the page gives one", () => {
    for (const value of ["CA$73,760 (2025-26)", "£31,450 (2026-27)", "A$26,000 (2016)", "€3,000", "$57,986"])
      expect(checkRequirement(row("tuition", value))).toMatchObject({ kind: "tuition", value });
  });

  it("refuses a fee without a currency or with words after it", () => {
    for (const value of ["73,760", "CA$73,760 per year", "CA$73,760 (next year)", "£", "from €1–€2", "€4,000-€6,000"])
      expect(checkRequirement(row("tuition", value))).toMatch(/is not an amount with its currency/);
  });

  it("takes a published range, a lowest ('from') figure and a fee per semester as the page states them", () => {
    for (const value of ["A$45,000–A$52,000 (2026)", "from A$45,000", "€4,000–€6,000 a semester", "€1,500 a semester"])
      expect(checkRequirement(row("tuition", value))).toMatchObject({ kind: "tuition", value });
  });

  it("refuses a range in two currencies or from a higher to a lower amount", () => {
    for (const value of ["€4,000–A$6,000", "€6,000–€4,000", "€4,000–€4,000"])
      expect(checkRequirement(row("tuition", value))).toMatch(/is not a range from a lower to a higher amount/);
  });

  it("takes a programme's name as published", () => {
    expect(checkRequirement(row("programme", "Master of Engineering (MEng)"))).toMatchObject({
      kind: "programme",
      value: "Master of Engineering (MEng)",
    });
  });
});
