import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";
import { FIXTURE_FIGURE } from "../support/claims-fixture";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const ROUTES = [
  "/exam-prep",
  "/IELTS",
  "/IELTS-ACEDEMIC",
  "/PTEAcademic",
  "/ToeflIBT",
  "/DuolingoTest",
  "/GREPrep",
  "/free-cources",
  "/travel",
];

describe("every exam and travel route", () => {
  it("hydrates without script or CSP errors, with one h1", async () => {
    const context = await newContext(browser);
    await context.route("https://courses.studysaathi.in/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Courses</h1>" }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on("console", (m) => m.type() === "error" && errors.push(`${page.url()}: ${m.text()}`));
    for (const path of ROUTES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
  });
});

/** The partner row's scrolling list (the one Carousel, as a marquee). */
const scrollLeftOf = (page: Page) =>
  page
    .getByRole("region", { name: "Partner list" })
    .locator(".carousel")
    .evaluate((el) => el.scrollLeft);

describe("partner carousel on /exam-prep", () => {
  it("scrolls by itself; a button moves it 250, pauses it and it resumes after 3 s", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/exam-prep");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Our Partners" }).scrollIntoViewIfNeeded();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    // Auto-scroll: 0.5 per frame, so about 30 in one second of frames.
    const start = await scrollLeftOf(page);
    await page.clock.runFor(1000);
    const afterSecond = await scrollLeftOf(page);
    expect(afterSecond - start).toBeGreaterThanOrEqual(20);
    expect(afterSecond - start).toBeLessThanOrEqual(40);

    // Right: +250, then no movement while paused.
    await page.getByRole("button", { name: "Scroll partners right" }).click();
    const moved = await scrollLeftOf(page);
    expect(Math.abs(moved - afterSecond - 250)).toBeLessThanOrEqual(2);
    await page.clock.runFor(2500);
    expect(await scrollLeftOf(page)).toBe(moved);

    // Resumes once 3 s have passed since the click.
    await page.clock.runFor(1000);
    expect(await scrollLeftOf(page)).toBeGreaterThan(moved + 5);

    // Left: -250 and paused again.
    const beforeLeft = await scrollLeftOf(page);
    await page.getByRole("button", { name: "Scroll partners left" }).click();
    const back = await scrollLeftOf(page);
    expect(Math.abs(beforeLeft - back - 250)).toBeLessThanOrEqual(2);
    await page.clock.runFor(2000);
    expect(await scrollLeftOf(page)).toBe(back);
  });

  it("without JavaScript the partners are a scrollable list and no button is drawn", async () => {
    const context = await newContext(browser, { js: false });
    const page = await context.newPage();
    await page.goto("/exam-prep");
    const region = page.getByRole("region", { name: "Partner list" });
    await expect.poll(() => region.getByRole("group").first().textContent()).toBe("Global Campus Housing");
    expect(await region.locator(".carousel").evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.getByRole("button", { name: /^Scroll partners/ }).count()).toBe(0);
  });
});

describe("animated counters", () => {
  it("count up to the final figure when scrolled into view", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    // The count runs on the page's clock, moved ahead 100 ms at each look.
    await page.clock.install();
    await page.goto("/exam-prep");
    await waitForHydration(page);
    const shown = page
      .locator("dt", { hasText: "Global Cities" })
      .locator("xpath=following-sibling::dd[1]//span[@aria-hidden='true']");
    // Below the fold after hydration: reset to 0, waiting to come into view.
    await expect.poll(() => shown.textContent()).toBe("0+");
    await shown.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(el.textContent ?? "")).observe(el, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return shown.textContent();
        },
        { timeout: 30_000 },
      )
      .toBe("515+");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const intermediate = seen.map((t) => Number.parseInt(t, 10)).filter((n) => n > 0 && n < 515);
    expect(intermediate.length).toBeGreaterThan(3);
  });

  it("show the final figures without JavaScript", async () => {
    const context = await newContext(browser, { js: false });
    const page = await context.newPage();
    await page.goto("/travel");
    const shown = page
      .locator("dt", { hasText: "Success journeys" })
      .locator("xpath=following-sibling::dd[1]//span[@aria-hidden='true']");
    // The figure an operator set with a source (the browser servers' fixture).
    expect(await shown.textContent()).toBe(FIXTURE_FIGURE.shown);
  });
});

describe("FAQ accordion", () => {
  for (const js of [true, false]) {
    it(`opens and closes on the exam pages (JS ${js ? "on" : "off"})`, async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      await page.goto("/GREPrep");
      if (js) await waitForHydration(page);
      const retake = page.getByText("You can take the GRE General Test once every 21 days, up to 5 times a year");
      const length = page.getByText("Plan for about 3 hours 45 minutes in total");
      expect(await retake.isVisible()).toBe(false);
      await page.getByText("How often can I retake the GRE?").click();
      await expect.poll(() => retake.isVisible()).toBe(true);
      // Opening another answer closes the first (one accordion).
      await page.getByText("How long is the GRE?").click();
      await expect.poll(() => length.isVisible()).toBe(true);
      await expect.poll(() => retake.isVisible()).toBe(false);
      await page.getByText("How long is the GRE?").click();
      await expect.poll(() => length.isVisible()).toBe(false);
    });
  }
});

describe("shimmer placeholders on /travel", () => {
  it("show while an image loads and disappear once it has loaded", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/images/travel/visa-business.svg", async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto("/travel", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    const figure = page.locator("[aria-busy]").filter({ has: page.locator('img[src$="visa-business.svg"]') });
    expect(await figure.getAttribute("aria-busy")).toBe("true");
    expect(await figure.locator(".shimmer").count()).toBe(1);
    release();
    await expect.poll(() => figure.getAttribute("aria-busy")).toBe("false");
    expect(await figure.locator(".shimmer").count()).toBe(0);
    // Images that finished before hydration lose their shimmer too.
    const student = page.locator("[aria-busy]").filter({ has: page.locator('img[src$="visa-student.svg"]') });
    await expect.poll(() => student.getAttribute("aria-busy")).toBe("false");
  });

  it("the visa carousel's Next button shows the fifth visa type", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/travel");
    await waitForHydration(page);
    const medical = page.getByRole("heading", { name: "Medical Visa" });
    // Inside the carousel's visible area (its overflow clips the slides beyond it).
    const inView = () =>
      medical.evaluate((el) => el.getBoundingClientRect().left < el.closest(".swiper")!.getBoundingClientRect().right);
    expect(await inView()).toBe(false);
    await page.getByRole("button", { name: "Next visa types" }).click();
    await expect.poll(inView).toBe(true);
  });
});

describe("/free-cources", () => {
  it("embeds the configured free-courses site (CSP allows it) with a plain link", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await context.route("https://courses.studysaathi.in/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Courses</title><h1>Free course catalogue</h1>",
      }),
    );
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on(
      "console",
      (m) => m.type() === "error" && /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()),
    );
    await page.goto("/free-cources");
    const frame = page.locator('iframe[title="StudySaathi free courses"]');
    expect(await frame.getAttribute("src")).toBe("https://courses.studysaathi.in");
    await expect
      .poll(() =>
        page
          .frameLocator('iframe[title="StudySaathi free courses"]')
          .getByRole("heading", { name: "Free course catalogue" })
          .isVisible(),
      )
      .toBe(true);
    const box = await frame.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(576);
    expect(box!.width).toBeGreaterThan(1000);
    expect(await page.getByRole("link", { name: /Open the free courses in a new tab/ }).getAttribute("href")).toBe(
      "https://courses.studysaathi.in",
    );
    expect(cspErrors).toEqual([]);
  });
});
