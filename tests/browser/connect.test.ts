import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { studyYears } from "~/lib/bookings/booking";
import { besideField, launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const DIALOG_TITLE = "Book your 1-1 call with Experts";

async function openPage(js = true, width = 1366) {
  const context = await newContext(browser, { js, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on("dialog", async (d) => {
    alerts.push(d.message());
    await d.accept();
  });
  return { context, page, alerts };
}

const dialog = (page: Page) => page.getByRole("dialog", { name: DIALOG_TITLE });

async function fillStepOne(page: Page, scope = dialog(page), email = "asha.k@example.in") {
  await scope.getByRole("radio", { name: "Master's / MBA" }).check();
  await scope.getByRole("radio", { name: studyYears()[0] }).check();
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Phone number").fill("9876543210");
  await scope.getByRole("button", { name: "Next: schedule your call" }).click();
}

async function fillStepTwo(page: Page, scope = dialog(page)) {
  await scope.getByLabel("First name").fill("Asha");
  await scope.getByLabel("Last name").fill("Kumar");
  const firstDate = scope.getByRole("group", { name: /Date/ }).getByRole("radio").nth(1);
  await firstDate.check();
  await scope.getByRole("radio", { name: "4:00 PM" }).check();
  await scope.getByLabel("Course").selectOption("engineering");
  await scope.getByLabel("Study stage").selectOption("shortlisting");
  return (await firstDate.getAttribute("value"))!;
}

async function leads(page: Page) {
  const res = await page.request.get("/api/leads?kind=booking", {
    headers: { Authorization: "Bearer browser-test-token" },
  });
  return ((await res.json()) as { data: Array<{ ref: string; payload: Record<string, unknown> }> }).data;
}

describe("experts list and booking dialog (JS on)", () => {
  it("Chat and Call both open the dialog for that expert; close resets it", async () => {
    const { page } = await openPage();
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with Priya Nair" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByText("with Priya Nair").isVisible()).toBe(true);
    await dialog(page).getByLabel("Email").fill("typed@example.com");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.getByRole("button", { name: "Call Arjun Singh" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByText("with Arjun Singh").isVisible()).toBe(true);
    expect(await dialog(page).getByLabel("Email").inputValue()).toBe("");
    // Reaching step 2, then closing with Escape, starts over at step 1.
    await fillStepOne(page);
    await expect.poll(() => dialog(page).getByLabel("First name").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.getByRole("button", { name: "Call Arjun Singh" }).click();
    await expect.poll(() => dialog(page).getByLabel("Email").isVisible()).toBe(true);
    expect(await dialog(page).getByLabel("Email").inputValue()).toBe("");
    expect(await dialog(page).getByLabel("First name").count()).toBe(0);
  });

  it("the booking dialog's code (steps, form kit, carousel) loads only when a visitor reaches for Book", async () => {
    const { page } = await openPage();
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).hover();
    expect(scripts.filter((url) => /booking-dialog|carousel-engine/.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Chat with Priya Nair" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(scripts.some((url) => /booking-dialog/.test(url))).toBe(true);
  });

  it("step 2 opens only after step 1 validates; email on blur; phone keeps digits", async () => {
    const { page } = await openPage();
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Call Kabir Das" }).click();
    const d = dialog(page);
    await d.getByRole("button", { name: "Next: schedule your call" }).click();
    for (const m of [
      "Please select a degree",
      "Please select a year",
      "Email is required",
      "Phone number is required",
    ]) {
      await expect.poll(() => besideField(d, m).isVisible()).toBe(true);
    }
    expect(await d.getByLabel("First name").count()).toBe(0);

    const email = d.getByLabel("Email");
    await email.pressSequentially("as ha!#@exam ple");
    expect(await email.inputValue()).toBe("asha@example");
    await d.getByLabel("Phone number").focus();
    await expect.poll(() => besideField(d, "Please enter a valid email address").isVisible()).toBe(true);

    const phone = d.getByLabel("Phone number");
    await phone.pressSequentially("98a7-6 5432101234");
    expect(await phone.inputValue()).toBe("9876543210");
    await email.fill("asha@example.com");
    await expect.poll(() => besideField(d, "Please enter a valid email address").count()).toBe(0);
    await phone.fill("98765");
    await phone.blur();
    await expect.poll(() => besideField(d, "Phone number must be 10 digits").isVisible()).toBe(true);
    await d.getByRole("button", { name: "Next: schedule your call" }).click();
    expect(await d.getByLabel("First name").count()).toBe(0);

    await fillStepOne(page);
    await expect.poll(() => d.getByLabel("First name").isVisible()).toBe(true);
    await d.getByRole("button", { name: "Book call with Kabir Das" }).click();
    for (const m of [
      "First name is required",
      "Last name is required",
      "Please select a date",
      "Please select a time",
      "Please select a course",
      "Please select a study stage",
    ]) {
      await expect.poll(() => besideField(d, m).isVisible()).toBe(true);
    }
  });

  it("a valid booking is stored, alerts that it is requested (not confirmed) and closes the dialog", async () => {
    const { page, alerts } = await openPage();
    // An address of this attempt's own: a retry after a lost response is a first request again, not the same one.
    const email = `asha.k${Date.now()}@example.in`;
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with Sneha Kulkarni" }).click();
    await fillStepOne(page, dialog(page), email);
    await expect.poll(() => dialog(page).getByLabel("First name").isVisible()).toBe(true);
    const date = await fillStepTwo(page);
    await dialog(page).getByRole("button", { name: "Book call with Sneha Kulkarni" }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(
      /^Booking requested with Sneha Kulkarni on \w{3}, \d{1,2} \w{3} \d{4} at 4:00 PM\. It is not confirmed yet/,
    );
    await expect.poll(() => dialog(page).count()).toBe(0);
    const stored = (await leads(page)).filter((l) => l.ref === "5");
    expect(stored.at(-1)?.payload).toMatchObject({
      expertName: "Sneha Kulkarni",
      email,
      selectedDate: date,
      selectedTime: "4:00 PM",
      studyYear: Number(studyYears()[0]),
    });
    // After the alert, the request's own page: its status, to keep.
    await page.waitForURL(/\/connect\/requests\/[a-f0-9]{32}$/);
    await page.getByRole("heading", { level: 1, name: "Your booking request" }).waitFor();
    await page.getByText("Requested, awaiting confirmation").waitFor();

    // The same request again: no second row, the alert says one is waiting.
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Chat with Sneha Kulkarni" }).click();
    await fillStepOne(page, dialog(page), email);
    await expect.poll(() => dialog(page).getByLabel("First name").isVisible()).toBe(true);
    await fillStepTwo(page);
    await dialog(page).getByRole("button", { name: "Book call with Sneha Kulkarni" }).click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toContain("You already have a request with Sneha Kulkarni waiting for an answer.");
    // The alert says the waiting request's page is below: the page moves to it.
    await page.waitForURL(/\/connect\/requests\/[a-f0-9]{32}$/);
    await page.getByText("Requested, awaiting confirmation").waitFor();
    expect((await leads(page)).filter((l) => l.ref === "5" && l.payload.email === email)).toHaveLength(1);
  });

  it("an Offline expert's dialog offers no times, only a counsellor's call; no ratings are invented", async () => {
    const { page } = await openPage(true, 390);
    await page.goto("/connect");
    await waitForHydration(page);
    expect(await page.getByText("No ratings yet").count()).toBe(6);
    expect(await page.getByText("out of 5").count()).toBe(0);
    await page.getByRole("button", { name: "Chat with Ananya Iyer" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await dialog(page).getByText("Ananya Iyer is Offline and is not taking calls, so no times are offered.").waitFor();
    expect(await dialog(page).getByRole("link", { name: "Request a call with a counsellor" }).isVisible()).toBe(true);
    expect(await dialog(page).getByLabel("Email").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("the dialog carousel auto-advances every 5 s and has arrows and dots", async () => {
    const { page } = await openPage();
    await page.clock.install();
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Call Rohan Mehta" }).click();
    const d = dialog(page);
    const current = () => d.locator('[aria-label^="Show image"][aria-current="true"]').getAttribute("aria-label");
    await expect.poll(current).toBe("Show image 1");
    // Swiper arrives after the dialog's list is painted (a chunk of its own); autoplay starts then.
    await d.locator(".swiper-initialized").waitFor();
    await page.clock.runFor(4000);
    expect(await current()).toBe("Show image 1");
    await page.clock.runFor(1500);
    await expect.poll(current).toBe("Show image 2");
    await d.getByRole("button", { name: "Next image" }).click();
    await expect.poll(current).toBe("Show image 3");
    await d.getByRole("button", { name: "Show image 1" }).click();
    await expect.poll(current).toBe("Show image 1");
    await d.getByRole("button", { name: "Previous image" }).click();
    await expect.poll(current).toBe("Show image 3");
  });

  it("filters apply on change", async () => {
    const { page } = await openPage();
    await page.goto("/connect");
    await waitForHydration(page);
    await page.getByLabel("Course", { exact: true }).selectOption("engineering");
    await expect.poll(() => page.url()).toMatch(/course=engineering/);
    await expect
      .poll(() => page.getByRole("heading", { level: 3 }).allTextContents())
      .toEqual(["Ananya Iyer", "Arjun Singh"]);
    await page.getByLabel("Experience").selectOption("4");
    await expect.poll(() => page.getByText("No experts found matching your filters.").isVisible()).toBe(true);
  });
});

describe("JS off", () => {
  it("filters are a GET form; Chat leads to the booking route, which books in two steps", async () => {
    const { page } = await openPage(false);
    await page.goto("/connect");
    await page.getByLabel("University").selectOption("coventry");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Sneha Kulkarni"]);

    await page.getByRole("link", { name: "Chat with Sneha Kulkarni" }).click();
    await expect.poll(() => page.url()).toMatch(/\/connect\/book\/5$/);
    const main = page.getByRole("main");
    // The URL changes before the booking page has loaded: wait for its heading.
    await page.getByRole("heading", { level: 1, name: DIALOG_TITLE }).waitFor();
    await main.getByRole("button", { name: "Next: schedule your call" }).click();
    await expect.poll(() => besideField(main, "Email is required").isVisible()).toBe(true);
    await fillStepOne(page, main, "asha.nojs@example.in");
    await expect.poll(() => main.getByLabel("First name").isVisible()).toBe(true);
    const date = await fillStepTwo(page, main);
    await main.getByRole("button", { name: "Book call with Sneha Kulkarni" }).click();
    // Without JavaScript the request's own page answers, with its status.
    await page.waitForURL(/\/connect\/requests\/[a-f0-9]{32}\?new=1/);
    await page.getByRole("heading", { level: 1, name: "Your booking request" }).waitFor();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toMatch(
        /Booking requested with Sneha Kulkarni on \w{3}, \d{1,2} \w{3} \d{4} at 4:00 PM\. It is not confirmed yet/,
      );
    expect(await page.getByText("Requested, awaiting confirmation").isVisible()).toBe(true);
    expect((await leads(page)).some((l) => l.ref === "5" && l.payload.selectedDate === date)).toBe(true);
  });

  it.each([390, 1366])(
    "an Offline expert's booking page offers a counsellor's call, not times (%i px)",
    async (width) => {
      const { page } = await openPage(false, width);
      await page.goto("/connect/book/1");
      await page.getByText("Ananya Iyer is Offline and is not taking calls, so no times are offered.").waitFor();
      expect(await page.getByRole("main").getByLabel("Email").count()).toBe(0);
      await page.getByRole("link", { name: "Request a call with a counsellor" }).click();
      await page.waitForURL(/\/\?call=1#call$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    },
  );

  it("a country with no expert says so and offers the counselling request", async () => {
    const { page } = await openPage(false, 390);
    await page.goto("/connect");
    await page.getByLabel("Country").selectOption("germany");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("None of our experts studies in Germany yet.").waitFor();
    expect(await page.getByText("No experts found matching your filters.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Request a call with a counsellor" }).isVisible()).toBe(true);
  });
});
