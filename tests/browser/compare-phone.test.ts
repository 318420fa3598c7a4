/**
 * /compare on a 390 px phone, JavaScript off and on: two colleges side by side beside the row names, which stay on
 * the left while the table scrolls sideways; the page itself is never wider than the screen. With JavaScript the
 * compare tray (on the college pages) sits above the bottom bar: both are visible and each takes its own clicks.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext, launch, waitForHydration } from "../support/browser";
import { FIXTURE_SLUGS } from "../support/josaa-fixture";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PHONE = { width: 390, height: 844 };
const { iitBombay, iitDelhi, iitMadras } = FIXTURE_SLUGS;

async function open(js: boolean, path: string): Promise<Page> {
  const context = await newContext(browser, { js, viewport: PHONE });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  if (js) await waitForHydration(page);
  return page;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

const table = (page: Page) => page.getByRole("table", { name: "Colleges compared side by side" });
const collegeLink = (page: Page, slug: string) => table(page).locator(`thead a[href="/colleges/${slug}"]`);

async function sideBySide(page: Page) {
  // Both colleges' columns start within the screen, beside the row names.
  const rowName = await box(table(page).getByRole("rowheader", { name: "Location" }));
  const first = await box(collegeLink(page, iitBombay));
  const second = await box(collegeLink(page, iitDelhi));
  expect(first.x).toBeGreaterThanOrEqual(rowName.x + rowName.width - 1);
  expect(second.x).toBeGreaterThan(first.x);
  // The second college's whole column is on the screen, not only its start.
  const column = await box(table(page).getByRole("columnheader").nth(1));
  expect(column.x + column.width).toBeLessThanOrEqual(PHONE.width + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function stickyRowNames(page: Page) {
  // A third college scrolls the table, not the page; the row names stay where they were.
  const rowName = table(page).getByRole("rowheader", { name: "Location" });
  const before = await box(rowName);
  await page.getByRole("region", { name: "Comparison table" }).evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(async () => (await box(collegeLink(page, iitBombay))).x).toBeLessThan(before.x);
  expect((await box(rowName)).x).toBeCloseTo(before.x, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe("/compare at 390 px", () => {
  it("without JavaScript: two colleges side by side, the row names fixed on the left", async () => {
    const page = await open(false, `/compare?c=${iitBombay},${iitDelhi}`);
    await sideBySide(page);
    const three = await open(false, `/compare?c=${iitBombay},${iitDelhi},${iitMadras}`);
    await stickyRowNames(three);
  });

  it("with JavaScript: the same table, and the tray above the bottom bar, both clickable", async () => {
    const page = await open(true, `/compare?c=${iitBombay},${iitDelhi},${iitMadras}`);
    await sideBySide(page);
    await stickyRowNames(page);

    // The list is kept for the tray, shown on the college pages.
    await page.goto(`/colleges/${iitBombay}`);
    await waitForHydration(page);
    const tray = page.getByRole("region", { name: "Compare colleges" });
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await tray.getByText("Compare (3/4)").waitFor();
    expect(await bar.isVisible()).toBe(true);
    const t = await box(tray);
    const b = await box(bar);
    // The tray ends where the bar begins: it never covers it.
    expect(t.y + t.height).toBeLessThanOrEqual(b.y + 1);

    // Each takes its own clicks (Playwright refuses a click another element would take).
    await tray.getByRole("link", { name: "Compare now" }).click();
    await page.waitForURL((url) => url.pathname === "/compare");
    await collegeLink(page, iitMadras).waitFor();
    await page.goBack();
    await tray.getByText("Compare (3/4)").waitFor();
    await bar.getByRole("link", { name: "Exams" }).click();
    await page.waitForURL((url) => url.pathname === "/exams");
    await page.getByRole("heading", { level: 1, name: "Entrance exams in India" }).waitFor();
  });
});
