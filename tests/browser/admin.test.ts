/**
 * Operator console in Chromium, JS on and off: an operator signs in, finds a lead by phone,
 * marks it contacted with a note, writes and publishes a blog with an image, sees it on the
 * site and unpublishes it. axe: 0 violations on every /admin page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axe } from "../support/axe";
import { baseUrl, besideField, errorSummary, launch, newContext, waitForHydration } from "../support/browser";

const TOKENS: Record<string, string> = {
  "ops@studysaathi.in": "browser-admin-token",
  "writer@studysaathi.in": "browser-editor-token",
};
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A call request stored the way a visitor without JS sends it. */
async function storeLead(firstName: string, phone: string) {
  const body = new URLSearchParams({
    website: "",
    intent: "call-request",
    firstName,
    lastName: "Browser",
    email: `${firstName.toLowerCase()}@example.in`,
    phone,
    level: "Masters",
    course: "Data Science",
    privacy: "on",
  });
  const res = await fetch(`${baseUrl()}/?index&call=1`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(200);
}

async function settle(page: Page, js: boolean) {
  if (js) await waitForHydration(page);
}

async function signIn(page: Page, js: boolean, email: string, path = "/admin/leads") {
  await page.goto(path);
  await page.waitForURL(/\/admin\/login\?next=/);
  await settle(page, js);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Access token").fill(TOKENS[email]);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path);
  await settle(page, js);
}

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
        .toEqual(["Dashboard", "Content", "Colleges", "Reviews"]);
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

describe("accessibility of the console (axe-core)", () => {
  it("every /admin page, and the forms' error states, have no WCAG 2.2 AA violations", async () => {
    await storeLead("AxeLead", "9123400003");
    const context = await newContext(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto("/admin/login");
    await waitForHydration(page);
    found.push(...(await axe(page)).map((v) => `${page.url()}: ${v}`));
    await signIn(page, true, "ops@studysaathi.in");
    const leadHref = await page.getByRole("table").getByRole("link").first().getAttribute("href");
    const paths = [
      "/admin",
      "/admin/leads",
      "/admin/leads?q=9123400003&status=new",
      leadHref!,
      "/admin/audit",
      "/admin/content",
      "/admin/content/blogs",
      "/admin/content/blogs/new",
      "/admin/content/blogs/1",
      "/admin/content/banners/1",
      "/admin/content/why-us/new",
      "/admin/content/post-admit/1",
      "/admin/colleges",
      "/admin/colleges/indian-institute-of-technology-bombay",
    ];
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      found.push(...(await axe(page)).map((v) => `${page.url()}: ${v}`));
    }
    // Error states, server-rendered (JS off): an empty blog and a skipped workflow step.
    const noJs = await newContext(browser, { js: false, bypassCSP: true });
    const plain = await noJs.newPage();
    await plain.context().addCookies(await context.cookies());
    await plain.goto("/admin/content/blogs/new");
    await plain.getByRole("button", { name: "Save draft" }).click();
    await plain.waitForLoadState();
    expect(await besideField(plain, "Please enter the title.").isVisible()).toBe(true);
    expect(await errorSummary(plain).getByRole("link", { name: "Please enter the title." }).isVisible()).toBe(true);
    const blogError = await plain.content();
    await plain.goto(leadHref!);
    await plain.getByLabel("Status").selectOption(""); // "Choose a status"
    await plain.getByRole("button", { name: "Save" }).click();
    await plain.waitForLoadState();
    const leadError = await plain.content();
    for (const html of [blogError, leadError]) {
      await page.route("**/*", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
      await page.setContent(html, { waitUntil: "load" });
      found.push(...(await axe(page)).map((v) => `${page.url()}: ${v}`));
      await page.unrouteAll();
    }
    await noJs.close();
    await context.close();
    if (found.length) console.error(found.join("\n"));
    expect(found).toEqual([]);
  }, 240_000);
});
