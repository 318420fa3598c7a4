import { describe, expect, it } from "vitest";
import { abroadCost, cgpaToPercentage, emi, loanEmi } from "./calculators";

const q = (s: string) => new URLSearchParams(s);

describe("calculators", () => {
  it("CGPA to percentage on the CBSE and AICTE rules; out of range is an error", () => {
    expect(cgpaToPercentage(q("cgpa=8.2"))).toEqual({ ok: true, value: { percentage: 77.9, scale: "cbse" } });
    expect(cgpaToPercentage(q("cgpa=8.2&scale=aicte"))).toEqual({
      ok: true,
      value: { percentage: 74.5, scale: "aicte" },
    });
    expect(cgpaToPercentage(q("cgpa=11"))).toMatchObject({ ok: false });
    expect(cgpaToPercentage(q(""))).toBeNull();
  });
  it("EMI by the standard formula", () => {
    expect(Math.round(emi(1_000_000, 10, 120))).toBe(13215);
    expect(loanEmi(q("amount=1000000&rate=10&years=10"))).toEqual({
      ok: true,
      value: { emi: 13215, totalInterest: 585809, totalPayment: 1585809, months: 120 },
    });
    expect(loanEmi(q("amount=5&rate=50&years=1.5"))).toMatchObject({ ok: false });
  });
  it("cost abroad in the currency and in rupees", () => {
    expect(abroadCost(q("tuition=30000&living=15000&duration=2&currency=USD"))).toEqual({
      ok: true,
      value: { perYear: 45000, total: 90000, totalInr: Math.round(90000 * 93.33), currency: "USD", rate: 93.33 },
    });
  });
});
