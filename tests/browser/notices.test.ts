/**
 * The header's bell counts a signed-in student's real unread notices: with JavaScript the badge shows the count and
 * goes once "Mark all as read" is posted; without it, the bell's menu still leads to /notices, which lists the unread
 * notice. The students and their notices: tests/support/notices-fixture.ts.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";
import { NOTICE_PASSWORD, NOTICE_STUDENTS, NOTICE_TEXT } from "../support/notices-fixture";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const header = (page: Page) => page.getByRole("banner");

async function logIn(page: Page, email: string, js: boolean) {
  await page.goto("/login");
  if (js) await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NOTICE_PASSWORD);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByText("Login successful!").first().waitFor();
}

describe("the notification bell", () => {
  it("JS on: the badge counts the unread notice and goes after Mark all as read", async () => {
    const context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on("dialog", (d) => void d.accept());
    await logIn(page, NOTICE_STUDENTS.js.email, true);

    await page.goto("/about");
    await waitForHydration(page);
    const bell = header(page).getByLabel("Notifications: 1 unread", { exact: true });
    await bell.waitFor();
    expect((await bell.textContent())?.trim()).toBe("1");

    await bell.click();
    await header(page).getByRole("link", { name: "Your notices (1 unread)" }).click();
    await page.waitForURL((url) => url.pathname === "/notices");
    await page.getByRole("main").getByText(NOTICE_TEXT).waitFor();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByText("No unread notices.").waitFor();

    await header(page).getByLabel("Notifications", { exact: true }).waitFor();
    expect((await header(page).getByLabel("Notifications", { exact: true }).textContent())?.trim()).toBe("");
    expect(
      await header(page)
        .getByLabel(/^Notifications: \d+ unread$/)
        .count(),
    ).toBe(0);
    await context.close();
  }, 120_000);

  it("JS off: the bell's 'Your notices' leads to /notices, which lists the unread notice", async () => {
    const context = await newContext(browser, { js: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, NOTICE_STUDENTS.nojs.email, false);

    await page.goto("/about");
    const bell = header(page).getByLabel("Notifications", { exact: true });
    await bell.click();
    const link = header(page).getByRole("link", { name: "Your notices" });
    await link.waitFor({ state: "visible" });
    await link.click();
    await page.waitForURL((url) => url.pathname === "/notices");
    const main = page.getByRole("main");
    await main.getByText(NOTICE_TEXT).waitFor();
    expect(await main.getByText("1 unread", { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole("button", { name: "Mark all as read" }).isVisible()).toBe(true);
    await context.close();
  }, 120_000);
});
