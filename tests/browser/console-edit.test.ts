/**
 * Editing in the console, in Chromium with JS on and off: a college's field saved as a draft,
 * published, then on the college page; the blog editor's preview beside the form at 1280 px and
 * under it at 390 px — following the typing with JS, through the Preview button without.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";
import { signInToConsole } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const signIn = (page: Page, js: boolean, path: string) => signInToConsole(page, js, "writer@studysaathi.in", path);

for (const js of [true, false]) {
  describe(`console editing (JS ${js ? "on" : "off"})`, () => {
    const settle = async (page: Page) => {
      if (js) await waitForHydration(page);
    };

    it("finds a college, saves a field as a draft, publishes it, and the college page shows it", async () => {
      const [slug, fragment] = js
        ? ["indian-institute-of-technology-kanpur", "ology Kanp"]
        : ["indian-institute-of-technology-goa", "ology Goa"];
      const address = `Campus Road ${js ? "On" : "Off"}`;
      const context = await newContext(browser, { js, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signIn(page, js, "/admin/colleges");
      await page.getByLabel("Name contains").fill(fragment);
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/q=/);
      await settle(page);
      await page.getByRole("link", { name: /Indian Institute of Technology/ }).click();
      await page.waitForURL(`**/admin/colleges/${slug}`);
      await settle(page);
      await page.getByLabel("Address").fill(address);
      await page.getByRole("button", { name: "Save changes as draft" }).click();
      await page.getByText("Saved as a draft").waitFor();
      expect(await page.getByText("Published, with unpublished changes").isVisible()).toBe(true);
      await settle(page);
      await page.getByRole("button", { name: "Publish changes" }).click();
      await page.getByText("Published: the college page shows it now.").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto(`/colleges/${slug}`);
      expect(await page.getByRole("region", { name: "Location" }).innerText()).toContain(address);
    });

    it("the Markdown preview sits beside the form, under it on a phone, and shows the body", async () => {
      const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, js, "/admin/content/blogs/new");
      const heading = `Live heading ${js ? "on" : "off"}`;
      await page.getByLabel("Title").fill("Preview Post");
      await page.getByLabel("Category").selectOption({ index: 1 });
      await page.getByLabel("Date (dd/mm/yyyy)").fill("01/05/2031");
      await page.getByLabel("Body (Markdown)").fill(`## ${heading}\n\nSome **bold** text.`);
      if (!js) await page.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByRole("region", { name: /^Preview/ });
      // With JS the preview follows the typing, no button pressed.
      await preview.getByRole("heading", { name: heading }).waitFor();
      expect(await preview.locator("strong").innerText()).toBe("bold");
      const form = await page.getByLabel("Body (Markdown)").boundingBox();
      const box = await preview.boundingBox();
      expect(box!.x).toBeGreaterThan(form!.x + form!.width); // side by side
      if (js) {
        await page.getByLabel("Body (Markdown)").fill(`## ${heading} again`);
        await preview.getByRole("heading", { name: `${heading} again` }).waitFor();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      const form390 = await page.getByLabel("Body (Markdown)").boundingBox();
      const box390 = await preview.boundingBox();
      expect(box390!.y).toBeGreaterThan(form390!.y); // stacked
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
}
