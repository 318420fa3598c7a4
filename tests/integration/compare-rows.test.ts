/**
 * /compare's rows, JS off, with the JoSAA test fixture: the cut-offs of the student's category (a GET choice,
 * OPEN by default) from the latest year held, the stream's NIRF rank (never the Overall one), "Established" and the
 * NIRF placement figures only when a compared college holds them, and one row per course.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_SLUGS, seedJosaa } from "../support/josaa-fixture";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({
    setup: async (db) => {
      await seedJosaa(db);
      // One college with its year of establishment held (the directory holds none yet).
      await db.prepare("UPDATE colleges SET established = 1958 WHERE slug = ?").bind(FIXTURE_SLUGS.iitBombay).run();
    },
  });
});
afterAll(() => w?.dispose());

const { iitBombay, iitDelhi, notJosaa } = FIXTURE_SLUGS;
const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";

async function compare(query: string) {
  const { status, text } = await w.html(`/compare?${query}`);
  expect(status).toBe(200);
  return { text, main: mainText(text) };
}

describe("/compare rows", () => {
  it("cut-offs of OPEN by default: the latest year's final round, lowest to highest closing rank, with the source", async () => {
    const { main, text } = await compare(`c=${iitBombay},${notJosaa}`);
    expect(main).toContain("Cut-offs (OPEN)");
    expect(main).toContain(`Closing ranks 68 (${CSE}) to 3,800 (Civil Engineering (4 Years, Bachelor of Technology))`);
    expect(main).toContain("JoSAA 2024, round 5, All India (AI), Gender-Neutral, 4 programmes");
    expect(main).toContain("Not published yet (JoSAA lists no OPEN closing rank for this college)");
    expect(text).toContain(`href="/colleges/${iitBombay}/cutoffs?seat=OPEN"`);
    // The category is a choice on the page, sent by GET with the list kept.
    expect(text).toMatch(/<form method="get" action="\/compare"[^>]*>[\s\S]*?name="category"/);
    expect(text).toContain(`<input type="hidden" name="c" value="${iitBombay},${notJosaa}"/>`);
  });

  it("another category's closing ranks (?category=OBC-NCL); an unknown one falls back to OPEN", async () => {
    const { main, text } = await compare(`c=${iitBombay},${iitDelhi}&category=OBC-NCL`);
    expect(main).toContain("Cut-offs (OBC-NCL)");
    expect(main).toContain(`Closing ranks 27 (${CSE}) to 1,520 (Civil Engineering (4 Years, Bachelor of Technology))`);
    expect(text).toContain(`href="/compare?c=${iitDelhi}&amp;category=OBC-NCL"`);
    expect((await compare(`c=${iitBombay},${iitDelhi}&category=nonsense`)).main).toContain("Cut-offs (OPEN)");
  });

  it("the stream's NIRF rank, not the Overall one; Established only when held; one row per course", async () => {
    const { main, text } = await compare(`c=${iitBombay},${iitDelhi},${notJosaa}`);
    expect(main).toMatch(/NIRF rank in its stream #\d+ \(NIRF \d{4} Engineering\) #\d+ \(NIRF \d{4} Engineering\)/);
    expect(main).not.toMatch(/NIRF \d{4} Overall/);
    expect(main).toContain("Not published yet (no NIRF stream rank)");
    expect(main).toContain("Established 1958 Not published yet Not published yet");
    expect(main).not.toMatch(/Established[^A-Za-z]*—/);
    // None of the colleges compared holds the year: no Established row at all.
    const without = await compare(`c=${iitDelhi},${notJosaa}`);
    expect(without.text).not.toMatch(/<th scope="row"[^>]*>Established<\/th>/);
    // Each course a row of its own: its name heads the row, each college says whether it lists it.
    expect(text).not.toMatch(/Engineering; B\.Tech/);
    expect(main).toMatch(/Courses \(\d+\)/);
    expect(text).toMatch(/<th scope="row"[^>]*>B\.Tech Computer Science and Engineering<\/th>/);
    expect(main).toMatch(/B\.Tech Aerospace Engineering Offered[^]*?Not listed/);
  });

  it("the NIRF placement row only when a compared college's submission holds a median salary", async () => {
    const held = await compare(`c=${FIXTURE_SLUGS.iitMadras},${notJosaa}`);
    expect(held.main).toMatch(
      /Median salary \(NIRF submission\) ₹[\d,]+ \([^)]*graduated \d{4}-\d{2}; The institution's submission to NIRF for India Rankings \d{4} \(Engineering\)\) Not published yet/,
    );
    const none = await compare(`c=${notJosaa},indian-institute-of-technology-goa`);
    expect(none.text).not.toMatch(/<th scope="row"[^>]*>Median salary \(NIRF submission\)<\/th>/);
  });
});
