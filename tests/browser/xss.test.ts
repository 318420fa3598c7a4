/**
 * XSS in a real browser: a worker seeded with a hostile blog and hostile post-admit HTML
 * (the corpus in tests/hardness/xss.ts), pages loaded with JS on and off, and the forms' text
 * fields filled with payloads and submitted. Nothing may run (no dialog carrying the mark, no
 * console mark, no window.__xss) and the markup is stripped. `npm test` fills one page's forms
 * per family with JS on (the server's escaping with JS off is swept in
 * tests/integration/site-sweep.test.ts); `npm run test:stress` every page's, JS off and on.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForms, type PostForm } from "../hardness/html";
import { FULL_SWEEP, sweep, validValue } from "../hardness/site";
import { XSS_HTML, XSS_MARK, XSS_PAYLOADS } from "../hardness/xss";
import { launch } from "../support/browser";
import { ROOT } from "../support/sql";
import { startWorker, type TestWorker } from "../support/worker";

const BLOG_ID = 9001;
const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

let browser: Browser;
let w: TestWorker;
let base: string;
beforeAll(async () => {
  browser = await launch();
  w = await startWorker({
    bindings: { RATE_LIMIT_PER_MINUTE: "1000000" },
    async setup(db) {
      await db
        .prepare(
          "INSERT INTO blogs (blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags, is_active) VALUES (?1, ?2, 'blog-1.svg', ?3, 'Exams', '2030-01-01T00:00:00Z', 'xss', 1)",
        )
        .bind(BLOG_ID, `Hostile markup <img src=x onerror="alert('${XSS_MARK}')">`, XSS_HTML)
        .run();
      await db.prepare("UPDATE post_admit SET content = ?1 WHERE content LIKE '<%'").bind(XSS_HTML).run();
    },
  });
  base = (await w.mf.ready).toString().replace(/\/$/, "");
}, 120_000);
afterAll(async () => {
  await w?.dispose();
});

/** Miniflare serves the worker only: static files come from public/, as Pages would serve them. */
async function xssContext(js: boolean): Promise<{ context: BrowserContext; page: Page; executed: string[] }> {
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: js });
  await context.route(/\/(build|images|uploads)\/|\.(ico|svg|png|webmanifest)$/, (route) => {
    const file = join(ROOT, "public", decodeURIComponent(new URL(route.request().url()).pathname));
    if (!existsSync(file)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      status: 200,
      body: readFileSync(file),
      contentType: TYPES[extname(file)] ?? "application/octet-stream",
    });
  });
  const page = await context.newPage();
  const executed: string[] = [];
  page.on("dialog", (d) => {
    if (d.message().includes(XSS_MARK)) executed.push(`dialog: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  page.on("console", (m) => m.text().includes(XSS_MARK) && executed.push(`console: ${m.text()}`));
  return { context, page, executed };
}

async function settle(page: Page, js: boolean) {
  await page.waitForLoadState("load");
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Live DOM nodes a payload would have needed to run. */
function dangerousNodes(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll("main *, header *, footer *"))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
        if (
          /^(href|src|action|formaction|data)$/i.test(attr.name) &&
          /^\s*(javascript|vbscript|data):/i.test(attr.value)
        )
          bad.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 40)}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE)$/.test(el.tagName) && el.closest("main")) bad.push(el.tagName);
    }
    return bad;
  });
}

describe("XSS corpus never executes", () => {
  for (const js of [true, false]) {
    it(`hostile blog and post-admit HTML are stripped (JS ${js ? "on" : "off"})`, async () => {
      const { context, page, executed } = await xssContext(js);
      for (const path of [
        `/blog/${BLOG_ID}`,
        "/blogs",
        "/post-admit-services",
        "/post-admit-services?plan=free",
        "/post-admit-services?plan=premium",
        "/search?q=hostile",
      ]) {
        const res = await page.goto(path);
        if (res?.status() === 404 && path.startsWith("/post-admit")) continue; // not built yet
        expect(res?.status(), path).toBe(200);
        await settle(page, js);
        expect(await dangerousNodes(page), path).toEqual([]);
      }
      await page.goto(`/blog/${BLOG_ID}`);
      await settle(page, js);
      await expect.poll(() => page.getByText("Safe paragraph before.").isVisible()).toBe(true);
      if (js) expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(executed).toEqual([]);
      await context.close();
    });
  }

  it("payloads typed into the forms' text fields are shown as text", async () => {
    // The forms, discovered from the server HTML of the pages that hold them.
    const pagesWithForms = [
      "/",
      "/login",
      "/register",
      "/Forget-Password",
      "/contact",
      "/advertising",
      "/career",
      "/services/student-accommodation",
      "/connect/book/1",
      "/sop-form",
      "/lor-form",
    ];
    const forms: PostForm[] = [];
    for (const { path } of sweep(pagesWithForms.map((path) => ({ path })))) {
      const res = await w.fetch(path);
      if (res.status === 200)
        forms.push(
          ...postForms(await res.text(), path).filter((f, i, all) => all.findIndex((g) => g.intent === f.intent) === i),
        );
    }
    for (const js of FULL_SWEEP ? [false, true] : [true]) {
      const { context, page, executed } = await xssContext(js);
      for (const [n, form] of forms.entries()) {
        await page.goto(form.page);
        await settle(page, js);
        const selector = form.intent
          ? `form:has(input[type="hidden"][name="intent"][value="${form.intent}"])`
          : 'form[method="post"]';
        const target = page.locator(selector).first();
        if (!(await target.isVisible())) continue;
        const payload = XSS_PAYLOADS[n % XSS_PAYLOADS.length];
        for (const field of form.fields) {
          const input = target.locator(`[name="${field.name}"]`).first();
          if (field.name === "website" || field.kind === "hidden" || !(await input.isVisible())) continue;
          if (field.kind === "select") await input.selectOption(field.options[0]);
          else if (field.kind === "checkbox") await input.check();
          else if (field.kind === "radio") await target.locator(`[name="${field.name}"]`).first().check();
          else if (["date", "time", "number"].includes(field.kind)) await input.fill(validValue(field, 1));
          else await input.fill(payload);
        }
        const submit = target.locator('button[type="submit"], button:not([type])').first();
        // With JS some buttons stay disabled until the input is valid: the payload then sits in the field.
        if (await submit.isEnabled()) {
          await submit.click();
          await page.waitForLoadState("load");
        }
        expect(await dangerousNodes(page), `${form.action} ${form.intent ?? ""}`).toEqual([]);
      }
      if (js) expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(executed).toEqual([]);
      await context.close();
    }
  }, 600_000);
});
