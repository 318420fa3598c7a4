/**
 * Study abroad on sourced data, with JavaScript off: the finder's universities and their published figures,
 * the bands from the student's scores, paging, a university's page with its sources, and the country guides.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const cardCount = (html: string) =>
  (html.slice(0, html.indexOf("window.__remixContext")).match(/<article /g) ?? []).length;

describe("study abroad", () => {
  it("the finder lists at least 100 universities, 20 a page, with a link to the next page", async () => {
    const { status, text } = await w.html("/cource-finder");
    expect(status).toBe(200);
    const found = /(\d+) Colleges Found/.exec(textOf(text));
    expect(Number(found?.[1])).toBeGreaterThanOrEqual(100);
    expect(cardCount(text)).toBe(20);
    expect(text).toContain("Next page");
    const page2 = await w.html("/cource-finder?page=2");
    expect(textOf(page2.text)).toContain("Page 2 of");
    expect(cardCount(page2.text)).toBe(20);
  });

  it("at least 100 of the finder's universities carry published minimums, each from a university page", async () => {
    const res = await w.fetch("/api/finder-colleges");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { colleges: Array<{ slug: string; requirements: Record<string, unknown> }> };
    const withMinimums = body.colleges.filter((c) => Object.keys(c.requirements).length > 0);
    expect(withMinimums.length).toBeGreaterThanOrEqual(100);
  });

  it("sorts by world rank, each shown as its named edition", async () => {
    const { text } = await w.html("/cource-finder?countries=uk&sort=ranking");
    const page = textOf(text);
    expect(page).toContain("QS World University Rankings 2026");
    const ranks = [...page.matchAll(/World Rank #(\d+)(?:-\d+)? \(QS World University Rankings 2026\)/g)].map((m) =>
      Number(m[1]),
    );
    expect(ranks.length).toBeGreaterThan(5);
    expect(ranks[0]).toBe(2); // Imperial College London, 2nd in the 2026 edition
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it("shows tuition in rupees beside the original currency, with the reference rate's date", async () => {
    const finder = textOf((await w.html("/cource-finder?college=massachusetts-institute-of-technology")).text);
    expect(finder).toMatch(/Annual Tuition \$[\d,]+ \(2022-23\) · ₹[\d,]+ at the ECB rate of 13 April 2026/);
    const page = textOf((await w.html("/colleges/massachusetts-institute-of-technology")).text);
    expect(page).toMatch(/₹[\d,]+ a year/);
    expect(page).toContain("European Central Bank's euro reference rates of 13 April 2026 (1 USD = ₹93.33");
  });

  it("strong and weak scores get different bands, each explained by the published numbers", async () => {
    const weak = textOf((await w.html("/cource-finder?countries=canada&studyLevel=masters&ielts=5&toefl=80")).text);
    expect(weak).toContain("IELTS 5 and TOEFL 80 are below the published master's minimum (IELTS 7, TOEFL 93)");
    const strong = textOf(
      (await w.html("/cource-finder?countries=canada&studyLevel=masters&ielts=8.5&toefl=115")).text,
    );
    expect(strong).not.toContain("below the published master's minimum (IELTS 7, TOEFL 93)");
    expect(strong).toContain("You meet the published master's minimums (IELTS 7, TOEFL 93)");
  });

  it("sorts by acceptance rate from the Scorecard figures", async () => {
    const { text } = await w.html("/cource-finder?countries=usa&sort=acceptance");
    const rates = [...textOf(text).matchAll(/Acceptance\s*(\d+(?:\.\d+)?)%/g)].map((m) => Number(m[1]));
    expect(rates.length).toBeGreaterThan(5);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
  });

  it("MIT's page shows its published admission rate with the Scorecard as source, never NIRF", async () => {
    const { status, text } = await w.html("/colleges/massachusetts-institute-of-technology");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("Admission rate");
    expect(page).toContain("4.0%");
    expect(page).toContain("U.S. College Scorecard");
    expect(page).not.toContain("from the published tables: NIRF");
    expect(page).toContain("#1 (QS World University Rankings 2026)");
    expect(text).toMatch(/href="https:\/\/web\.mit\.edu\/?"[^>]*>Apply Now|>Apply Now</);
  });

  it("the University of Toronto's page shows its graduate IELTS and TOEFL minimums from utoronto.ca", async () => {
    const { text } = await w.html("/colleges/university-of-toronto");
    const page = textOf(text);
    expect(page).toContain("TOEFL iBT: 93");
    expect(page).toContain("IELTS Academic: 7.0");
    expect(text).toContain("https://www.ece.utoronto.ca/graduates/admission/requirements/english-facility/");
  });

  it("programmes by the names the universities publish, and a fee outside the US in rupees with its academic year", async () => {
    const toronto = await w.html("/colleges/university-of-toronto");
    const page = textOf(toronto.text);
    expect(page).toContain("Master of Engineering (MEng), Master's");
    expect(page).toMatch(/Tuition and fees CA\$73,760 \(2025-26\) ₹[\d,]+ a year/);
    expect(toronto.text).toContain('href="https://gradstudies.engineering.utoronto.ca/admissions/money-matters"');
    const card = textOf((await w.html("/cource-finder?college=university-of-toronto")).text);
    expect(card).toMatch(/Annual Tuition CA\$73,760 \(2025-26\) · ₹[\d,]+ at the ECB rate of 13 April 2026/);
    expect(card).toContain("Master of Applied Science (MASc)");

    // No placeholder programme: the finder's list is the published names, and a page without one says so.
    const { colleges } = (await (await w.fetch("/api/finder-colleges")).json()) as {
      colleges: Array<{ slug: string; programs: string[] }>;
    };
    expect(colleges.find((c) => c.slug === "stanford-university")?.programs).toEqual([
      "Master of Science in Computer Science (45 units)",
    ]);
    expect(colleges.find((c) => c.slug === "massachusetts-institute-of-technology")?.programs).toEqual([
      "Master of Engineering in Manufacturing",
    ]);
    expect(colleges.find((c) => c.slug === "auburn-university")?.programs).toEqual([]);
    const auburn = textOf((await w.html("/colleges/auburn-university")).text);
    expect(auburn).toContain("Programme list not published here yet");
    expect(textOf((await w.html("/cource-finder?college=auburn-university")).text)).toContain(
      "Popular Programs Programme list not published here yet",
    );
  });

  it("Manchester, Coventry and Deakin show their figures with the pages they come from", async () => {
    const manchester = textOf((await w.html("/colleges/university-of-manchester")).text);
    expect(manchester).toContain("MSc Artificial Intelligence (12 months full-time), Master's");
    expect(manchester).toContain("Language: A Student Route visa needs English at CEFR B2 at least (UKVI)");
    const coventry = textOf((await w.html("/colleges/coventry-university")).text);
    expect(coventry).toContain("Banking and Finance BSc (Hons) (3 years full-time), Bachelor's");
    const deakin = textOf((await w.html("/colleges/deakin-university")).text);
    expect(deakin).toMatch(/Tuition and fees A\$26,000 \(2016\) ₹[\d,]+ a year/);
    expect(deakin).toContain("IELTS Academic: 6.0");
    expect(deakin).toMatch(/Source: deakin\.edu\.au\s*, read 2026-11-28/);
  });

  it("a university's page shows the next intake's deadlines and its own application page, with their sources", async () => {
    const kent = textOf((await w.html("/colleges/kent-state-university")).text);
    expect(kent).toContain("Bachelor's: Fall: June 1; Spring: October 1");
    expect(kent).toContain("read 2026-11-28");
    const purdue = await w.html("/colleges/purdue-university");
    expect(purdue.text).toMatch(/href="https:\/\/gradapply\.purdue\.edu\/apply\/"[^>]*>Apply Now/);
    expect(textOf(purdue.text)).toContain("TOEFL iBT: 80");
    // The finder's Apply Now (/colleges/{slug}/apply) leads to the same page, not the home page.
    const apply = await w.fetch("/colleges/purdue-university/apply");
    expect(apply.status).toBe(302);
    expect(apply.headers.get("location")).toBe("https://gradapply.purdue.edu/apply/");
    // A page read over http is linked over https.
    const mcgill = await w.html("/colleges/mcgill-university");
    expect(mcgill.text).toMatch(
      /href="https:\/\/www\.mcgill\.ca\/gradapplicants\/apply\/ready\/uapply"[^>]*>Apply Now/,
    );
  });

  it("the original directory's universities abroad show an international fee with its year and page where one is found", async () => {
    const edinburgh = textOf((await w.html("/colleges/university-of-edinburgh")).text);
    expect(edinburgh).toMatch(/Tuition and fees £40,900 \(2024-25\) ₹[\d,]+ a year/);
    expect(edinburgh).toContain("Full-Time MBA (12 months), Master's");
    const mcgill = textOf((await w.html("/colleges/mcgill-university")).text);
    expect(mcgill).toMatch(/Tuition and fees: CA\$28,362 \(2023-24\) a year \(₹[\d,]+\)/);
    expect(mcgill).toContain("Source: mcgill.ca");
  });

  it("a fee published per semester as a range is shown so, with rupees for a year of two semesters, on the card and the page", async () => {
    const card = textOf((await w.html("/cource-finder?college=technical-university-of-munich")).text);
    expect(card).toMatch(
      /Annual Tuition €4,000–€6,000 a semester · ₹[\d,]+–₹[\d,]+ a year of two semesters at the ECB rate of 13 April 2026/,
    );
    const tum = textOf((await w.html("/colleges/technical-university-of-munich")).text);
    expect(tum).toMatch(/Tuition and fees €4,000–€6,000 a semester ₹[\d,]+–₹[\d,]+ a year of two semesters/);
    expect(tum).toMatch(/Tuition and fees: €2,000–€3,000 a semester \(₹[\d,]+–₹[\d,]+ a year of two semesters\)/);
    expect(tum).toMatch(/Source: tum\.de\s*, read 2026-11-29/);
    // The sort's rule says which figure of a range counts.
    const sorted = textOf((await w.html("/cource-finder?sort=tuition")).text);
    expect(sorted).toContain('Where a university publishes a range or a "from" figure, the lowest figure counts');
  });

  it("the directory's universities show the next intake's deadline with the programme it belongs to", async () => {
    const mit = textOf((await w.html("/colleges/massachusetts-institute-of-technology")).text);
    expect(mit).toContain("Master's: December 15: the online application closes that day");
    expect(mit).toMatch(
      /Source: eecs\.mit\.edu\s*, read 2026-11-29\s*\. Department of Electrical Engineering and Computer Science/,
    );
    const heidelberg = textOf((await w.html("/colleges/heidelberg-university")).text);
    expect(heidelberg).toContain("Winter term (starting October 1): 1 April to 15 June");
    const deakin = await w.html("/colleges/deakin-university");
    expect(deakin.text).toMatch(
      /href="https:\/\/www\.deakin\.edu\.au\/study\/how-to-apply\/who-can-apply"[^>]*>Apply Now/,
    );
  });

  it("the Canada guide cites canada.ca with the date read; an unknown country is a 404", async () => {
    const { status, text } = await w.html("/study-abroad/canada");
    expect(status).toBe(200);
    expect(textOf(text)).toContain("CA$22,895 a year");
    expect(text).toContain(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
    );
    expect(textOf(text)).toContain("read 2026-11-28");
    expect((await w.fetch("/study-abroad/narnia")).status).toBe(404);
  });
});
