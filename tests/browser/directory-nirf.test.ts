/**
 * The directory's NIRF category, rank range and exam filters with JavaScript on and off: the choices land in the
 * URL, the count is the option's, every card shows its rank in that category with agency and year, and the rule
 * of the order is stated beside the sort.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const results = (page: Page) => page.getByRole("heading", { level: 2, name: /colleges? found/ });
const optionText = (page: Page, id: string) =>
  page.locator(`#${id} option:checked`).evaluate((o) => o.textContent ?? "");

for (const js of [true, false]) {
  describe(`directory NIRF and exam filters (JS ${js ? "on" : "off"})`, () => {
    it("NIRF category, Top 10 and an exam: in the URL, counted, each card ranked in that category", async () => {
      const context = await newContext(browser, { js, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto("/colleges");
      if (js) await waitForHydration(page);
      const apply = async () => {
        if (!js) await page.getByRole("button", { name: "Apply filters" }).click();
      };

      await page.getByLabel("NIRF category").selectOption("Engineering");
      await apply();
      await page.waitForURL(/nirf=Engineering/);
      await page.getByLabel("NIRF rank").selectOption("10");
      await apply();
      await page.waitForURL(/nirf=Engineering&top=10/);
      const top = /\((\d+)\)$/.exec(await optionText(page, "filter-top"))?.[1];
      await expect.poll(() => results(page).textContent()).toBe(`${top} colleges found`);
      const cards = page.getByRole("article");
      expect(await cards.count()).toBe(Number(top));
      for (const text of await cards.allTextContents())
        expect(text).toMatch(/Engineering rank#\d+ \(NIRF \d{4} Engineering\)/);
      expect(await page.locator("#sort-rule").textContent()).toMatch(
        /NIRF \d{4} Engineering rank \(the NIRF category chosen\)/,
      );

      await page.getByLabel("Exam", { exact: true }).selectOption("jee-advanced");
      await apply();
      await page.waitForURL(/exam=jee-advanced&nirf=Engineering&top=10/);
      await page.getByText("Filters (3)").waitFor({ state: "attached" });
      await expect.poll(() => results(page).textContent()).toMatch(/^\d+ colleges? found$/);
      await page.getByRole("link", { name: "Clear all" }).click();
      await page.waitForURL((url) => url.search === "");
      await context.close();
    });
  });
}
