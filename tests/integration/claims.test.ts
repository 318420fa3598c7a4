/**
 * Claims the site makes: counts of the directory as D1 holds them; the business's own figures, badges and
 * testimonials only once set with a source; no fixed notification badge; no store badges without an app URL;
 * a sitemap page; a footer of links only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERTS } from "~/content/experts";
import { footerColumns } from "~/content/shell-links";
import { mainText, startWorker, textOf, type TestWorker } from "../support/worker";

describe("a fresh site (nothing set in the console)", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker();
  });
  afterAll(() => w?.dispose());

  it("home: the directory's counts as D1 holds them, no business figures, badges or 10/10", async () => {
    const [{ n }] = await w.rows<{ n: number }>("SELECT COUNT(*) AS n FROM colleges");
    const [{ c }] = await w.rows<{ c: number }>("SELECT COUNT(*) AS c FROM college_courses");
    const { status, text } = await w.html("/");
    expect(status).toBe(200);
    const t = mainText(text);
    expect(t).toContain(`${n.toLocaleString("en-IN")} colleges`);
    expect(text).toContain(`Compare ${n.toLocaleString("en-IN")} colleges`);
    const why = textOf(text.slice(text.indexOf('id="why-us"'), text.indexOf('id="premium"')));
    expect(why).toMatch(new RegExp(`${n.toLocaleString("en-IN")}\\s*Colleges Listed`));
    expect(why).toMatch(new RegExp(`${c.toLocaleString("en-IN").replace(/,/g, ",?")}\\s*Courses Listed`));
    for (const gone of ["19000", "19,000", "10/10", "Students Guided", "Visa Success Rate", "illustrative"])
      expect(t).not.toContain(gone);
    for (const badge of ["ICEF", "British Council", "QS Higher Education"]) expect(t).not.toContain(badge);
    expect(t).toContain("Partner Colleges Recognised by UGC");
  });

  it("services: no testimonials and no business figures", async () => {
    const t = mainText((await w.html("/services")).text);
    expect(t).not.toContain("What our students say");
    for (const s of ["Years of experience", "Awards won", "Success rate", "Success journeys"])
      expect(t).not.toContain(s);
  });

  it("exam prep and service pages: no client statistics, review score, trainer, airline, discount or SIM figures", async () => {
    const prep = mainText((await w.html("/exam-prep")).text);
    for (const gone of ["Every Client Matters", "Global Cities", "Beds", "4.7", "reviews", "100+"])
      expect(prep).not.toContain(gone);
    expect(prep).toContain("Certified trainers");
    const flight = mainText((await w.html("/services/student-flight-ticket")).text);
    expect(flight).toContain("Student fares across airlines");
    expect(flight).toContain("You see the full price before you commit.");
    expect(flight).not.toMatch(/50\+ airlines|up to 40%/);
    const prepService = mainText((await w.html("/services/test-preparation")).text);
    expect(prepService).toContain("Learn from expert trainers");
    expect(prepService).not.toContain("100+");
    const hub = mainText((await w.html("/services")).text);
    expect(hub).toContain("A SIM that works abroad, active the moment you land.");
    expect(hub).not.toContain("180+");
  });

  it("header: no notification count, no store badges; /app says there is no app", async () => {
    const { text } = await w.html("/about");
    expect(text).not.toMatch(/Notifications: \d+ unread/);
    expect(text).toContain('aria-label="Notifications"');
    expect(text).not.toContain("google-play.svg");
    expect(text).not.toContain("app-store.svg");
    expect(mainText((await w.html("/app")).text)).toContain("no app in Google Play or the App Store yet");
  });

  it("footer: every entry links to a page that answers; Sitemap opens /sitemap", async () => {
    const { text } = await w.html("/about");
    const footer = text.slice(text.indexOf('id="site-footer"'));
    expect(footer).toContain('href="/sitemap"');
    for (const gone of ["Scholarship Finder", "Percentile Predictor"]) expect(footer).not.toContain(gone);
    for (const col of footerColumns) {
      for (const link of col.links) {
        expect(link.to, link.label).toBeTruthy();
        expect(footer).toContain(`href="${(link.to ?? "").replace(/&/g, "&amp;")}"`);
        expect((await w.fetch(link.to ?? "")).status, link.to).toBe(200);
      }
    }
    const sitemap = await w.html("/sitemap");
    expect(sitemap.status).toBe(200);
    const s = mainText(sitemap.text);
    for (const h of ["Colleges and rankings", "Entrance exams", "Study-abroad services", "Company"])
      expect(s).toContain(h);
    expect(sitemap.text).toContain('href="/exams/jee-main"');
    expect(sitemap.text).toContain('href="/services/visa-assistance"');
    // The crawlers' sitemap stays, and lists the page.
    const xml = await w.fetch("/sitemap.xml?page=0");
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain("/sitemap</loc>");
  });
});

describe("claims an operator has set with a source", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startWorker();
    const set = (key: string, value: string, source: string, author = "", place = "") =>
      w.rows(
        "INSERT INTO business_claims (key, value, author, place, source, set_by) VALUES (?1, ?2, ?3, ?4, ?5, 'ops@example.in (admin)')",
        key,
        value,
        author,
        place,
        source,
      );
    await set("students-guided", "1200", "CRM export 2026-10-31");
    await set("visa-success", "91", "Visa outcomes register 2025");
    await set("awards", "3", "Award certificates on file");
    await set("badge-icef", "shown", "ICEF agency certificate no. 1234");
    await set("client-cities", "515", "Bookings register 2026");
    await set("review-score", "4.7", "Google Business Profile, 2026-11-01");
    await set("review-count", "4700", "Google Business Profile, 2026-11-01");
    await set("airlines", "50", "Airline agreements on file");
    await set("student-discount", "40", "Published price list 2026");
    await set(
      "testimonial-1",
      "Clear advice on my visa file.",
      "Written consent form 2026-05-02",
      "Meera Joshi",
      "Pune → Dublin",
    );
  });
  afterAll(() => w?.dispose());

  it("home shows them with their source; the ones not set stay hidden", async () => {
    const html = (await w.html("/")).text;
    const t = mainText(html);
    expect(t).toMatch(/1,200 ?\+\s*Students Guided/);
    expect(t).toContain("Source: CRM export 2026-10-31.");
    expect(t).toContain("Visa Success Rate");
    expect(t).toContain("Agency Accredited by ICEF");
    expect(t).not.toContain("British Council");
  });

  it("exam prep shows the client figure and review score set, each with its source; the ones not set stay hidden", async () => {
    const { text } = await w.html("/exam-prep");
    const t = mainText(text);
    expect(t).toContain("Every Client Matters");
    const cities = />Global Cities<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/.exec(text)?.[1] ?? "";
    expect(textOf(cities).replace(/\s+/g, "")).toContain("515+");
    expect(t).toContain("Sources: Global Cities: Bookings register 2026.");
    for (const unset of ["Beds", "Properties", "Students Assisted"]) expect(t).not.toContain(unset);
    expect(t).toContain("4.7");
    expect(t).toContain("4,700+ reviews");
    expect(t).toContain("Source: Google Business Profile, 2026-11-01.");
    // Trainers not set: the tile names no figure.
    expect(t).toContain("Certified trainers");
    expect(t).not.toMatch(/\d+\+ certified trainers/);
  });

  it("service pages show the airline and discount figures set, with their sources; the SIM's countries stay unset", async () => {
    const flight = mainText((await w.html("/services/student-flight-ticket")).text);
    expect(flight).toContain("Student fares on 50+ airlines (source: Airline agreements on file)");
    expect(flight).toContain(
      "You see the full price before you commit, with student discounts of up to 40%. Source: Published price list 2026.",
    );
    const hub = mainText((await w.html("/services")).text);
    expect(hub).toContain("A SIM that works abroad, active the moment you land.");
    expect(hub).not.toContain("180+");
  });

  it("services shows the testimonial and the figures set, each with its source", async () => {
    const t = mainText((await w.html("/services")).text);
    expect(t).toContain("What our students say");
    expect(t).toContain("Meera Joshi");
    expect(t).toContain("Source: Written consent form 2026-05-02");
    expect(t).toContain("Awards won: Award certificates on file");
    expect(t).not.toContain("Years of experience");
    for (const e of EXPERTS) expect(t).not.toContain(e.name);
  });
});
