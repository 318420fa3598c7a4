/**
 * Reviews with JS on (issue 19): a new account writes a review — combobox selection, live
 * character count, star ratings with the arrow keys — and sees it in /account; axe on
 * /write-review (empty and error state).
 */
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const LONG =
  "The professors know their subjects and make time after class for doubts. The labs are open late, seniors " +
  "help juniors find internships and the clubs run something every weekend.";
const BETTER =
  "Hostel rooms are crowded and the mess food repeats every week. The wifi drops in the evenings and the library " +
  "should stay open later during exams, especially for final-year students.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(() =>
    (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }).axe
      .run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
      })
      .then((r) => r.violations),
  )) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`));
}

async function signedInPage() {
  const context = await newContext(browser, { bypassCSP: true });
  const page = await context.newPage();
  const email = `reviewer${Date.now()}@example.in`;
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Full Name").fill("Asha Verma");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Create Password", { exact: true }).fill("Secret12");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Secret12");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Verify OTP" });
  await dialog.waitFor();
  const outbox = (await (await page.request.get("/dev/outbox")).text()).replace(/<[^>]+>/g, "");
  const code = outbox.slice(outbox.indexOf(`To ${email}`)).match(/code is (\d{6})/)![1];
  await dialog.getByLabel("OTP").fill(code);
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return { page, context };
}

describe("write a review (JS on)", () => {
  it("combobox, live count, arrow-key stars, submitted review in /account; axe clean", async () => {
    const { page, context } = await signedInPage();
    await page.goto("/write-review");
    await waitForHydration(page);
    expect(await axe(page)).toEqual([]);

    // Error state: submit the empty form.
    await page.getByRole("button", { name: "Submit review" }).click();
    await page.getByRole("heading", { name: "There is a problem" }).waitFor();
    expect(await axe(page)).toEqual([]);

    // Combobox: type, arrow down, Enter.
    const box = page.getByRole("combobox", { name: "Search your college" });
    await box.fill("Technology Bombay");
    const option = page.getByRole("option", { name: /Indian Institute of Technology Bombay/ });
    await option.waitFor();
    await box.press("ArrowDown");
    await expect.poll(() => option.getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.getByText("Indian Institute of Technology Bombay").first().waitFor();
    expect(await page.getByRole("link", { name: "Change college" }).isVisible()).toBe(true);

    // Live character count.
    const liked = page.getByLabel("What did you like?");
    await liked.fill("Short text");
    await page.getByText("10 characters (at least 150; 140 more)").waitFor();
    await liked.fill(LONG);
    await page.getByText(`${LONG.length} characters (minimum 150 reached)`).waitFor();
    await page.getByLabel("What could be better?").fill(BETTER);

    // Stars: a radio group per aspect; arrow keys move the choice.
    for (const name of ["Academics", "Faculty", "Infrastructure", "Placements", "Campus life", "Overall rating"]) {
      const group = page.getByRole("group", { name });
      await group.getByRole("radio", { name: "1 star", exact: true }).check();
      await group.getByRole("radio", { name: "1 star", exact: true }).press("ArrowRight");
      await group.getByRole("radio", { name: "2 stars" }).press("ArrowRight");
      await expect.poll(() => group.getByRole("radio", { name: "3 stars" }).isChecked()).toBe(true);
    }
    await page.getByRole("radio", { name: "3 stars" }).last().press("ArrowRight");
    await expect
      .poll(() =>
        page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" }).isChecked(),
      )
      .toBe(true);

    await page.locator("#review-form-course").fill("B.Tech Computer Science");
    await page.locator("#review-form-gradYear").fill("2024");
    await page.getByLabel("Title of your review").fill("Great teachers, crowded hostels");
    await page.getByLabel(/I confirm that this review/).check();
    await page.getByRole("button", { name: "Submit review" }).click();
    await page.getByText("Your review has been submitted").waitFor();

    await page.getByRole("link", { name: "See your reviews in My account" }).click();
    const mine = page.getByRole("region", { name: "My reviews" });
    await mine.getByText("Great teachers, crowded hostels").waitFor();
    expect(await mine.getByText("Pending review", { exact: true }).isVisible()).toBe(true);

    await context.close();
  }, 120_000);
});
