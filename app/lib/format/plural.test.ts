import { describe, expect, it } from "vitest";
import { countOf, formatNumber } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one, the plural otherwise", () => {
    expect(countOf(1, "College")).toBe("1 College");
    expect(countOf(0, "College")).toBe("0 Colleges");
    expect(countOf(2, "post", "posts")).toBe("2 posts");
    expect(countOf(12500, "review")).toBe("12,500 reviews");
    expect(countOf(1, "match", "matches")).toBe("1 match");
  });
});

describe("formatNumber", () => {
  it("groups whole numbers as en-IN does (last three digits, then pairs)", () => {
    expect(formatNumber(1234567)).toBe("12,34,567");
    expect(formatNumber(100000)).toBe("1,00,000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1234567, "en-US")).toBe("1,234,567");
  });

  it("matches toLocaleString for en-IN and en-US, fractions and negatives included", () => {
    const values = [
      1, 12, 123, 1000, 1001, 10000, 99999, 100000, 1234567, 98765432, 123456789012, 2.5, -4500, -123456789, 0.333, -0,
    ];
    for (let n = 0; n < 2_000_000; n += 7919) values.push(n, -n);
    for (const locale of ["en-IN", "en-US"]) {
      for (const n of values) expect(formatNumber(n, locale), `${n} ${locale}`).toBe(n.toLocaleString(locale));
    }
  });

  it("builds no Intl formatter for whole numbers", () => {
    const calls: unknown[] = [];
    const original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(original, { construct: (t, args) => (calls.push(args), Reflect.construct(t, args)) });
    try {
      formatNumber(1234567);
      formatNumber(987654321, "en-US");
      countOf(12500, "review");
    } finally {
      Intl.NumberFormat = original;
    }
    expect(calls).toEqual([]);
  });
});
