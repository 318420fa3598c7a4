/**
 * College directory in Chromium, with and without JavaScript: home → "Find
 * Colleges" → filter by stream and city → open a college → request the brochure → compare it
 * with two others.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launch, newContext, waitForHydration } from "../support/browser";

const COEP = "COEP Technological University";
const COEP_SLUG = "coep-technological-university";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(js: boolean) {
  const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  return { context, page, errors };
}

async function brochureLeads(): Promise<Array<{ ref: string }>> {
  const res = await fetch(`${baseUrl()}/api/leads?kind=brochure`, {
    headers: { Authorization: "Bearer browser-test-token" },
  });
  const body = (await res.json()) as { data?: Array<{ ref: string }> } | Array<{ ref: string }>;
  return Array.isArray(body) ? body : (body.data ?? []);
}

async function requestBrochure(page: Page, name: string) {
  const form = page.locator("#brochure");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email").fill("visitor@example.com");
  // A call only when asked for, and then the phone number it needs.
  await form.getByLabel(/Please call me about admissions/).check();
  await form.getByLabel(/^Phone/).fill("9876543210");
  await form.getByRole("button", { name: "Request Brochure" }).click();
  await page.getByText(`Thank you, ${name}.`).waitFor();
  await page.getByText("You asked for a call: a counsellor will call you.").waitFor();
}

const results = (page: Page) => page.getByRole("heading", { level: 2, name: /colleges? found$/ });

describe("with JavaScript", () => {
  it("finds, filters without reloading, opens, requests a brochure and compares three", async () => {
    const { context, page, errors } = await open(true);
    await page.goto("/");
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Find Colleges/ })
      .first()
      .click();
    await page.waitForURL(/\/colleges$/);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("main").getByLabel("Stream", { exact: true }).selectOption("Engineering");
    await page.waitForURL(/stream=Engineering/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.getByRole("main").getByLabel("City", { exact: true }).selectOption("Pune");
    await page.waitForURL(/stream=Engineering&city=Pune$/);
    await expect.poll(async () => (await results(page).textContent()) ?? "").toMatch(/^\d+ colleges found$/);
    // The option lists are whole after hydration and after the navigation.
    const city = page.getByRole("main").getByLabel("City", { exact: true });
    expect(await city.inputValue()).toBe("Pune");
    expect(await city.locator("option").count()).toBeGreaterThan(5);
    expect(await page.getByRole("main").getByLabel("State", { exact: true }).locator("option").count()).toBeGreaterThan(
      5,
    );
    // No full reload, no scroll jump.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    // The URL changes a moment before the new list is drawn: wait for Pune's list itself.
    const cardNames = () => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    await expect.poll(cardNames).toContain(COEP);
    const names = await cardNames();

    // Two others go to the compare tray from the list.
    const others = names.filter((n) => n !== COEP).slice(0, 2);
    for (const name of others) await page.getByRole("link", { name: `Compare: ${name}` }).click();
    const tray = page.getByRole("region", { name: "Compare colleges" });
    await tray.getByText("Compare (2/4)").waitFor();

    await page.getByRole("link", { name: COEP, exact: true }).click();
    await page.waitForURL(new RegExp(`/colleges/${COEP_SLUG}$`));
    await page.getByRole("heading", { level: 1, name: COEP }).waitFor();
    // A client navigation (the card's links are <Link>s).
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.getByText(/^Data last updated \d{4}-\d{2}-\d{2}/).isVisible()).toBe(true);
    // Overview, courses, rankings and ratings, rendered in the browser after a client navigation.
    expect(await page.getByRole("heading", { level: 2, name: "Courses & Fees" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Rankings" }).isVisible()).toBe(true);
    await requestBrochure(page, "Asha JS");
    expect((await brochureLeads()).map((l) => l.ref)).toContain(COEP_SLUG);

    // The tray remembered the list across pages; add this college and compare.
    await tray.getByText("Compare (2/4)").waitFor();
    await page.getByRole("link", { name: `Compare: ${COEP}` }).click();
    await tray.getByText("Compare (3/4)").waitFor();
    await tray.getByRole("link", { name: "Compare now" }).click();
    await page.waitForURL(/\/compare\?c=/);
    for (const name of [...others, COEP]) {
      // The URL changes before the client navigation renders: wait for each column.
      const header = page.getByRole("columnheader", { name: new RegExp(name.replace(/[()]/g, ".")) });
      await expect.poll(() => header.count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the same flow through GET forms and links", async () => {
    const { context, page } = await open(false);
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Find Colleges/ })
      .first()
      .click();
    await page.waitForURL(/\/colleges$/);
    await page.getByRole("main").getByLabel("Stream", { exact: true }).selectOption("Engineering");
    await page.getByRole("main").getByLabel("City", { exact: true }).selectOption("Pune");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/stream=Engineering&city=Pune/);
    expect(await results(page).textContent()).toMatch(/^\d+ colleges found$/);

    await page.getByRole("link", { name: COEP, exact: true }).click();
    await page.waitForURL(new RegExp(`/colleges/${COEP_SLUG}$`));
    await requestBrochure(page, "Asha NoJS");

    await page.getByRole("link", { name: `Compare: ${COEP}` }).click();
    await page.waitForURL(new RegExp(`/compare\\?c=${COEP_SLUG}$`));
    await page.getByText("Add at least one more college to compare.").waitFor();
    for (const [query, name] of [
      ["Army Institute", "Army Institute of Technology"],
      ["Vishwakarma", "Vishwakarma Institute of Technology"],
    ]) {
      await page.getByLabel("College name").fill(query);
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: `Add ${name}` }).click();
      await page.getByRole("columnheader", { name: new RegExp(name) }).waitFor();
    }
    expect(await page.getByRole("columnheader").count()).toBe(3);
    await context.close();
  });
});

describe("a combination by bounded scan: 'More results' is a plain link", () => {
  it.each([true, false])(
    "JavaScript %s: More results continues after the first results, First results goes back",
    async (js) => {
      const { context, page, errors } = await open(js);
      await page.goto("/colleges?q=institute");
      if (js) {
        await waitForHydration(page);
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      }
      const heading = page.getByRole("heading", { level: 2, name: /colleges found|found so far/ });
      expect(await heading.textContent()).toMatch(/\+ colleges found$|^\d+ colleges found$/);
      const first = await page.getByRole("main").getByRole("article").first().textContent();
      const more = page.getByRole("navigation", { name: "More results" }).getByRole("link", { name: "More results" });
      await more.click();
      await page.waitForURL(/q=institute&after=\d+/);
      await page.getByRole("link", { name: "First results" }).waitFor();
      const firstCard = () => page.getByRole("main").getByRole("article").first().textContent();
      await expect.poll(firstCard).not.toBe(first);
      expect(await heading.textContent()).toMatch(/more colleges found$|found so far$/);
      if (js) expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await page.getByRole("link", { name: "First results" }).click();
      await page.waitForURL(/\/colleges\?q=institute$/);
      // With JavaScript the URL changes before the new list renders: wait for it.
      await expect.poll(firstCard).toBe(first);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
