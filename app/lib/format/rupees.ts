/**
 * Amounts abroad in rupees: tuition and prices converted at the dated reference rates of app/content/fx-rates.ts (the
 * European Central Bank's euro reference rates of one published day), with the day and rates as the page states them.
 */
import { FX_REFERENCE, INR_PER_UNIT } from "~/content/fx-rates";

/** Rupee rates for tuition in each currency: the ECB's euro reference rates of one published day (FX_REFERENCE). */
export const INR_RATES: ReadonlyArray<{ prefix: string; code: string; rate: number }> = [
  { prefix: "CA$", code: "CAD", rate: INR_PER_UNIT.CAD },
  { prefix: "A$", code: "AUD", rate: INR_PER_UNIT.AUD },
  { prefix: "$", code: "USD", rate: INR_PER_UNIT.USD },
  { prefix: "£", code: "GBP", rate: INR_PER_UNIT.GBP },
  { prefix: "€", code: "EUR", rate: INR_PER_UNIT.EUR },
  { prefix: "₹", code: "INR", rate: 1 },
];

/** "13 April 2026": the reference rates' day as the page states it. */
const MONTHS = "January February March April May June July August September October November December".split(" ");
const [fxYear, fxMonth, fxDay] = FX_REFERENCE.date.split("-");
export const FX_DATE_TEXT = `${Number(fxDay)} ${MONTHS[Number(fxMonth) - 1]} ${fxYear}`;

/** Where the rupee figures come from, as the page states it. */
export const INR_RATE_NOTE = `Rupees at the European Central Bank's euro reference rates of ${FX_DATE_TEXT} (${(
  ["USD", "GBP", "EUR", "CAD", "AUD"] as const
)
  .map((code) => `1 ${code} = ₹${INR_PER_UNIT[code]}`)
  .join(", ")}).`;

/**
 * A published fee in rupees a year: `low` (and `high` for a range), `from` when the university gives only a lowest
 * figure, and `perSemester` when the fee is stated per semester (two semesters a year are counted).
 * "CA$61,720" → { low }; "€4,000–€6,000 a semester" → { low: 8,000 euros in rupees, high: 12,000 euros in rupees,
 * perSemester }; "from A$45,000" → { low, from }; "€0" (no tuition) → { low: 0 }; unknown → null.
 */
export interface TuitionInInr {
  low: number;
  high: number | null;
  from: boolean;
  perSemester: boolean;
}

export function tuitionInInrRange(text: string): TuitionInInr | null {
  const t = text.trim();
  const from = t.startsWith("from ");
  const body = from ? t.slice(5) : t;
  const perSemester = / a semester\b/.test(body);
  const amounts = body
    .replace(/ .*$/, "")
    .split("–")
    .map((part) => {
      const currency = INR_RATES.find((c) => part.startsWith(c.prefix));
      if (!currency) return null;
      const amount = Number(
        part
          .slice(currency.prefix.length)
          .replace(/,/g, "")
          .replace(/[^\d.].*$/, ""),
      );
      return /\d/.test(part) && Number.isFinite(amount) && amount >= 0
        ? Math.round(amount * currency.rate * (perSemester ? 2 : 1))
        : null;
    });
  if (!amounts.length || amounts.some((a) => a === null) || amounts.length > 2) return null;
  return { low: amounts[0]!, high: amounts[1] ?? null, from, perSemester };
}

/** A fee's rupees a year at its lowest published figure (what the finder sorts by); unknown → null. */
export function tuitionInInr(text: string): number | null {
  return tuitionInInrRange(text)?.low ?? null;
}
