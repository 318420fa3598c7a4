/**
 * Client navigation to routes the page has not discovered (lazy route discovery): discovery adds
 * routes to the router's route arrays in place and the next match must see them, with the server's
 * matching memoised (patches/: the memo also drops on discovery, should the browser ever load it).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type RemixWindow = Window & {
  __sameDocument?: boolean;
  __remixManifest: { routes: Record<string, unknown> };
  __remixRouter: { navigate(to: string | number): Promise<void> };
};

const known = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as RemixWindow).__remixManifest.routes));
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();

async function go(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as RemixWindow).__remixRouter.navigate(to), path);
  await page.waitForURL(`**${path}`);
}

describe("client navigation to routes not yet discovered", () => {
  it("a dynamic route, another one, a 404 and back, all in the same document", async () => {
    const { page, errors } = await openPage(browser, "/not-a-real-page");
    expect(await heading(page).textContent()).toBe("Page not found");
    // A document load would drop this marker; client navigations keep it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    expect(await known(page)).not.toContain("routes/colleges.$slug");
    expect(await known(page)).not.toContain("routes/blog.$id");

    await go(page, "/colleges/indian-institute-of-technology-bombay");
    await expect.poll(() => heading(page).textContent()).toContain("Indian Institute of Technology Bombay");
    expect(await known(page)).toContain("routes/colleges.$slug");

    await go(page, "/blog/1");
    await expect.poll(() => heading(page).textContent()).toContain("NIRF 2025");

    await go(page, "/still/not/a/page");
    await expect.poll(() => heading(page).textContent()).toBe("Page not found");

    await page.goBack();
    await page.waitForURL("**/blog/1");
    await expect.poll(() => heading(page).textContent()).toContain("NIRF 2025");
    expect(await page.evaluate(() => (window as unknown as RemixWindow).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
