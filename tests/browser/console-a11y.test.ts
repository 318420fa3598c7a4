/**
 * axe-core over the operator console (JS on, hydrated) and its forms' server-rendered error states: no WCAG 2.2 AA
 * violations. `npm test` checks one page per family, `npm run test:stress` every console page.
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axe } from "../support/axe";
import { besideField, errorSummary, launch, newContext, waitForHydration } from "../support/browser";
import { signInToConsole, storeCallRequest } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe("accessibility of the console (axe-core)", () => {
  it("the console's pages (one of each family; all in the full sweep) and its forms' error states: no WCAG 2.2 AA violations", async () => {
    await storeCallRequest("AxeLead", "Browser", "axelead@example.in", "9123400003");
    const context = await newContext(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto("/admin/login");
    await waitForHydration(page);
    found.push(...(await axe(page)).map((v) => `${page.url()}: ${v}`));
    await signInToConsole(page, true, "ops@studysaathi.in", "/admin/leads");
    const leadHref = await page.getByRole("table").getByRole("link").first().getAttribute("href");
    // One page per family in `npm test`; every page in `npm run test:stress`.
    const all = [
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
      "/admin/catalogue/experts",
      "/admin/catalogue/experts/1",
      "/admin/catalogue/services/visa-assistance",
      "/admin/colleges",
      "/admin/colleges/indian-institute-of-technology-bombay",
    ];
    const sample = [
      "/admin",
      leadHref!,
      "/admin/audit",
      "/admin/content/blogs/new",
      "/admin/catalogue/experts/1",
      "/admin/colleges/indian-institute-of-technology-bombay",
    ];
    const paths = process.env.TEST_SWEEP === "full" ? all : sample;
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
