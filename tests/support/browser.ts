/**
 * Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core.
 * With CI=true a missing Chromium fails the run; locally the suite is skipped with a note.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium && process.env.CI) {
  throw new Error(`Chromium not found at ${CHROMIUM}: CI must install it (apt-get install -y chromium)`);
}

export const baseUrl = () => inject("baseUrl");

export async function launch(): Promise<Browser> {
  // playwright-core gives every launch() a fresh, empty profile directory of its own.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A context with JavaScript on (default) or off, and the server as base URL. */
export async function newContext(browser: Browser, options: BrowserContextOptions & { js?: boolean } = {}): Promise<BrowserContext> {
  const { js = true, ...rest } = options;
  return browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: js, ...rest });
}

/** Resolves when React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: import("playwright-core").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
