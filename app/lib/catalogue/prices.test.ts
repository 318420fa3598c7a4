import { describe, expect, it } from "vitest";
import { INR_PER_UNIT } from "~/content/fx-rates";
import { priceInRupees } from "./prices";

describe("service prices in rupees", () => {
  it("converts the amount and keeps the words around it", () => {
    const perPound = INR_PER_UNIT.GBP;
    expect(priceInRupees("From £150/month")).toBe(`From ₹${Math.round(150 * perPound).toLocaleString("en-IN")}/month`);
    expect(priceInRupees("$1,200")).toBe(`₹${Math.round(1200 * INR_PER_UNIT.USD).toLocaleString("en-IN")}`);
  });
  it("has no rupee figure for a price without an amount", () => {
    expect(priceInRupees("Free")).toBeNull();
  });
});
