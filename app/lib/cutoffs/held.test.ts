import { describe, expect, it } from "vitest";
import { roundsRead } from "./editions";
import { groupRounds, heldFor, roundsFor, type HeldRound } from "./queries.server";

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
  it("a year whose final round is held for other institutes only is marked partial, and named by its round", () => {
    const with2025 = [...rounds, { year: 2025, round: 5, types: ["IIT"] }];
    const iit = heldFor(with2025, ["IIT"]);
    expect(iit[0]).toEqual({ year: 2025, rounds: [5], final: 5, partial: true });
    expect(iit[1]).toEqual({ year: 2024, rounds: [1, 5], final: 5 });
    expect(heldFor(with2025, ["NIT"])[0]).toEqual({ year: 2025, rounds: [6], final: 6 });
    expect(heldFor(with2025)[0]).toEqual({ year: 2025, rounds: [5, 6], final: 6 });
    expect(roundsRead(iit)).toBe("round 5 of 2025 (the latest held for these institutes) and the final round of 2024");
    expect(roundsRead(heldFor(with2025, ["NIT"]))).toBe("the final round of 2025, 2024");
  });
});
