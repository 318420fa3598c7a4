import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const FREE_COURSES_URL = "https://learn.example.org/free?src=studysaathi";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ bindings: { FREE_COURSES_URL } });
});
afterAll(() => w?.dispose());

const mainOf = (html: string) => html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** Each link's href and text (tags removed, spaces collapsed), in document order. */
function linksOf(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1])?.[1] ?? "",
    name: textOf(m[2]).trim(),
  }));
}

/** The page's HTML and the text of its <main>. */
async function page(path: string) {
  const res = await w.html(path);
  expect(res.status, path).toBe(200);
  return { ...res, main: textOf(mainOf(res.text)) };
}

describe("exam routes render without JavaScript", () => {
  it.each([
    ["/IELTS", ["IELTS Academic", "2 years", "Listening", "Reading", "Writing", "Speaking"]],
    ["/IELTS-ACEDEMIC", ["IELTS Academic", "2 years"]],
    ["/PTEAcademic", ["PTE Academic", "About 2 hours", "10-90", "In about 2 business days"]],
    ["/ToeflIBT", ["TOEFL iBT", "About 3 hours", "0-120", "0-30", "11,500+ universities"]],
    ["/DuolingoTest", ["Duolingo English Test", "About 1 hour", "10-160", "In 2 days", "4000+ institutions"]],
  ])("%s: hero, facts, modules, features, FAQ and CTA", async (path, facts) => {
    const { text, main, headers } = await page(path);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    for (const fact of facts) expect(main).toContain(fact);
    expect(text.match(/<h1\b/g)).toHaveLength(1);
    expect(main).toContain("test modules");
    expect(main).toContain("Frequently asked questions");
    expect(main).toContain("Book a Free Consultation");
    // FAQ is a native accordion: questions in <summary>, answers in the HTML.
    expect(text.match(/<details\b/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/<summary[^>]*>[^<]*\?/);
  });

  it("FAQ answers are in the HTML", async () => {
    expect((await page("/IELTS")).main).toContain("IELTS test results are valid for 2 years from the test date.");
    expect((await page("/PTEAcademic")).main).toContain(
      "Results are typically available in about 2 business days after your test.",
    );
    expect((await page("/ToeflIBT")).main).toContain("Together they give a total score of 0-120.");
    expect((await page("/DuolingoTest")).main).toContain("Results arrive in 2 days after you finish the test.");
  });

  it("/IELTS and /IELTS-ACEDEMIC show identical content; both are canonical to /IELTS", async () => {
    const a = await w.html("/IELTS");
    const b = await w.html("/IELTS-ACEDEMIC");
    expect(mainOf(b.text)).toBe(mainOf(a.text));
    expect(mainOf(a.text).length).toBeGreaterThan(2000);
    expect(canonicalOf(a.text)).toBe("http://localhost/IELTS");
    expect(canonicalOf(b.text)).toBe("http://localhost/IELTS");
    expect(canonicalOf((await w.html("/PTEAcademic")).text)).toBe("http://localhost/PTEAcademic");
  });

  it.each([
    ["/IELTS", "IELTS Academic Preparation"],
    ["/PTEAcademic", "PTE Academic Preparation"],
    ["/ToeflIBT", "TOEFL iBT Preparation"],
    ["/DuolingoTest", "Duolingo English Test Preparation"],
    ["/GREPrep", "GRE Preparation"],
  ])("%s carries JSON-LD Course with name, description and provider", async (path, name) => {
    const { text } = await page(path);
    const course = jsonLdOf(text).find((d) => d["@type"] === "Course");
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      name,
      provider: { "@type": "Organization", name: "StudySaathi" },
    });
    expect(String(course?.description).length).toBeGreaterThan(40);
  });
});

describe("/GREPrep", () => {
  it("has the hero buttons, What is the GRE, the modules, reasons and FAQ facts", async () => {
    const { text, main } = await page("/GREPrep");
    for (const label of ["Book Free Trial Class", "Explore GRE Course", "Enroll for GRE Coaching"]) {
      // Plain buttons that do nothing: not links, not submit buttons of a form.
      expect(text).toMatch(new RegExp(`<button type="button"[^>]*>${label}</button>`));
    }
    expect(mainOf(text)).not.toContain("<form");
    for (const s of [
      "What is the GRE?",
      "Verbal Reasoning",
      "Quantitative Reasoning",
      "Analytical Writing",
      "Why choose our GRE course",
    ]) {
      expect(main).toContain(s);
    }
    expect(main).toContain("once every 21 days, up to 5 times a year");
    expect(main).toContain("about 3 hours 45 minutes");
    expect(text.match(/<details\b/g)?.length).toBeGreaterThanOrEqual(4);
  });
});

