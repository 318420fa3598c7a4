import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AD_BUDGETS, AD_GOALS } from "~/content/advertising";
import { JOBS } from "~/content/jobs";
import { startWorker, textOf, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ bindings: { SUPPORT_EMAIL: "help@example.in", ADVERTISING_EMAIL: "media@example.in" } });
});
afterAll(() => w?.dispose());

const page = async (path: string) => {
  const res = await w.html(path);
  return { ...res, body: textOf(res.text) };
};
const submissions = (kind: string) =>
  w.rows<{ kind: string; payload: string }>("SELECT kind, payload FROM submissions WHERE kind = ?1 ORDER BY id", kind);
/** Job titles shown on a careers page (each card's <h3>). */
const jobTitles = (html: string) =>
  JOBS.filter((j) => html.includes(`>${j.title.replace(/&/g, "&amp;")}</h3>`)).map((j) => j.title);
const decodeAttr = (s: string) => s.replace(/&amp;/g, "&");
const mailtoIn = (html: string) => {
  const m = html.match(/href="(mailto:[^"]*\?[^"]*)"/);
  return m ? decodeAttr(m[1]) : undefined;
};

describe("company pages render without JavaScript", () => {
  it.each([
    [
      "/about",
      ["About StudySaathi", "Our Mission", "Our Vision", "Our Story", "Transparency", "Student First", "Excellence"],
    ],
    [
      "/terms",
      [
        "Terms and Conditions",
        "Acceptance of Terms",
        "User Responsibilities",
        "Privacy",
        "Third-Party Links",
        "Changes to Terms",
      ],
    ],
    [
      "/career",
      [
        "Careers at StudySaathi",
        "Open Positions",
        "Countries",
        "Team Members",
        "Satisfaction",
        "Why Join Us",
        "Subscribe",
      ],
    ],
    [
      "/advertising",
      [
        "Advertise with StudySaathi",
        "For Institutes",
        "For Advertisers",
        "Ad formats",
        "Campaign inquiry",
        ...AD_GOALS,
        ...AD_BUDGETS,
      ],
    ],
    ["/contact", ["Contact Us", "help@example.in", "Send us a message", "Maharashtra"]],
  ])("%s is 200 with its key texts", async (path, texts) => {
    const { status, body, headers, text } = await page(path);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    for (const t of texts) expect(body).toContain(t);
    expect(text.match(/<h1\b/g)).toHaveLength(1);
  });

  it("/terms has a 'Changes to Terms' heading and no body text after it", async () => {
    const { text } = await page("/terms");
    const section = text.match(/<section[^>]*id="changes"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? "";
    expect(textOf(section).trim()).toBe("Changes to Terms");
  });

  it("/advertising lists six ad formats", async () => {
    const { text } = await page("/advertising");
    const formats = text.match(/<section[^>]*id="formats"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(formats.match(/<h3\b/g)).toHaveLength(6);
  });

  it("/career shows the counters' final figures in the HTML", async () => {
    const { body } = await page("/career");
    // Each <dt> label is followed by its final figure (the count-up needs JS).
    for (const figure of [/Open Positions 25 /, /Countries 12 /, /Team Members 150 /, /Satisfaction 98 ?% /]) {
      expect(body).toMatch(figure);
    }
  });
});

describe("careers filter as a GET form", () => {
  it("starts with every job", async () => {
    const { text } = await page("/career");
    expect(jobTitles(text)).toHaveLength(JOBS.length);
    expect(text).toMatch(/<form[^>]*method="get"/);
    expect(textOf(text)).toContain(`${JOBS.length} jobs found`);
  });

  it("department is exact, location matches inside ' / ', search is case-insensitive", async () => {
    const eng = await page("/career?department=Engineering&location=all&q=");
    expect(jobTitles(eng.text).sort()).toEqual(
      JOBS.filter((j) => j.department === "Engineering")
        .map((j) => j.title)
        .sort(),
    );

    const remote = await page("/career?department=all&location=Remote&q=");
    const expected = JOBS.filter((j) => j.location.includes("Remote")).map((j) => j.title);
    expect(expected.some((t) => JOBS.find((j) => j.title === t)!.location.includes(" / "))).toBe(true);
    expect(jobTitles(remote.text).sort()).toEqual(expected.sort());

    const search = await page("/career?q=VISAWISE");
    expect(jobTitles(search.text)).toEqual(["Visa Documentation Specialist"]);
    // The form keeps the chosen values.
    expect(search.text).toMatch(/<input[^>]*name="q"[^>]*value="VISAWISE"/);
  });

  it("no match shows the empty state", async () => {
    const { status, body } = await page("/career?department=Design&location=Dubai");
    expect(status).toBe(200);
    expect(body).toContain("No jobs found");
    expect(body).toContain("Try adjusting your filters to see more results.");
  });

  it("unknown filter values fall back to all (never an error)", async () => {
    const { status, text } = await page("/career?department=%3Cscript%3E&location=Mars");
    expect(status).toBe(200);
    expect(jobTitles(text)).toHaveLength(JOBS.length);
  });
});

describe("careers newsletter", () => {
  it("empty → 400 with the message", async () => {
    const res = await w.post("/career", { intent: "careers-newsletter", email: "" });
    expect(res.status).toBe(400);
    expect(textOf(await res.text())).toContain("Please enter your email.");
  });

  it("any non-empty value is stored", async () => {
    const res = await w.post("/career", { intent: "careers-newsletter", email: "not-an-email" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Thanks for subscribing!");
    const rows = await submissions("careers-newsletter");
    expect(JSON.parse(rows.at(-1)!.payload)).toEqual({ email: "not-an-email" });
  });
});

describe("contact form", () => {
  it("invalid → 400 with messages next to fields and the input kept, nothing stored", async () => {
    const res = await w.post("/contact", { intent: "contact", name: "Asha", email: "asha@nowhere", message: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("Please enter a valid email.");
    expect(textOf(html)).toContain("Please enter a message.");
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Asha"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="asha@nowhere"/);
    expect(html).toMatch(/aria-invalid="true"/);

    const missing = await w.post("/contact", { intent: "contact" });
    expect(missing.status).toBe(400);
    const body = textOf(await missing.text());
    expect(body).toContain("Please enter your name.");
    expect(body).toContain("Please enter your email.");
    expect(await submissions("contact")).toHaveLength(0);
  });

  it("valid → stored, confirmation with the support mailto link", async () => {
    const message = "Hi & hello? #1\nSecond line";
    const res = await w.post("/contact", { intent: "contact", name: "Asha Rao", email: "asha@example.com", message });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain("Thank you! Your message has been received.");
    const rows = await submissions("contact");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toEqual({ name: "Asha Rao", email: "asha@example.com", message });
    const href = mailtoIn(html)!;
    expect(href.startsWith("mailto:help@example.in?")).toBe(true);
    const body = new URLSearchParams(href.split("?")[1]).get("body");
    expect(body).toBe(`Name: Asha Rao\r\nEmail: asha@example.com\r\nMessage: ${message}`);
    // The form is cleared after success.
    expect(html).not.toMatch(/<input[^>]*name="name"[^>]*value="Asha Rao"/);
  });
});

describe("advertising form", () => {
  it("invalid → 400 with messages and input kept", async () => {
    const res = await w.post("/advertising", {
      intent: "advertising",
      name: "",
      email: "bad",
      company: "Acme Institute",
      goal: "Traffic",
      budget: "Lots",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    const body = textOf(html);
    expect(body).toContain("Please enter your name.");
    expect(body).toContain("Please enter a valid email.");
    expect(body).toContain("Please select a budget from the list.");
    expect(html).toMatch(/<input[^>]*name="company"[^>]*value="Acme Institute"/);
    expect(html).toMatch(/<option selected="">Traffic<\/option>/);
    expect(await submissions("advertising")).toHaveLength(0);
  });

  it("name and email alone are enough", async () => {
    const res = await w.post("/advertising", { intent: "advertising", name: "Ravi", email: "ravi@example.com" });
    expect(res.status).toBe(200);
    expect(JSON.parse((await submissions("advertising")).at(-1)!.payload)).toEqual({
      name: "Ravi",
      email: "ravi@example.com",
    });
  });

  it("valid → stored, confirmation with the advertising mailto link, subject and one line per field", async () => {
    const res = await w.post("/advertising", {
      intent: "advertising",
      name: "Meera",
      email: "meera@acme.in",
      company: "Acme + Sons",
      goal: "Brand awareness",
      budget: "₹2L – ₹5L",
      message: "Launch in June",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain("Thank you! Your message has been received.");
    const href = mailtoIn(html)!;
    expect(href.startsWith("mailto:media@example.in?")).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Advertising Inquiry");
    expect(params.get("body")).toBe(
      "Name: Meera\r\nEmail: meera@acme.in\r\nCompany: Acme + Sons\r\nGoal: Brand awareness\r\nBudget: ₹2L – ₹5L\r\nMessage: Launch in June",
    );
    const stored = JSON.parse((await submissions("advertising")).at(-1)!.payload);
    expect(stored).toMatchObject({ company: "Acme + Sons", budget: "₹2L – ₹5L" });
  });
});
