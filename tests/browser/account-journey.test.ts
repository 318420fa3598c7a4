/**
 * Real accounts in Chromium, JS on and off: register → verify (code from
 * /dev/outbox) → account → log out → log in → forgot → reset → log in with the new password.
 * Sessions use `__Host-` Secure cookies; Chromium accepts them on http://127.0.0.1 (a
 * potentially trustworthy origin), which is what this server runs on.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fillRegistration, latestMail, otpCodeFor } from "../support/accounts";
import { axe } from "../support/axe";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

function resetPathFrom(mail: string) {
  const url = new URL(mail.match(/(https?:\/\/\S+\/reset-password\?token=[\w-]+)/)![1]);
  return url.pathname + url.search;
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "__Host-ss_session");
}

async function go(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await waitForHydration(page);
}

/** Opens the header's account menu (a <details>) and returns its panel's container. */
async function openAccountMenu(page: Page, name: string) {
  await page.getByRole("banner").getByLabel(`Account: ${name}`).click();
  return page
    .getByRole("banner")
    .locator("details")
    .filter({ has: page.getByLabel(`Account: ${name}`) });
}

for (const js of [true, false]) {
  describe(`account journey (JS ${js ? "on" : "off"})`, () => {
    it("register → verify → account → log out → log in → forgot → reset", async () => {
      const email = `journey-${js ? "js" : "nojs"}@example.in`;
      // bypassCSP only so axe can be injected (JS on); the app's own scripts carry the nonce.
      const context = await newContext(browser, { js, bypassCSP: js });
      const page = await context.newPage();
      const errors: string[] = [];
      const alerts: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("dialog", (d) => {
        alerts.push(d.message());
        void d.accept();
      });

      // Register.
      await go(page, "/register", js);
      await fillRegistration(page, "Asha Rao", email);
      const dialog = page.getByRole("dialog", { name: "Verify OTP" });
      await dialog.waitFor();

      // A wrong code, then the e-mailed one.
      const code = await otpCodeFor(page, email);
      await dialog.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
      await dialog.getByRole("button", { name: "Verify OTP" }).click();
      await page.getByText("Invalid OTP. Try again.").waitFor();
      await page.getByRole("dialog", { name: "Verify OTP" }).getByLabel("OTP").fill(code);
      await page.getByRole("dialog", { name: "Verify OTP" }).getByRole("button", { name: "Verify OTP" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      if (js) await waitForHydration(page);

      // Signed in: the cookie carries the flags, the header shows the name.
      const cookie = await sessionCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
      expect(cookie!.expires).toBe(-1); // a browser session (Remember me was not offered at register)

      // My account.
      let menu = await openAccountMenu(page, "Asha Rao");
      await menu.getByRole("link", { name: "My account" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await page.getByRole("heading", { name: "My account", level: 1 }).waitFor();
      expect(await page.getByText(email).first().isVisible()).toBe(true);
      if (js) expect(await axe(page)).toEqual([]);

      // Log out.
      if (js) await waitForHydration(page);
      menu = await openAccountMenu(page, "Asha Rao");
      await menu.getByRole("button", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(async () => (await sessionCookie(context)) === undefined).toBe(true);
      expect(await page.getByRole("banner").getByLabel("Account", { exact: true }).count()).toBe(1);

      // /account now sends to the login page, which comes back after logging in.
      await go(page, "/account", js);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/account");

      // Log in (Remember me: a 30-day cookie).
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Saathi-Kite42");
      await page.getByLabel("Remember me").check();
      await page.getByRole("button", { name: "Log In" }).click();
      if (js) {
        await expect.poll(() => alerts).toEqual([`Login successful!\nEmail: ${email}`]);
        await page.waitForURL((url) => url.pathname === "/account");
      } else {
        await page.getByText("Login successful!").waitFor();
        expect(await page.getByText(`Email: ${email}`).isVisible()).toBe(true);
        await page.getByRole("link", { name: "Continue" }).click();
        await page.waitForURL((url) => url.pathname === "/account");
      }
      await page.getByRole("heading", { name: "My account", level: 1 }).waitFor();
      const remembered = await sessionCookie(context);
      expect(remembered!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

      // Forgot password → reset link from the outbox → new password.
      await go(page, "/Forget-Password", js);
      await page.getByLabel("Email Address").fill(email);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await page.getByRole("heading", { name: "Email Sent Successfully" }).waitFor();
      await go(page, resetPathFrom(await latestMail(page, email)), js);
      await page.getByLabel("New Password", { exact: true }).fill("Newpass9");
      await page.getByLabel("Confirm Password", { exact: true }).fill("Newpass9");
      await page.getByRole("button", { name: "Set New Password" }).click();
      await page.waitForURL((url) => url.pathname === "/login" && url.search === "?reset=1");
      await page.getByText("Your password has been changed. Log in with your new password.").waitFor();
      // Every session ended, this browser's too.
      expect(await sessionCookie(context)).toBeUndefined();

      if (js) await waitForHydration(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Newpass9");
      await page.getByRole("button", { name: "Log In" }).click();
      if (js) await expect.poll(() => alerts.length).toBe(2);
      await page.getByRole("status").getByText("Login successful!").waitFor();
      expect(await sessionCookie(context)).toBeDefined();
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

/** The visitor's shortlist as the server holds it (the account's, or the browser's cookie before log-in). */
async function favourites(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/account/favourites")).json()) as { colleges: string[] }).colleges;
}

describe("shortlisted colleges (JS on)", () => {
  it("hearts saved anonymously merge into the account at log-in; signed in, hearts are stored in the account", async () => {
    const email = "hearts@example.in";
    const context = await newContext(browser);
    const page = await context.newPage();
    page.on("dialog", (d) => void d.accept());

    // An account, then logged out (hearts from now on are the browser's).
    await go(page, "/register", true);
    await fillRegistration(page, "Hema", email);
    const dialog = page.getByRole("dialog", { name: "Verify OTP" });
    await dialog.waitFor(); // the code is e-mailed before the dialog opens
    await dialog.getByLabel("OTP").fill(await otpCodeFor(page, email));
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await waitForHydration(page);
    await (await openAccountMenu(page, "Hema")).getByRole("button", { name: "Log out" }).click();
    await expect.poll(async () => (await sessionCookie(context)) === undefined).toBe(true);
    // Log out reloads the home page: wait for it (signed-out shell) before going elsewhere.
    await page.getByRole("banner").getByLabel("Account", { exact: true }).waitFor();

    await go(page, "/cource-finder", true);
    const stanford = page.getByRole("button", { name: "Favourite Stanford University" });
    await expect.poll(() => stanford.isEnabled()).toBe(true);
    await stanford.click();
    await expect.poll(() => stanford.getAttribute("aria-pressed")).toBe("true");
    // The heart shows pressed at once and posts in the background: leaving the page before the post is answered
    // would cancel it, so wait until the browser's shortlist holds it.
    await expect.poll(async () => (await favourites(page)).length).toBe(1);

    // Log in: the browser's list goes with it.
    await go(page, "/login", true);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("status").getByText("Login successful!").waitFor();
    await go(page, "/account", true);
    await page.getByRole("region", { name: "Shortlisted colleges" }).getByText("Stanford University").waitFor();

    // Signed in, a heart is stored in the account.
    await go(page, "/cource-finder", true);
    const imperial = page.getByRole("button", { name: "Favourite Imperial College London" });
    await expect.poll(() => stanford.getAttribute("aria-pressed")).toBe("true");
    await imperial.click();
    await expect.poll(() => imperial.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => (await favourites(page)).length).toBe(2);
    await go(page, "/account", true);
    await page.getByRole("region", { name: "Shortlisted colleges" }).getByText("Imperial College London").waitFor();
    await context.close();
  });
});
