/**
 * Chromium for browser tests, driven by playwright-core: Debian's headless shell (`chromium-headless-shell`, the
 * Chromium build Playwright itself runs headless tests in), or Debian's full Chromium where the shell is not installed.
 * The shell renders with the same Blink and V8 without the desktop browser around them, so a page load costs less CPU
 * (docs/decisions/headless-shell-for-browser-tests.md). A missing Chromium fails the suite (never a silent skip).
 */
import { existsSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from "playwright-core";
import { inject, onTestFinished } from "vitest";
import { CHROMIUM_FLAGS } from "./chromium-flags";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
export const hasChromium = existsSync(CHROMIUM);

/** The server of this worker's lane: files running at the same time never share a server or a database. */
export const baseUrl = () => {
  const urls = inject("baseUrls");
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

let shared: Promise<Browser> | undefined;

/**
 * This worker's Chromium: launched by the first file that asks and shared by every file of its lane (a lane runs its
 * files one after another; each test still gets contexts of its own, so nothing but the process is shared).
 * Launched again if it has gone away. playwright-core closes it when the worker's process exits.
 */
export async function launch(): Promise<Browser> {
  if (!hasChromium) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)`,
    );
  }
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  // playwright-core gives every launch() a fresh, empty profile directory of its own.
  shared = chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", ...CHROMIUM_FLAGS],
  });
  return shared;
}

/**
 * A context with JavaScript on (default) or off, and the server as base URL. Opened inside a
 * test, it closes when that test finishes, passed or failed (no context outlives its test).
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions & { js?: boolean } = {},
): Promise<BrowserContext> {
  const { js = true, ...rest } = options;
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: js, ...rest });
  try {
    onTestFinished(() => context.close());
  } catch {
    // Outside a test (a beforeAll): the caller closes it.
  }
  return context;
}

/** Resolves when React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  response: Response | null;
  /** Uncaught page errors so far. */
  errors: string[];
}

/**
 * A page in a fresh context (JavaScript on unless `js: false`) at `path`, hydrated when JS is
 * on. Its context closes when the test finishes (see newContext).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & { js?: boolean; hydrate?: boolean } = {},
): Promise<OpenedPage> {
  const { hydrate = true, ...contextOptions } = options;
  const context = await newContext(browser, contextOptions);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(path);
  if (contextOptions.js !== false && hydrate) await waitForHydration(page);
  return { context, page, response, errors };
}

/**
 * A validation message beside its field (the text under the field), not its copy in the form's
 * error summary, where each message is a link to its field.
 */
export function besideField(scope: Page | Locator, message: string): Locator {
  return scope.getByText(message, { exact: true }).and(scope.locator(":not(a)"));
}

/** The form's error summary: GOV.UK's 'There is a problem' box, shown after a failed submit. */
export function errorSummary(scope: Page | Locator): Locator {
  return scope.getByRole("alert", { name: "There is a problem" });
}
