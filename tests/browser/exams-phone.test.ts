/**
 * The entrance exams on a 390 px phone: "Exams" in the bottom bar opens them (not the test-prep coaching), the
 * phone menu reaches the college rankings, and an exam page shows its dates and sources within the screen.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(js: boolean, path: string): Promise<Page> {
  const context = await newContext(browser, { js, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(path);
  if (js) await waitForHydration(page);
  return page;
}

describe.each([false, true])("on a phone, JavaScript %s", (js) => {
  it("the bottom bar's Exams opens the entrance exams, then an exam's plan", async () => {
    const page = await open(js, "/");
    await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Exams" }).click();
    await page.waitForURL((url) => url.pathname === "/exams");
    await page.getByRole("heading", { level: 1, name: "Entrance exams in India" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "JEE Main", exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/exams/jee-main");
    await page.getByRole("heading", { name: "Dates: JEE Main 2026" }).waitFor();
    await page.getByRole("heading", { name: "Sources" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("the phone menu reaches the college rankings", async () => {
    const page = await open(js, "/");
    const header = page.getByRole("banner");
    await header.getByLabel("Menu").click();
    await header.getByText("Explore", { exact: true }).filter({ visible: true }).click();
    await header.getByRole("link", { name: "College rankings" }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === "/rankings");
    await page.getByRole("heading", { level: 1, name: /^NIRF \d{4} ranking: / }).waitFor();
  });
});
