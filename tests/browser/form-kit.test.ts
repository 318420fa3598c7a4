/**
 * The form kit in the browser: a form validates with its zod/mini schema before anything is
 * posted, and no form page reports a CSP violation (classic zod's object parser probed
 * `new Function` on load, which the nonce CSP reports as a `script-src eval` violation).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { besideField, errorSummary, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** A hydrated page that records every CSP violation from before its first script runs. */
async function open(path: string, before?: (context: BrowserContext) => Promise<unknown>) {
  const context = await newContext(browser);
  await before?.(context);
  await context.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe("form kit in the browser", () => {
  it("validates with the form's schema before posting: messages beside the fields, nothing sent", async () => {
    const { page, errors } = await open("/contact");
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByLabel("Name").focus();
    await page.getByLabel("Name").blur();
    await expect.poll(() => besideField(page, "Please enter your name.").isVisible()).toBe(true);
    expect(await page.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Email").blur();
    await expect.poll(() => besideField(page, "Please enter a valid email.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => besideField(page, "Please enter a message.").isVisible()).toBe(true);
    await expect.poll(() => errorSummary(page).isVisible()).toBe(true);
    expect(posts).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(["/", "/services/travel-insurance", "/login", "/write-review"])(
    "%s loads its forms without a CSP violation",
    async (path) => {
      const { page, errors } = await open(path);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
