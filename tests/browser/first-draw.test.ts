/**
 * Nothing fades in when it is first drawn, even with the stylesheet arriving after the HTML (as on a slow
 * link): a part drawn before the stylesheet has the browser's default look, and a CSS transition on it would run
 * from that look. `npm test` loads the home page with and without JavaScript; `npm run test:stress` every page
 * without it (tests/hardness/site.ts `sweep`).
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseRoutes, FULL_SWEEP, sweep } from "../hardness/site";
import { baseUrl, launch, newContext } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PHONE_WIDTH = 412;

/**
 * The CSS transitions that ran while `path` loaded with its stylesheet arriving after the HTML (without
 * JavaScript nothing holds the parser back, so the whole document comes first), in a viewport tall enough
 * to draw the whole page at once: each as "property on <tag class>". `serve` may answer some
 * requests itself (its routes are asked after the stylesheet is released).
 */
async function transitionsAtFirstDraw(path: string, js: boolean, serve?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, { js, viewport: { width: PHONE_WIDTH, height: 16_000 } });
  try {
    const page = await context.newPage();
    await serve?.(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.css$/, async (route) => {
      await held;
      await route.fallback();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Animation.enable");
    const started: Array<{ name: string; node?: number }> = [];
    cdp.on("Animation.animationStarted", ({ animation }) => {
      if (animation.type === "CSSTransition")
        started.push({ name: animation.name, node: animation.source?.backendNodeId });
    });
    // Without JavaScript the stylesheet is held until the document is parsed; with it, until the HTML
    // has arrived (the parser then waits for the stylesheet at the first inline script).
    const parsed = js
      ? page.waitForEvent("requestfinished", { predicate: (r) => r.isNavigationRequest() })
      : new Promise<void>((resolve) => cdp.once("Page.domContentEventFired", () => resolve()));
    const loaded = page.goto(path, { waitUntil: "load" });
    await parsed;
    release();
    expect((await loaded)?.status(), path).toBe(200);
    // Two frames drawn after the load (a screenshot waits for one, scripts on or off): a transition
    // starts in the frame that first draws its element.
    for (let i = 0; i < 2; i++) await page.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 } });
    const out: string[] = [];
    for (const { name, node } of started) {
      const { object } = await cdp.send("DOM.resolveNode", { backendNodeId: node });
      const { result } = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId,
        functionDeclaration: 'function () { return `<${this.localName} class="${this.className}">`; }',
        returnByValue: true,
      });
      out.push(`${name} on ${result.value}`);
    }
    return out;
  } finally {
    await context.close();
  }
}

describe("nothing fades in when it is first drawn, even with the stylesheet arriving after the HTML", () => {
  it("the probe sees a transition that does run at first draw", async () => {
    // A paragraph that fades in from `@starting-style` when first drawn, behind the same held stylesheet.
    const found = await transitionsAtFirstDraw("/first-draw-probe", false, async (page) => {
      await page.route("**/first-draw-probe", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/first-draw-probe.css"></head><body><p class="fades-in">Fades in</p></body></html>',
        }),
      );
      await page.route("**/first-draw-probe.css", (route) =>
        route.fulfill({
          contentType: "text/css",
          body: "@starting-style { .fades-in { opacity: 0 } } .fades-in { transition: opacity 1s }",
        }),
      );
    });
    expect(found).toEqual(['opacity on <p class="fades-in">']);
  });

  it("the home page, with and without JavaScript: no CSS transition runs while it loads", async () => {
    const found: Record<string, string[]> = {};
    for (const js of [false, true]) {
      const transitions = await transitionsAtFirstDraw("/", js);
      if (transitions.length) found[`/ (JS ${js ? "on" : "off"})`] = transitions;
    }
    expect(found).toEqual({});
  });

  if (FULL_SWEEP)
    it("every page without JavaScript: no CSS transition runs while it loads", async () => {
      const blogs = (await (await fetch(`${baseUrl()}/Blogs/active_blogs`)).json()) as Array<{ blog_id: number }>;
      const paths = sweep(baseRoutes(blogs.map((b) => b.blog_id)).map((path) => ({ path }))).map((r) => r.path);
      const found: Record<string, string[]> = {};
      for (const path of paths) {
        const transitions = await transitionsAtFirstDraw(path, false);
        if (transitions.length) found[`${path} (JS off)`] = transitions;
      }
      expect(found).toEqual({});
    }, 900_000);
});
