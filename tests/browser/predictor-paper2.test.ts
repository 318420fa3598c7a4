/**
 * The predictor's JEE Main Paper 2 split in Chromium, with and without JavaScript: a Paper 1 rank never lists
 * B.Arch or B.Plan; choosing Paper 2 lists only them. The browser server is seeded with the shipped tables.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function ask(page: Page, exam: string) {
  const form = page.getByRole("complementary", { name: "Your rank and choices" });
  await form.getByLabel("Exam").selectOption(exam);
  await form.getByLabel("Your rank").fill("400");
  await form.getByRole("combobox", { name: /^Category/ }).selectOption("OPEN");
  await form.getByLabel("Gender").selectOption("male");
  await form.getByLabel("Home state").selectOption("Tamil Nadu");
  await form.getByRole("button", { name: "Predict colleges" }).click();
  // The answer for this exam (with JavaScript the previous answer's heading is still on the page until then).
  await page.waitForURL((url) => url.searchParams.get("exam") === exam);
  await page.getByRole("heading", { level: 2, name: "Programmes for rank 400" }).waitFor();
  return page.locator("#answer-title ~ ol > li").allTextContents();
}

async function split(page: Page) {
  const paper1 = await ask(page, "jee-main");
  expect(paper1.length).toBeGreaterThan(0);
  expect(paper1.filter((t) => /Bachelor of (Architecture|Planning)/.test(t))).toEqual([]);
  await ask(page, "jee-main-paper2");
  // With JavaScript the address changes as the new answer is handed to React, which may paint it a moment later:
  // the rows are read until they are the Paper 2 answer, and fail if they never are.
  const rows = page.locator("#answer-title ~ ol > li");
  await expect
    .poll(
      async () => (await rows.allTextContents()).filter((t) => !/Bachelor of (Architecture|Planning)/.test(t)).length,
      {
        timeout: 10_000,
      },
    )
    .toBe(0);
  expect(await rows.count()).toBeGreaterThan(0);
}

describe("JEE Main Paper 2 is its own choice", () => {
  it("without JavaScript", async () => {
    const { page } = await openPage(browser, "/college-predictor", { js: false });
    await split(page);
  });
  it("with JavaScript", async () => {
    const { page, errors } = await openPage(browser, "/college-predictor");
    await split(page);
    expect(errors).toEqual([]);
  });
});
