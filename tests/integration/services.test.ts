import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryFormFor } from "~/content/inquiry-forms";
import { services } from "~/content/services";
import { INQUIRY_MESSAGES } from "~/lib/catalogue/inquiry-schema";
import { startWorker, textOf, type TestWorker } from "../support/worker";
import { validValue } from "./services-fixtures";

const SUCCESS = "Form submitted successfully! We'll get back to you soon.";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const validFields = (slug: string, title: string) => {
  const { fields } = inquiryFormFor(slug, title);
  return { fields, values: Object.fromEntries(fields.map((f) => [f.name, validValue(f)])) };
};

describe("/services hub (JS off)", () => {
  it("renders the hero, six countries, all 21 cards linking to their pages and why choose", async () => {
    const { status, text } = await w.html("/services");
    expect(status).toBe(200);
    const t = textOf(text);
    expect(t).toContain("Study, Enjoy and live your Dreams");
    for (const label of ["Find out more", "Watch now", "View More", "Why choose us", "Explore Now"])
      expect(t).toContain(label);
    for (const c of ["Canada", "India", "Australia", "United Kingdom", "United States", "Germany"])
      expect(t).toContain(c);
    for (const s of services) {
      expect(text).toContain(`href="/services/${s.slug}"`);
      expect(text).toContain(`src="/images/services/${s.slug}.svg"`);
    }
    expect(t.match(/Explore Now/g)).toHaveLength(services.length);
    for (const p of ["Flexibility", "Memorable experiences", "Quality standards"]) expect(t).toContain(p);
    // The business's testimonials and figures show only once an operator has set them with a source
    // (tests/integration/claims.test.ts): a fresh site shows none.
    expect(t).not.toContain("What our students say");
    expect(t).not.toContain("Success rate");
  });
});

describe("services pages: rendered on the server, their data ready for a client navigation", () => {
  /** `texts` are in the page's <main>; a client navigation's data request answers. */
  async function expectRendered(path: string, texts: string[]) {
    const html = (await w.html(path)).text;
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const hydration = html.slice(html.indexOf("</main>"));
    expect(texts.filter((text) => !main.includes(text))).toEqual([]);
    const res = await w.fetch(`${path}.data`);
    expect(res.status).toBe(200);
    return { main, hydration, data: await res.text() };
  }

  it("the hub's hero, cards and why choose us", async () => {
    const hub = ["Study, Enjoy and live your Dreams", "Explore Now", "Quality standards", "/services/airport-pickup"];
    const { main, data } = await expectRendered("/services", hub);
    expect(main).not.toContain("What our students say");
    expect(data).toContain("airport-pickup");
  });

  it("a service's hero text and sections; its form travels as data", async () => {
    const details = ["2-8 weeks", "Key Features", "Ready to get started?", "Mon-Fri 9AM-6PM EST"];
    const { hydration, data } = await expectRendered("/services/visa-assistance", details);
    expect(hydration).toContain("Visa Assistance Inquiry");
    expect(data).toContain("2-8 weeks");
    // Each service renders its own details.
    expect(textOf((await w.html("/services/job-search")).text)).toContain("About Job Search");
  });
});

