/**
 * The long card lists (course finder, college directory, services hub, experts) and the home
 * page's sections are drawn only as they near the viewport (`cv-card`, app/tailwind.css): the
 * first render skips what is far below, nothing on screen moves while a visitor scrolls or jumps
 * through it, and the skipped parts stay in the document and the accessibility tree; nothing fades
 * in when it is first drawn.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FULL_SWEEP } from "../hardness/site";
import { CHROMIUM, launch, newContext, openPage } from "../support/browser";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const LISTS = [
  { path: "/cource-finder", card: "main article" },
  { path: "/colleges", card: "main article" },
  { path: "/services", card: "#all-services .cv-card" },
] as const;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 900 };

/** How many of the list's cards the first render skipped (their content not drawn), and how many there are. */
function skipped(page: Page, card: string) {
  return page.evaluate((card) => {
    const cards = [...document.querySelectorAll(card)];
    const notDrawn = cards.filter((c) => !c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    return { cards: cards.length, skipped: notDrawn.length, firstDrawn: !notDrawn.includes(cards[0]!) };
  }, card);
}

/**
 * Moves of more than `tolerance` px of what the visitor sees mid-screen while jumping to the end
 * and scrolling back up and down, 70 % of a screen at a time.
 */
function movesWhileScrolling(page: Page, tolerance = 1) {
  return page.evaluate(async (tolerance) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const found: string[] = [];
    const step = async (dy: number) => {
      window.scrollBy({ top: dy, behavior: "instant" });
      await frame();
      const seen = [0.5, 0.4, 0.6, 0.3, 0.7]
        .map((f) => document.elementFromPoint(innerWidth / 2, innerHeight * f))
        .find((e) => e && e.getBoundingClientRect().height < innerHeight / 2);
      if (!seen) return;
      const y0 = seen.getBoundingClientRect().top;
      for (let i = 0; i < 4; i++) await frame();
      const y1 = seen.getBoundingClientRect().top;
      if (Math.abs(y1 - y0) > tolerance) found.push(`${seen.tagName} at ${Math.round(scrollY)}: ${y0} → ${y1}`);
    };
    await step(document.documentElement.scrollHeight);
    for (let i = 0; i < 200 && scrollY > 0; i++) await step(-innerHeight * 0.7);
    const end = () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    for (let i = 0; i < 200 && !end(); i++) await step(innerHeight * 0.7);
    return found;
  }, tolerance);
}

/**
 * `path` opened at phone size in a Chromium with accessibility on from the start, as when a screen
 * reader runs (Chromium then builds the tree for skipped content too), and the page's full
 * accessibility tree: the nodes not ignored, as role and name.
 */
async function withScreenReader(
  path: string,
  check: (page: Page, tree: () => Promise<{ role: string; name: string }[]>) => Promise<void>,
) {
  const reader = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", ...CHROMIUM_FLAGS, "--force-renderer-accessibility"],
  });
  try {
    const context = await newContext(reader, { viewport: PHONE, isMobile: true });
    const page = await context.newPage();
    await page.goto(path);
    const tree = async () => {
      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      return nodes
        .filter((n) => !n.ignored)
        .map((n) => ({ role: String(n.role?.value), name: String(n.name?.value ?? "").trim() }));
    };
    await check(page, tree);
  } finally {
    await reader.close();
  }
}

