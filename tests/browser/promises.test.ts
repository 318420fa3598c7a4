/**
 * Promises the student side keeps, in Chromium with JavaScript on and off: the brochure e-mail
 * queued before the page says so; a booking that is a request until the operator confirms it in the
 * console; the finder's bands from the student's scores and the tuition sort; the new pages and the
 * controls that now lead somewhere (alerts sign-up, calculators, privacy policy, news).
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { studyYears } from "~/lib/bookings/booking";
import { variants } from "../hardness/site";
import { latestMail } from "../support/accounts";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(js: boolean, path: string, width = 1280) {
  const context = await newContext(browser, { js, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  if (js) await waitForHydration(page);
  return { page, errors };
}

const settle = async (page: Page, js: boolean) => {
  if (js) await waitForHydration(page);
};

/** The band chip of the finder card whose heading is `name`. */
const band = (page: Page, name: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name }) })
    .getByText(/^(Ambitious|Moderate|Safe)$/);

// JavaScript off: the full sweep (the integration suite posts these forms without JavaScript on every run).
for (const js of variants([true, false], [true])) {
  const tag = js ? "on" : "off";
  describe(`JavaScript ${tag}`, () => {
    it("the brochure is e-mailed (no phone number) with a link to a page built from the college's data", async () => {
      const { page, errors } = await open(js, "/colleges");
      const href = await page.getByRole("main").locator('a[href^="/colleges/"]').first().getAttribute("href");
      const slug = href!.replace(/^\/colleges\//, "").replace(/[#?/].*$/, "");
      await page.goto(`/colleges/${slug}`);
      await settle(page, js);
      const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const email = `brochure-${tag}@example.in`;
      const form = page.locator("#brochure");
      await form.getByLabel("Full Name").fill("Ravi Shah");
      await form.getByLabel("Email").fill(email);
      // No phone number: the brochure goes by e-mail, and no one calls unless asked.
      expect(await page.getByText("A counsellor may call you").count()).toBe(0);
      await form.getByRole("button", { name: "Request Brochure" }).click();
      await page.getByText(`The brochure of ${name} will be sent to ${email}.`).waitFor();
      expect(await page.getByText("No one will call you.").isVisible()).toBe(true);
      const mail = await latestMail(page, email);
      expect(mail).toContain(`/colleges/${slug}/brochure`);
      expect(mail).toContain("no one will call you");
      await page.getByRole("link", { name: "Open the brochure now" }).click();
      await page.waitForURL(`**/colleges/${slug}/brochure`);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      expect(errors).toEqual([]);
    });

    it("a booking is a request until the operator confirms it in the console", async () => {
      const email = `booker-${tag}@example.in`;
      const { page, errors } = await open(js, "/connect/book/5");
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: "Master's / MBA" }).check();
      await main.getByRole("radio", { name: studyYears()[0] }).check();
      await main.getByLabel("Email").fill(email);
      await main.getByLabel("Phone number").fill("9876543210");
      await main.getByRole("button", { name: "Next: schedule your call" }).click();
      await main.getByLabel("First name").fill("Asha");
      await main.getByLabel("Last name").fill("Kumar");
      await main.getByRole("group", { name: /Date/ }).getByRole("radio").nth(1).check();
      await main.getByRole("radio", { name: "4:00 PM" }).check();
      await main.getByLabel("Course").selectOption("engineering");
      await main.getByLabel("Study stage").selectOption("shortlisting");
      await main.getByRole("button", { name: "Book call with Sneha Kulkarni" }).click();
      await main.getByText(/^Booking requested with Sneha Kulkarni on .* It is not confirmed yet/).waitFor();
      expect(await main.getByText("Booking confirmed").count()).toBe(0);
      expect(await latestMail(page, email)).toContain("We have your request for a 1-on-1 call with Sneha Kulkarni");

      const res = await page.request.get("/api/leads?kind=booking", {
        headers: { Authorization: "Bearer browser-test-token" },
      });
      const leads = ((await res.json()) as { data: Array<{ id: number; payload: { email?: string } }> }).data;
      const id = leads.find((l) => l.payload.email === email)!.id;
      await page.goto(`/admin/leads/${id}`);
      await page.waitForURL(/\/admin\/login\?next=/);
      await settle(page, js);
      await page.getByLabel("E-mail").fill("ops@studysaathi.in");
      await page.getByLabel("Access token").fill("browser-admin-token");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname === `/admin/leads/${id}`);
      await settle(page, js);
      const panel = page.getByRole("region", { name: "Booking" });
      await panel.getByText("Requested, awaiting confirmation").waitFor();
      await panel.getByRole("button", { name: "Confirm booking" }).click();
      await panel.getByText("Confirmed", { exact: true }).waitFor();
      expect(await panel.getByRole("button", { name: "Confirm booking" }).count()).toBe(0);
      expect(await latestMail(page, email)).toContain("Booking confirmed with Sneha Kulkarni");
      expect(errors).toEqual([]);
    });

    it("the finder's bands follow the student's scores and the tuition sort applies", async () => {
      // Arizona State publishes IELTS 7.0 for its Department of English graduate programmes and admits most
      // applicants (U.S. College Scorecard); MIT admits 4%.
      const { page, errors } = await open(js, "/cource-finder?countries=usa&studyLevel=masters&gpa=2.0&ielts=5");
      expect(await band(page, "Arizona State University").textContent()).toBe("Ambitious");
      await page.getByText("How we decide Ambitious, Moderate and Safe").click();
      await page.getByText(/one of your scores is below the college's minimum/).waitFor();
      await page.getByLabel("GPA").fill("3.9");
      await page.getByLabel("IELTS").fill("8");
      await page.getByLabel("GRE").fill("330");
      if (!js) await page.getByRole("button", { name: "Find Colleges" }).click();
      await expect.poll(() => band(page, "Arizona State University").textContent(), { timeout: 10_000 }).toBe("Safe");
      expect(await band(page, "Massachusetts Institute of Technology").textContent()).toBe("Ambitious");
      await page.getByLabel("Sort by").selectOption("tuition");
      if (!js) await page.getByRole("button", { name: "Sort", exact: true }).click();
      // Lowest tuition first: the first card's fee is the lowest of those shown in dollars.
      const { colleges } = (await (await page.request.get("/api/finder-colleges")).json()) as {
        colleges: Array<{ name: string; country: string; tuition: string }>;
      };
      const dollars = (t: string) => Number(t.replace(/[^\d]/g, ""));
      const cheapest = colleges
        .filter((c) => c.country === "usa" && c.tuition.startsWith("$"))
        .sort((a, b) => dollars(a.tuition) - dollars(b.tuition))[0];
      await expect
        .poll(() => page.getByRole("article").first().getByRole("heading", { level: 3 }).textContent())
        .toBe(cheapest.name);
      expect(errors).toEqual([]);
    });

    it("Subscribe Now subscribes; the calculators, news and privacy links lead somewhere real", async () => {
      const email = `alerts-${tag}@example.in`;
      const { page, errors } = await open(js, "/");
      const banner = page.getByRole("region", { name: "Subscribe For Regular Alerts" });
      await banner.getByRole("link", { name: "Subscribe Now" }).click();
      await page.waitForURL(/\/subscribe$/);
      await settle(page, js);
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("main").getByRole("button", { name: "Subscribe Now" }).click();
      await page.getByText("You are subscribed.").waitFor();

      await page.goto("/");
      await settle(page, js);
      await page.getByRole("contentinfo").getByRole("link", { name: "CGPA to Percentage" }).click();
      await page.waitForURL(/\/calculators#cgpa$/);
      await settle(page, js);
      await page.getByLabel("CGPA (out of 10)").fill("8.2");
      await page.getByRole("button", { name: "Convert" }).click();
      await page.getByText("77.9%", { exact: true }).waitFor();

      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
      await page.getByRole("heading", { name: "Grievance Officer" }).waitFor();

      const news = await open(js, "/");
      const readMore = news.page.getByRole("link", { name: /^Read more/ }).first();
      const href = (await readMore.getAttribute("href"))!;
      expect(href).toMatch(/^\/news\/[a-z0-9-]+$/);
      await news.page.goto(href);
      await news.page.getByRole("heading", { level: 1 }).waitFor();
      expect(errors).toEqual([]);
    });
  });
}
