import { describe, expect, it } from "vitest";
import { isKnownState, officialState, STATES } from "./states";

describe("officialState", () => {
  it.each([
    ["Pondicherry", "Puducherry"],
    ["Puducherry", "Puducherry"],
    ["Jammu & Kashmir", "Jammu and Kashmir"],
    ["Jammu and Kashmir", "Jammu and Kashmir"],
    ["Orissa", "Odisha"],
    ["Daman and Diu", "Dadra and Nagar Haveli and Daman and Diu"],
    ["  tamil nadu ", "Tamil Nadu"],
    ["New Delhi", "Delhi"],
  ])("%s → %s", (from, to) => {
    expect(officialState(from)).toBe(to);
  });
  it("every official name maps to itself; an unknown text is kept", () => {
    for (const s of STATES) expect(officialState(s)).toBe(s);
    expect(officialState("Ontario")).toBe("Ontario");
    expect(isKnownState("Ontario")).toBe(false);
    expect(isKnownState("Pondicherry")).toBe(true);
  });
});
