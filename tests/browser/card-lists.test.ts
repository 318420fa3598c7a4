/**
 * The long card lists (course finder, college directory, services hub, experts) draw a card only
 * as it nears the viewport (`cv-card`, app/tailwind.css): the first render skips the cards far
 * below, the page has its real length before they are drawn, nothing on screen moves while a
 * visitor scrolls through them, and the skipped cards stay in the document and the accessibility tree.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, launch, newContext, openPage } from "../support/browser";
import { CHROMIUM_FLAGS } from "../support/chromium-flags";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const LISTS = [
  { path: "/cource-finder", card: ".fc" },
  { path: "/colleges", card: ".dc" },
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

/** The page's length with the cards as the first render left them, then with every card drawn. */
function lengths(page: Page, card: string) {
  return page.evaluate((card) => {
    const before = document.documentElement.scrollHeight;
    for (const c of document.querySelectorAll<HTMLElement>(card)) c.style.contentVisibility = "visible";
    return { before, after: document.documentElement.scrollHeight };
  }, card);
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
        // All but the cards on (or just below) the first screen.
        expect(s.skipped).toBeGreaterThanOrEqual(s.cards - 4);
      });
    }

    for (const viewport of [PHONE, DESKTOP]) {
      it(`${path} at ${viewport.width} px: the page has its real length before the cards are drawn (±3 %)`, async () => {
        const { page } = await openPage(browser, path, { js: false, viewport });
        const { before, after } = await lengths(page, card);
        expect(Math.abs(before - after) / after, `${before} px before, ${after} px drawn`).toBeLessThan(0.03);
      });
    }
  }

  it("nothing on screen moves while a visitor jumps to the end of the course finder and scrolls back up and down", async () => {
    const { page } = await openPage(browser, "/cource-finder", { viewport: PHONE, isMobile: true });
    const moves = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const found: string[] = [];
      const step = async (dy: number) => {
        window.scrollBy({ top: dy, behavior: "instant" });
        await frame();
        // Something the visitor sees mid-screen just after the scroll (not a container taller than half the
        // screen), and where it is a few frames later, once the cards that came near have been drawn.
        const seen = [0.5, 0.4, 0.6, 0.3, 0.7]
          .map((f) => document.elementFromPoint(innerWidth / 2, innerHeight * f))
          .find((e) => e && e.getBoundingClientRect().height < innerHeight / 2);
        if (!seen) return;
        const y0 = seen.getBoundingClientRect().top;
        for (let i = 0; i < 4; i++) await frame();
        const y1 = seen.getBoundingClientRect().top;
        if (Math.abs(y1 - y0) > 1) found.push(`${seen.tagName} at ${Math.round(scrollY)}: ${y0} → ${y1}`);
      };
      // The End key: every card between the top and the end stays undrawn.
      await step(document.documentElement.scrollHeight);
      for (let i = 0; i < 200 && scrollY > 0; i++) await step(-innerHeight * 0.7);
      const end = () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      for (let i = 0; i < 200 && !end(); i++) await step(innerHeight * 0.7);
      return found;
    });
    expect(moves).toEqual([]);
  });

  it("with a screen reader on, every card is in the accessibility tree before it is drawn; a card scrolled to is drawn", async () => {
    // Accessibility on from the start, as when a screen reader runs (Chromium then builds the tree for skipped cards too).
    const reader = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", ...CHROMIUM_FLAGS, "--force-renderer-accessibility"],
    });
    try {
      const context = await newContext(reader, { viewport: PHONE, isMobile: true });
      const page = await context.newPage();
      await page.goto("/cource-finder");
      const names = await page.locator(".fc h3").allTextContents();
      expect(names.length).toBe(24);
      const last = page.locator(".fc").last();
      expect(await last.evaluate((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(
        false,
      );

      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send("Accessibility.getFullAXTree");
      const articles = nodes.filter((n) => n.role?.value === "article" && !n.ignored).map((n) => n.name?.value);
      const headings = nodes.filter((n) => n.role?.value === "heading" && !n.ignored).map((n) => n.name?.value);
      expect(articles).toEqual(names);
      for (const name of names) expect(headings).toContain(name);

      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((c) => c.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      expect(await last.getByRole("link", { name: "View Details" }).isVisible()).toBe(true);
    } finally {
      await reader.close();
    }
  });
});
