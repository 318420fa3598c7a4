/** /rankings in Chromium, JavaScript on and off: the GET form, sorting by a column and paging. */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { RANKINGS_PAGE_SIZE } from "~/lib/official/rankings";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(js: boolean, path: string) {
  const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  if (js) await waitForHydration(page);
  return { context, page, errors };
}

const firstRow = (page: Page) => page.getByRole("table").getByRole("row").nth(1);

describe.each([
  ["on", true],
  ["off", false],
])("/rankings with JavaScript %s", (_, js) => {
  it("chooses category and year from the form, sorts by a parameter and pages", async () => {
    const { context, page, errors } = await open(js, "/rankings");
    try {
      await page.getByRole("heading", { level: 1, name: "NIRF 2025 ranking: Overall" }).waitFor();
      expect(
        await firstRow(page).getByRole("link", { name: "Indian Institute of Technology Madras" }).isVisible(),
      ).toBe(true);
      await page.getByLabel("Category").selectOption("Engineering");
      await page.getByLabel("Year").selectOption("2021");
      await page.getByRole("button", { name: "Show ranking" }).click();
      await page.waitForURL(/\/rankings\?category=Engineering&year=2021$/);
      await page.getByRole("heading", { level: 1, name: "NIRF 2021 ranking: Engineering" }).waitFor();
      // Sorting by a column's link keeps the category and year.
      await page.getByRole("columnheader", { name: "TLR" }).getByRole("link").click();
      await page.waitForURL(/\/rankings\?category=Engineering&year=2021&sort=tlr$/);
      await page.getByRole("link", { name: "Next page" }).click();
      await page.waitForURL(/sort=tlr&page=2$/);
      await page.getByRole("navigation", { name: "Pages" }).getByText("Page 2 of 8").waitFor();
      // The header row and one page of rows.
      expect(await page.getByRole("table").getByRole("row").count()).toBe(RANKINGS_PAGE_SIZE + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
