/**
 * Operator console in Chromium, JS on and off: an operator signs in, finds a lead by phone,
 * marks it contacted with a note, writes and publishes a blog with an image, sees it on the
 * site and unpublishes it. (axe over the console: console-a11y.test.ts.)
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";
import { PNG, signInToConsole, storeCallRequest, type OperatorEmail } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const storeLead = (firstName: string, phone: string) =>
  storeCallRequest(firstName, "Browser", `${firstName.toLowerCase()}@example.in`, phone);

async function settle(page: Page, js: boolean) {
  if (js) await waitForHydration(page);
}

const signIn = (page: Page, js: boolean, email: OperatorEmail, path = "/admin/leads") =>
  signInToConsole(page, js, email, path);

for (const js of [true, false]) {
  describe(`operator console (JS ${js ? "on" : "off"})`, () => {
    const tag = js ? "On" : "Off";
    const phone = js ? "9123400001" : "9123400002";
    const title = `Console Blog JS ${tag}: Scholarships Explained`;

    it("finds a lead by phone and marks it contacted with a note", async () => {
      await storeLead(`Lead${tag}`, phone);
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      await signIn(page, js, "ops@studysaathi.in");

      await page.getByLabel("Name, e-mail or phone").fill(phone);
      await page.getByRole("button", { name: "Filter" }).click();
      await page.waitForURL(/q=/);
      const rows = page.getByRole("table", { name: "Leads, newest first" }).getByRole("row");
      await expect.poll(() => rows.count()).toBe(2); // header + the lead
      await rows.nth(1).getByRole("link", { name: /^#\d+/ }).click();
      await page.waitForURL(/\/admin\/leads\/\d+$/);
      await settle(page, js);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toContain("call-request");
      expect(await page.getByText(`Lead${tag}`).first().isVisible()).toBe(true);

      await page.getByLabel("Status").selectOption("contacted");
      await page.getByLabel("Assignee").fill("Priya");
      await page.getByLabel("Add a note").fill(`Called (${tag}), sending the brochure`);
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/saved=1/);
      const details = page.getByRole("region", { name: "Details" });
      await expect.poll(() => details.innerText()).toContain("Contacted");
      expect(await page.getByRole("region", { name: "Notes" }).innerText()).toContain(
        `Called (${tag}), sending the brochure`,
      );
      await context.close();
    });

    it("writes and publishes a blog with an image, sees it on the site, unpublishes it", async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      await signIn(page, js, "writer@studysaathi.in", "/admin/content");
      // An editor's console has no Leads and no audit log.
      const nav = page.getByRole("navigation", { name: "Console" });
      await expect
        .poll(() => nav.getByRole("link").allInnerTexts())
        .toEqual(["Dashboard", "Content", "Experts", "Services", "News", "Colleges", "Reviews"]);
      await page.getByRole("main").getByRole("link", { name: "Blogs" }).click();
      await page.waitForURL("**/admin/content/blogs");
      await page.getByRole("link", { name: "New blog post" }).click();
      await page.waitForURL("**/admin/content/blogs/new");
      await settle(page, js);

      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Category").selectOption("Education");
      await page.getByLabel("Tags (comma-separated)").fill("scholarships, funding");
      await page.getByLabel("Date").fill("2032-01-15");
      await page
        .getByLabel("Upload a new image")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
      await page
        .getByLabel("Body (Markdown)")
        .fill("## Who can apply\n\nMost **merit** scholarships open in *January*.");
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.waitForURL(/\/admin\/content\/blogs\/\d+\?saved=1/);
      await settle(page, js);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      expect(await page.getByRole("status").innerText()).toBe("Saved.");
      expect(
        await page
          .getByRole("region", { name: "Preview (as saved)" })
          .getByRole("heading", { level: 2, name: "Who can apply" })
          .count(),
      ).toBe(1);
      expect((await fetch(`${baseUrl()}/blog/${id}`)).status).toBe(404); // a draft

      await page.getByRole("button", { name: "Publish" }).click();
      await page.waitForURL(/published=1/);
      await settle(page, js);
      await page.getByRole("link", { name: "View on site" }).click();
      await page.waitForURL(`**/blog/${id}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
      const src = await page.locator("article header img").first().getAttribute("src");
      expect(src).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
      const image = await fetch(`${baseUrl()}${src}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await page.getByText("Most merit scholarships open in January.").isVisible()).toBe(true);
      await page.goto("/blogs?all=1");
      expect(await page.getByRole("link", { name: title }).count()).toBeGreaterThan(0);

      await page.goto(`/admin/content/blogs/${id}`);
      await settle(page, js);
      await page.getByRole("button", { name: "Unpublish" }).click();
      await page.waitForURL(/unpublished=1/);
      const gone = await page.goto(`/blog/${id}`);
      expect(gone?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Blog not found");
      await context.close();
    });
  });
}
