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

/** "CA$61,720" → 3 764 920 (rupees a year); "€0" (no tuition) → 0; unknown → null. */
export function tuitionInInr(text: string): number | null {
  const t = text.trim();
  const currency = INR_RATES.find((c) => t.startsWith(c.prefix));
  if (!currency) return null;
  const amount = Number(
    t
      .slice(currency.prefix.length)
      .replace(/[,\s]/g, "")
      .replace(/[^\d.].*$/, ""),
  );
  return Number.isFinite(amount) && amount >= 0 && /\d/.test(t) ? Math.round(amount * currency.rate) : null;
}
