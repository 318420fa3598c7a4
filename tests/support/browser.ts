/**
 * Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core.
 * A missing Chromium fails the suite (never a silent skip), with the install hint.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);

export const baseUrl = () => inject("baseUrl");

export async function launch(): Promise<Browser> {
  if (!hasChromium) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
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
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions & { js?: boolean } = {},
): Promise<BrowserContext> {
  const { js = true, ...rest } = options;
  return browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: js, ...rest });
}

/** Resolves when React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