describe("long card lists draw their cards as they near the screen", () => {
  for (const { path, card } of LISTS) {
    for (const js of [true, false]) {
      it(`${path} (JS ${js ? "on" : "off"}): the first render skips the cards far below, not the first`, async () => {
        const { page, response } = await openPage(browser, path, { js, viewport: PHONE, isMobile: true });
        expect(response?.status()).toBe(200);
        const s = await skipped(page, card);
        expect(s.cards).toBeGreaterThanOrEqual(10);
        expect(s.firstDrawn).toBe(true);
        // All but the cards on (or just below) the first screen (the directory's results start on it: five).
        expect(s.skipped).toBeGreaterThanOrEqual(s.cards - 5);
      });
    }
  }

  it("nothing on screen moves while a visitor jumps to the end of the course finder and scrolls back up and down", async () => {
    const { page } = await openPage(browser, "/cource-finder", { viewport: PHONE, isMobile: true });
    expect(await movesWhileScrolling(page)).toEqual([]);
  });

  it("with a screen reader on, every card is in the accessibility tree before it is drawn; a card scrolled to is drawn", async () => {
    await withScreenReader("/cource-finder", async (page, tree) => {
      const cards = page.getByRole("main").getByRole("article");
      const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
      // A page of the list: 20 cards.
      expect(names.length).toBe(20);
      const last = cards.last();
      expect(await last.evaluate((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(
        false,
      );

      const nodes = await tree();
      expect(nodes.filter((n) => n.role === "article").map((n) => n.name)).toEqual(names.map((n) => n.trim()));
      const headings = nodes.filter((n) => n.role === "heading").map((n) => n.name);
      for (const name of names) expect(headings).toContain(name.trim());

      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      expect(await last.getByRole("link", { name: "View Details" }).isVisible()).toBe(true);
    });
  });
});

/** The home's sections drawn as they near the screen: each one's body (`section > div`). */
const HOME_PARTS = "main > section > div";

/** Of the home's sections after the first two: how many the first render skipped. */
function homeSkipped(page: Page) {
  return page.evaluate((selector) => {
    const parts = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (e) => getComputedStyle(e).contentVisibility === "auto",
    );
    const notDrawn = parts.filter((e) => !e.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    return {
      parts: parts.length,
      skipped: notDrawn.length,
    };
  }, HOME_PARTS);
}

describe("the home's sections are drawn as they near the screen", () => {
  for (const js of [true, false]) {
    it(`/ (JS ${js ? "on" : "off"}): the first render skips the sections far below`, async () => {
      const { page, response } = await openPage(browser, "/", { js, viewport: PHONE, isMobile: true });
      expect(response?.status()).toBe(200);
      const s = await homeSkipped(page);
      // The 13 sections after the hero and the features strip.
      expect(s.parts).toBe(13);
      expect(s.skipped).toBeGreaterThanOrEqual(10);
      // The first screen is drawn: the hero's heading and the features.
      await expect.poll(() => page.locator("#hero-title").isVisible()).toBe(true);
      expect(await page.locator("#features-title").count()).toBe(1);
    });
  }

  // A phone and a laptop in `npm test`; the tablet width too in the stress run's full sweep.
  for (const viewport of FULL_SWEEP ? [PHONE, { width: 1024, height: 768 }, DESKTOP] : [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px nothing on screen moves while a visitor jumps to the end of / and scrolls back up and down`, async () => {
      const { page } = await openPage(browser, "/", { viewport, isMobile: viewport.width < 640 });
      expect(await movesWhileScrolling(page)).toEqual([]);
    });
  }

  it("nothing moves even when the sections' first estimates are far off (an operator's new content)", async () => {
    const { page } = await openPage(browser, "/", { viewport: { width: 1024, height: 768 } });
    await page.addStyleTag({ content: "main > section > div { contain-intrinsic-block-size: auto 300px !important }" });
    expect(await movesWhileScrolling(page)).toEqual([]);
  });

  for (const js of [true, false]) {
    it(`/#news and /#certificates (JS ${js ? "on" : "off"}) open at their section's heading`, async () => {
      const context = await newContext(browser, { js, viewport: PHONE, isMobile: true });
      const page = await context.newPage();
      for (const id of ["news", "certificates"]) {
        await page.goto(`/#${id}`);
        const top = () => page.locator(`#${id}-title`).evaluate((h) => Math.round(h.getBoundingClientRect().top));
        const first = await top();
        expect(first).toBeGreaterThanOrEqual(0);
        expect(first).toBeLessThan(120);
        if (!js) continue;
        // And it stays there while the sections around it are drawn.
        for (let i = 0; i < 5; i++) {
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          expect(await top()).toBe(first);
        }
      }
    });
  }

  it("with a screen reader on, every home section's heading and link is in the accessibility tree before it is drawn", async () => {
    await withScreenReader("/", async (page, tree) => {
      const names = (await page.locator("main h2").allTextContents()).map((t) => t.trim());
      expect(names.length).toBeGreaterThanOrEqual(13);
      expect(
        await page
          .locator("#certificates > div")
          .evaluate((d) => d.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);
      const nodes = await tree();
      const headings = nodes.filter((n) => n.role === "heading").map((n) => n.name);
      for (const name of names) expect(headings).toContain(name);
      // The links of the last sections (not drawn yet), compared without spaces (Chromium names
      // "Read more<span>: title</span>" as "Read more : title").
      const bare = (t: string) => t.replace(/\s+/g, "");
      const links = nodes.filter((n) => n.role === "link").map((n) => bare(n.name));
      const lastLinks = (await page.locator("#news a, #premium a").allTextContents()).map(bare).filter(Boolean);
      expect(lastLinks.length).toBeGreaterThanOrEqual(5);
      for (const name of lastLinks) expect(links).toContain(name);
    });
  });
});
