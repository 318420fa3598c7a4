/**
 * Client navigation to routes the page has not discovered (lazy route discovery): discovery adds
 * routes to the router's route arrays in place and the next match must see them.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

type RemixWindow = Window & {
  __sameDocument?: boolean;
  __remixManifest: { routes: Record<string, unknown> };
  __remixRouter: { navigate(to: string | number): Promise<void> };
};

const known = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as RemixWindow).__remixManifest.routes));
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();

/**
 * The shell is whole: the root's error boundary and its page render the shell anew (a new mount), with
 * every link list.
 */
async function expectShell(page: Page) {
  const footer = page.getByRole("contentinfo");
  expect(await footer.getByRole("link", { name: "About Us", exact: true }).getAttribute("href")).toBe("/about");
  expect(await footer.textContent()).toContain("By the students, for the students");
  const banner = page.getByRole("banner");
  expect(await banner.getByRole("link", { name: "Pune", exact: true, includeHidden: true }).count()).toBe(1);
  expect(await banner.getByRole("link", { name: "GATE", exact: true, includeHidden: true }).count()).toBe(1);
  expect(await banner.getByText("Management", { exact: true }).count()).toBe(2);
  const bar = page.getByRole("navigation", { name: "Quick links", includeHidden: true });
  expect(await bar.getByRole("link", { name: "Colleges", includeHidden: true }).getAttribute("href")).toBe("/colleges");
}

async function go(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as RemixWindow).__remixRouter.navigate(to), path);
  await page.waitForURL(`**${path}`);
}

describe("client navigation to routes not yet discovered", () => {
  it("a dynamic route, another one, a 404 and back, all in the same document, the shell whole throughout", async () => {
    const { page, errors } = await openPage(browser, "/not-a-real-page");
    expect(await heading(page).textContent()).toBe("Page not found");
    // A document load would drop this marker; client navigations keep it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    expect(await known(page)).not.toContain("routes/colleges.$slug");
    expect(await known(page)).not.toContain("routes/blog.$id");

    await expectShell(page);

    await go(page, "/colleges/indian-institute-of-technology-bombay");
    await expect.poll(() => heading(page).textContent()).toContain("Indian Institute of Technology Bombay");
    expect(await known(page)).toContain("routes/colleges.$slug");
    await expectShell(page);

    await go(page, "/blog/1");
    await expect.poll(() => heading(page).textContent()).toContain("NIRF 2025");

    await go(page, "/still/not/a/page");
    await expect.poll(() => heading(page).textContent()).toBe("Page not found");
    await expectShell(page);
    // A link of the re-mounted footer still navigates on the client.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
    await page.waitForURL("**/contact");
    await expectShell(page);
    await page.goBack();
    await page.waitForURL("**/still/not/a/page");

    await page.goBack();
    await page.waitForURL("**/blog/1");
    await expectShell(page);
    await expect.poll(() => heading(page).textContent()).toContain("NIRF 2025");
    expect(await page.evaluate(() => (window as unknown as RemixWindow).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
