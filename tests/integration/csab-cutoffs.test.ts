/**
 * CSAB's special round on the shipped tables (the seed built from data/, JS off): NIT Warangal's cut-off page shows
 * its own "CSAB 2025 special round" section beside JoSAA's, with a figure as published, the round, the source and
 * the date the copy was taken; a college CSAB does not allot at shows no such section.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

describe("CSAB special rounds on a college's cut-off page", () => {
  it("NIT Warangal's page shows the CSAB 2025 special round with its ranks, round, source and date taken", async () => {
    const { status, text } = await w.html("/colleges/national-institute-of-technology-warangal/cutoffs");
    expect(status).toBe(200);
    const main = mainText(text);
    // The page names both counsellings it shows.
    expect(text).toMatch(/<h1[^>]*>National Institute of Technology Warangal: JoSAA and CSAB cut-offs<\/h1>/);
    expect(text).toContain("<title>National Institute of Technology Warangal: JoSAA and CSAB cut-offs");
    expect(text).toMatch(/<h2[^>]*>CSAB 2025 special round<\/h2>/);
    expect(main).toContain("CSAB (Central Seat Allocation Board) fills the NIT, IIIT and GFTI seats left vacant");
    // data/csab/csab-2025-special-final.csv: CSE, Home State, OPEN, Gender-Neutral: 4059 and 4059.
    expect(main).toMatch(
      /Computer Science and Engineering \(4 Years, Bachelor of Technology\)\s+Home State\s+OPEN\s+Gender-Neutral\s+4,059\s+4,059/,
    );
    expect(main).toContain(
      "Source: Central Seat Allocation Board (CSAB), 2025 special round 3 (the last); copy taken 2026-11-29",
    );
  });

  it("an IIT's page has no CSAB section (CSAB allots no IIT seats)", async () => {
    const { status, text } = await w.html("/colleges/indian-institute-of-technology-bombay/cutoffs");
    expect(status).toBe(200);
    expect(mainText(text)).not.toContain("CSAB 2025 special round");
  });
});
