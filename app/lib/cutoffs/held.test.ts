import { describe, expect, it } from "vitest";
import { groupRounds, roundsFor, type HeldRound } from "./queries.server";

describe("the years held for a page's institutes", () => {
  const rounds: HeldRound[] = [
    { year: 2024, round: 1, types: ["IIT", "NIT", "IIIT", "GFTI"] },
    { year: 2024, round: 5, types: ["IIT", "NIT", "IIIT", "GFTI"] },
    { year: 2025, round: 6, types: ["NIT", "IIIT", "GFTI"] },
  ];
  it("an IIT page keeps to the years whose tables hold the IITs; an NIT page has the newest", () => {
    expect(groupRounds(roundsFor(rounds, ["IIT"]))).toEqual([{ year: 2024, rounds: [1, 5], final: 5 }]);
    expect(groupRounds(roundsFor(rounds, ["NIT", "IIIT", "GFTI"]))[0]).toEqual({ year: 2025, rounds: [6], final: 6 });
    expect(roundsFor(rounds)).toHaveLength(3);
  });
});
