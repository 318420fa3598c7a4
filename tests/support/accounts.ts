/** Browser helpers for signed-in journeys: register through the real form and the e-mailed code. */
import type { Page } from "playwright-core";
import { waitForHydration } from "./browser";

/** Registers `email` with JS on, reads the code from /dev/outbox, verifies; ends signed in at /. */
export async function registerVerified(page: Page, name: string, email: string) {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Create Password", { exact: true }).fill("Secret12");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Secret12");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify OTP" });
  await dialog.waitFor(); // the code is e-mailed before the dialog opens
  const outbox = (await (await page.request.get("/dev/outbox")).text()).replace(/<[^>]+>/g, "");
  const code = outbox.slice(outbox.indexOf(`To ${email}`)).match(/code is (\d{6})/)![1];
  await dialog.getByLabel("OTP").fill(code);
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
