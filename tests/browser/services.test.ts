import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, besideField, launch, newContext, waitForHydration } from "../support/browser";
import { FIXTURE_TESTIMONIAL_AUTHORS } from "../support/claims-fixture";

const SUCCESS = "Form submitted successfully! We'll get back to you soon.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(path: string, js = true, setup?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  if (setup) await setup(page);
  const res = await page.goto(path);
  if (js) await waitForHydration(page);
  return { page, context, res, errors };
}

describe("inquiry form", () => {
  it("JS on: 'Submitting...' for 2 s, then the alert, a cleared form and a stored inquiry", async () => {
    const { page, errors } = await open("/services/travel-insurance", true, (p) => p.clock.install());
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const email = `traveller-${Date.now()}@example.com`;
    await page.getByLabel("Full Name").fill("Meera Iyer");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Phone Number").fill("9876543210");
    await page.getByLabel("Trip Duration").selectOption("1-3 months");
    await page.getByLabel("Trip Purpose").selectOption("Study");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();

    const button = page.getByRole("button", { name: "Submitting..." });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.clock.runFor(1500);
    expect(alerts).toEqual([]);
    expect(await button.isVisible()).toBe(true);
    await page.clock.runFor(600);
    await expect.poll(() => alerts).toEqual([SUCCESS]);
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("");
    expect(await page.getByLabel("Email Address").inputValue()).toBe("");
    expect(await page.getByLabel("Trip Duration").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Submit Inquiry" }).isEnabled()).toBe(true);

    const leads = await page.request.get(`${baseUrl()}/api/leads?kind=inquiry`, {
      headers: { Authorization: "Bearer browser-test-token" },
    });
    const body = (await leads.json()) as { data: Array<{ ref: string; payload: { email: string } }> };
    expect(body.data.find((d) => d.payload.email === email)?.ref).toBe("travel-insurance");
    expect(errors).toEqual([]);
  });

  it("JS on: invalid input shows the messages without submitting", async () => {
    const { page } = await open("/services/travel-insurance");
    let alerted = false;
    page.on("dialog", (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.getByLabel("Email Address").fill("nope");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await besideField(page, "Please enter a valid email address.").waitFor();
    expect(await page.getByText("Please fill out this field.").count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Submit Inquiry" }).isEnabled()).toBe(true);
    expect(alerted).toBe(false);
  });

  it("JS off: the success sentence shows on the page", async () => {
    const { page } = await open("/services/hungry-hub", false);
    await page.getByLabel("Full Name").fill("Kabir Das");
    await page.getByLabel("Email Address").fill("kabir@example.com");
    await page.getByLabel("Phone Number").fill("9876543210");
    await page.getByLabel("Cuisine Preference").selectOption("Gujarati");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await page.getByRole("status").filter({ hasText: SUCCESS }).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
  });

  for (const js of [true, false]) {
    it(`Show All Fields / Show Less Fields (JS ${js ? "on" : "off"})`, async () => {
      const { page } = await open("/services/student-flight-ticket", js);
      const returnDate = page.getByLabel("Return Date");
      expect(await page.getByLabel("Departure City").isVisible()).toBe(true);
      expect(await returnDate.isVisible()).toBe(false);
      await page.getByText("Show All Fields (14)").click();
      await expect.poll(() => returnDate.isVisible()).toBe(true);
      expect(await page.getByText("Show All Fields (14)").isVisible()).toBe(false);
      await page.getByText("Show Less Fields").click();
      await expect.poll(() => returnDate.isVisible()).toBe(false);
      expect(await page.getByText("Show All Fields (14)").isVisible()).toBe(true);
    });
  }
});

describe("services hub", () => {
  const names = (page: Page) => page.locator("#stories li p.font-semibold").allTextContents();
  // The five testimonials the browser servers' operator has set (tests/support/claims-fixture.ts).
  const [a, b, c, d, e] = FIXTURE_TESTIMONIAL_AUTHORS;

  it("testimonials wrap at both ends (JS on)", async () => {
    const { page, errors } = await open("/services");
    expect(await names(page)).toEqual([a, b, c]);
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expect.poll(() => names(page)).toEqual([c, d, e]);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect.poll(() => names(page)).toEqual([a, b, c]);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect.poll(() => names(page)).toEqual([b, c, d]);
    expect(page.url()).not.toContain("review=");
    expect(errors).toEqual([]);
  });

  it("testimonials move without JS through the URL", async () => {
    const { page } = await open("/services", false);
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await page.waitForURL(/review=2/);
    expect(await names(page)).toEqual([c, d, e]);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.waitForURL(/review=0/);
    expect(await names(page)).toEqual([a, b, c]);
  });

  it("client navigation renders the server-only markup: service → hub (breadcrumb) → another service", async () => {
    const { page, errors } = await open("/services/visa-assistance");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }).click();
    await page.waitForURL(/\/services$/);
    await page.getByRole("heading", { level: 1, name: "Study, Enjoy and live your Dreams" }).waitFor();
    expect(await page.getByText("Explore Now").count()).toBe(21);
    await page.getByRole("link", { name: "Student Accommodation" }).click();
    await page.waitForURL(/\/services\/student-accommodation$/);
    await page.getByRole("heading", { name: "About Student Accommodation" }).waitFor();
    expect(await page.getByLabel("Full Name").isVisible()).toBe(true);
    // Still the same document: both were client navigations.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("a card goes to its service page", async () => {
    const { page } = await open("/services");
    await page.getByRole("link", { name: "Airport Pickup" }).click();
    await page.waitForURL(/\/services\/airport-pickup$/);
    await page.getByRole("heading", { level: 1, name: "Airport Pickup" }).waitFor();
  });
});

describe("flag fallback", () => {
  it("a flag that fails to load becomes a coloured code badge", async () => {
    const { page } = await open("/services/visa-assistance", true, async (p) => {
      await p.route("**/images/services/flags/fr.svg", (route) => route.fulfill({ status: 404, body: "" }));
    });
    await page.getByRole("heading", { name: "Countries we help you move to" }).scrollIntoViewIfNeeded();
    const badge = page.locator("#main li span", { hasText: /^FR$/ }).first();
    await expect.poll(() => badge.isVisible()).toBe(true);
    // A filled badge: its background is a colour, not the page showing through.
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
      /^(transparent|rgba\(.*, 0\))$/,
    );
    // Other flags still load as images.
    await expect
      .poll(() =>
        page
          .locator('img[src$="/flags/de.svg"]')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });
});

describe("post-admit plan dialogs", () => {
  for (const js of [true, false]) {
    it(`open from the cards and close with Proceed to Dashboard (JS ${js ? "on" : "off"})`, async () => {
      const { page, errors } = await open("/post-admit-services", js);
      const dialog = page.getByRole("dialog");
      expect(await dialog.count()).toBe(0);
      await page.getByRole("link", { name: /Free Services/ }).click();
      await dialog.getByRole("heading", { name: "Free Services Plan" }).waitFor();
      for (const item of ["Visa Counselling", "Loan Documents Review & Support", "Accommodation Securing Support"]) {
        expect(await dialog.getByText(item, { exact: true }).isVisible()).toBe(true);
      }
      expect(await dialog.getByRole("link", { name: /Contact Support/ }).getAttribute("href")).toMatch(/^tel:\+\d+$/);
      await dialog.getByRole("button", { name: "Proceed to Dashboard" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      await page.getByRole("link", { name: /Premium Services/ }).click();
      await dialog.getByRole("heading", { name: "Premium Services Plan" }).waitFor();
      for (const item of [
        "Visa Counselling with Mock Interviews",
        "Vicinity-based Accommodation Guidance",
        "Cultural Mentor Abroad Assistance",
      ]) {
        expect(await dialog.getByText(item, { exact: true }).isVisible()).toBe(true);
      }
      if (js) {
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => page.url()).not.toContain("plan=");
        expect(errors).toEqual([]);
      }
    });
  }

  it("a dialog opened by URL stays open once JavaScript takes over", async () => {
    const { page } = await open("/post-admit-services?plan=premium");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toContain("plan=premium");
    await dialog.getByRole("button", { name: "Proceed to Dashboard" }).click();
    await expect.poll(() => page.url()).not.toContain("plan=");
  });
});
