import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe("404 page", () => {
  for (const js of [true, false]) {
    it(`renders inside the shell with status 404 (JS ${js ? "on" : "off"})`, async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto("/definitely-not-a-page");
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      if (js) {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      }
    });
  }
});
