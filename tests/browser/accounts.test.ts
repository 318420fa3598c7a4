import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { fillRegistration, otpCodeFor } from "../support/accounts";
import { besideField, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(
  path: string,
  options: { js?: boolean; reducedMotion?: "reduce" | "no-preference"; clock?: boolean } = {},
) {
  const context = await newContext(browser, { js: options.js ?? true, reducedMotion: options.reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  if (options.clock) {
    // A paused fake clock: timers only run when a test advances time.
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") });
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"));
  }
  await page.goto(path);
  if (options.js ?? true) await waitForHydration(page);
  return { page, context, errors };
}

/** The newest verification code the dev outbox holds for `email`. */
const visibleIllustration = (page: Page) =>
  page.getByRole("region", { name: "Illustrations" }).getByRole("img").first().getAttribute("alt");

describe("/login (JS on)", () => {
  it("enables Log In only for valid input, shows errors as typed, toggles the password; a wrong password is refused", async () => {
    const { page, context, errors } = await open("/login");
    const button = page.getByRole("button", { name: "Log In" });
    expect(await button.isDisabled()).toBe(true);

    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    await email.fill("asha.example.in");
    await expect.poll(() => page.getByText("Invalid email. Must contain '@' and '.'").isVisible()).toBe(true);
    await email.fill("asha@example.in");
    await password.fill("12345");
    await expect.poll(() => page.getByText("Password must be at least 6 characters long").isVisible()).toBe(true);
    expect(await page.getByText("Invalid email. Must contain '@' and '.'").count()).toBe(0);
    expect(await button.isDisabled()).toBe(true);

    await password.fill("123456");
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await page.getByText("Password must be at least 6 characters long").count()).toBe(0);

    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");

    // No account has this address: the generic message, no alert (the success alert: account-journey).
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await button.click();
    await page.getByRole("alert").getByText("Incorrect email or password.").waitFor();
    expect(alerts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Forgot Password and Sign up links go to their screens", async () => {
    const { page, context } = await open("/login");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.waitForURL("**/Forget-Password");
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL("**/register");
    await context.close();
  });
});

describe("/register (JS on)", () => {
  it("live strength and mismatch messages, button enabling, show/hide on both passwords", async () => {
    const { page, context, errors } = await open("/register");
    const button = page.getByRole("button", { name: "Create Account" });
    expect(await button.isDisabled()).toBe(true);

    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Email Address").fill("asha@example");
    await expect.poll(() => page.getByText("Invalid email address. Must contain '@' and '.'").isVisible()).toBe(true);
    await page.getByLabel("Email Address").fill("asha@example.in");

    const password = page.getByLabel("Create Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    await password.fill("Sec1");
    await expect.poll(() => page.getByText("Weak (min 6 characters)").isVisible()).toBe(true);
    await password.fill("secret12");
    await expect.poll(() => page.getByText("Medium (add uppercase & numbers)").isVisible()).toBe(true);
    await password.fill("Saathi-Kite42");
    await expect.poll(() => page.getByText("Strong password ✅").isVisible()).toBe(true);

    // Checked as the confirmation is typed (no blur needed).
    await confirm.pressSequentially("Saathi-Kite");
    await expect.poll(() => page.getByText("Passwords do not match").isVisible()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    await confirm.pressSequentially("42");
    await expect.poll(() => page.getByText("Passwords do not match").count()).toBe(0);
    await expect.poll(() => button.isEnabled()).toBe(true);

    // A medium password disables it again.
    await password.fill("secret12");
    await expect.poll(() => button.isDisabled()).toBe(true);
    await password.fill("Saathi-Kite42");
    await expect.poll(() => button.isEnabled()).toBe(true);

    for (const [field, name] of [
      [password, "create password"],
      [confirm, "confirm password"],
    ] as const) {
      await page.getByRole("button", { name: `Show ${name}` }).click();
      expect(await field.getAttribute("type")).toBe("text");
      await page.getByRole("button", { name: `Hide ${name}` }).click();
      expect(await field.getAttribute("type")).toBe("password");
    }

    // Terms are required on submit.
    await button.click();
    await expect
      .poll(() => besideField(page, "Please accept the Terms of Service and Privacy Policy").isVisible())
      .toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("submitting opens the OTP modal; a wrong code shows the error, close works, the e-mailed code goes to /", async () => {
    const { page, context, errors } = await open("/register");
    await fillRegistration(page, "Asha Rao", "asha@example.in");

    const dialog = page.getByRole("dialog", { name: "Verify OTP" });
    await dialog.waitFor();
    expect(await dialog.getByText("Enter the 6-digit OTP sent to your email").isVisible()).toBe(true);
    const otp = dialog.getByLabel("OTP");
    expect(await otp.getAttribute("maxlength")).toBe("6");
    await otp.pressSequentially("12345678");
    expect(await otp.inputValue()).toBe("123456"); // limited to 6 characters
    const code = await otpCodeFor(page, "asha@example.in");
    await otp.fill(code === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect.poll(() => dialog.getByText("Invalid OTP. Try again.").isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/register$/);

    await dialog.getByRole("link", { name: "Close" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Closing keeps what was typed; submitting again reopens the modal.
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Asha Rao");
    await page.getByRole("button", { name: "Create Account" }).click();
    await dialog.waitFor();

    // Submitting again sent a new code (the same address, still unverified).
    await otp.fill(await otpCodeFor(page, "asha@example.in"));
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/Forget-Password (JS on)", () => {
  it("switches to the success view and back", async () => {
    const { page, context } = await open("/Forget-Password");
    await page.getByLabel("Email Address").fill("asha@example.in");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Email Sent Successfully" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Log In" }).getAttribute("href")).toBe("/login");
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Send Reset Link" }).waitFor();
    expect(await page.getByRole("heading", { name: "Email Sent Successfully" }).count()).toBe(0);
    await context.close();
  });
});

describe("illustrations and headings", () => {
  it("rotate every 4 s on /login and every 3 s on /Forget-Password; the heading types", async () => {
    const login = await open("/login", { clock: true });
    expect(await visibleIllustration(login.page)).toBe("A graduate in a cap holding a diploma");
    await login.page.clock.runFor(3900);
    expect(await visibleIllustration(login.page)).toBe("A graduate in a cap holding a diploma");
    await login.page.clock.runFor(200);
    await expect.poll(() => visibleIllustration(login.page)).toBe("A university building with a flag");
    // 2 s pause, 50 ms per deleted character, 100 ms per typed one: "Dreams" by now.
    await expect
      .poll(() => login.page.getByRole("heading", { level: 1 }).locator("[aria-hidden=true]").textContent())
      .toContain("Dreams");
    await login.context.close();

    const forgot = await open("/Forget-Password", { clock: true });
    expect(await visibleIllustration(forgot.page)).toBe("A padlock with a key");
    await forgot.page.clock.runFor(2900);
    expect(await visibleIllustration(forgot.page)).toBe("A padlock with a key");
    await forgot.page.clock.runFor(200);
    await expect.poll(() => visibleIllustration(forgot.page)).toBe("An envelope carrying a reset link");
    await forgot.context.close();
  });

  it("stay still for prefers-reduced-motion", async () => {
    const { page, context } = await open("/register", { clock: true, reducedMotion: "reduce" });
    await page.clock.runFor(9000);
    expect(await visibleIllustration(page)).toBe("A stack of books with a pencil");
    expect(await page.getByRole("heading", { level: 1 }).locator("[aria-hidden=true]").textContent()).toContain(
      "Dream College",
    );
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("register → OTP modal → wrong code → e-mailed code → /", async () => {
    const { page, context } = await open("/register", { js: false });
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Email Address").fill("asha.nojs@example.in");
    await page.getByLabel("Create Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await besideField(page, "Use at least 8 characters.").waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Asha Rao");

    await page.getByLabel("Create Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Verify OTP" });
    await dialog.waitFor();
    const code = await otpCodeFor(page, "asha.nojs@example.in");
    await dialog.getByLabel("OTP").fill(code === "111111" ? "222222" : "111111");
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByText("Invalid OTP. Try again.").waitFor();
    await page.getByRole("dialog", { name: "Verify OTP" }).getByLabel("OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("a wrong login shows the generic message; forgot password shows the success view", async () => {
    const { page, context } = await open("/login", { js: false });
    await page.getByLabel("Email").fill("nobody@example.in");
    await page.getByLabel("Password", { exact: true }).fill("123456");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText("Incorrect email or password.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("nobody@example.in");

    await page.goto("/Forget-Password");
    await page.getByLabel("Email Address").fill("asha@example.in");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Email Sent Successfully" }).waitFor();
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Send Reset Link" }).waitFor();
    await context.close();
  });

  it("/Loginregister switches tabs with links", async () => {
    const { page, context } = await open("/Loginregister", { js: false });
    expect(await page.getByRole("link", { name: "Log In", exact: true }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("link", { name: "Create Account" }).click();
    await page.getByLabel("Confirm Password", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Create Account" }).getAttribute("aria-current")).toBe("page");
    await context.close();
  });
});

describe("code the account pages load on demand (JS on)", () => {
  /** A page whose script requests are recorded from the start. */
  async function recorded(path: string) {
    const context = await newContext(browser, { js: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(path);
    await waitForHydration(page);
    return { page, context, scripts, errors };
  }
  const loaded = (scripts: string[], name: string) => scripts.some((u) => u.includes(`/${name}-`));

  it("/register: the OTP dialog's code arrives once the visitor is in the form, not with the page", async () => {
    const { page, context, scripts, errors } = await recorded("/register");
    expect(loaded(scripts, "otp-modal")).toBe(false);
    await page.getByLabel("Full Name").focus();
    await expect.poll(() => loaded(scripts, "otp-modal")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/register?verify=1: the server-rendered dialog hydrates once its code arrives and answers a code", async () => {
    const { page, context, errors } = await recorded("/register?verify=1");
    const dialog = page.getByRole("dialog", { name: "Verify OTP" });
    await dialog.waitFor();
    // Hydrated: the dialog reopens modally (until then a submit is the page post, answered the same way).
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await dialog.getByLabel("OTP").fill("000000");
    await dialog.getByRole("button", { name: "Verify OTP" }).click();
    await expect.poll(() => dialog.getByText("Invalid OTP. Try again.").isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/register\?verify=1$/); // answered in place (a fetcher), not a page post
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/Loginregister: the Create Account form's code arrives when the visitor reaches for the tabs; it works", async () => {
    const { page, context, scripts, errors } = await recorded("/Loginregister");
    expect(loaded(scripts, "register-form")).toBe(false);
    const tab = page.getByRole("link", { name: "Create Account" });
    await tab.hover();
    await expect.poll(() => loaded(scripts, "register-form")).toBe(true);
    await tab.click();
    await page.getByLabel("Create Password", { exact: true }).fill("secret1");
    await page.getByText("Use at least 8 characters.").waitFor();
    expect(await page.getByRole("button", { name: "Create Account" }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/Loginregister?tab=register: the server-rendered form hydrates; live strength text and enabling work", async () => {
    const { page, context, errors } = await recorded("/Loginregister?tab=register");
    // Hydrated once its code arrives: Create Account is disabled until the form's rule passes.
    await expect.poll(() => page.getByRole("button", { name: "Create Account" }).isDisabled()).toBe(true);
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Email Address").fill("asha@example.in");
    await page.getByLabel("Create Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByText("Strong password ✅").waitFor();
    await page.getByLabel("Confirm Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByLabel(/I agree to the/).check();
    await expect.poll(() => page.getByRole("button", { name: "Create Account" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
