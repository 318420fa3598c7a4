/**
 * The college directory on a phone, with JavaScript on and off: results first, the filters behind "Filters (n)" in
 * a sheet; the City list follows the chosen State and its counts are what the results then say. On a desktop the
 * filters stand beside the results.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const results = (page: Page) => page.getByRole("heading", { level: 2, name: /colleges? found/ });
const cityOptions = (page: Page) =>
  page.locator("#filter-city option").evaluateAll((options) => options.map((o) => o.textContent ?? ""));

for (const js of [true, false]) {
  describe(`directory filters on a phone (JS ${js ? "on" : "off"})`, () => {
    it("results first; Filters (n) opens the sheet; City follows State with matching counts", async () => {
      const context = await newContext(browser, { js, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/colleges");
      if (js) await waitForHydration(page);

      // The first result is on the first screen; the filters are closed behind their button.
      const firstCard = page.getByRole("article").first();
      expect((await firstCard.boundingBox())!.y).toBeLessThan(844);
      expect(await page.getByLabel("State", { exact: true }).isVisible()).toBe(false);
      const toggle = page.getByText("Filters (0)");
      await toggle.click();
      await page.getByLabel("State", { exact: true }).waitFor();
      const sheet = (await page.locator("aside form").boundingBox())!;
      expect(sheet.x).toBe(0);
      expect(sheet.width).toBe(390);

      await page.getByLabel("State", { exact: true }).selectOption("Maharashtra");
      if (!js) await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/state=Maharashtra/);
      // With JS the list follows once the navigation's data has arrived: wait for that, not for a fixed count.
      const otherState = (options: string[]) => options.some((c) => /Ahmedabad|Aachen|Delhi/.test(c));
      if (js) await expect.poll(async () => otherState(await cityOptions(page))).toBe(false);
      const cities = await cityOptions(page);
      const pune = cities.map((c) => /^Pune \((\d+)\)$/.exec(c)?.[1]).find(Boolean);
      expect(pune).toBeDefined();
      expect(otherState(cities)).toBe(false);

      if (!(await page.getByLabel("City", { exact: true }).isVisible())) await page.getByText("Filters (1)").click();
      await page.getByLabel("City", { exact: true }).selectOption("Pune");
      if (!js) await page.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/city=Pune/);
      // The option's count is the number of results.
      await expect.poll(() => results(page).textContent()).toBe(`${pune} colleges found`);
      // The sheet is closed again once the results have changed (without JS: a new page).
      if (!js) expect(await page.getByLabel("State", { exact: true }).isVisible()).toBe(false);
      await page.getByText("Filters (2)").waitFor();
    });
  });
}

describe("directory filters on a desktop", () => {
  it("stand beside the results, open, with no Filters button", async () => {
    const context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto("/colleges");
    await waitForHydration(page);
    expect(await page.getByLabel("State", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("Filters (0)").isVisible()).toBe(false);
  });
});
