import { describe, expect, it } from "vitest";
import { formatIndian } from "./animated-counter";

describe("formatIndian", () => {
  it("groups whole numbers as en-IN does (last three digits, then pairs)", () => {
    expect(formatIndian(1234567)).toBe("12,34,567");
    expect(formatIndian(100000)).toBe("1,00,000");
    expect(formatIndian(999)).toBe("999");
    expect(formatIndian(0)).toBe("0");
  });

  it("matches toLocaleString('en-IN') for every counter value, fractions and negatives included", () => {
    const values = [1, 12, 123, 1000, 1001, 10000, 99999, 100000, 1234567, 98765432, 123456789012, 2.5, -4500, 0.333];
    for (let n = 0; n < 2_000_000; n += 7919) values.push(n);
    for (const n of values) expect(formatIndian(n)).toBe(n.toLocaleString("en-IN"));
  });
});
