/**
 * Every page family fits every screen: no sideways scroll, no open menu panel past the viewport's edge, no text cut
 * by its box, with the header's menus closed and each one open (tests/support/layout.ts). `npm test` checks one page
 * of each family (tests/hardness/site.ts) at the narrowest width with JavaScript and a phone's without, the menus on one page
 * (the shell is the same on all), and every entrance exam page (each has tables of its own) at the narrowest width;
 * `npm run test:stress` (TEST_SWEEP=full) every page, every width both ways, the menus on every page.
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { FULL_SWEEP, sweep } from "../hardness/site";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";
import { ALL_WIDTHS, EXAM_PAGES, layoutProblems, layoutRoutes, menuProblems } from "../support/layout";

let browser: Browser;
let routes: string[];
beforeAll(async () => {
  browser = await launch();
  const all = await layoutRoutes(baseUrl(), FULL_SWEEP);
  // One page of each family (the entrance exam pages have a test of their own below).
  routes = sweep(all.map((path) => ({ path }))).map((p) => p.path);
}, 120_000);

const CASES: Array<{ js: boolean; widths: readonly number[] }> = FULL_SWEEP
  ? [
      { js: true, widths: ALL_WIDTHS },
      { js: false, widths: ALL_WIDTHS },
    ]
  : [
      // The narrowest phone with JavaScript; the common phone width without.
      { js: true, widths: [320] },
      { js: false, widths: [390] },
    ];

describe("layout at every width", () => {
  // One test a width: the full sweep loads every page at each, menus open, and its time is one width's.
  for (const { js, widths } of CASES) {
    for (const width of widths) {
      it(`every page family fits ${width} px, menus closed and open (JS ${js ? "on" : "off"})`, async () => {
        const found: string[] = [];
        const context = await newContext(browser, { js, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const path of routes) {
          await page.goto(path);
          if (js) await waitForHydration(page);
          for (const p of await layoutProblems(page)) found.push(`${width} px ${path}: ${p}`);
          // The header is the same shell on every page: `npm test` opens its menus on the first page only.
          if (FULL_SWEEP || path === routes[0])
            for (const p of await menuProblems(page)) found.push(`${width} px ${path}: ${p}`);
        }
        await context.close();
        expect(found).toEqual([]);
      }, 900_000);
    }
  }
});

// Overflow shows first on the narrowest screen: `npm test` checks 320 px, the full sweep every width.
const EXAM_WIDTHS: readonly number[] = FULL_SWEEP ? ALL_WIDTHS : [ALL_WIDTHS[0]];

describe("the entrance exam pages at every width", () => {
  it(`/exams and every /exams/{slug} fit ${EXAM_WIDTHS.join(", ")} px (JS off)`, async () => {
    const found: string[] = [];
    for (const width of EXAM_WIDTHS) {
      const context = await newContext(browser, { js: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of EXAM_PAGES) {
        await page.goto(path);
        for (const p of await layoutProblems(page)) found.push(`${width} px ${path}: ${p}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 900_000);
});
