/**
 * /admin/claims in Chromium with JS on and off: a refused figure shows its messages beside the fields, a valid one
 * is saved with its source and date and shows as Shown, then Hide takes it off the site. The header's bell shows no
 * badge for a signed-out visitor.
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { besideField, launch, newContext, waitForHydration } from "../support/browser";
import { signInToConsole } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const LABEL = "Countries supported";

for (const js of [true, false]) {
  describe(`claims console (JS ${js ? "on" : "off"})`, () => {
    it("refuses a figure that is not a number, saves one with its source, then hides it", async () => {
      const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInToConsole(page, js, "ops@studysaathi.in", "/admin/claims");
      await page.getByRole("link", { name: new RegExp(`^(Set|Edit) ${LABEL}$`) }).click();
      await page.getByRole("heading", { name: new RegExp(`^(Set|Edit): ${LABEL}$`) }).waitFor();
      if (js) await waitForHydration(page);
      const figure = page.getByLabel(/^Figure/);
      await figure.fill("many");
      await page.getByLabel("Source").fill("");
      await page.getByLabel("Date checked").fill("");
      await page.getByRole("button", { name: "Save claim" }).click();
      await besideField(page, "Please enter the figure as a number, e.g. 1200.").waitFor();
      await besideField(page, "Please enter the date the source was checked as dd/mm/yyyy.").waitFor();
      expect(await figure.inputValue()).toBe("many");

      await figure.fill("7");
      await page.getByLabel("Source").fill(`https://example.in/offices-${js ? "on" : "off"}`);
      await page.getByLabel("Date checked").fill("01/11/2026");
      // Set before (and hidden): shown again only when asked.
      await page.getByLabel("Show on the site").check();
      await page.getByRole("button", { name: "Save claim" }).click();
      await page.getByText("Saved: the site shows it now").waitFor();
      const row = page.getByRole("row", { name: new RegExp(LABEL) });
      await row.getByText(`https://example.in/offices-${js ? "on" : "off"}`).waitFor();
      expect(await row.getByText("Shown", { exact: true }).isVisible()).toBe(true);

      if (js) await waitForHydration(page);
      await row.getByRole("button", { name: `Hide ${LABEL}` }).click();
      await page.getByText("Hidden: the site no longer shows it.").waitFor();
      await page
        .getByRole("row", { name: new RegExp(LABEL) })
        .getByText("Hidden", { exact: true })
        .waitFor();
      await context.close();
    });
  });
}

describe("the bell", () => {
  it("shows no badge to a signed-out visitor", async () => {
    const context = await newContext(browser, { js: true });
    const page = await context.newPage();
    await page.goto("/about");
    await waitForHydration(page);
    const bell = page.getByLabel(/^Notifications/).first();
    await bell.waitFor();
    // The unread count is drawn in the bell's summary and named in its label: neither is there.
    expect(await bell.getAttribute("aria-label")).toBe("Notifications");
    expect(await bell.textContent()).toBe("");
    await context.close();
  });
});
