/**
 * `npm run screenshots`: full-page screenshots of one page of every page family at 390 and 1366 px (JavaScript on)
 * into tests/.artifacts/screenshots (git-ignored), so a reviewer can look at the whole site in a minute, plus the
 * layout problems found on each (tests/support/layout.ts) in problems.txt.
 * Serves the build itself (as the browser tests do, on TEST_PORT or 8799) unless BASE_URL names a running server.
 * Options: WIDTHS=390,1366  JS=off  PAGES=/,/colleges
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM } from "./support/browser";
import { CHROMIUM_FLAGS } from "./support/chromium-flags";
import { layoutProblems, layoutRoutes, menuProblems } from "./support/layout";
import { ROOT } from "./support/sql";

const OUT = join(ROOT, "tests/.artifacts/screenshots");
const widths = (process.env.WIDTHS ?? "390,1366").split(",").map(Number);
const js = process.env.JS !== "off";

let base = process.env.BASE_URL;
let stop: (() => Promise<void>) | undefined;
if (!base) {
  // One server (the browser tests' setup starts one per lane).
  process.env.BROWSER_LANES = "1";
  const server = await import("./support/browser-global-setup");
  await server.setup({ provide: (_key: string, urls: string[]) => (base = urls[0]) } as never);
  stop = server.teardown;
}
const origin = base!;

const routes = process.env.PAGES ? process.env.PAGES.split(/,(?=\/)/) : await layoutRoutes(origin);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", ...CHROMIUM_FLAGS] });
const report: string[] = [];
try {
  for (const width of widths) {
    // bypassCSP: the style below is injected; sections drawn only near the viewport are drawn for the full-page shot.
    const context = await browser.newContext({
      baseURL: origin,
      javaScriptEnabled: js,
      bypassCSP: true,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    for (const path of routes) {
      await page.goto(path);
      if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const file = `${width}-${path.replace(/^\//, "").replace(/[^A-Za-z0-9-]+/g, "_") || "home"}.png`;
      await page.screenshot({ path: join(OUT, file), fullPage: true });
      const problems = [...(await layoutProblems(page)), ...(await menuProblems(page))];
      for (const p of problems) report.push(`${width} ${path}: ${p}`);
      console.log(`${file}${problems.length ? ` (${problems.length} layout problems)` : ""}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop?.();
}
writeFileSync(join(OUT, "problems.txt"), report.join("\n") + "\n");
console.log(`${routes.length * widths.length} screenshots in ${OUT}; ${report.length} layout problems (problems.txt)`);
if (report.length) console.log(report.join("\n"));