describe("/services/{slug} (JS off)", () => {
  it.each(services.map((s) => [s.slug, s.title]))("%s renders with its form", async (slug, title) => {
    const { status, text } = await w.html(`/services/${slug}`);
    expect(status).toBe(200);
    const t = textOf(text);
    const service = services.find((s) => s.slug === slug)!;
    expect(t).toContain(service.category);
    expect(t).toContain(title);
    for (const label of [
      "Get Started Now",
      "Learn More",
      "Key Features",
      "Requirements",
      "Our Process",
      "Benefits",
      "Quick Start",
      "Free Consultation",
      "Book Now",
      "Direct Contact",
      "Mon-Fri 9AM-6PM EST",
      "Response within 2 hours",
      "Starting price",
      "Duration",
      "Submit Inquiry",
    ]) {
      expect(t).toContain(label);
    }
    for (const c of ["Austria", "New Zealand", "China", "Afghanistan", "Brazil", "Australia", "Germany", "France"])
      expect(t).toContain(c);
    const { fields } = inquiryFormFor(slug, title);
    for (const f of fields) expect(text).toContain(`name="${f.name}"`);
    for (const f of fields.filter((x) => x.type === "select")) expect(t).toContain(`Select ${f.label}`);
    if (fields.length > 6) {
      expect(t).toContain(`Show All Fields (${fields.length})`);
      expect(text).toMatch(/<details(?![^>]*\bopen\b)[^>]*>/);
    } else {
      expect(t).not.toContain("Show All Fields");
    }
  });

  it("shows specific details or the generic default", async () => {
    const visa = textOf((await w.html("/services/visa-assistance")).text);
    expect(visa).toContain("2-8 weeks");
    expect(visa).toContain("Visa Assistance Inquiry");
    const generic = textOf((await w.html("/services/job-search")).text);
    expect(generic).toContain("Contact for pricing");
    expect(generic).toContain("Varies by service");
    expect(generic).toContain("Service Inquiry");
  });

  it.each(["bank-account-setup", "sop-maker", "no-such-service"])("%s redirects to /services", async (slug) => {
    const res = await w.fetch(`/services/${slug}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/services");
    const post = await w.post(`/services/${slug}`, { intent: "inquiry", fullName: "A" });
    expect(post.status).toBe(302);
  });
});

describe("inquiry forms (JS off)", () => {
  it.each(services.map((s) => [s.slug, s.title]))("%s stores a valid inquiry with its slug", async (slug, title) => {
    const { values } = validFields(slug, title);
    const res = await w.post(`/services/${slug}`, { intent: "inquiry", website: "", ...values });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain(SUCCESS);
    const rows = await w.rows<{ payload: string }>(
      "SELECT payload FROM submissions WHERE kind = 'inquiry' AND ref = ?",
      slug,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].payload)).toEqual(values);
  });

  it.each(services.map((s) => [s.slug, s.title]))(
    "%s answers 400 with the message and the input kept when a required field is missing",
    async (slug, title) => {
      const { fields, values } = validFields(slug, title);
      const before = await w.rows("SELECT id FROM submissions");
      // The last required field: for long forms it sits in the collapsed part, which then opens.
      const missing = [...fields].reverse().find((f) => f.required)!;
      const { [missing.name]: _omit, ...rest } = values;
      const res = await w.post(`/services/${slug}`, { intent: "inquiry", ...rest, fullName: "Asha <Kulkarni>" });
      expect(res.status).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const html = await res.text();
      expect(textOf(html)).toContain(
        missing.type === "select" ? INQUIRY_MESSAGES.requiredSelect : INQUIRY_MESSAGES.required,
      );
      expect(textOf(html)).not.toContain(SUCCESS);
      expect(html).toContain('value="Asha &lt;Kulkarni&gt;"');
      expect(html).toContain(`value="${values.email}"`);
      if (fields.indexOf(missing) >= 6) expect(html).toMatch(/<details[^>]*\bopen\b/);
      expect(await w.rows("SELECT id FROM submissions")).toHaveLength(before.length);
    },
  );

  it("rejects a wrong email, an unknown option and a bad date", async () => {
    const { values } = validFields("airport-pickup", "Airport Pickup");
    const res = await w.post("/services/airport-pickup", {
      intent: "inquiry",
      ...values,
      email: "nope",
      passengers: "99",
      arrivalDate: "2026-13-01",
    });
    expect(res.status).toBe(400);
    const t = textOf(await res.text());
    expect(t).toContain(INQUIRY_MESSAGES.email);
    expect(t).toContain(INQUIRY_MESSAGES.option);
    expect(t).toContain(INQUIRY_MESSAGES.date);
  });
});

describe("/post-admit-services (JS off)", () => {
  it("with four items renders hero, services block, why-choose and closing block", async () => {
    const { status, text } = await w.html("/post-admit-services");
    expect(status).toBe(200);
    const t = textOf(text);
    expect(t).toContain("Admitted? Let Us Handle Everything That Comes Next");
    expect(text).toContain('src="/uploads/study_abroad/postadmit-hero.svg"');
    expect(t).toContain("Our Post-Admit Services");
    expect(text).toContain("<strong>Visa Counselling</strong>");
    expect(t).toContain("Free Services");
    expect(t).toContain("Premium Services");
    expect(t).toContain("Why Choose Our Services");
    expect(t).toContain("Experienced Counsellors");
    expect(t).toContain("Student Mentors Abroad");
    expect(t).toContain("Ready for the Next Step?");
    expect(t).toContain("Book a Free Consultation");
    expect(t).toContain("Download Guide");
    expect(t).toContain("An introduction to a student mentor at your university");
    expect(text).toContain('src="/uploads/study_abroad/postadmit-closing.svg"');
    expect(text).not.toContain("<dialog");
  });

  it("opens the plan dialogs by URL", async () => {
    const free = await w.html("/post-admit-services?plan=free");
    expect(free.text).toMatch(/<dialog[^>]*open/);
    const f = textOf(free.text);
    for (const item of [
      "Free Services Plan",
      "Visa Counselling",
      "Loan Documents Review & Support",
      "Accommodation Securing Support",
      "Proceed to Dashboard",
      "Contact Support: +91 98765 43210",
    ]) {
      expect(f).toContain(item);
    }
    expect(free.text).toContain('href="tel:+919876543210"');
    const premium = textOf((await w.html("/post-admit-services?plan=premium")).text);
    for (const item of [
      "Premium Services Plan",
      "Visa Counselling with Mock Interviews",
      "Vicinity-based Accommodation Guidance",
      "Cultural Mentor Abroad Assistance",
    ]) {
      expect(premium).toContain(item);
    }
    expect((await w.html("/post-admit-services?plan=gold")).text).not.toContain("<dialog");
  });

  it("with two items renders hero and services only", async () => {
    const two = await startWorker({ setup: async (db) => void (await db.exec("DELETE FROM post_admit WHERE id > 2")) });
    try {
      const { status, text } = await two.html("/post-admit-services");
      expect(status).toBe(200);
      const t = textOf(text);
      expect(t).toContain("Admitted? Let Us Handle Everything That Comes Next");
      expect(t).toContain("Our Post-Admit Services");
      expect(t).toContain("Premium Services");
      expect(t).not.toContain("Why Choose Our Services");
      expect(t).not.toContain("Ready for the Next Step?");
      expect(t).not.toContain("Download Guide");
    } finally {
      await two.dispose();
    }
  });

  it("with no items (or D1 down) still renders a page with its plan cards", async () => {
    const none = await startWorker({ setup: async (db) => void (await db.exec("DELETE FROM post_admit")) });
    const broken = await startWorker({ brokenDb: true });
    try {
      for (const worker of [none, broken]) {
        const { status, text } = await worker.html("/post-admit-services");
        expect(status).toBe(200);
        const t = textOf(text);
        expect(text.match(/<h1\b/g)).toHaveLength(1);
        expect(t).toContain("Post-Admit Services");
        expect(t).toContain("Free Services");
        expect(t).not.toContain("Admitted?");
        expect(t).not.toContain("Why Choose Our Services");
        expect(t).not.toContain("Download Guide");
        expect(text).not.toContain("/uploads/study_abroad/");
      }
    } finally {
      await none.dispose();
      await broken.dispose();
    }
  });
});
