/**
 * axe-core in Chromium over the discovered routes (JS on, hydrated) and every discovered form's
 * error state (empty submit with JS off → the 400 page): 0 violations for wcag2a, wcag2aa,
 * wcag21aa and wcag22aa. `npm test` checks one page per family, `npm run test:stress` every page
 * (tests/hardness/site.ts `sweep`).
 */
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { isKnown, KNOWN_A11Y_VIOLATIONS } from "../hardness/a11y-known";
import { postForms } from "../hardness/html";
import { baseRoutes, crawl, discoverForms, sweep, type Page as SitePage } from "../hardness/site";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

let browser: Browser;
let pages: SitePage[];
beforeAll(async () => {
  browser = await launch();
  const base = baseUrl();
  const blogs = (await (await fetch(`${base}/Blogs/active_blogs`)).json()) as Array<{ blog_id: number }>;
  const routes = sweep(baseRoutes(blogs.map((b) => b.blog_id)).map((path) => ({ path }))).map((r) => r.path);
  pages = await crawl(async (path) => {
    const res = await fetch(base + path, { redirect: "manual" });
    return { status: res.status, text: await res.text(), headers: res.headers };
  }, routes);
}, 300_000);

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) => r.violations),
    TAGS,
  )) as Violation[];
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(" ")}`));
}

/** Splits findings ("route: rule (impact) selector") into new ones and known ones. */
const seenKnown = new Set<string>();
function newOnly(found: string[]): string[] {
  return found.filter((line) => {
    const [, route, rule] = line.match(/^(\S+?)(?: \(error state[^)]*\))?: (\S+)/) ?? [];
    if (route && rule && isKnown(route, rule)) {
      seenKnown.add(`${route}|${rule}`);
      return false;
    }
    return true;
  });
}

describe("accessibility (axe-core)", () => {
  it("the routes, JS on: no WCAG 2.2 AA violations", async () => {
    // bypassCSP: axe is injected as a script the page's CSP (rightly) would refuse.
    const context = await newContext(browser, { bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const p of pages.filter((x) => x.status === 200 || x.status === 404)) {
      if (p.status === 404 && !p.linkedFrom) continue; // not built yet
      await page.goto(p.path);
      await waitForHydration(page);
      for (const v of await axe(page)) found.push(`${p.path}: ${v}`);
    }
    await context.close();
    if (found.length) console.error(`axe (JS on):\n${found.join("\n")}`);
    expect(newOnly(found)).toEqual([]);
  }, 900_000);

  it("every form's error state (empty submit, JS off): no violations", async () => {
    const forms = discoverForms(pages);
    const context = await newContext(browser, { js: false, bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const done = new Set<string>();
    for (const form of forms) {
      const visibleOn = form.page;
      const key = `${form.action.split("?")[0]}#${form.intent ?? ""}`;
      if (done.has(key)) continue;
      done.add(key);
      await page.goto(visibleOn);
      const selector = form.intent
        ? `form:has(input[type="hidden"][name="intent"][value="${form.intent}"])`
        : `form[method="post"]`;
      const target = page.locator(selector).first();
      const submit = target.locator('button[type="submit"], button:not([type])').first();
      if (!(await submit.isVisible())) continue; // in a closed dialog: reached through its own URL
      const [response] = await Promise.all([page.waitForNavigation(), submit.click()]);
      const status = response?.status() ?? 0;
      const html = await page.content();
      if (status !== 400 || !postForms(html, form.action).length) continue;
      // axe needs script: evaluate the 400 page's DOM in a JS-on page without running the app.
      const errorPage = await (await newContext(browser, { bypassCSP: true })).newPage();
      await errorPage.route("**/*", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
      await errorPage.goto(baseUrl());
      await errorPage.setContent(html, { waitUntil: "load" });
      for (const v of await axe(errorPage))
        found.push(`${form.action} (error state, ${form.intent ?? form.key}): ${v}`);
      await errorPage.context().close();
    }
    await context.close();
    if (found.length) console.error(`axe (error states):\n${found.join("\n")}`);
    expect(newOnly(found)).toEqual([]);
    const stale = KNOWN_A11Y_VIOLATIONS.filter((k) => !seenKnown.has(`${k.route}|${k.rule}`));
    if (stale.length)
      console.warn(
        `known a11y violations no longer seen (remove them): ${stale.map((k) => `${k.route} ${k.rule}`).join(", ")}`,
      );
  }, 900_000);
});
