import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allInnerTexts();
const search = (page: Page) => page.getByRole("searchbox", { name: "Search blog" });
const category = (page: Page, name: string) =>
  page.getByRole("group", { name: "Categories" }).getByRole("button", { name });

/** Set before interacting; still there afterwards only if the page never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept === true);

describe("/blogs with JavaScript", () => {
  it("filters instantly while typing and by category, keeping the URL in sync and back working", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/blogs");
    await waitForHydration(page);
    expect(await page.getByRole("article").count()).toBe(4);
    await markDocument(page);

    await search(page).pressSequentially("gre");
    await expect.poll(() => cardTitles(page)).toEqual(["A 90-Day GRE Study Plan for Working Professionals"]);
    await expect.poll(() => new URL(page.url()).search).toBe("?q=gre");

    await category(page, "Careers").click();
    await expect.poll(() => page.getByText("No blogs found.").isVisible()).toBe(true);
    expect(await category(page, "Careers").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => new URL(page.url()).search).toBe("?q=gre&category=Careers");

    await search(page).fill("");
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        "Building a Resume That Gets Shortlisted by Global Recruiters",
        "Post-Study Work Visas Explained: Graduate Route, PGWP and Subclass 485",
        "Part-Time Work Rules for International Students in the UK, Canada and Australia",
      ]);
    await expect.poll(() => new URL(page.url()).search).toBe("?category=Careers");

    // Typing replaced the history entry; the category click pushed one: back returns to the search.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe("?q=gre");
    await expect.poll(() => cardTitles(page)).toEqual(["A 90-Day GRE Study Plan for Working Professionals"]);
    expect(await search(page).inputValue()).toBe("gre");
    expect(await category(page, "All").getAttribute("aria-pressed")).toBe("true");
    expect(await documentKept(page)).toBe(true);
  });

  it("keeps every letter typed at a person's pace on a slow phone (a late URL never rewrites the field)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/blogs");
    await waitForHydration(page);
    // Each keystroke navigates; on a slow device an earlier keystroke's URL can land after a later
    // key was typed. Before the fix, 6 runs out of 6 lost letters here.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const typed = "90-day gre";
    await search(page).pressSequentially(typed, { delay: 50 });
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(typed);
    expect(await search(page).inputValue()).toBe(typed);
    await expect.poll(() => cardTitles(page)).toEqual(["A 90-Day GRE Study Plan for Working Professionals"]);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  it("the first category pressed after scrolling down keeps the view where it was (the list never gets shorter while loading)", async () => {
    const context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto("/blogs");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    const button = category(page, "Rankings");
    const before = { y: (await button.boundingBox())!.y, scroll: await page.evaluate(() => window.scrollY) };
    expect(before.scroll).toBe(700);
    await button.click();
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => new URL(page.url()).search).toBe("?category=Rankings");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    expect(Math.abs((await button.boundingBox())!.y - before.y)).toBeLessThan(4);
  });

  it("'Show All Blogs' reveals every post without a reload", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/blogs?category=Exams");
    await waitForHydration(page);
    await category(page, "All").click();
    await expect.poll(() => page.getByRole("article").count()).toBe(4);
    await markDocument(page);
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await expect.poll(() => page.getByRole("article").count()).toBe(13);
    await expect.poll(() => new URL(page.url()).search).toBe("?all=1");
    expect(await page.getByRole("link", { name: "Show All Blogs" }).count()).toBe(0);
    expect(await documentKept(page)).toBe(true);
  });

  it("a card opens its post; related articles and the back link navigate", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto("/blogs");
    await waitForHydration(page);
    await page.getByRole("link", { name: "How to Spot a Fake Admission Agent" }).click();
    await page.waitForURL("**/blog/13");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("How to Spot a Fake Admission Agent");
    expect(await page.getByText("click here").getAttribute("href")).toBeNull();
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link");
    expect(await related.count()).toBe(3);
    await related.first().click();
    await page.waitForURL("**/blog/10");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Building a Resume That Gets Shortlisted by Global Recruiters");
    await page.getByRole("link", { name: "Back to Blogs" }).first().click();
    await page.waitForURL((url) => url.pathname === "/blogs");
    await expect.poll(() => page.getByRole("article").count()).toBe(4);
    expect(dialogs).toEqual([]);
  });
});

describe("/blogs without JavaScript", () => {
  it("searches, filters by category and shows all through the URL", async () => {
    const context = await newContext(browser, { js: false });
    const page = await context.newPage();
    await page.goto("/blogs");
    expect(await page.getByRole("article").count()).toBe(4);
    await search(page).fill("ranking");
    await search(page).press("Enter");
    await page.waitForURL(/q=ranking/);
    expect(await cardTitles(page)).toEqual([
      "QS World University Rankings: How Indian Institutions Performed This Year",
      "How to Read a University Ranking Without Being Misled",
    ]);
    await category(page, "Exams").click();
    await page.waitForURL(/category=Exams/);
    expect(await page.getByText("No blogs found.").isVisible()).toBe(true);
    expect(await search(page).inputValue()).toBe("ranking");

    await page.goto("/blogs");
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await page.waitForURL(/all=1/);
    expect(await page.getByRole("article").count()).toBe(13);
    await page
      .getByRole("link", { name: "Writing a Statement of Purpose That Admissions Committees Remember" })
      .click();
    await page.waitForURL("**/blog/11");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Writing a Statement of Purpose That Admissions Committees Remember",
    );
  });
});

describe("blog not found", () => {
  for (const js of [true, false]) {
    it(`unknown id: 'Blog not found' with status 404 and a way back (JS ${js ? "on" : "off"})`, async () => {
      const context = await newContext(browser, { js });
      const page = await context.newPage();
      const res = await page.goto("/blog/424242");
      expect(res?.status()).toBe(404);
      await expect.poll(() => page.getByRole("heading", { name: "Blog not found" }).isVisible()).toBe(true);
      if (js) await waitForHydration(page);
      await page.getByRole("link", { name: "Back to Blogs" }).click();
      await page.waitForURL((url) => url.pathname === "/blogs");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("StudySaathi Blog");
    });
  }
});
