/**
 * The /calculators page's sums (pure; the page runs them in its loader from GET parameters, so they
 * work without JavaScript): CGPA → percentage, education-loan EMI and the cost of studying abroad.
 */
import { INR_RATES } from "../format/rupees";

export type Calc<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> } | null;

function num(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === "") return null;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

export const CGPA_SCALES = [
  { value: "cbse", label: "CBSE (CGPA × 9.5)" },
  { value: "aicte", label: "AICTE, for engineering degrees ((CGPA − 0.75) × 10)" },
] as const;

/** Percentage from a 10-point CGPA. */
export function cgpaToPercentage(params: URLSearchParams): Calc<{ percentage: number; scale: string }> {
  if (!params.has("cgpa")) return null;
  const cgpa = num(params.get("cgpa"), 0, 10);
  const scale = params.get("scale") === "aicte" ? "aicte" : "cbse";
  if (cgpa === null) return { ok: false, errors: { cgpa: "Enter a CGPA between 0 and 10." } };
  const raw = scale === "aicte" ? (cgpa - 0.75) * 10 : cgpa * 9.5;
  return { ok: true, value: { percentage: Math.max(0, Math.round(raw * 100) / 100), scale } };
}

/** Monthly instalment of a loan: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the months. */
export function emi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const f = (1 + r) ** months;
  return (principal * r * f) / (f - 1);
}

export function loanEmi(
  params: URLSearchParams,
): Calc<{ emi: number; totalInterest: number; totalPayment: number; months: number }> {
  if (!params.has("amount")) return null;
  const amount = num(params.get("amount"), 1000, 100_000_000);
  const rate = num(params.get("rate"), 0, 30);
  const years = num(params.get("years"), 1, 30);
  const errors: Record<string, string> = {};
  if (amount === null) errors.amount = "Enter a loan amount between ₹1,000 and ₹10 crore.";
  if (rate === null) errors.rate = "Enter an interest rate between 0 and 30%.";
  if (years === null || !Number.isInteger(years)) errors.years = "Enter a whole number of years from 1 to 30.";
  if (Object.keys(errors).length || amount === null || rate === null || years === null) return { ok: false, errors };
  const months = years * 12;
  const monthly = emi(amount, rate, months);
  const totalPayment = monthly * months;
  return {
    ok: true,
    value: {
      emi: Math.round(monthly),
      totalInterest: Math.round(totalPayment - amount),
      totalPayment: Math.round(totalPayment),
      months,
    },
  };
}

export const ABROAD_CURRENCIES = INR_RATES.map((c) => c.code);

export function abroadCost(
  params: URLSearchParams,
): Calc<{ perYear: number; total: number; totalInr: number; currency: string; rate: number }> {
  if (!params.has("tuition")) return null;
  const tuition = num(params.get("tuition"), 0, 100_000_000);
  const living = num(params.get("living") || "0", 0, 100_000_000);
  const years = num(params.get("duration"), 1, 7);
  const currency = INR_RATES.find((c) => c.code === params.get("currency")) ?? INR_RATES.find((c) => c.code === "USD")!;
  const errors: Record<string, string> = {};
  if (tuition === null) errors.tuition = "Enter the yearly tuition as a number.";
  if (living === null) errors.living = "Enter the yearly living cost as a number.";
  if (years === null || !Number.isInteger(years)) errors.duration = "Enter a whole number of years from 1 to 7.";
  if (Object.keys(errors).length || tuition === null || living === null || years === null) return { ok: false, errors };
  const perYear = tuition + living;
  return {
    ok: true,
    value: {
      perYear,
      total: perYear * years,
      totalInr: Math.round(perYear * years * currency.rate),
      currency: currency.code,
      rate: currency.rate,
    },
  };
}
