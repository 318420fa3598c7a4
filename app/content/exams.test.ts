import { describe, expect, it } from "vitest";
import { BENEFITS, COURSES, EXAMS, EXAM_SLUGS, EXAM_PREP, GRE, PARTNER_CAROUSEL } from "./exams";
import { VISAS, VISA_BREAKPOINTS, TRIPS } from "./travel";

/** Every text of an exam page, for "the fact appears on the page" checks. */
const textOf = (value: unknown): string => JSON.stringify(value);

describe("exam landing pages", () => {
  it("has the four exams with hero, description, modules, features, FAQ and CTA", () => {
    expect(EXAM_SLUGS.map((s) => EXAMS[s].name)).toEqual([
      "IELTS Academic",
      "PTE Academic",
      "TOEFL iBT",
      "Duolingo English Test",
    ]);
    for (const slug of EXAM_SLUGS) {
      const exam = EXAMS[slug];
      expect(exam.hero.title).not.toBe("");
      expect(exam.description.paragraphs.length).toBeGreaterThan(0);
      expect(exam.modules.length).toBeGreaterThanOrEqual(3);
      expect(exam.features.length).toBeGreaterThanOrEqual(3);
      expect(exam.faq.length).toBeGreaterThanOrEqual(3);
      expect(exam.cta.links[0].to).toMatch(/^\//);
    }
  });

  it("IELTS: score valid 2 years", () => {
    expect(EXAMS.ielts.facts).toContainEqual({ label: "Score validity", value: "2 years" });
    expect(textOf(EXAMS.ielts.faq)).toContain("valid for 2 years");
    expect(EXAMS.ielts.modules.map((m) => m.title)).toEqual(["Listening", "Reading", "Writing", "Speaking"]);
  });

  it("PTE: about 2 hours, 10-90, results in about 2 business days", () => {
    expect(EXAMS.pte.facts).toEqual(
      expect.arrayContaining([
        { label: "Test length", value: "About 2 hours" },
        { label: "Score range", value: "10-90" },
        { label: "Results", value: "In about 2 business days" },
      ]),
    );
    expect(textOf(EXAMS.pte.faq)).toContain("about 2 business days");
  });

  it("TOEFL iBT: about 3 hours, 0-120, sections 0-30, 11,500+ universities", () => {
    expect(EXAMS.toefl.facts).toEqual([
      { label: "Test length", value: "About 3 hours" },
      { label: "Total score", value: "0-120" },
      { label: "Each section", value: "0-30" },
      { label: "Accepted by", value: "11,500+ universities" },
    ]);
    expect(EXAMS.toefl.modules.every((m) => m.detail === "Scored 0-30")).toBe(true);
  });

  it("Duolingo: about 1 hour, 10-160, results in 2 days, 4000+ institutions", () => {
    expect(EXAMS.duolingo.facts).toEqual([
      { label: "Test length", value: "About 1 hour" },
      { label: "Score range", value: "10-160" },
      { label: "Results", value: "In 2 days" },
      { label: "Accepted by", value: "4000+ institutions" },
    ]);
  });

  it("GRE: the three do-nothing buttons, the three modules and the FAQ facts", () => {
    expect(GRE.hero.buttons).toEqual(["Book Free Trial Class", "Explore GRE Course", "Enroll for GRE Coaching"]);
    expect(GRE.modules.map((m) => m.title)).toEqual([
      "Verbal Reasoning",
      "Quantitative Reasoning",
      "Analytical Writing",
    ]);
    const faq = textOf(GRE.faq);
    expect(faq).toContain("once every 21 days, up to 5 times a year");
    expect(faq).toContain("about 3 hours 45 minutes");
  });
});

describe("/exam-prep content", () => {
  it("has the six popular courses, each linking to its exam page", () => {
    expect(COURSES.map((c) => [c.title, c.to])).toEqual([
      ["IELTS Academic", "/IELTS"],
      ["TOEFL-IBT", "/ToeflIBT"],
      // No IELTS General page: the test-preparation inquiry, whose test types include it.
      ["IELTS General", "/services/test-preparation#inquiry"],
      ["PTE", "/PTEAcademic"],
      ["Duolingo English Test", "/DuolingoTest"],
      ["GRE", "/GREPrep"],
    ]);
  });

  it("ships no business figures (they come from the claims console) and has the constants", () => {
    expect(EXAM_PREP).not.toHaveProperty("stats");
    expect(EXAM_PREP).not.toHaveProperty("review");
    expect(BENEFITS.map((b) => `${b.title} ${b.text}`).join(" ")).not.toMatch(/\d+\+|thousands/);
    expect(BENEFITS).toHaveLength(6);
    expect(PARTNER_CAROUSEL).toEqual({ step: 0.5, slide: 250, pauseMs: 3000 });
  });
});

describe("/travel content", () => {
  it("has the five visa types and the carousel breakpoints", () => {
    expect(VISAS.map((v) => v.title)).toEqual([
      "Business Visa",
      "Working Visa",
      "Student Visa",
      "Tourist Visa",
      "Medical Visa",
    ]);
    expect(VISA_BREAKPOINTS).toEqual({
      640: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 4 },
    });
  });

  it("has trips with title, dateBy, people and image", () => {
    for (const t of TRIPS)
      expect(t).toEqual({
        title: expect.any(String),
        dateBy: expect.any(String),
        people: expect.any(Number),
        image: expect.stringMatching(/^\/images\/travel\//),
      });
  });
});
