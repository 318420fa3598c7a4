/**
 * What a student plans an entrance exam with, JS off: each /exams/{slug} page shows the cycle's dates, the pattern
 * paper by paper, the syllabus outline, eligibility and the pages every figure was read from, with the date read;
 * a date no page publishes says "Not published yet".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAM_CYCLES, NOT_PUBLISHED } from "../../app/content/entrance-exam-cycles";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "../../app/content/entrance-exams";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

describe("/exams/{slug}: dates, pattern, syllabus, eligibility and sources", () => {
  it.each(ENTRANCE_EXAM_SLUGS)("%s", async (slug) => {
    const exam = ENTRANCE_EXAMS[slug];
    const cycle = EXAM_CYCLES[slug];
    const { status, text } = await w.html(`/exams/${slug}`);
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain(`Dates: ${cycle.cycle}`);
    for (const event of ["Application", "Exam", "Result"])
      expect(
        cycle.dates.some((d) => d.event.startsWith(event)),
        event,
      ).toBe(true);
    for (const d of cycle.dates) expect(main).toContain(`${d.event} ${d.date}`);
    if (cycle.nextDates) {
      expect(main).toContain(`Next: ${cycle.next}`);
      for (const d of cycle.nextDates) expect(main).toContain(`${d.event} ${d.date}`);
    } else expect(main).toContain(`${cycle.next} dates: ${NOT_PUBLISHED}.`);
    for (const p of cycle.papers) {
      expect(main).toContain(p.paper);
      for (const [label, value] of [
        ["Questions", p.questions],
        ["Marks", p.marks],
        ["Negative marking", p.negative],
        ["Duration", p.duration],
      ])
        expect(main).toContain(`${label}: ${value}`);
    }
    for (const s of [...cycle.syllabus, ...cycle.eligibility]) expect(main).toContain(s);
    expect(main).toContain("Previous years' papers");
    // Each source's reading day is named: once when all were read the same day, else beside each source.
    const days = new Set(cycle.sources.map((s) => s.readOn ?? "2026-11-28"));
    if (days.size === 1)
      expect(main).toContain(days.has("2026-11-29") ? "read on 29 November 2026" : "read on 28 November 2026");
    else {
      expect(main).toContain("read on the dates shown beside each");
      for (const s of cycle.sources)
        expect(main).toContain(`read ${s.readOn === "2026-11-29" ? "29" : "28"} November 2026`);
    }
    expect(main).toContain(`Conducting body: ${exam.conductingBody}.`);
    for (const s of cycle.sources) {
      expect(text).toContain(`href="${escape(s.url)}"`);
      // Each source says whether it is the body's own page or a secondary one.
      expect(main).toContain(`${s.kind === "official" ? "Official page" : "Secondary source"}, ${s.covers}:`);
    }
    if (cycle.sources.every((s) => s.kind === "secondary"))
      expect(main).toContain("The body's own pages were not among the pages we could read");
    expect(text).toContain(`href="${exam.officialSite.url}"`);
  });

  it("JEE Main: the 2026 sessions' dates and Paper 1's 75 questions, 300 marks, one mark off a wrong answer", async () => {
    const main = mainText((await w.html("/exams/jee-main")).text);
    expect(main).toContain("Exam, session 1 21–29 January 2026");
    expect(main).toContain("Result, session 1 16 February 2026 (Paper 1)");
    expect(main).toContain("Application, session 2 1–25 February 2026");
    expect(main).toContain("Result, session 2 20 April 2026");
    expect(main).toContain("Questions: 75");
    expect(main).toContain("Marks: 300 (4 for a right answer)");
    expect(main).toContain("Negative marking: 1 mark deducted for a wrong answer");
    // NTA's examination calendar gives the next session's days, marked tentative.
    expect(main).toContain("Next: JEE Main 2027");
    expect(main).toContain("Exam, session 1 (tentative) 22–24 and 28–30 January 2027");
  });

  it("a result date no page publishes says so (CUET-UG), never a guess", async () => {
    const main = mainText((await w.html("/exams/cuet-ug")).text);
    expect(main).toContain(`Result ${NOT_PUBLISHED}`);
  });

  it("NEET-UG: the cancelled 3 May exam, the 21 June re-examination and the result, from NTA's own documents", async () => {
    const { text } = await w.html("/exams/neet-ug");
    const main = mainText(text);
    expect(main).toContain("Exam 3 May 2026, 2–5 pm (cancelled by NTA after a paper leak)");
    expect(main).toContain("Exam, re-examination 21 June 2026, 2–5:15 pm (pen and paper)");
    expect(main).toContain("Result 16 July 2026");
    expect(main).toContain("Official page, Result declared 16 July 2026 (NTA press release)");
    expect(main).toContain("read through a verbatim quote of it");
    expect(main).not.toContain("The body's own pages were not among the pages we could read");
  });

  it("GATE: the 2027 cycle's dates from the organising institute's page; CAT's next cycle says none was read", async () => {
    const gate = mainText((await w.html("/exams/gate")).text);
    expect(gate).toContain("Next: GATE 2027 (organised by IIT Madras)");
    expect(gate).toContain("Exam 6, 7, 13, 14, 20 and 21 February 2027");
    expect(gate).toContain("Result 19 March 2027");
    const cat = mainText((await w.html("/exams/cat")).text);
    expect(cat).toContain(`CAT 2026 dates: ${NOT_PUBLISHED}.`);
  });

  it("JEE Advanced links the body's archive of previous years' papers", async () => {
    const { text } = await w.html("/exams/jee-advanced");
    expect(text).toContain('href="https://jeeadv.ac.in/archive.html"');
    expect(mainText(text)).toContain("JEE (Advanced) past question papers");
  });
});

describe("the phone's bottom bar and menu", () => {
  it("Exams opens the entrance exams; the Explore menu links the rankings", async () => {
    const { text } = await w.html("/");
    const bar = text.slice(text.indexOf('<nav aria-label="Quick links"'));
    expect(bar.slice(0, bar.indexOf("</nav>"))).toMatch(/<a[^>]*href="\/exams"[^>]*>Exams<\/a>/);
    const header = text.slice(text.indexOf("<header"), text.indexOf("</header>"));
    expect(header).toMatch(/<a[^>]*href="\/rankings"[^>]*>College rankings<\/a>/);
  });
});
