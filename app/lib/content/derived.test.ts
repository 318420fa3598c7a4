import { describe, expect, it } from "vitest";
import { derivedFrom } from "./derived";

describe("derivedFrom", () => {
  it("derives once per object, again for a new one", () => {
    let runs = 0;
    const count = derivedFrom((list: readonly string[]) => {
      runs++;
      return list.length;
    });
    const cached = ["a", "b"];
    expect(count(cached)).toBe(2);
    expect(count(cached)).toBe(2);
    expect(runs).toBe(1);
    expect(count(["a", "b", "c"])).toBe(3);
    expect(runs).toBe(2);
  });
});
