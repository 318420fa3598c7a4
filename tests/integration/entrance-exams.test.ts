/**
 * India's entrance exam pages (/exams/{slug}), JS off, with the JoSAA test fixture: the exam's facts, the
 * directory's colleges that admit through it, the JEE pages' closing ranks and predictor link, 404 for an
 * unknown exam; the header's exam links and the site search lead there, and a search for a college's
 * cut-offs finds its cut-off page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "../../app/content/entrance-exams";
import { FIXTURE_SLUGS, seedJosaa } from "../support/josaa-fixture";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ setup: seedJosaa });
});
afterAll(() => w?.dispose());

/** The first result link of the site search for `q`. */
async function firstResult(q: string) {
  const { text } = await w.html(`/search?q=${encodeURIComponent(q)}`);
  const main = text.slice(text.indexOf("<main"));
  return /<a[^>]*href="(\/[^"]*)"/.exec(main.slice(main.indexOf("Results for")))?.[1];
}

describe("/exams/{slug}", () => {
  it.each(ENTRANCE_EXAM_SLUGS)("%s: its facts, official site and the colleges that admit through it", async (slug) => {
    const exam = ENTRANCE_EXAMS[slug];
    const { status, text } = await w.html(`/exams/${slug}`);
    expect(status).toBe(200);
    const main = mainText(text);
    for (const fact of [exam.name, exam.fullName, exam.conductingBody, exam.mode, exam.result, exam.pattern[0]])
      expect(main).toContain(fact);
    expect(text).toContain(`href="${exam.officialSite.url}"`);
    expect(main).toContain(`Colleges that admit through ${exam.name}`);
    // The directory's colleges for it, or a plain statement that none lists it yet (the real directory holds
    // JoSAA's institutes, which admit through the JEE exams).
    const linked = text.includes(`/colleges?exam=${exam.slug}`);
    if (slug.startsWith("jee-")) expect(linked).toBe(true);
    else expect(linked || main.includes("No college in the directory lists this exam yet.")).toBe(true);
  });
  it("the JEE pages list JoSAA's closing ranks with the source and link the predictor; the others do not", async () => {
    const { text } = await w.html("/exams/jee-advanced");
    const main = mainText(text);
    expect(main).toContain("Cut-offs and college predictor");
    expect(main).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) AI 68/);
    expect(main).toContain(
      "Source: Joint Seat Allocation Authority (JoSAA), opening and closing ranks, 2024, round 5 (copy taken 2026-11-27).",
    );
    expect(text).toContain('href="/college-predictor?exam=jee-advanced"');
    expect(text).toContain(`href="/colleges/${FIXTURE_SLUGS.iitBombay}/cutoffs"`);
    expect((await w.html("/college-predictor?exam=jee-advanced")).status).toBe(200);
    expect(mainText((await w.html("/exams/neet-ug")).text)).not.toContain("college predictor");
  });
  it("404 for an exam without a page; /exams lists them all", async () => {
    expect((await w.fetch("/exams/jee-mains")).status).toBe(404);
    const { text } = await w.html("/exams");
    for (const slug of ENTRANCE_EXAM_SLUGS) expect(text).toContain(`href="/exams/${slug}"`);
  });
});

describe("links and search lead to them", () => {
  it("the header's exams and the footer's College Predictor", async () => {
    const { text } = await w.html("/about");
    for (const [label, path] of [
      ["JEE Main", "/exams/jee-main"],
      ["NEET", "/exams/neet-ug"],
      ["CAT", "/exams/cat"],
      ["GATE", "/exams/gate"],
      ["College Predictor", "/college-predictor"],
    ]) {
      expect(text).toMatch(new RegExp(`href="${path}"[^>]*>${label}<`));
    }
  });
  it.each([
    ["NEET", "/exams/neet-ug"],
    ["JEE", /^\/exams\/jee-(main|advanced)$/],
    ["jee advanced", "/exams/jee-advanced"],
    ["cuet", "/exams/cuet-ug"],
    ["college predictor", "/college-predictor"],
    ["iit bombay cse cutoff", `/colleges/${FIXTURE_SLUGS.iitBombay}/cutoffs`],
  ] as Array<[string, string | RegExp]>)("search %s → %s", async (q, path) => {
    expect(await firstResult(q)).toMatch(path);
  });
});
