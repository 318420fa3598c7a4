/**
 * Course finder and letter tools with JavaScript off: the GET filter form, and each wizard
 * completed step by step by posting exactly what the server rendered (values carried).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const cardCount = (html: string) => (html.match(/aria-labelledby="college-[a-z0-9-]+-name"/g) ?? []).length;

describe("course finder without JavaScript", () => {
  it("renders every card the filter shows; a client navigation brings the whole list", async () => {
    const { text } = await w.html("/cource-finder");
    const at = text.indexOf("window.__remixContext");
    expect(at).toBeGreaterThan(0);
    const [markup, hydration] = [text.slice(0, at), text.slice(at)];
    expect(hydration).toContain("Stanford University");
    // 20 cards a page.
    expect((markup.match(/<article /g) ?? []).length).toBe(20);
    expect(markup).toContain("Cambridge, Massachusetts");
    const data = await (await w.fetch("/cource-finder.data")).text();
    expect(data).toContain("requirements");
  });

  it("hydrates only the cards the URL's filter shows", async () => {
    const { text } = await w.html("/cource-finder?fieldOfStudy=engineering&countries=canada");
    const hydration = text.slice(text.indexOf("window.__remixContext"));
    expect(cardCount(text)).toBe(5);
    expect(hydration).toContain("University of Toronto");
    expect(hydration).not.toContain("Stanford University");
  });

  it("gives the browser's filters the whole list as JSON, publicly cached", async () => {
    const response = await w.fetch("/api/finder-colleges");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    const { colleges } = (await response.json()) as { colleges: Array<Record<string, unknown>> };
    expect(colleges.length).toBeGreaterThanOrEqual(100);
    expect(colleges.find((c) => c.slug === "massachusetts-institute-of-technology")).toMatchObject({
      name: "Massachusetts Institute of Technology",
      location: "Cambridge, Massachusetts",
      // Programmes by the names MIT's own pages give them (never a placeholder).
      programs: ["Master of Engineering in Manufacturing"],
      // From the U.S. College Scorecard and MIT's own pages (data/abroad/).
      requirements: { masters: expect.objectContaining({ toefl: "100" }) },
      acceptance: "4.0%",
      tuition: "$57,986 (2022-23)",
    });
  });

  it("lists the colleges abroad, 20 a page, with every card field", async () => {
    const { status, text, headers } = await w.html("/cource-finder");
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    expect(text).toMatch(/<title>Cource Finder \| StudySaathi<\/title>/);
    const page = textOf(text);
    expect(page).toMatch(/\b\d{3} Colleges Found/);
    expect(cardCount(text)).toBe(20);
    for (const label of [
      "Study Level",
      "Field of Study",
      "Preferred Countries",
      "Academic Scores",
      "GPA",
      "IELTS",
      "GRE",
      "Find Colleges",
      "Reset Filters",
    ]) {
      expect(page).toContain(label);
    }
    for (const label of [
      "Ambitious",
      "Moderate",
      "Safe",
      "World Rank",
      "Acceptance",
      "Annual Tuition",
      "Students",
      "Minimum GPA",
      "Popular Programs",
      "View Details",
      "Compare",
      "Apply Now",
    ]) {
      expect(page).toContain(label);
    }
    expect(page).toContain("MIT Massachusetts Institute of Technology Cambridge, Massachusetts No ratings yet");
    // World rank as a named edition; figures without a source say so.
    expect(page).toContain("World Rank #1 (QS World University Rankings 2026)");
    expect(page).toContain("Not published yet");
    expect(page).toContain("Acceptance 4.0%");
    expect(page).toContain("#STEM");
    expect(page).not.toContain("Finding perfect matches for you...");
    // The sort selector is shown with its four options.
    for (const o of ["Relevance", "Ranking", "Acceptance Rate", "Tuition"]) expect(text).toContain(`>${o}</option>`);
  });

  it("filters by field of study and countries from the GET form, keeping the choices", async () => {
    const { status, text } = await w.html(
      "/cource-finder?studyLevel=masters&fieldOfStudy=engineering&countries=canada&gpa=3.6",
    );
    expect(status).toBe(200);
    const page = textOf(text);
    // Programmes as the universities publish them (data/abroad/requirements.csv) whose names say Engineering.
    expect(page).toContain("5 Colleges Found");
    expect(cardCount(text)).toBe(5);
    for (const name of [
      "University of Toronto",
      "University of British Columbia",
      "McGill University",
      "University of Waterloo",
      "Dalhousie University",
    ])
      expect(page).toContain(name);
    expect(page).not.toContain("Stanford University");
    expect(text).toMatch(/<option value="engineering" selected="">/);
    expect(text).toMatch(/<option value="masters" selected="">/);
    expect(text.match(/<input[^>]*value="canada"[^>]*>/)?.[0]).toContain('checked=""');
    expect(text.match(/<input[^>]*value="usa"[^>]*>/)?.[0]).not.toContain("checked");
    expect(text).toMatch(/name="gpa"[^>]*value="3.6"/);
  });

  it("matches any selected country", async () => {
    const { colleges } = (await (await w.fetch("/api/finder-colleges")).json()) as {
      colleges: Array<{ country: string }>;
    };
    const expected = colleges.filter((c) => c.country === "uk" || c.country === "germany").length;
    expect(expected).toBeGreaterThan(8);
    const { text } = await w.html("/cource-finder?countries=uk&countries=germany");
    expect(textOf(text)).toContain(`${expected} Colleges Found`);
    expect(cardCount(text)).toBe(Math.min(expected, 20));
  });

  it("study level and scores do not filter", async () => {
    const all = /(\d+) Colleges Found/.exec(textOf((await w.html("/cource-finder")).text))?.[1];
    const { text } = await w.html("/cource-finder?studyLevel=phd&gpa=1.2&ielts=4&gre=261");
    expect(textOf(text)).toContain(`${all} Colleges Found`);
  });

  it("shows the empty state when nothing matches", async () => {
    const { status, text } = await w.html("/cource-finder?fieldOfStudy=arts&countries=germany");
    expect(status).toBe(200);
    const page = textOf(text);
    expect(page).toContain("0 Colleges Found");
    expect(page).toContain("No colleges found");
    expect(page).toContain("Try adjusting your filters to find more options");
    expect(cardCount(text)).toBe(0);
  });

  it("ignores unknown or hostile values instead of failing", async () => {
    const { status, text } = await w.html(
      `/cource-finder?fieldOfStudy=%3Cscript%3E&countries=mars&sort=evil&gre=${"9".repeat(500)}`,
    );
    expect(status).toBe(200);
    expect(textOf(text)).toMatch(/\b\d{3} Colleges Found/);
    expect(text).not.toContain("<script>alert");
    expect(text).toMatch(/name="gre"[^>]*value="9999999999"/);
  });
});

describe("SOP maker hub", () => {
  it("has the two tool cards", async () => {
    const { status, text } = await w.html("/sop-maker");
    expect(status).toBe(200);
    expect(text).toMatch(/href="\/sop-form"[\s\S]*?Statement of Purpose Maker/);
    expect(text).toMatch(/href="\/lor-form"[\s\S]*?Letter of Recommendation Maker/);
  });
});

/* ---------- wizards: post back what the server rendered, like a browser without JS ---------- */

