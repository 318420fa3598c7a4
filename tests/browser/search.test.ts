import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe("header search with JavaScript", () => {
  it("shows suggestions, moves through them with the arrow keys and opens one with Enter", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search for colleges, exams and courses" });
    await box.fill("visa assistance");
    const list = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
    await list.waitFor({ state: "visible" });
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const first = list.getByRole("option").first();
    expect(await first.textContent()).toContain("Visa Assistance");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    expect(await first.getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL("**/services/visa-assistance");
  });

  it("Enter without a highlighted suggestion searches; clicking a result navigates", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("combobox");
    await box.fill("mba");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=mba/);
    await page.getByRole("heading", { name: "Results for “mba”" }).waitFor();
    const result = page.getByRole("main").getByRole("link", { name: /^MBA/ }).first();
    await result.click();
    await page.waitForURL((url) => !url.pathname.startsWith("/search"));
  });
});

describe("search without JavaScript", () => {
  it("is a plain GET form to /search with a search field (the combobox comes with JavaScript)", async () => {
    const context = await newContext(browser, { js: false });
    const page = await context.newPage();
    await page.goto("/search");
    expect(await page.getByRole("combobox").count()).toBe(0);
    const box = page.getByRole("main").getByRole("searchbox");
    await box.fill("visa assistance");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=visa/);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /Visa Assistance/ })
        .count(),
    ).toBeGreaterThan(0);
  });
});
