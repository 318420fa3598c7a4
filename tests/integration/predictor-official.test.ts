/**
 * The predictor on the shipped JoSAA tables (the seed built from data/, not the test fixture), JS off: the cases
 * a student would check by hand — a Puducherry candidate's home-state seats at NIT Puducherry, the Paper 2 split
 * (B.Arch and B.Plan never on a Paper 1 rank, only on Paper 2's own entry, and not in JEE Main's most competitive
 * list), a reserved-category candidate's OPEN rows on the CRL rank beside the category's rows on the category
 * rank, a programme with one year of data labelled as such, and the year and round every page names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

/** Every row of an answer (all pages), as text. */
async function allRows(query: string, pages = 30) {
  let path: string | null = `/college-predictor?${query}`;
  const items: string[] = [];
  let first = "";
  for (let i = 0; path && i < pages; i++) {
    const { status, text } = await w.html(path);
    expect(status).toBe(200);
    if (!first) first = text;
    const list = text.slice(text.indexOf('id="answer-title"'));
    for (const m of list.matchAll(/<li[^>]*class="py-3"[^>]*>([\s\S]*?)<\/li>/g))
      items.push(mainText(`<main>${m[1]}</main>`).trim());
    path =
      /<a[^>]*href="([^"]+)"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="([^"]+)"/
        .exec(text)
        ?.slice(1)
        .find(Boolean)
        ?.replace(/&amp;/g, "&") ?? null;
  }
  return { items, main: mainText(first) };
}

describe("the predictor on the shipped tables", () => {
  it("Puducherry: rank 50 000, NITs → NIT Puducherry's CSE home-state seats (closed at 63,717 in 2024, 64,692 in 2025)", async () => {
    const { items, main } = await allRows(
      "exam=jee-main&rank=50000&category=OPEN&gender=male&home=Puducherry&type=NIT&state=Puducherry",
    );
    expect(main).not.toContain("No programme within reach");
    const cse = items.find((i) => i.startsWith("Computer Science and Engineering (4 Years") && i.includes("HS quota"));
    expect(cse).toContain("National Institute of Technology Puducherry");
    expect(cse).toContain("2024: 63,717, 2025: 64,692");
    expect(cse).toContain("OPEN seat on your CRL rank (50,000) · HS quota · Gender-Neutral");
    // The form offers the official name, and the page names the year and round it shows.
    expect(main).toContain("JoSAA 2025, round 6 (the final round)");
  });

  it("Paper 2: B.Arch and B.Plan are never offered on a Paper 1 rank, and only they on Paper 2's own entry", async () => {
    const paper1 = await allRows("exam=jee-main&rank=400&category=OPEN&gender=male&home=Tamil+Nadu", 5);
    expect(paper1.items.length).toBeGreaterThan(0);
    expect(paper1.items.filter((i) => /Bachelor of (Architecture|Planning)/.test(i))).toEqual([]);
    const paper2 = await allRows("exam=jee-main-paper2&rank=200&category=OPEN&gender=male&home=Tamil+Nadu", 5);
    expect(paper2.items.length).toBeGreaterThan(0);
    expect(paper2.items.every((i) => /Bachelor of (Architecture|Planning)/.test(i))).toBe(true);
    expect(paper2.items.some((i) => i.includes("School of Planning & Architecture, New Delhi"))).toBe(true);
    // JEE Main's most competitive programmes are Paper 1's.
    const exam = mainText((await w.html("/exams/jee-main")).text);
    const block = exam.slice(exam.indexOf("most competitive"));
    expect(block).toContain("Computer Science and Engineering");
    expect(block).not.toMatch(/Bachelor of (Architecture|Planning)/);
  });

  it("a reserved-category candidate sees OPEN seats on the CRL rank and the category's on the category rank", async () => {
    const { items } = await allRows(
      "exam=jee-main&rank=20000&categoryRank=4000&category=OBC-NCL&gender=male&home=Bihar&type=NIT",
      8,
    );
    const open = items.filter((i) => i.includes("OPEN seat on your CRL rank (20,000)"));
    const own = items.filter((i) => i.includes("OBC-NCL seat on your OBC-NCL rank (4,000)"));
    expect(open.length).toBeGreaterThan(0);
    expect(own.length).toBeGreaterThan(0);
    expect(open.length + own.length).toBe(items.length);
    // Paged by closing ÷ the rank each row is matched on: no row twice across the pages.
    expect(new Set(items).size).toBe(items.length);
  });

  it("JEE Advanced answers from the newest year held for the IITs: 2025, round 5 (no 2025 round-6 IIT table is held)", async () => {
    const { main } = await allRows("exam=jee-advanced&rank=100&category=OPEN&gender=male", 1);
    // Round 5 is the latest IIT round held, not JoSAA's final round of 2025: the pages say so.
    expect(main).toContain(
      "JoSAA 2025, round 5 (the latest round held for these institutes; JoSAA's final round of 2025 is not held for them)",
    );
    expect(main).toContain(
      "opening and closing ranks, round 5 of 2025 (the latest held for these institutes) and the final round of 2024, " +
        "2023 (copies taken 2026-11-27 and 2026-11-29)",
    );
    const page = await w.html("/colleges/indian-institute-of-technology-bombay/cutoffs");
    expect(page.text).toMatch(/<option value="5" selected="">Round 5 \(latest held\)<\/option>/);
    const iit = mainText(page.text);
    expect(iit).toContain("2025, round 5 (copy taken 2026-11-29); All India (AI) quota, OPEN, Gender-Neutral");
    // IIT Bombay CSE, OPEN Gender-Neutral: opening 1, closing 66 in 2025 (68 in 2024's final round).
    expect(iit).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) 1 66 [\d ]* 68 66/);
    const nit = mainText((await w.html("/colleges/national-institute-of-technology-puducherry/cutoffs")).text);
    expect(nit).toContain("2025, round 6 (copy taken 2026-11-28); Other State (OS) quota, OPEN, Gender-Neutral");
    expect(nit).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) 11,429 19,758/);
  });

  it("a programme with one year of data says so and still compares the rank", async () => {
    // IIT Delhi's Abu Dhabi campus first offered seats in 2025 (closing 1,346 for CSE, OPEN Gender-Neutral).
    const { items } = await allRows("exam=jee-advanced&rank=1300&category=OPEN&gender=male&branch=abu+dhabi", 3);
    const cse = items.find((i) => i.includes("Abu Dhabi Campus - Computer Science and Engineering"));
    expect(cse).toBeDefined();
    expect(cse).toContain("New programme: one year of data");
    expect(cse).toMatch(/your rank 1,300 is 46 inside it \(\d+ % below\) → Moderate/);
  });
});
