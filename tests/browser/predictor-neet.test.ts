/**
 * The NEET-UG predictor in Chromium, with and without JavaScript: an All India Rank, no home state, answered with
 * MCC's All India Quota MBBS seats, each with its band and the figures behind it. The browser server is seeded
 * with the shipped tables.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function ask(page: Page) {
  const form = page.getByRole("complementary", { name: "Your rank and choices" });
  await form.getByLabel("Exam").selectOption("neet-ug");
  await form.getByLabel("Your rank").fill("1000");
  await form.getByRole("combobox", { name: /^Category/ }).selectOption("OPEN");
  await form.getByLabel("Gender").selectOption("female");
  await form.getByRole("button", { name: "Predict colleges" }).click();
  await page.waitForURL((url) => url.searchParams.get("exam") === "neet-ug");
  await page.getByRole("heading", { level: 2, name: "MBBS seats for NEET-UG rank 1,000" }).waitFor();
  const rows = page.locator("#answer-title ~ ol > li");
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const lhmc = rows.filter({ hasText: "Lady Hardinge Medical College" });
  await expect.poll(() => lhmc.count()).toBe(1);
  expect(await lhmc.textContent()).toContain("Ambitious");
  expect(await lhmc.textContent()).toContain("closing rank 2026 (round 1): 870");
  await page.getByText("MCC All India Quota, NEET-UG 2026, round 1", { exact: false }).waitFor();
  await expect.poll(() => page.title()).toContain("NEET-UG MBBS");
}

describe("the NEET-UG predictor", () => {
  it("without JavaScript", async () => {
    const { page } = await openPage(browser, "/college-predictor", { js: false });
    await ask(page);
  });
  it("with JavaScript", async () => {
    const { page, errors } = await openPage(browser, "/college-predictor");
    await ask(page);
    expect(errors).toEqual([]);
  });
});
