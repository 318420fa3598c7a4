import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "~/content/jobs";
import { besideField, errorSummary, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(path: string, options: { js?: boolean; viewport?: { width: number; height: number } } = {}) {
  const { js = true, viewport } = options;
  const context = await newContext(browser, { js, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  if (js) await waitForHydration(page);
  return { context, page, errors };
}

const openings = (page: Page) => page.getByRole("region", { name: "Open Positions" });
const jobTitles = (page: Page) => openings(page).getByRole("heading", { level: 3 }).allTextContents();
const leads = async (page: Page, kind: string) => {
  const res = await page.request.get(`/api/leads?kind=${kind}`, {
    headers: { Authorization: "Bearer browser-test-token" },
  });
  return ((await res.json()) as { data: Array<{ payload: Record<string, string> }> }).data;
};

describe("careers filter", () => {
  it("filters live as the visitor changes department, location and search; Reset restores all", async () => {
    const { page, errors } = await open("/career");
    expect(await jobTitles(page)).toHaveLength(JOBS.length);
    const urlBefore = page.url();

    await page.getByLabel("Department").selectOption("Engineering");
    await expect
      .poll(() => jobTitles(page))
      .toEqual(JOBS.filter((j) => j.department === "Engineering").map((j) => j.title));

    await page.getByLabel("Location").selectOption("Remote");
    await expect
      .poll(() => jobTitles(page))
      .toEqual(JOBS.filter((j) => j.department === "Engineering" && j.location.includes("Remote")).map((j) => j.title));

    await page.getByLabel("Department").selectOption("all");
    await page.getByLabel("Location").selectOption("all");
    await page.getByRole("searchbox", { name: "Search" }).fill("scholarPATH");
    await expect.poll(() => jobTitles(page)).toEqual(["IELTS Trainer", "GRE Quant Mentor"]);

    await page.getByRole("searchbox", { name: "Search" }).fill("no such job anywhere");
    await expect.poll(() => openings(page).getByText("No jobs found").isVisible()).toBe(true);
    expect(await openings(page).getByText("Try adjusting your filters to see more results.").isVisible()).toBe(true);
    // Live filtering is client-side: no navigation happened.
    expect(page.url()).toBe(urlBefore);

    await page.getByLabel("Department").selectOption("Design");
    await page.getByRole("link", { name: "Reset" }).click();
    await expect.poll(() => jobTitles(page)).toHaveLength(JOBS.length);
    expect(await page.getByLabel("Department").inputValue()).toBe("all");
    expect(await page.getByLabel("Location").inputValue()).toBe("all");
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("");
    expect(errors).toEqual([]);
  });

  it("without JavaScript the filter is a GET form and Reset a link", async () => {
    const { page } = await open("/career", { js: false });
    await page.getByLabel("Location").selectOption("Dubai");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/location=Dubai/);
    expect(await jobTitles(page)).toEqual(["University Partnerships Lead"]);
    expect(await page.getByLabel("Location").inputValue()).toBe("Dubai");
    await page.getByRole("link", { name: "Reset" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await jobTitles(page)).toHaveLength(JOBS.length);
  });
});

describe("careers counters", () => {
  it("count up over 2 s once in view, from 0 while out of view", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 300 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/career");
    await waitForHydration(page);
    const counter = page
      .getByRole("region", { name: "StudySaathi in numbers" })
      .locator("[data-value='150'] [aria-hidden]");
    // Below the fold: reset to 0 and waiting.
    await page.clock.runFor(3000);
    expect(await counter.textContent()).toBe("0");

    await counter.scrollIntoViewIfNeeded();
    await page.clock.runFor(1000);
    await expect.poll(async () => Number(await counter.textContent())).toBeGreaterThan(0);
    const mid = Number(await counter.textContent());
    expect(mid).toBeLessThan(150);
    await page.clock.runFor(1200);
    await expect.poll(() => counter.textContent()).toBe("150");
    const satisfaction = page.locator("[data-value='98'] [aria-hidden]");
    await satisfaction.scrollIntoViewIfNeeded();
    await page.clock.runFor(2500);
    await expect.poll(() => satisfaction.textContent()).toBe("98%");
  });
});

describe("careers newsletter", () => {
  it("stores any non-empty value without leaving the page or its filters (JS on)", async () => {
    const { page } = await open("/career?department=Teaching");
    await page.getByRole("textbox", { name: "Email" }).fill("priya at gmail");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Thanks for subscribing!");
    expect(new URL(page.url()).search).toBe("?department=Teaching");
    expect(await jobTitles(page)).toEqual(JOBS.filter((j) => j.department === "Teaching").map((j) => j.title));
    expect((await leads(page, "careers-newsletter")).map((l) => l.payload.email)).toContain("priya at gmail");
  });
});

describe("mail forms open the mail program (JS on)", () => {
  it("contact: validates, stores, then navigates to the support mailto", async () => {
    const { page, errors } = await open("/contact");
    const mailtos: string[] = [];
    page.on("request", (r) => r.url().startsWith("mailto:") && mailtos.push(r.url()));

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => besideField(page, "Please enter your name.").isVisible()).toBe(true);
    expect(await besideField(page, "Please enter a message.").isVisible()).toBe(true);
    // GOV.UK's error summary takes focus; each of its links moves focus to its field.
    const summary = errorSummary(page);
    await expect.poll(() => summary.evaluate((box) => box === document.activeElement)).toBe(true);
    await summary.getByRole("link", { name: "Please enter a message." }).click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Message" }).evaluate((f) => f === document.activeElement))
      .toBe(true);

    await page.getByLabel("Name").fill("Asha Rao");
    await page.getByLabel("Email").fill("asha@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Fees & dates? #1 + 100%\nनमस्ते");
    const request = page.waitForRequest((r) => r.url().startsWith("mailto:"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const url = (await request).url();
    expect(url).toBe(
      "mailto:support@studysaathi.in?body=" +
        "Name%3A%20Asha%20Rao%0D%0AEmail%3A%20asha%40example.com%0D%0AMessage%3A%20Fees%20%26%20dates%3F%20%231%20%2B%20100%25%0A" +
        encodeURIComponent("नमस्ते"),
    );
    expect(mailtos).toHaveLength(1);
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Your message has been received.");
    const stored = (await leads(page, "contact")).at(-1)!.payload;
    expect(stored).toEqual({ name: "Asha Rao", email: "asha@example.com", message: "Fees & dates? #1 + 100%\nनमस्ते" });
    expect(errors).toEqual([]);
  });

  it("advertising: mailto to the advertising mailbox with subject and one line per field", async () => {
    const { page } = await open("/advertising");
    await page.getByLabel("Name").fill("Meera");
    await page.getByLabel("Email").fill("meera@acme.in");
    await page.getByLabel("Company").fill("Acme Institute");
    await page.getByLabel("Goal", { exact: true }).selectOption("Event promotion");
    await page.getByLabel("Budget").selectOption("₹5L+");
    await page.getByRole("textbox", { name: "Message" }).fill("Admissions fair in June");
    const request = page.waitForRequest((r) => r.url().startsWith("mailto:"));
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const url = new URL((await request).url());
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("ads@studysaathi.in");
    expect(url.searchParams.get("subject")).toBe("Advertising Inquiry");
    expect(url.searchParams.get("body")!.split("\r\n")).toEqual([
      "Name: Meera",
      "Email: meera@acme.in",
      "Company: Acme Institute",
      "Goal: Event promotion",
      "Budget: ₹5L+",
      "Message: Admissions fair in June",
    ]);
    expect((await leads(page, "advertising")).at(-1)!.payload).toMatchObject({ name: "Meera", budget: "₹5L+" });
  });

  it("without JavaScript the confirmation offers the same mailto link", async () => {
    const { page } = await open("/advertising", { js: false });
    await page.getByLabel("Name").fill("Ravi");
    await page.getByLabel("Email").fill("ravi@example.com");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await page.getByRole("status").waitFor();
    expect(await page.getByRole("status").textContent()).toContain("Your message has been received.");
    const href = await page.getByRole("link", { name: "email ads@studysaathi.in" }).getAttribute("href");
    expect(href).toBe(
      "mailto:ads@studysaathi.in?subject=Advertising%20Inquiry&body=" +
        encodeURIComponent("Name: Ravi\r\nEmail: ravi@example.com\r\nCompany: \r\nGoal: \r\nBudget: \r\nMessage: "),
    );
  });
});
