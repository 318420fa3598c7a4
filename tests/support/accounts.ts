/** Browser helpers for signed-in journeys: register through the real form and the e-mailed code. */
import type { Page } from "playwright-core";
import { waitForHydration } from "./browser";

/** The newest /dev/outbox mail to `email`, as text (the dev-only page lists newest first). */
export async function latestMail(page: Page, email: string): Promise<string> {
  const res = await page.request.get("/dev/outbox");
  const text = (await res.text()).replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
  const start = text.indexOf(`To ${email}`);
  if (start < 0) throw new Error(`no mail to ${email} in /dev/outbox`);
  return text.slice(start, start + 1200);
}

/** The 6-digit code of the newest mail to `email`. */
export const otpCodeFor = async (page: Page, email: string) =>
  (await latestMail(page, email)).match(/code is (\d{6})/)![1];

/** Fills the registration form (a valid password, terms ticked) and submits it. */
export async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Create Password", { exact: true }).fill("Saathi-Kite42");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Saathi-Kite42");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** On the registration form: registers `email`, reads the code from /dev/outbox and verifies it. */
export async function registerAndVerify(page: Page, name: string, email: string) {
  await fillRegistration(page, name, email);
  const dialog = page.getByRole("dialog", { name: "Verify OTP" });
  await dialog.waitFor(); // the code is e-mailed before the dialog opens
  await dialog.getByLabel("OTP").fill(await otpCodeFor(page, email));
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
}

/** Registers `email` with JS on from /register; ends signed in at /. */
export async function registerVerified(page: Page, name: string, email: string) {
  await page.goto("/register");
  await waitForHydration(page);
  await registerAndVerify(page, name, email);
  await page.waitForURL((url) => url.pathname === "/");
}
