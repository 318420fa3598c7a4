/**
 * A service's price edited in the console, in Chromium with JS on and off: saved as a draft the
 * site does not show, published and shown on the service's page, then the default restored after
 * the confirmation step.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const servicePage = async (slug: string) => (await fetch(`${baseUrl()}/services/${slug}`)).text();

for (const js of [true, false]) {
  describe(`a service's price in the console (JS ${js ? "on" : "off"})`, () => {
    // One service per run, so the two runs never see each other's change.
    const slug = js ? "airport-pickup" : "luggage-storage";
    const price = js ? "£52" : "£12/day";
    const settle = async (page: Page) => {
      if (js) await waitForHydration(page);
    };

    it("Save draft keeps the site as it is; Publish shows the new price; Restore default brings the old one back", async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      const path = `/admin/catalogue/services/${slug}`;
      await page.goto(path);
      await page.waitForURL(/\/admin\/login\?next=/);
      await settle(page);
      await page.getByLabel("E-mail").fill("writer@studysaathi.in");
      await page.getByLabel("Access token").fill("browser-editor-token");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname === path);
      await settle(page);
      await expect.poll(() => page.title()).toMatch(/^Edit service: .* · Console \| StudySaathi$/);

      const priceField = page.getByLabel("Price");
      const before = await priceField.inputValue();
      expect(await servicePage(slug)).toContain(before);
      await priceField.fill(price);
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/drafted=1/);
      await settle(page);
      await expect.poll(() => page.getByRole("status").innerText()).toContain("Saved as a draft");
      expect(await servicePage(slug)).not.toContain(price);

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.waitForURL(/published=1/);
      await settle(page);
      await expect.poll(() => page.getByRole("status").innerText()).toContain("Published");
      const site = await context.newPage();
      await site.goto(`/services/${slug}`);
      expect(await site.getByRole("main").innerText()).toContain(price);
      await site.close();

      await page.getByRole("button", { name: "Restore default" }).click();
      await page.waitForURL(/confirm=restore/);
      await settle(page);
      const dialog = page.getByRole("alertdialog", { name: "Restore the default?" });
      await dialog.getByRole("button", { name: "Yes, restore the default" }).click();
      await page.waitForURL(/restored=1/);
      await settle(page);
      await expect.poll(() => page.getByLabel("Price").inputValue()).toBe(before);
      expect(await servicePage(slug)).not.toContain(price);
      await context.close();
    });
  });
}
