import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const goals = ["Engineering", "MBA", "Medical", "Arts", "Science", "Commerce"];
const cities = [
  "Delhi NCR",
  "Bangalore",
  "Mumbai",
  "Hyderabad",
  "Pune",
  "Chennai",
  "Kolkata",
  "Ahmedabad",
  "View All Cities",
];

async function open(js: boolean, width = 1280, height = 900): Promise<Page> {
  const context = await newContext(browser, { js, viewport: { width, height } });
  const page = await context.newPage();
  await page.goto("/not-a-real-page");
  if (js) await waitForHydration(page);
  return page;
}

const header = (page: Page) => page.getByRole("banner");
/** The visible one of a text (the closed mobile menu repeats the header's items). */
const shown = (page: Page, text: string) => header(page).getByText(text, { exact: true }).filter({ visible: true });

describe("header menus with JavaScript", () => {
  it("'Select Goal & City' opens on hover and closes on mouse leave", async () => {
    const page = await open(true);
    const menu = shown(page, "Select Goal & City");
    const pune = header(page).getByRole("link", { name: "Pune", exact: true }).first();
    expect(await pune.isVisible()).toBe(false);
    await menu.hover();
    await pune.waitFor({ state: "visible" });
    for (const label of [...goals, ...cities]) {
      expect(await header(page).getByRole("link", { name: label, exact: true }).first().isVisible()).toBe(true);
    }
    await page.mouse.move(640, 600);
    await pune.waitFor({ state: "hidden" });
  });

  it("Explore opens on click and closes on an outside click or Escape", async () => {
    const page = await open(true);
    await page.mouse.move(640, 600);
    const summary = shown(page, "Explore");
    const neet = header(page).getByRole("link", { name: "NEET" });
    await summary.focus();
    await page.keyboard.press("Enter");
    await neet.waitFor({ state: "visible" });
    for (const exam of ["JEE Main", "NEET", "CAT", "GATE", "XAT", "MAT"]) {
      expect(await header(page).getByRole("link", { name: exam, exact: true }).isVisible()).toBe(true);
    }
    await page.mouse.click(640, 400);
    await neet.waitFor({ state: "hidden" });
    await summary.focus();
    await page.keyboard.press("Enter");
    await neet.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await neet.waitFor({ state: "hidden" });
  });

  it("shows no notification count for a visitor with no unread notices, the review badge and Login/Register", async () => {
    const page = await open(true);
    await expect.poll(() => shown(page, "Get Upto ₹500").isVisible()).toBe(true);
    expect((await header(page).getByLabel("Notifications", { exact: true }).textContent())?.trim()).toBe("");
    await header(page).getByLabel("Account", { exact: true }).click();
    const login = header(page).getByRole("link", { name: "Login/Register" });
    await login.waitFor({ state: "visible" });
    // It returns the visitor to the page they are on.
    expect(await login.getAttribute("href")).toBe(
      `/login?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
  });

  it("All Courses lists the three groups; FREE COURSES goes to the external site", async () => {
    const page = await open(true);
    const nav = page.getByRole("navigation", { name: "Sections" });
    await nav.getByText("All Courses", { exact: true }).click();
    for (const item of [
      "B.Tech",
      "M.Tech",
      "Diploma",
      "B.E",
      "MBA",
      "PGDM",
      "BBA",
      "Executive MBA",
      "MBBS",
      "BDS",
      "BAMS",
      "BHMS",
    ]) {
      expect(await nav.getByText(item, { exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole("link", { name: "View All Courses" }).isVisible()).toBe(true);
    const free = nav.getByRole("link", { name: "FREE COURSES" });
    expect(await free.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await nav.getByRole("link", { name: /Course Finder/ }).getAttribute("href")).toBe("/cource-finder");
  });
});

describe("header menus without JavaScript", () => {
  it("open by click (native <details>) and are keyboard usable", async () => {
    const page = await open(false);
    const pune = header(page).getByRole("link", { name: "Pune", exact: true }).first();
    expect(await pune.isVisible()).toBe(false);
    await shown(page, "Select Goal & City").click();
    await pune.waitFor({ state: "visible" });
    const explore = shown(page, "Explore");
    await explore.focus();
    await page.keyboard.press("Enter");
    await header(page).getByRole("link", { name: "GATE" }).waitFor({ state: "visible" });
  });
});

describe("mobile menu", () => {
  it("toggles the same items and closes on an outside click", async () => {
    const page = await open(true, 390);
    const menuButton = header(page).getByLabel("Menu");
    const blogs = page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "blogs" });
    expect(await blogs.isVisible()).toBe(false);
    await menuButton.click();
    await blogs.waitFor({ state: "visible" });
    const account = page.getByRole("region", { name: "Your account" });
    expect(await account.getByText("Select Goal", { exact: true }).isVisible()).toBe(true);
    // One "Select Goal" in the panel: the account card's picker.
    expect(await shown(page, "Select Goal & City").isVisible()).toBe(false);
    await account.getByText("Select Goal", { exact: true }).click();
    await account.getByRole("link", { name: "Engineering", exact: true }).waitFor({ state: "visible" });
    // One markup for desktop and mobile: the panel holds the Explore menu too.
    expect(await shown(page, "Explore").isVisible()).toBe(true);
    // A click outside the menu panel (on the logo area of the header bar) closes it.
    await page.mouse.click(300, 30);
    await blogs.waitFor({ state: "hidden" });
  });

  it("opens without JavaScript (a native <details> toggle) with the header's menus inside", async () => {
    const page = await open(false, 390);
    const blogs = page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "blogs" });
    expect(await blogs.isVisible()).toBe(false);
    await header(page).getByLabel("Menu").click();
    await blogs.waitFor({ state: "visible" });
    await shown(page, "Explore").click();
    await header(page).getByRole("link", { name: "GATE" }).waitFor({ state: "visible" });
  });

  it("has the bottom bar with Search, Colleges, Exams, Courses and More", async () => {
    const page = await open(false, 390);
    const bar = page.getByRole("navigation", { name: "Quick links" });
    for (const label of ["Search", "Colleges", "Exams", "Courses", "More"]) {
      expect(await bar.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    // "More" opens the page of every part of the site, not the footer.
    await bar.getByRole("link", { name: "More" }).click();
    await page.getByRole("heading", { level: 1, name: "More" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/more");
  });
});

describe("footer", () => {
  it("links the working pages from their menu entries and shows contact, copyright and tagline", async () => {
    const page = await open(false);
    const footer = page.getByRole("contentinfo");
    const href = (name: string) => footer.getByRole("link", { name, exact: true }).first().getAttribute("href");
    expect(await href("About Us")).toBe("/about");
    expect(await href("Contact Us")).toBe("/contact");
    expect(await href("Terms & Conditions")).toBe("/terms");
    expect(await href("Careers")).toBe("/career");
    expect(await href("Help Center")).toBe("/about");
    expect(await href("USA office")).toBe("/contact");
    expect(await href("Sitemap")).toBe("/sitemap");
    expect(await href("Test Series")).toBe("/services/test-preparation");
    expect(await footer.getByText("Scholarship Finder").count()).toBe(0);
    const text = (await footer.textContent()) ?? "";
    for (const col of [
      "Company",
      "Calculators",
      "Popular Courses",
      "Bachelors Programs",
      "Tools & Services",
      "Partners",
      "Products",
      "Quick Links",
      "Contact",
    ]) {
      expect(text).toContain(col);
    }
    expect(text).toContain("support@studysaathi.in");
    expect(text).toContain("Maharashtra");
    expect(text).toContain("© 2025");
    expect(text).toContain("By the students, for the students");
    // No app URL configured: no store badges.
    expect(await footer.getByRole("img", { name: "Get it on Google Play" }).count()).toBe(0);
  });
});

describe("route changes", () => {
  it("scroll the window to the top", async () => {
    const page = await open(true, 1280, 480);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await page.waitForURL("**/terms");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });
});

describe("lazy route discovery", () => {
  it("a link to a route the page has not discovered navigates on the client", async () => {
    const page = await open(true);
    // A document load would drop this marker; a client navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const about = page.getByRole("contentinfo").getByRole("link", { name: "About Us" });
    // Footer links use discover="none": /about is not in the page's manifest until clicked.
    const routes = () =>
      page.evaluate(() =>
        Object.keys((window as unknown as { __remixManifest: { routes: object } }).__remixManifest.routes),
      );
    expect(await routes()).not.toContain("routes/about");
    await about.click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

describe("a page that fails to render in the browser", () => {
  it("shows the error inside the whole shell (the root's error boundary mounts the shell anew)", async () => {
    const page = await open(true);
    // The About page's module, as the browser gets it, throws while rendering.
    await page.route(/\/build\/routes\/about-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: "export default function About() { throw new Error('render failed'); }",
      }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe("Something went wrong");
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Contact Us", exact: true }).getAttribute("href")).toBe("/contact");
    expect(await footer.textContent()).toContain("By the students, for the students");
    await shown(page, "Select Goal & City").hover();
    const pune = header(page).getByRole("link", { name: "Pune", exact: true }).first();
    await pune.waitFor({ state: "visible" });
    // The pointer leaves the menu, which closes (on a short page its panel would cover the footer).
    await page.mouse.move(640, 890);
    await pune.waitFor({ state: "hidden" });
    // Its links still navigate on the client.
    await footer.getByRole("link", { name: "Contact Us", exact: true }).click();
    await page.waitForURL("**/contact");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).first().textContent())
      .not.toBe("Something went wrong");
  });
});

describe("the page's scripts", () => {
  it("build no Intl formatter while a page loads and hydrates (the first one costs 25–100 ms of main thread)", async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      const intl = Intl as unknown as Record<string, object>;
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "Collator"]) {
        intl[name] = new Proxy(intl[name] as (...a: unknown[]) => unknown, {
          construct: (target, args) => (built.push(name), Reflect.construct(target, args)),
          apply: (target, self, args) => (built.push(name), Reflect.apply(target, self, args)),
        });
      }
      for (const proto of [Number.prototype, Date.prototype] as unknown as Record<string, unknown>[]) {
        for (const name of ["toLocaleString", "toLocaleDateString"]) {
          const original = proto[name] as ((...a: unknown[]) => string) | undefined;
          if (!original) continue;
          Object.defineProperty(proto, name, {
            value(this: unknown, ...args: unknown[]) {
              built.push(name);
              return original.apply(this, args);
            },
          });
        }
      }
    });
    const page = await context.newPage();
    for (const path of [
      "/",
      "/blogs",
      "/cource-finder",
      "/connect",
      "/colleges",
      "/colleges/indian-institute-of-technology-bombay",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      // The counts these pages show as they hydrate ("24 Colleges Found", "12 experts", fees in ₹).
      await expect(page.locator("main").innerText()).resolves.toMatch(/\d/);
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
    }
  });
});
