/**
 * A college page's "Placements and intake" (the institution's submission to NIRF) and NIRF Medical 2025 on /rankings,
 * in Chromium with JavaScript on and off.
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
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

describe.each([
  ["on", true],
  ["off", false],
])("NIRF figures with JavaScript %s", (_, js) => {
  it("the college page's placement section: reached from the page's links, labelled with its edition", async () => {
    const { context, page, errors } = await open(js, "/colleges/indian-institute-of-technology-madras");
    try {
      await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Placements" }).click();
      await page.waitForURL(/#placements$/);
      const section = page.getByRole("region", { name: "Placements and intake" });
      await section.waitFor();
      expect(await section.isVisible()).toBe(true);
      await section
        .getByText("The institution's submission to NIRF for India Rankings 2024 (Engineering)", { exact: false })
        .first()
        .waitFor();
      const row = section.getByRole("row", { name: /UG, 4-year programmes/ });
      expect(await row.getByRole("cell", { name: "₹16,63,440" }).isVisible()).toBe(true);
      expect(await row.getByRole("cell", { name: "877 (2022-23)" }).isVisible()).toBe(true);
      await section.getByText(/copy taken \d{4}-\d{2}-\d{2}/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("/rankings: Medical 2025 from the form, AIIMS New Delhi first, with the copy's date", async () => {
    const { context, page, errors } = await open(js, "/rankings");
    try {
      await page.getByLabel("Category").selectOption("Medical");
      await page.getByLabel("Year").selectOption("2025");
      await page.getByRole("button", { name: "Show ranking" }).click();
      await page.waitForURL(/\/rankings\?category=Medical&year=2025$/);
      await page.getByRole("heading", { level: 1, name: "NIRF 2025 ranking: Medical" }).waitFor();
      const first = page.getByRole("table").getByRole("row").nth(1);
      expect(
        await first.getByRole("link", { name: "All India Institute of Medical Sciences, Delhi" }).isVisible(),
      ).toBe(true);
      await page.getByText(/in published order \(copy taken \d{4}-\d{2}-\d{2}\)/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
