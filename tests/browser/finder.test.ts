/**
 * Course finder and letter wizards in Chromium: live filtering with the 1 s loading state,
 * favourites across reloads, the GET form without JS, and the wizard's Back/Next rules.
 */
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function open(js: boolean, path: string, setup?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, { js, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  if (setup) await setup(page);
  await page.goto(path);
  if (js) await waitForHydration(page);
  return { context, page, errors };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });
const cards = (page: Page) => page.getByRole("article");
/** Cards a page of results shows. */
const PAGE = 20;
/** How many universities the finder lists (for a country), as the site's own list gives them. */
async function listed(page: Page, country?: string): Promise<number> {
  const response = await page.request.get("/api/finder-colleges");
  const { colleges } = (await response.json()) as { colleges: Array<{ country: string }> };
  return colleges.filter((c) => !country || c.country === country).length;
}

describe("course finder with JavaScript", () => {
  let context: BrowserContext;
  afterAll(() => context?.close());

  it("re-filters on every change after the simulated 1 s search", async () => {
    const opened = await open(true, "/cource-finder", (p) => p.clock.install());
    context = opened.context;
    const { page, errors } = opened;
    // Stop the page's clock so the 1 s search runs exactly when the test says.
    await page.clock.pauseAt(Date.now() + 60_000);
    const total = await listed(page);
    expect(total).toBeGreaterThanOrEqual(100);
    expect(await heading(page, `${total} Colleges Found`).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(PAGE);
    // Hydrated cards keep the server's bodies (name, facts, programs, tags).
    const first = cards(page).first();
    expect(await first.getByRole("heading", { level: 3 }).isVisible()).toBe(true);
    expect(await first.getByText("World Rank").isVisible()).toBe(true);
    expect(await first.getByRole("list", { name: "Tags" }).isVisible()).toBe(true);

    // The page hydrated with the shown cards only; the first change of filter fetches the whole list
    // once, during the simulated search, and the browser filters it from then on.
    const dataRequests: string[] = [];
    const listRequests: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith(".data")) dataRequests.push(r.url());
      if (path === "/api/finder-colleges") listRequests.push(r.url());
    });
    await page.getByLabel("Field of Study").selectOption("engineering");
    const loading = page.getByText("Finding perfect matches for you...");
    await loading.waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.clock.runFor(900);
    expect(await loading.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await loading.waitFor({ state: "hidden" });
    expect(await heading(page, "9 Colleges Found").isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(9);
    // Cards the browser mounts render their bodies, named by their headings.
    expect(await page.getByRole("article", { name: /./ }).count()).toBe(9);
    expect(await cards(page).first().getByText("Popular Programs").isVisible()).toBe(true);
    expect(await cards(page).first().getByText("Minimum GPA").isVisible()).toBe(true);

    await page.getByRole("checkbox", { name: "Canada" }).check();
    await loading.waitFor();
    await page.clock.runFor(1100);
    await loading.waitFor({ state: "hidden" });
    expect(await cards(page).count()).toBe(5);
    await expect.poll(() => new URL(page.url()).search).toBe("?fieldOfStudy=engineering&countries=canada");

    // Scores and level do not filter.
    await page.getByLabel("GPA").fill("1.5");
    await page.getByLabel("Study Level").selectOption("phd");
    await page.clock.runFor(1100);
    await loading.waitFor({ state: "hidden" });
    expect(await cards(page).count()).toBe(5);

    await page.getByLabel("Field of Study").selectOption("arts");
    await page.getByRole("checkbox", { name: "Canada" }).uncheck();
    await page.getByRole("checkbox", { name: "Germany" }).check();
    await page.clock.runFor(1100);
    await page.getByText("No colleges found").waitFor();
    expect(await page.getByText("Try adjusting your filters to find more options").isVisible()).toBe(true);
    expect(await heading(page, "0 Colleges Found").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Reset Filters" }).click();
    await loading.waitFor();
    await page.clock.runFor(1100);
    await heading(page, `${total} Colleges Found`).waitFor();
    expect(await page.getByLabel("GPA").inputValue()).toBe("");
    expect(await page.getByRole("checkbox", { name: "Germany" }).isChecked()).toBe(false);
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(dataRequests).toEqual([]);
    expect(listRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("keeps searching until the list has come, however long it takes", async () => {
    let held: (route: Route) => void = () => {};
    const listRoute = new Promise<Route>((resolve) => (held = resolve));
    const { page, errors } = await open(true, "/cource-finder", async (p) => {
      await p.clock.install();
      await p.route("**/api/finder-colleges", (route) => held(route));
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel("Field of Study").selectOption("engineering");
    const loading = page.getByText("Finding perfect matches for you...");
    await loading.waitFor();
    const route = await listRoute;
    await page.clock.runFor(1500); // the simulated second is over, the list not here yet
    expect(await loading.isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await route.continue();
    await heading(page, "9 Colleges Found").waitFor();
    expect(await loading.isVisible()).toBe(false);
    expect(await cards(page).count()).toBe(9);
    expect(errors).toEqual([]);
  });

  it("says so when the list cannot be loaded, with a link that loads the filtered page", async () => {
    const { page } = await open(true, "/cource-finder", async (p) => {
      await p.route("**/api/finder-colleges", (r) => r.abort());
    });
    await page.getByRole("checkbox", { name: "Canada" }).check();
    const alert = page.getByRole("alert").filter({ hasText: "We could not load the colleges" });
    await alert.waitFor();
    expect(await cards(page).count()).toBe(0);
    // The page's old count (24) would be a figure for another filter.
    expect(await page.getByRole("heading", { name: "Colleges", exact: true }).count()).toBe(1);
    expect(await heading(page, /Colleges Found/).count()).toBe(0);
    await alert.getByRole("link", { name: "try again" }).click();
    await page.waitForURL(/countries=canada/);
    const canada = await listed(page, "canada");
    await heading(page, `${canada} Colleges Found`).waitFor();
    expect(await cards(page).count()).toBe(Math.min(canada, PAGE));
  });

  it("widens a college from site search to every college with 'Show all colleges'", async () => {
    const { page, errors } = await open(true, "/cource-finder?college=stanford-university");
    expect(await cards(page).count()).toBe(1);
    await page.getByText("Showing Stanford University from your search.").waitFor();
    await page.getByRole("link", { name: "Show all colleges" }).click();
    await heading(page, `${await listed(page)} Colleges Found`).waitFor();
    await expect.poll(() => cards(page).count()).toBe(PAGE);
    expect(await page.getByText("Showing Stanford University from your search.").count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
  });

  it("a card's View Details and Apply Now open the college and its apply page on the client, before and after a change of filter", async () => {
    const { page, errors } = await open(true, "/cource-finder");
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    const first = cards(page).first();
    const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
    // A hydrated card.
    await first.getByRole("link", { name: "View Details" }).click();
    await page.waitForURL(/\/colleges\/[^/#]+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // A card the browser mounts after a change of filter.
    await page.goBack();
    await heading(page, /^\d+ Colleges Found$/).waitFor();
    await page.getByLabel("Field of Study").selectOption("engineering");
    await heading(page, "9 Colleges Found").waitFor();
    const mounted = cards(page).first();
    // Universities abroad publish their own sites: Apply Now leads there (the apply route redirects).
    const href = (await mounted.getByRole("link", { name: "Apply Now" }).getAttribute("href"))!;
    expect(href).toMatch(/^\/colleges\/[^/#]+\/apply$/);
    const apply = await page.request.get(href, { maxRedirects: 0 });
    expect(apply.status()).toBe(302);
    expect(apply.headers().location).toMatch(/^https:\/\//);
    await mounted.getByRole("link", { name: "View Details" }).click();
    await page.waitForURL(/\/colleges\/[^/#]+$/);
    await page.getByRole("link", { name: "Apply Now" }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("keeps favourites across reloads (the shortlist, kept by the server)", async () => {
    const { page, errors } = await open(true, "/cource-finder");
    const shortlist = async () =>
      ((await (await page.request.get("/account/favourites")).json()) as { colleges: string[] }).colleges;
    const heart = page.getByRole("button", { name: "Favourite Stanford University" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(shortlist).toEqual(["stanford-university"]);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(
      await page.getByRole("button", { name: "Favourite Imperial College London" }).getAttribute("aria-pressed"),
    ).toBe("false");

    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(shortlist).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("course finder without JavaScript", () => {
  it("filters through the GET form and resets with the link", async () => {
    const { page } = await open(false, "/cource-finder");
    await page.getByLabel("Field of Study").selectOption("engineering");
    await page.getByRole("checkbox", { name: "Canada" }).check();
    await page.getByRole("button", { name: "Find Colleges" }).click();
    await heading(page, "5 Colleges Found").waitFor();
    expect(page.url()).toContain("fieldOfStudy=engineering");
    expect(page.url()).toContain("countries=canada");
    expect(await page.getByRole("checkbox", { name: "Canada" }).isChecked()).toBe(true);
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await heading(page, `${await listed(page)} Colleges Found`).waitFor();
  });

  it("sorts by world rank through the GET form and shows tuition in rupees with the rate's date", async () => {
    const { page } = await open(false, "/cource-finder");
    await page.getByRole("checkbox", { name: "UK" }).check();
    await page.getByLabel("Sort by").selectOption("ranking");
    await page.getByRole("button", { name: "Sort" }).click();
    await page.waitForURL(/sort=ranking/);
    const first = cards(page).first();
    await first.getByText("#2 (QS World University Rankings 2026)").waitFor();
    expect(await first.getByRole("heading", { name: "Imperial College London" }).isVisible()).toBe(true);
    await page.goto("/cource-finder?college=massachusetts-institute-of-technology");
    await cards(page)
      .first()
      .getByText(/^\$[\d,]+ \(2022-23\) · ₹[\d,]+ at the ECB rate of 13 April 2026$/)
      .waitFor();
  });

  it("compares the student's scores with the published minimums and pages through the list", async () => {
    const { page } = await open(false, "/cource-finder");
    await page.getByRole("link", { name: "Next page" }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect(await cards(page).count()).toBe(PAGE);
    await page.goto("/cource-finder");
    await page.getByLabel("Study Level").selectOption("masters");
    await page.getByRole("checkbox", { name: "Canada" }).check();
    await page.getByLabel("IELTS").fill("5");
    await page.getByLabel("TOEFL").fill("80");
    await page.getByRole("button", { name: "Find Colleges" }).click();
    const toronto = page.getByRole("article", { name: "University of Toronto" });
    await toronto
      .getByText("IELTS 5 and TOEFL 80 are below the published master's minimum (IELTS 7, TOEFL 93).")
      .waitFor();
    expect(await toronto.getByText("Ambitious").isVisible()).toBe(true);
  });
});

describe("course finder bands with JavaScript", () => {
  it("a strong and a weak student get different bands, each explained by the numbers", async () => {
    const { page, context, errors } = await open(true, "/cource-finder?countries=canada&studyLevel=masters");
    const toronto = page.getByRole("article", { name: "University of Toronto" });
    await page.getByLabel("IELTS").fill("5");
    await page.getByLabel("TOEFL").fill("80");
    await toronto
      .getByText("IELTS 5 and TOEFL 80 are below the published master's minimum (IELTS 7, TOEFL 93).")
      .waitFor();
    await page.getByLabel("IELTS").fill("8.5");
    await page.getByLabel("TOEFL").fill("115");
    await toronto.getByText("You meet the published master's minimums (IELTS 7, TOEFL 93)", { exact: false }).waitFor();
    expect(await toronto.getByText("Ambitious").count()).toBe(0);
    await page.goto("/cource-finder");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect(await cards(page).count()).toBe(PAGE);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("LOR wizard", () => {
  it("moves with Back/Next in the browser: Back disabled on step 1, Next hidden on the last", async () => {
    const { page, errors } = await open(true, "/lor-form");
    const back = page.getByRole("button", { name: "Back" });
    const next = page.getByRole("button", { name: "Next" });
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));

    expect(await heading(page, "Personal Information").isVisible()).toBe(true);
    expect(await back.isDisabled()).toBe(true);
    await page.getByLabel("Full name").fill("Asha Rao");
    await page.getByLabel("Target university").fill("University of Toronto");
    await page.getByLabel("Target university").press("Enter"); // Enter means Next
    await heading(page, "Academic & Professional Background").waitFor();
    expect(await back.isEnabled()).toBe(true);
    expect(await page.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("2");

    await back.click();
    await heading(page, "Personal Information").waitFor();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Asha Rao");
    await next.click();
    await page.getByLabel("Key achievements").fill("Topped the university in 2024.");
    await next.click();
    await heading(page, "Goals & Motivation").waitFor();
    await page.getByLabel("Career goals").fill("build tools for rural clinics");
    await next.click();
    await heading(page, "Review").waitFor();
    expect(await next.count()).toBe(0);
    const review = page.getByRole("region", { name: "Review" });
    expect(await review.getByText("Asha Rao").isVisible()).toBe(true);
    expect(await review.getByText("Topped the university in 2024.").isVisible()).toBe(true);
    expect(posts).toEqual([]); // Back/Next never left the browser

    await page.getByRole("button", { name: "Generate Sample LOR" }).click();
    const letter = page.getByRole("article", { name: "Sample Letter of Recommendation" });
    await letter.waitFor();
    expect(await letter.textContent()).toContain(
      "It is my pleasure to recommend Asha Rao for the [Desired course] programme at University of Toronto.",
    );
    expect(await letter.textContent()).toContain("Asha Rao's long-term goal is clear: build tools for rural clinics.");
    expect(posts).toHaveLength(1);
    expect(await heading(page, "Review").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("switches to the recommender variant and generates under 'Download LOR (PDF/DOCX)'", async () => {
    const { page, errors } = await open(true, "/lor-form");
    await page.getByRole("link", { name: "I am the recommender" }).click();
    await heading(page, "Recommender & Applicant Information").waitFor();
    expect(await page.getByRole("link", { name: "I am the recommender" }).getAttribute("aria-current")).toBe("page");
    await page.getByLabel("Recommender's name").fill("Dr. Meera Iyer");
    await page.getByLabel("Applicant's name").fill("Rahul Shah");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Download LOR (PDF/DOCX)").waitFor();
    await page.getByRole("button", { name: "Generate Sample LOR" }).click();
    const letter = page.getByRole("article", { name: "Sample Letter of Recommendation" });
    await letter.waitFor();
    expect(await letter.textContent()).toContain("I am Dr. Meera Iyer");
    expect(errors).toEqual([]);
  });

  it("completes without JavaScript, one server-rendered step at a time", async () => {
    const { page } = await open(false, "/sop-form");
    expect(await page.getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
    await page.getByLabel("Full name").fill("Kavya Nair");
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Academic Background").waitFor();
    await page.getByLabel("Institution").fill("Fergusson College");
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Goals & Motivation").waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await heading(page, "Academic Background").waitFor();
    expect(await page.getByLabel("Institution").inputValue()).toBe("Fergusson College");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await heading(page, "Review").waitFor();
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);
    await page.getByRole("button", { name: "Generate Sample SOP" }).click();
    const letter = page.getByRole("article", { name: "Sample Statement of Purpose" });
    await letter.waitFor();
    expect(await letter.textContent()).toContain("Kavya Nair");
    expect(await letter.textContent()).toContain("Where I studied: Fergusson College.");
  });
});