describe("/exam-prep", () => {
  it("has the heading, six course cards linking to their exam pages, and the travel banner", async () => {
    const { text, main } = await page("/exam-prep");
    expect(text).toMatch(/<h1[^>]*>Exam Preparation(&#x27;|')s<\/h1>/);
    const starts = linksOf(text)
      .filter((l) => l.name.startsWith("Start Preparation for "))
      .map((l) => [l.name.slice("Start Preparation for ".length), l.href]);
    expect(starts).toEqual([
      ["IELTS Academic", "/IELTS"],
      ["TOEFL-IBT", "/ToeflIBT"],
      ["IELTS General", "/services/test-preparation#inquiry"],
      ["PTE", "/PTEAcademic"],
      ["Duolingo English Test", "/DuolingoTest"],
      ["GRE", "/GREPrep"],
    ]);
    expect(linksOf(text)).toContainEqual({ href: "/services", name: "Explore all services" });
    expect(main).toContain("Popular Course");
  });

  it("has the benefits, partners and closing CTA; no business figures until an operator sets them", async () => {
    const { text, main } = await page("/exam-prep");
    // The client statistics and the review score are claims (the claims console); a fresh site shows none.
    expect(main).not.toContain("Every Client Matters");
    expect(main).not.toContain("reviews");
    expect(main).toContain("Certified trainers");
    expect(main).toContain("Our Partners");
    expect(main).toContain("Global Campus Housing");
    expect(text).toMatch(/<button[^>]*aria-label="Scroll partners left"/);
    expect(text).toMatch(/<button[^>]*aria-label="Scroll partners right"/);
    expect(linksOf(text)).toContainEqual({ href: "/cource-finder", name: "Start Free Assessment" });
    expect(linksOf(text)).toContainEqual({ href: "/connect", name: "Book Consultation" });
  });
});

describe("/free-cources", () => {
  it("embeds the configured site full height, titled, with a plain link; CSP frames exactly that origin", async () => {
    const { text, headers } = await page("/free-cources");
    const src = FREE_COURSES_URL.replace(/&/g, "&amp;");
    expect(text).toMatch(new RegExp(`<iframe src="${src.replace(/[?.]/g, "\\$&")}" title="StudySaathi free courses"`));
    expect(text).toMatch(
      new RegExp(`<a href="${src.replace(/[?.]/g, "\\$&")}" target="_blank" rel="noopener noreferrer"`),
    );
    expect(textOf(text)).toContain("Open the free courses in a new tab");
    const csp = headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-src https://learn.example.org;");
  });

  it("falls back to the default free-courses site", async () => {
    const plain = await startWorker({ seed: false });
    try {
      const { text } = await plain.html("/free-cources");
      expect(text).toContain('<iframe src="https://courses.studysaathi.in"');
    } finally {
      await plain.dispose();
    }
  });
});

describe("/travel", () => {
  it("has the hero, five visa types, visa support and trips; no testimonials or figures until set with a source", async () => {
    const { text, main } = await page("/travel");
    expect(text.match(/<h1\b/g)).toHaveLength(1);
    for (const visa of ["Business Visa", "Working Visa", "Student Visa", "Tourist Visa", "Medical Visa"])
      expect(main).toContain(visa);
    expect(main).toContain("Visa support, step by step");
    expect(main).toContain("Interview preparation");
    expect(main).toContain("London Campus Tour");
    expect(main).toContain("Book by 15 Mar 2027");
    expect(main).toContain("24 people");
    for (const gone of ["What travellers say", "Our experience", "Ananya Kulkarni", "12K+", "Years of experience"])
      expect(main).not.toContain(gone);
    for (const label of ["Previous visa types", "Next visa types", "Previous trips", "Next trips"]) {
      expect(text).toContain(`aria-label="${label}"`);
    }
  });

  it("carousel images start with a shimmer placeholder and carry their size", async () => {
    const { text } = await page("/travel");
    // 5 visa + 5 trip images, each in a busy wrapper with the shimmer behind it.
    expect(text.match(/aria-busy="true"/g)).toHaveLength(10);
    expect(text).toMatch(
      /<img src="\/images\/travel\/visa-business\.svg" alt="" width="320" height="200" loading="lazy"/,
    );
  });
});