function decode(s: string) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The wizard form's fields (inputs and textareas) as a browser would submit them. */
function formFields(html: string, formId: string): Record<string, string> {
  const start = html.search(new RegExp(`<form [^>]*id="${formId}"`));
  expect(start, `form ${formId}`).toBeGreaterThan(-1);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = tag.match(/\bname="([^"]*)"/)?.[1];
    if (name) fields[decode(name)] = decode(tag.match(/\bvalue="([^"]*)"/)?.[1] ?? "");
  }
  for (const [, attrs, body] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attrs.match(/\bname="([^"]*)"/)?.[1];
    if (name) fields[decode(name)] = decode(body.replace(/^\n/, ""));
  }
  return fields;
}

/** The index of the step section that is not hidden. */
function visibleStep(html: string, formId: string): number {
  const shown = [...html.matchAll(/<section\b([^>]*)>/g)]
    .map(([, attrs]) => attrs)
    .filter((a) => a.includes(`aria-labelledby="${formId}-step-`) && !/\bhidden=""/.test(a));
  expect(shown).toHaveLength(1);
  return Number(shown[0].match(/-step-(\d)"/)?.[1]);
}

async function step(path: string, fields: Record<string, string>, intent: string) {
  const res = await w.post(path, { ...fields, intent });
  return { status: res.status, text: await res.text() };
}

interface WizardCase {
  name: string;
  path: string;
  formId: string;
  kind: string;
  ref: string | null;
  steps: Array<{ title: string; answers: Record<string, string> }>;
  reviewExtra?: string;
  generate: string;
  letterIncludes: string[];
}

const cases: WizardCase[] = [
  {
    name: "LOR variant A (applicant)",
    path: "/lor-form?variant=applicant",
    formId: "lor-applicant",
    kind: "lor",
    ref: "applicant",
    steps: [
      {
        title: "Personal Information",
        answers: {
          "personalInfo.fullName": "Asha Rao",
          "personalInfo.targetUniversity": "University of Toronto",
          "personalInfo.desiredCourse": "MSc Computer Science",
        },
      },
      {
        title: "Academic & Professional Background",
        answers: {
          "academic.currentEducation": "B.Tech in Computer Engineering",
          "academic.keyAchievements": "Won the Smart India Hackathon & published a paper",
        },
      },
      {
        title: "Goals & Motivation",
        answers: {
          "goals.careerGoals": "Build accessible software for rural clinics",
          "goals.contribution": "I will start a peer coding circle.",
        },
      },
    ],
    generate: "Generate Sample LOR",
    letterIncludes: [
      "It is my pleasure to recommend Asha Rao for the MSc Computer Science programme at University of Toronto.",
      "Won the Smart India Hackathon & published a paper",
      "Asha Rao's long-term goal is clear: Build accessible software for rural clinics.",
    ],
  },
  {
    name: "LOR variant B (recommender)",
    path: "/lor-form?variant=recommender",
    formId: "lor-recommender",
    kind: "lor",
    ref: "recommender",
    steps: [
      {
        title: "Recommender & Applicant Information",
        answers: {
          "recommender.recommenderName": "Dr. Meera Iyer",
          "recommender.designation": "Professor",
          "recommender.organization": "COEP",
          "recommender.applicantName": "Rahul Shah",
          "recommender.duration": "two years",
        },
      },
      {
        title: "Performance & Key Qualities",
        answers: {
          "performance.strength": "Curiosity and rigour",
          "performance.specificExample": "He rebuilt our lab's data pipeline in a week.",
        },
      },
      {
        title: "Recommendation Summary",
        answers: {
          "summary.endorsemantStatement": "I endorse Rahul without hesitation",
          "summary.reasonForRecommandation": "He makes everyone around him better",
        },
      },
    ],
    reviewExtra: "Download LOR (PDF/DOCX)",
    generate: "Generate Sample LOR",
    letterIncludes: [
      "I am Dr. Meera Iyer, Professor at COEP, and I am writing to recommend Rahul Shah. How long I have known Rahul Shah: two years.",
      "My endorsement: I endorse Rahul without hesitation. Why I recommend them: He makes everyone around him better.",
      "Sincerely, Dr. Meera Iyer Professor, COEP",
    ],
  },
  {
    name: "SOP",
    path: "/sop-form",
    formId: "sop",
    kind: "sop",
    ref: null,
    steps: [
      {
        title: "Personal Information",
        answers: {
          "personalInfo.fullName": "Kavya Nair",
          "personalInfo.desiredCourse": "Master of Data Science",
          "personalInfo.targetUniversity": "University of Melbourne",
        },
      },
      {
        title: "Academic Background",
        answers: { "academic.currentEducation": "B.Sc Statistics", "academic.institution": "Fergusson College" },
      },
      { title: "Goals & Motivation", answers: { "goals.whyCourse": "It joins statistics with real decisions" } },
    ],
    generate: "Generate Sample SOP",
    letterIncludes: [
      "Statement of Purpose: Kavya Nair, applying for Master of Data Science at University of Melbourne",
      "My highest qualification: B.Sc Statistics. Where I studied: Fergusson College.",
      "Why I have chosen Master of Data Science: It joins statistics with real decisions.",
    ],
  },
];

describe.each(cases)("$name wizard without JavaScript", (c) => {
  it("completes step by step, carries values forward, shows the review and the generated letter", async () => {
    const before = await w.rows("SELECT id FROM submissions WHERE kind = ?", c.kind);
    const page = await w.html(c.path);
    expect(page.status).toBe(200);
    let html = page.text;

    for (const [i, s] of c.steps.entries()) {
      expect(visibleStep(html, c.formId)).toBe(i);
      expect(textOf(html)).toContain(`Step ${i + 1} of 4`);
      expect(html).toMatch(new RegExp(`<h2 id="${c.formId}-step-${i}"[^>]*>${s.title.replace(/&/g, "&amp;")}</h2>`));
      // Back is disabled on the first step only.
      const back = html.match(/<button[^>]*value="back"[^>]*>/)?.[0] ?? "";
      expect(back.includes('disabled=""')).toBe(i === 0);
      const res = await step(c.path, { ...formFields(html, c.formId), ...s.answers }, "next");
      expect(res.status).toBe(200);
      html = res.text;
    }

    // Review: every answer shown read-only, no Next, the generate button.
    expect(visibleStep(html, c.formId)).toBe(3);
    const review = textOf(html);
    for (const s of c.steps) for (const v of Object.values(s.answers)) expect(review).toContain(v);
    expect(review).toContain("Not provided");
    expect(html).not.toMatch(/value="next"/);
    expect(review).toContain(c.generate);
    if (c.reviewExtra) expect(review).toContain(c.reviewExtra);

    // Back from the review goes to step 3 of 4 with the values still there.
    const back = await step(c.path, formFields(html, c.formId), "back");
    expect(visibleStep(back.text, c.formId)).toBe(2);
    expect(formFields(back.text, c.formId)).toMatchObject(c.steps[0].answers);

    // Nothing is stored until the letter is generated.
    expect(await w.rows("SELECT id FROM submissions WHERE kind = ?", c.kind)).toHaveLength(before.length);

    const generated = await step(c.path, formFields(html, c.formId), "generate");
    expect(generated.status).toBe(200);
    expect(visibleStep(generated.text, c.formId)).toBe(3);
    const letter = textOf(generated.text);
    for (const line of c.letterIncludes) expect(letter).toContain(line);

    const rows = await w.rows<{ ref: string | null; payload: string }>(
      "SELECT ref, payload FROM submissions WHERE kind = ? ORDER BY id DESC LIMIT 1",
      c.kind,
    );
    expect(rows[0].ref).toBe(c.ref);
    const payload = JSON.parse(rows[0].payload);
    for (const s of c.steps) {
      for (const [key, value] of Object.entries(s.answers)) {
        const [group, field] = key.split(".");
        expect(payload[group][field]).toBe(value);
      }
    }
  });

  it("rejects over-long answers with 400, the message and the input kept, on that answer's step", async () => {
    const html = (await w.html(c.path)).text;
    const [first, second] = c.steps;
    const longKey = Object.keys(second.answers)[0];
    const fields = { ...formFields(html, c.formId), ...first.answers, [longKey]: "x".repeat(2001) };
    const before = await w.rows("SELECT id FROM submissions");
    const res = await step(c.path, fields, "generate");
    expect(res.status).toBe(400);
    expect(visibleStep(res.text, c.formId)).toBe(1);
    expect(textOf(res.text)).toMatch(/Please keep this under (120|2000) characters\./);
    expect(formFields(res.text, c.formId)).toMatchObject(first.answers);
    expect(await w.rows("SELECT id FROM submissions")).toHaveLength(before.length);
  });
});

describe("LOR variant choice", () => {
  it("offers both variants and marks the chosen one", async () => {
    const a = await w.html("/lor-form");
    expect(a.text).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/lor-form\?variant=applicant"|<a [^>]*href="\/lor-form\?variant=applicant"[^>]*aria-current="page"/,
    );
    expect(textOf(a.text)).toContain("I am the recommender");
    const b = await w.html("/lor-form?variant=recommender");
    expect(b.text).toMatch(
      /<a [^>]*href="\/lor-form\?variant=recommender"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/lor-form\?variant=recommender"/,
    );
    expect(visibleStep(b.text, "lor-recommender")).toBe(0);
    expect(textOf(b.text)).toContain("Recommender & Applicant Information");
  });

  it("a tampered step number falls back to the first step", async () => {
    const res = await step("/lor-form", { step: "77" }, "next");
    expect(res.status).toBe(200);
    expect(visibleStep(res.text, "lor-applicant")).toBe(1);
  });
});
