import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, besideField, errorSummary, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** The page at `path`, hydrated with JS on; with `clock`, its timers run only when the test moves its clock ahead. */
async function open(js: boolean, path = "/", width = 1280, clock = false) {
  const context = await newContext(browser, { js, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  if (clock) await page.clock.install();
  const res = await page.goto(path);
  if (js) await waitForHydration(page);
  return { context, page, res, errors };
}

const hero = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');
/** The typewriter's caret: the last character of the title's visible (aria-hidden) copy. */
const caretOf = (page: Page) => hero(page).getByRole("heading", { level: 1 }).locator("[aria-hidden] > span");
const heroCounter = (page: Page) =>
  hero(page)
    .getByText(/^\d+ \/ 4$/)
    .innerText();
const wrapperTransform = (page: Page, carousel: string) =>
  page
    .getByRole("region", { name: carousel, exact: true })
    .locator(".swiper-wrapper")
    .evaluate((el) => getComputedStyle(el).transform);

async function leads(kind: string): Promise<Array<{ payload: Record<string, unknown> }>> {
  const res = await fetch(`${baseUrl()}/api/leads?kind=${kind}`, {
    headers: { Authorization: "Bearer browser-test-token" },
  });
  return ((await res.json()) as { data: Array<{ payload: Record<string, unknown> }> }).data;
}

/** Fills the call popup (e-mail `{first}@example.in`, course Physics) and presses Join the Call. */
async function joinTheCall(
  dialog: Locator,
  who: { first: string; last: string; phone: string; level: "Bachelors" | "Masters" | "PhD" },
) {
  await dialog.getByLabel("First name").fill(who.first);
  await dialog.getByLabel("Last name").fill(who.last);
  await dialog.getByLabel("Email").fill(`${who.first.toLowerCase()}@example.in`);
  await dialog.getByLabel("Phone").fill(who.phone);
  await dialog.getByLabel("Level").selectOption(who.level);
  await dialog.getByLabel("Course").fill("Physics");
  await dialog.getByLabel("I agree to the privacy policy").check();
  await dialog.getByRole("button", { name: "Join the Call" }).click();
}

describe("home page with JavaScript", () => {
  it("hero auto-advances every 5 s, and arrows and dots move it with wrap-around", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The page's clock is moved ahead by hand, so the 5 s are the page's, however busy the machine.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    expect(await heroCounter(page)).toBe("1 / 4");
    expect(await hero(page).getByText("Indian Institute of Technology Bombay").isVisible()).toBe(true);
    const ahead = async () => {
      await page.clock.runFor(200);
      return heroCounter(page);
    };
    await expect.poll(ahead, { timeout: 30_000 }).toBe("2 / 4");
    expect(await hero(page).getByText("University of Melbourne").isVisible()).toBe(true);
    // The next banner waits its 5 s: the second still shows 4.6 s later, the third by 5.2 s.
    await page.clock.runFor(4600);
    expect(await heroCounter(page)).toBe("2 / 4");
    await page.clock.runFor(600);
    expect(await heroCounter(page)).toBe("3 / 4");
    await page.getByRole("button", { name: "Previous banner" }).click();
    expect(await heroCounter(page)).toBe("2 / 4");

    await page.getByRole("button", { name: "Next banner" }).click();
    expect(await heroCounter(page)).toBe("3 / 4");
    await page.getByRole("button", { name: "Go to banner 1" }).click();
    expect(await heroCounter(page)).toBe("1 / 4");
    expect(await page.getByRole("button", { name: "Go to banner 1" }).getAttribute("aria-current")).toBe("true");
    await page.getByRole("button", { name: "Previous banner" }).click();
    expect(await heroCounter(page)).toBe("4 / 4");
    expect(await hero(page).getByText("Symbiosis International University, Pune").isVisible()).toBe(true);
    // One dot per banner (four banners, four dots).
    expect(await page.getByRole("button", { name: /Go to banner/ }).count()).toBe(4);
    expect(errors).toEqual([]);
  });

  it("the typewriter deletes the first banner title and types the next slide's", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The page's clock moves ahead 200 ms at each look (the hero's 5 s and the letters' own timers run as written,
    // in less real time).
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const typed = () => page.locator("#hero-title [aria-hidden=true]").innerText();
    const ahead = async () => {
      await page.clock.runFor(200);
      return (await typed()).trim();
    };
    const first = "Shape Your Future in Engineering and Technology";
    expect((await typed()).trim()).toBe(first);
    // Each look costs real time on a busy machine: the polls wait on the page's clock, not on a second of ours.
    await expect.poll(async () => (await ahead()).length, { timeout: 30_000 }).toBeLessThan(first.length - 5);
    await expect.poll(ahead, { timeout: 30_000 }).toBe("Study at a Top-Ranked Campus Down Under");
    // The accessible heading is the shown slide's title.
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(
      "Study at a Top-Ranked Campus Down Under",
    );
  });

  it("the call modal opens from both buttons, Cancel closes it, Join the Call validates and stores", async () => {
    const { page } = await open(true);
    const dialog = page.getByRole("dialog", { name: "Talk to a Counsellor" });
    expect(await dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Need Counselling" }).click();
    await dialog.waitFor({ state: "visible" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Get on Call" }).click();
    await dialog.waitFor({ state: "visible" });
    await dialog.getByRole("button", { name: "Join the Call" }).click();
    await besideField(dialog, "First name is required").waitFor();
    expect(await besideField(dialog, "Please agree to the privacy policy").isVisible()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/`);

    await joinTheCall(dialog, { first: "Meera", last: "Joshi", phone: "9123456780", level: "PhD" });
    await dialog.getByText("Thank you, Meera! Our counsellor will call you shortly.").waitFor();
    expect(
      (await leads("call-request")).some((l) => l.payload.email === "meera@example.in" && l.payload.level === "PhD"),
    ).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "hidden" });
    // Opening it again starts a fresh form.
    await page.getByRole("button", { name: "Get on Call" }).click();
    await dialog.getByRole("button", { name: "Join the Call" }).waitFor();
    expect(await dialog.getByLabel("First name").inputValue()).toBe("");
  });

  it("newsletter shows errors per field, then the success alert, and stores the entry", async () => {
    const { page } = await open(true);
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const form = page.locator("section#subscribe");
    await form.getByLabel("Email").fill("ravi@example");
    await form.getByLabel("Mobile").fill("12345");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await besideField(form, "Please enter a valid email.").waitFor();
    expect(await besideField(form, "Please enter a valid mobile number.").isVisible()).toBe(true);
    expect(await besideField(form, "Please select a valid value.").isVisible()).toBe(true);
    expect(alerts).toEqual([]);

    await form.getByLabel("Email").fill("ravi@example.in");
    await form.getByLabel("Mobile").fill("9988776655");
    await form.getByLabel("Course").selectOption("Pharmacy - B.Pharm");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => alerts).toEqual(["Form submitted successfully!"]);
    expect(
      (await leads("newsletter")).some(
        (l) => l.payload.email === "ravi@example.in" && l.payload.course === "Pharmacy - B.Pharm",
      ),
    ).toBe(true);
  });

  it("carousels move on their own and with their arrows", async () => {
    // Autoplay runs on the page's clock, moved ahead 500 ms at each look.
    const { page } = await open(true, "/", 1280, true);
    const later = async (carousel: string) => {
      await page.clock.runFor(500);
      return wrapperTransform(page, carousel);
    };
    await page.getByRole("heading", { name: "Top Universities/Colleges" }).scrollIntoViewIfNeeded();
    await page.getByRole("region", { name: "Top Universities", exact: true }).locator(".swiper-initialized").waitFor();
    const start = await wrapperTransform(page, "Top Universities");
    await expect.poll(() => later("Top Universities")).not.toBe(start);

    await page.getByRole("heading", { name: "Top Study Places" }).scrollIntoViewIfNeeded();
    expect(await page.getByRole("button", { name: "Next Top Study Places" }).isVisible()).toBe(true);
    const places = await wrapperTransform(page, "Top Study Places");
    await page.getByRole("button", { name: "Next Top Study Places" }).click();
    await expect.poll(() => wrapperTransform(page, "Top Study Places")).not.toBe(places);

    // Swiper starts when a carousel comes near the viewport (components/ui/carousel.tsx).
    await page.getByRole("heading", { name: "Latest News & Stories" }).scrollIntoViewIfNeeded();
    await page.getByRole("region", { name: "Exam Alerts news", exact: true }).locator(".swiper-initialized").waitFor();
    const news = await wrapperTransform(page, "Exam Alerts news");
    await expect.poll(() => later("Exam Alerts news")).not.toBe(news);
  });

  it("why-us counters count up when they come into view", async () => {
    // The count runs on the page's clock, moved ahead 100 ms at each look.
    const { page } = await open(true, "/", 1280, true);
    const figure = page.locator("#why-us li").first().locator("[aria-hidden=true]").first();
    const later = async () => {
      await page.clock.runFor(100);
      return figure.innerText();
    };
    // The first tile is the directory's count as D1 holds it (no "+"); the screen reader's copy has the figure.
    const total = (await page.locator("#why-us li").first().locator(".sr-only").first().textContent()) ?? "";
    expect(total).toMatch(/^[1-9][\d,]*$/);
    // Not drawn yet (the section is below the screen: innerText is empty), the figure reads 0.
    expect(await figure.textContent()).toBe("0");
    await page.clock.runFor(3000);
    expect(await figure.textContent()).toBe("0");
    await page.getByRole("heading", { name: "Why us?" }).scrollIntoViewIfNeeded();
    await expect.poll(later).not.toBe("0");
    expect(await figure.innerText()).not.toBe(total);
    await expect.poll(later).toBe(total);
  });

  it("the features strip loops over 40 s and the hero's caret blinks, both from after the page has loaded", async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    // When the load event fired, and what was moving then.
    await context.addInitScript(() => {
      addEventListener("load", () => {
        const w = window as unknown as { loadedAt: number; movingAtLoad: number };
        w.loadedAt = performance.now();
        w.movingAtLoad = document.getAnimations().length;
      });
    });
    const page = await context.newPage();
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Our features (scrolls sideways)" });
    const loop = () =>
      strip.evaluate((region) => {
        const [animation] = region.firstElementChild?.getAnimations() ?? [];
        const timing = animation?.effect?.getComputedTiming();
        return timing ? { duration: timing.duration, iterations: timing.iterations, state: animation.playState } : null;
      });
    await expect.poll(loop).toEqual({ duration: 40_000, iterations: Infinity, state: "running" });
    const caret = caretOf(page);
    await expect.poll(() => caret.evaluate((el) => getComputedStyle(el).animationName)).toBe("pulse");
    const timing = await page.evaluate(() => {
      const w = window as unknown as { loadedAt: number; movingAtLoad: number };
      const starts = document.getAnimations().map((a) => Number(a.startTime));
      return { loadedAt: w.loadedAt, movingAtLoad: w.movingAtLoad, firstStart: Math.min(...starts) };
    });
    expect(timing.movingAtLoad).toBe(0);
    expect(timing.firstStart).toBeGreaterThanOrEqual(timing.loadedAt);
    // The loop carries a second copy of the six features (aria-hidden) so that it wraps without a jump.
    expect(await strip.locator("ul").count()).toBe(2);
    expect(await strip.locator('ul[aria-hidden="true"] li').count()).toBe(
      await strip.locator("ul").first().locator("li").count(),
    );
  });

  it("ranking year and agency switch the table without a reload; no layout shift", async () => {
    const { page } = await open(true);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!e.hadRecentInput) total += e.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 1500);
        }),
    );
    expect(cls).toBeLessThan(0.05);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const nirf = page.getByRole("button", { name: "NIRF", exact: true });
    await nirf.click();
    await page.getByText("NIRF 2025 ranking of colleges in Maharashtra").waitFor({ state: "attached" });
    // The form is for the URL's agency: the new one is pressed and keeps the focus.
    expect(await nirf.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => nirf.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Show" }).isVisible()).toBe(false);
    // A visitor's drop-down has the focus (selectOption alone does not give it).
    await page.getByLabel("Year").focus();
    await page.getByLabel("Year").selectOption("2024");
    await page.getByText("NIRF 2024 ranking of colleges in Maharashtra").waitFor({ state: "attached" });
    expect(page.url()).toContain("year=2024");
    expect(page.url()).toContain("agency=nirf");
    await expect.poll(() => page.getByLabel("Year").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Year").inputValue()).toBe("2024");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

describe("home page: server-only markup", () => {
  it("hydration keeps the sections rendered without hydration data, and their links navigate without a reload", async () => {
    const { page, errors } = await open(true);
    const services = page.locator("#services");
    await expect.poll(() => services.getByRole("link").count()).toBe(6);
    // The business badges (ICEF, British Council, QS) wait for an operator to set them with a source.
    expect(await page.locator("#certificates li").count()).toBe(3);
    const topColleges = page.getByRole("region", { name: "Top Universities", exact: true });
    const firstCard = await topColleges.locator(".swiper-slide").first().textContent();
    expect(firstCard?.trim().length).toBeGreaterThan(0);
    // The HTML holds each carousel's first view (content/home.ts IN_HTML); the rest arrive, with one data
    // request, as the first of their sections nears the viewport. The no-JS links to them are not shown.
    expect(await topColleges.locator(".swiper-slide").count()).toBe(4);
    expect(await page.locator("#study-abroad article").count()).toBe(3);
    expect(await page.locator("#study-places figure").count()).toBe(4);
    expect(await page.getByRole("link", { name: "All 7 countries" }).isVisible()).toBe(false);
    await page.getByRole("heading", { name: "Top Universities/Colleges" }).scrollIntoViewIfNeeded();
    await expect.poll(() => topColleges.locator(".swiper-slide").count()).toBe(8);
    await expect
      .poll(() => page.getByRole("region", { name: "Top Colleges", exact: true }).locator(".swiper-slide").count())
      .toBe(8);
    expect(await topColleges.locator(".swiper-slide").first().textContent()).toBe(firstCard);
    await expect.poll(() => page.locator("#study-abroad article").count()).toBe(7);
    await expect.poll(() => page.locator("#study-places figure").count()).toBe(8);
    // The first views' cards keep their content; the others arrive with theirs.
    const countries = ["Germany", "Ireland", "Zealand", "USA", "UK", "Canada", "Australia"];
    expect(await page.locator("#study-abroad article h3").allTextContents()).toEqual(countries);
    expect(await page.locator("#study-places figcaption").allTextContents()).toContain("Ahmedabad");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await topColleges.getByRole("link", { name: "Indian Institute of Technology Bombay", exact: true }).click();
    await page.waitForURL(/\/colleges\/indian-institute-of-technology-bombay$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("a client navigation to / renders every server section from its data", async () => {
    const { page, errors } = await open(true, "/about");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator("header").getByRole("link", { name: "HOME", exact: true }).first().click();
    await page.getByRole("heading", { name: "Top Universities/Colleges" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator("#services").getByRole("link").count()).toBe(6);
    // The business badges (ICEF, British Council, QS) wait for an operator to set them with a source.
    expect(await page.locator("#certificates li").count()).toBe(3);
    expect(await page.locator("#study-places figure").count()).toBe(8);
    const topColleges = page.getByRole("region", { name: "Top Universities", exact: true });
    expect(await topColleges.locator(".swiper-slide").count()).toBe(8);
    expect(await page.locator("#college-ranking").getByRole("heading").count()).toBeGreaterThan(0);
    expect(await page.locator("#study-abroad article").count()).toBe(7);
    const programs = page.getByRole("region", { name: "Explore Programs" });
    expect(await programs.getByRole("list").last().getByRole("link").count()).toBe(6);
    expect(await page.locator("#news article").count()).toBe(4);
    // The newsletter form is there at once, live (its code came with the navigation's data).
    const form = page.locator("section#subscribe");
    await form.getByLabel("Email").fill("nav@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await besideField(form, "Please enter a valid email.").waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Static headings and banners render on the client too; the premium link navigates on the client.
    for (const name of ["Our Services", "Why us?", "Certificates & Accreditation", "Have Questions?"])
      expect(await page.getByRole("heading", { name, exact: true }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Subscribe For Regular Alerts" }).count()).toBe(1);
    await page.getByRole("link", { name: "Explore Premium Services" }).click();
    await page.waitForURL(/\/post-admit-services$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("the news chips bring their own cards without a reload", async () => {
    const { page, errors } = await open(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const news = page.locator("#news");
    await news.getByRole("link", { name: "College Alerts" }).click();
    await news.getByRole("heading", { name: "NIRF 2025: Maharashtra colleges gain ground" }).waitFor();
    expect(await news.getByRole("heading", { name: "JEE Main 2026 registration window announced" }).count()).toBe(0);
    expect(await news.getByRole("link", { name: "College Alerts" }).getAttribute("aria-current")).toBe("true");
    expect(page.url()).toContain("news=College");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("home page: the call popup opened by the URL", () => {
  it("?call=1 with JavaScript: the server's dialog turns into the live one, which posts without a reload", async () => {
    const { page, errors } = await open(true, "/?call=1");
    const dialog = page.getByRole("dialog", { name: "Talk to a Counsellor" });
    await dialog.waitFor({ state: "visible" });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await joinTheCall(dialog, { first: "Nisha", last: "Rao", phone: "9123456781", level: "Masters" });
    await page.getByText("Thank you, Nisha! Our counsellor will call you shortly.").waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect((await leads("call-request")).some((l) => l.payload.email === "nisha@example.in")).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("home page without JavaScript", () => {
  it("newsletter: messages server-rendered, then the success sentence", async () => {
    const { page } = await open(false);
    const form = page.locator("section#subscribe");
    await form.getByLabel("Email").fill("nojs@example");
    await form.getByLabel("Mobile").fill("99887");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState();
    const again = page.locator("section#subscribe");
    await besideField(again, "Please enter a valid email.").waitFor();
    expect(await besideField(again, "Please enter a valid mobile number.").isVisible()).toBe(true);
    expect(await besideField(again, "Please select a valid value.").isVisible()).toBe(true);
    // The error summary lists them and has focus (autofocus: no JavaScript needed).
    const summary = errorSummary(again);
    expect(await summary.getByRole("link").allTextContents()).toEqual([
      "Please enter a valid email.",
      "Please enter a valid mobile number.",
      "Please select a valid value.",
    ]);
    expect(await summary.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await again.getByLabel("Email").inputValue()).toBe("nojs@example");

    await again.getByLabel("Email").fill("nojs@example.in");
    await again.getByLabel("Mobile").fill("9988776600");
    await again.getByLabel("Course").selectOption("Law - LLB");
    await again.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Form submitted successfully!").waitFor();
    expect((await leads("newsletter")).some((l) => l.payload.email === "nojs@example.in")).toBe(true);
  });

  it("call request: 'Get on Call' opens the server-rendered dialog, which validates and stores", async () => {
    const { page } = await open(false);
    await page.getByRole("link", { name: "Get on Call" }).click();
    await page.waitForURL(/call=1/);
    const dialog = page.getByRole("dialog", { name: "Talk to a Counsellor" });
    await dialog.waitFor({ state: "visible" });
    await dialog.getByLabel("Last name").fill("Kulkarni");
    await dialog.getByRole("button", { name: "Join the Call" }).click();
    await besideField(page, "First name is required").waitFor();
    expect(await page.getByRole("dialog").getByLabel("Last name").inputValue()).toBe("Kulkarni");

    const d = page.getByRole("dialog");
    await d.getByLabel("First name").fill("Omkar");
    await d.getByLabel("Email").fill("omkar@example.in");
    await d.getByLabel("Phone").fill("9000000001");
    await d.getByLabel("Level").selectOption("Bachelors");
    await d.getByLabel("I agree to the privacy policy").check();
    await d.getByRole("button", { name: "Join the Call" }).click();
    await page.getByText("Thank you, Omkar! Our counsellor will call you shortly.").waitFor();
    expect((await leads("call-request")).some((l) => l.payload.email === "omkar@example.in")).toBe(true);
  });

  it("the carousels' cards beyond their first views are one link away", async () => {
    const { page } = await open(false);
    const abroad = page.locator("#study-abroad");
    expect(await abroad.locator("article").count()).toBe(3);
    await abroad.getByRole("link", { name: "All 7 countries" }).click();
    await page.waitForURL(/all=1#study-abroad$/);
    expect(await page.locator("#study-abroad article").count()).toBe(7);
    await page.locator("#study-abroad").getByRole("heading", { name: "Australia" }).waitFor({ state: "attached" });
    expect(await page.locator("#study-places figure").count()).toBe(8);
    expect(await page.getByRole("region", { name: "Top Universities", exact: true }).locator("article").count()).toBe(
      8,
    );
    expect(await page.getByRole("link", { name: "All 7 countries" }).count()).toBe(0);
  });

  it("ranking agency buttons submit the GET form", async () => {
    const { page } = await open(false);
    await page.getByRole("button", { name: "Outlook" }).click();
    await page.waitForURL(/agency=outlook/);
    await page.getByText("Outlook 2025 ranking of colleges in Maharashtra").waitFor({ state: "attached" });
  });

  it("without JavaScript nothing moves: the features strip stands still and the caret does not blink", async () => {
    const { page } = await open(false, "/", 412);
    await hero(page).getByText("Shape Your Future in Engineering and Technology").first().waitFor();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await caretOf(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await page.getByRole("region", { name: "Our features (scrolls sideways)" }).locator("ul").count()).toBe(1);
  });
});
