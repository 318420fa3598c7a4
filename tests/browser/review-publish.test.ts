/**
 * Reviews end to end: a student writes a review, an operator signs in at /admin/login and
 * approves it at /admin/reviews like a real operator, and the college page shows the review
 * with the updated aggregates — axe finds 0 violations on that page.
 */
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { registerVerified } from "../support/accounts";
import { axe } from "../support/axe";
import { launch, newContext, waitForHydration } from "../support/browser";

const SLUG = "indian-institute-of-technology-delhi";
const TITLE = "Strong labs, long commute to campus";
const LIKED =
  "Faculty are approachable and the research labs stay open late for students. Placement cell runs mock " +
  "interviews every semester and seniors share their notes freely.";
const BETTER =
  "The campus is far from the metro, the hostel allotment takes weeks and the canteen closes too early on " +
  "weekends, which makes late study sessions hard for day scholars.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function writeReview() {
  const context = await newContext(browser, { bypassCSP: true });
  const page = await context.newPage();
  const email = `publish${Date.now()}@example.in`;
  await registerVerified(page, "Kiran Rao", email);

  await page.goto(`/write-review?college=${SLUG}`);
  await waitForHydration(page);
  await page.getByLabel("What did you like?").fill(LIKED);
  await page.getByLabel("What could be better?").fill(BETTER);
  const stars: Record<string, string> = {
    Academics: "5 stars",
    Faculty: "4 stars",
    Infrastructure: "3 stars",
    Placements: "5 stars",
    "Campus life": "2 stars",
    "Overall rating": "4 stars",
  };
  for (const [group, star] of Object.entries(stars)) {
    await page.getByRole("group", { name: group }).getByRole("radio", { name: star, exact: true }).check();
  }
  await page.locator("#review-form-course").fill("B.Tech Electrical Engineering");
  await page.locator("#review-form-gradYear").fill("2023");
  await page.getByLabel("Title of your review").fill(TITLE);
  await page.getByLabel(/I confirm that this review/).check();
  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByText("Your review has been submitted").waitFor();
  await context.close();
}

describe("a review published by an operator (JS on)", () => {
  it("operator approves it at /admin/reviews; the college page shows it with new aggregates; axe clean", async () => {
    await writeReview();

    const context = await newContext(browser, { bypassCSP: true });
    const page = await context.newPage();
    // Before: no ratings (they come only from reviews written here) and no student reviews.
    await page.goto(`/colleges/${SLUG}`);
    const reviewsBlock = page.getByRole("region", { name: "Student reviews" });
    await waitForHydration(page);
    await reviewsBlock.getByText(/No student reviews of/).waitFor();

    // The operator signs in on the login page and approves the review from the queue.
    await page.goto("/admin/login");
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill("ops@studysaathi.in");
    await page.getByLabel("Access token").fill("browser-admin-token");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin") && url.pathname !== "/admin/login");
    await page.goto("/admin/reviews");
    await waitForHydration(page);
    const item = page.getByRole("article", { name: new RegExp(TITLE) });
    await item.waitFor();
    await item.getByRole("button", { name: /^Approve #\d+$/ }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Review #\d+ published\./ })
      .waitFor();
    // The queue reloads after the action: the review leaves it.
    await expect.poll(() => page.getByRole("article", { name: new RegExp(TITLE) }).count()).toBe(0);

    // The college page: the review, its averages and the directory rating from the reviews.
    await page.goto(`/colleges/${SLUG}`);
    await waitForHydration(page);
    const block = page.getByRole("region", { name: "Student reviews" });
    await block.getByText(TITLE).waitFor();
    expect(await block.getByText("Average of 1 published review", { exact: true }).isVisible()).toBe(true);
    expect(
      await block
        .getByText(/^4\.0\s*\/ 5$/)
        .first()
        .isVisible(),
    ).toBe(true);
    const aspects = block.getByRole("definition");
    expect(await aspects.allInnerTexts()).toEqual(["5.0 / 5", "4.0 / 5", "3.0 / 5", "5.0 / 5", "2.0 / 5"]);
    const ratings = page.getByRole("region", { name: "Ratings" });
    expect((await ratings.innerText()).replace(/\s+/g, " ")).toMatch(/4\.0\/5 from 1 review\b/);
    expect(await axe(page)).toEqual([]);
    await context.close();
  }, 150_000);
});
