/**
 * Service prices in rupees: the first amount in a listed price ("From £150/month") converted at the dated reference
 * rates the study-abroad figures use, the words around it kept ("From ₹18,789/month"). The original price is always
 * shown beside it; a price with no amount ("Free") has no rupee figure.
 */
import { FX_DATE_TEXT, INR_RATES } from "../format/rupees";

const AMOUNT = /(CA\$|A\$|\$|£|€)\s?(\d[\d,]*(?:\.\d+)?)/;

export function priceInRupees(price: string): string | null {
  const match = AMOUNT.exec(price);
  if (!match) return null;
  const currency = INR_RATES.find((c) => c.prefix === match[1]);
  const amount = Number(match[2]!.replace(/,/g, ""));
  if (!currency || !Number.isFinite(amount)) return null;
  const rupees = Math.round(amount * currency.rate).toLocaleString("en-IN");
  return price.replace(match[0], `₹${rupees}`);
}

/** The note beside a converted price. */
export const RUPEE_PRICE_NOTE = `Rupees at the European Central Bank's reference rate of ${FX_DATE_TEXT}; the price is set in the currency beside it.`;
