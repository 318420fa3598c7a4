/**
 * Reviews with JS on: a new account writes a review — combobox selection, live
 * character count, star ratings with the arrow keys — and sees it in /account; axe on
 * /write-review (empty and error state).
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { registerVerified } from "../support/accounts";
import { axe } from "../support/axe";
import { launch, newContext, waitForHydration } from "../support/browser";

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

async function signedInPage() {
  const context = await newContext(browser, { bypassCSP: true });
  const page = await context.newPage();
  const email = `reviewer${Date.now()}@example.in`;
  await registerVerified(page, "Asha Verma", email);
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

describe("write a review, signed out", () => {
  it.each([true, false])("logs in on /write-review and comes back with the college kept (JS %s)", async (js) => {
    const slug = "indian-institute-of-technology-bombay";
    const email = `signin${js ? "js" : "nojs"}${Date.now()}@example.in`;
    const setup = await newContext(browser, { bypassCSP: true });
    await registerVerified(await setup.newPage(), "Meera Iyer", email);
    await setup.close();

    const context = await newContext(browser, { js, bypassCSP: true });
    const page = await context.newPage();
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const res = await page.goto(`/write-review?college=${slug}`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/write-review");
    if (js) await waitForHydration(page);
    await page.getByRole("heading", { name: "Log in to write a review" }).waitFor();
    if (js) expect(await axe(page)).toEqual([]);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Saathi-Kite42");
    await page.getByRole("button", { name: "Log In" }).click();
    if (js) {
      await expect.poll(() => alerts).toEqual([`Login successful!\nEmail: ${email}`]);
    } else {
      await page.getByRole("link", { name: "Continue" }).click();
    }
    await page.waitForURL((url) => url.pathname === "/write-review" && url.searchParams.get("college") === slug);
    await page.getByRole("heading", { name: "1. Your college" }).waitFor();
    await expect(page.locator("main").innerText()).resolves.toContain("Indian Institute of Technology Bombay");
    await context.close();
  });
});
