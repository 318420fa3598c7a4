/**
 * The operator console's own ways of working, in Chromium with JS on and off: its frame at
 * 390 px (no public header, footer or bottom bar), the dashboard's figures linking into the inbox,
 * the inbox's fragment search and bulk status change, a published item's change kept as a draft
 * until published, delete with confirmation and Restore, the audit's filter and before → after,
 * and an editor refused the leads.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { variants } from "../hardness/site";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";
import { PNG, signInToConsole, storeCallRequest } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const storeLead = (firstName: string, phone: string) =>
  storeCallRequest(firstName, "Console", `${firstName.toLowerCase()}@console-test.in`, phone);
const signIn = signInToConsole;

// JavaScript off: the full sweep (the integration suite posts these forms without JavaScript on every run).
for (const js of variants([true, false], [true])) {
  describe(`operator console's ways of working (JS ${js ? "on" : "off"})`, () => {
    const tag = js ? "On" : "Off";
    const settle = async (page: Page) => {
      if (js) await waitForHydration(page);
    };

    it("its own frame at 390 px; the dashboard's figure opens the filtered inbox; fragments find leads; bulk status", async () => {
      // Names and numbers of this attempt's own: a retry finds its two leads, not the first attempt's as well.
      const run = `${tag}${[...String(Date.now() % 1e6)].map((d) => "abcdefghij"[Number(d)]).join("")}`;
      const number = `98${String(Date.now() % 1e7).padStart(7, "0")}`;
      const phones = [`${number}1`, `${number}2`];
      await storeLead(`Frag${run}a`, phones[0]);
      await storeLead(`Frag${run}b`, phones[1]);
      const context = await newContext(browser, { js, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await signIn(page, js, "ops@studysaathi.in", "/admin");
      // After a client navigation the title follows the new page's meta a moment after the URL.
      await expect.poll(() => page.title()).toBe("Dashboard · Console | StudySaathi");
      expect(await page.getByRole("contentinfo").count()).toBe(0); // no public footer
      expect(await page.getByRole("navigation", { name: "Console" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page
        .getByRole("region", { name: "Today" })
        .getByRole("link", { name: /new leads?/ })
        .first()
        .click();
      await page.waitForURL(/\/admin\/leads\?from=/);
      await settle(page);
      await expect.poll(() => page.title()).toBe("Leads · Console | StudySaathi");
      expect(await page.getByRole("link", { name: new RegExp(`Frag${run}a`) }).count()).toBe(1);

      // A fragment of the number: the middle of it.
      await page.getByLabel("Name, e-mail or phone").fill(phones[0].slice(0, 3) + phones[0].slice(3, 7));
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/q=/);
      await settle(page);
      await page.getByLabel("Name, e-mail or phone").fill(`frag${run}`.toLowerCase());
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(new RegExp(`q=frag${run}`, "i"));
      await settle(page);
      const rows = page.getByRole("table", { name: "Leads, newest first" }).getByRole("row");
      await expect.poll(() => rows.count()).toBe(3);
      await page
        .getByRole("checkbox", { name: /Select lead/ })
        .first()
        .check();
      await page
        .getByRole("checkbox", { name: /Select lead/ })
        .nth(1)
        .check();
      await page.getByLabel("Status for the selected").selectOption("qualified");
      await page.getByRole("button", { name: "Set status" }).click();
      await page.waitForURL(/updated=2/);
      await settle(page);
      expect(await page.getByRole("status").innerText()).toBe("2 leads updated.");
      await expect.poll(() => page.getByRole("table").getByText("Qualified").count()).toBe(2);
      await context.close();
    });

    it("a published banner's change waits as a draft; delete asks first and Restore brings it back", async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      await signIn(page, js, "writer@studysaathi.in", "/admin/content/banners/new");
      const title = `Console Banner ${tag}`;
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("University name").fill("Test University");
      await page
        .getByLabel("Upload a new image")
        .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PNG });
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/admin\/content\/banners\/\d+\?saved=1/);
      await settle(page);
      const url = page.url().split("?")[0];
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.waitForURL(/published=1/);
      await settle(page);

      await page.getByLabel("Title").fill(`${title} v2`);
      await page.getByRole("button", { name: "Preview" }).click();
      await expect
        .poll(() => page.getByRole("region", { name: "Preview (not saved)" }).innerText())
        .toContain(`${title} v2`);
      await page.getByRole("button", { name: "Save changes as draft" }).click();
      await page.waitForURL(/drafted=1/);
      await settle(page);
      const live = async () => (await (await fetch(`${baseUrl()}/api/banner/get_all`)).text()).includes(`${title} v2`);
      expect(await live()).toBe(false);
      await page.getByRole("button", { name: "Publish changes" }).click();
      await page.waitForURL(/published=1/);
      await settle(page);
      expect(await live()).toBe(true);

      await page.getByRole("button", { name: "Delete" }).click();
      await page.waitForURL(/confirm=delete/);
      await settle(page);
      expect(await page.getByRole("alertdialog", { name: "Delete this banner?" }).isVisible()).toBe(true);
      expect(await live()).toBe(true);
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await page.waitForURL(/deleted=1/);
      await settle(page);
      expect(await live()).toBe(false);
      await page.getByRole("button", { name: "Restore" }).click();
      await page.waitForURL(/restored=1/);
      expect(await live()).toBe(true);
      expect(page.url()).toContain(url);
      // Leave the home page's banners as the seed has them (the hero's own tests count them).
      await settle(page);
      await page.getByRole("button", { name: "Delete" }).click();
      await page.waitForURL(/confirm=delete/);
      await settle(page);
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await page.waitForURL(/deleted=1/);
      expect(await live()).toBe(false);
      await context.close();
    });

    it("the audit filters by area and shows before → after; an editor is refused the leads", async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      await signIn(page, js, "ops@studysaathi.in", "/admin/audit");
      await page.getByLabel("What").selectOption("content");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/area=content/);
      await settle(page);
      const change = page.getByRole("table", { name: /Before and after: banners\.draft/ }).first();
      await expect.poll(() => change.innerText()).toContain(`Console Banner ${tag} v2`);
      expect(await page.getByRole("link", { name: "Restore…" }).count()).toBeGreaterThan(0);

      const editor = await (await newContext(browser, { js })).newPage();
      await signIn(editor, js, "writer@studysaathi.in", "/admin");
      const res = await editor.goto("/admin/leads");
      expect(res?.status()).toBe(403);
      expect(await editor.getByRole("heading", { level: 1 }).innerText()).toBe("Not for your role");
      await context.close();
    });
  });
}
