/** Operator console helpers for browser tests: the test servers' operators, a sign-in, a stored lead. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, waitForHydration } from "./browser";
import { OPERATORS, type OperatorEmail } from "./operators";

export { OPERATORS, type OperatorEmail };

/** A 1×1 PNG, for uploads. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Opens a console page signed out, signs in on the login page it leads to, and waits for the page asked for
 * (hydrated with JS).
 */
export async function signInToConsole(page: Page, js: boolean, email: OperatorEmail, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/admin\/login\?next=/);
  if (js) await waitForHydration(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Access token").fill(OPERATORS[email].token);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  if (js) await waitForHydration(page);
}

/** A call request stored the way a visitor without JS sends it (the home page's dialog). */
export async function storeCallRequest(firstName: string, lastName: string, email: string, phone: string) {
  const body = new URLSearchParams({
    website: "",
    intent: "call-request",
    firstName,
    lastName,
    email,
    phone,
    level: "Masters",
    course: "Data Science",
    privacy: "on",
  });
  const res = await fetch(`${baseUrl()}/?index&call=1`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(200);
}
