/**
 * The long card lists (course finder) and the home page are drawn whole: nothing on screen moves while a visitor
 * scrolls or jumps through them, and an anchor (`/#news`) opens at its heading and stays there while the page
 * finishes loading (docs/decisions/no-content-visibility.md).
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FULL_SWEEP } from "../hardness/site";
import { launch, newContext, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 900 };

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

describe("the course finder's list", () => {
  it("nothing on screen moves while a visitor jumps to the end of the course finder and scrolls back up and down", async () => {
    const { page } = await openPage(browser, "/cource-finder", { viewport: PHONE, isMobile: true });
    expect(await movesWhileScrolling(page)).toEqual([]);
  });
});

describe("the home page", () => {
  // A phone and a laptop; the tablet width too in the full sweep (TEST_SWEEP=full).
  for (const viewport of FULL_SWEEP ? [PHONE, { width: 1024, height: 768 }, DESKTOP] : [PHONE, DESKTOP]) {
    it(`at ${viewport.width} px nothing on screen moves while a visitor jumps to the end of / and scrolls back up and down`, async () => {
      const { page } = await openPage(browser, "/", { viewport, isMobile: viewport.width < 640 });
      expect(await movesWhileScrolling(page)).toEqual([]);
    });
  }

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
        // And it stays there while the page finishes loading.
        for (let i = 0; i < 5; i++) {
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          expect(await top()).toBe(first);
        }
      }
    });
  }
});
