/**
 * The college predictor and a cut-off page in Chromium, with and without JavaScript, on the JoSAA test
 * fixture the browser server is seeded with: ask with a rank, read the bands and the rule, open an
 * institute's cut-offs from the answer and choose another round; bad input keeps the input and says why.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { besideField, errorSummary, launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const RANK_MESSAGE = "Please enter your rank as a whole number from 1 to 15,00,000.";

async function ask(page: Page, rank: string) {
  const form = page.getByRole("complementary", { name: "Your rank and choices" });
  await form.getByLabel("Exam").selectOption("jee-advanced");
  await form.getByLabel("Your rank").fill(rank);
  await form.getByRole("combobox", { name: /^Category/ }).selectOption("OPEN");
  await form.getByLabel("Gender").selectOption("male");
  await form.getByRole("button", { name: "Predict colleges" }).click();
}

async function journey(page: Page) {
  await ask(page, "1650");
  const answer = page.getByRole("heading", { level: 2, name: "Programmes for rank 1,650" });
  await answer.waitFor();
  expect(new URL(page.url()).search).toBe("?exam=jee-advanced&rank=1650&category=OPEN&gender=male");
  const first = page.locator("#answer-title ~ ol > li").first();
  expect(await first.textContent()).toMatch(/your rank 1,650 → (Safe|Moderate|Ambitious)/);
  expect(await page.getByRole("heading", { name: "How we decide Safe, Moderate and Ambitious" }).isVisible()).toBe(
    true,
  );
  // The institute's cut-offs, from the answer.
  await first.getByRole("link").first().click();
  await page.getByRole("heading", { level: 1, name: /: JoSAA cut-offs$/ }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/colleges\/[a-z0-9-]+\/cutoffs$/);
  // The newest IIT year held (2025) holds one round: 2024 first, then its round 1.
  await page.getByRole("combobox", { name: "Year" }).selectOption("2024");
  await page.getByRole("button", { name: "Show cut-offs" }).click();
  await page.getByText(/, 2024, round 5 \(copy taken [^)]+\); /).waitFor();
  await page.getByRole("combobox", { name: "Round" }).selectOption("1");
  await page.getByRole("button", { name: "Show cut-offs" }).click();
  await page.getByText(/, round 1 \(copy taken [^)]+\); /).waitFor();
  expect(new URL(page.url()).searchParams.get("round")).toBe("1");
  expect(
    await page.getByRole("table").getByRole("columnheader", { name: "Closing rank", exact: true }).isVisible(),
  ).toBe(true);
}

describe("without JavaScript", () => {
  it("predicts, opens an institute's cut-offs and chooses a round", async () => {
    const { page } = await openPage(browser, "/college-predictor", { js: false });
    await journey(page);
  });
  it("bad input: 400, the summary, the message beside the field and the input kept", async () => {
    const { page } = await openPage(browser, "/college-predictor", { js: false });
    const response = page.waitForResponse((r) => r.url().includes("/college-predictor?"));
    await ask(page, "12abc");
    expect((await response).status()).toBe(400);
    await errorSummary(page).waitFor();
    expect(await besideField(page, RANK_MESSAGE).isVisible()).toBe(true);
    expect(await page.locator("form#predictor").getByLabel("Your rank").inputValue()).toBe("12abc");
    expect(await page.locator("form#predictor").getByLabel("Exam").inputValue()).toBe("jee-advanced");
  });
});

describe("with JavaScript", () => {
  it("checks the form when it is sent, then on each input; predicts, opens an institute's cut-offs and chooses a round", async () => {
    const { page, errors } = await openPage(browser, "/college-predictor");
    const rank = page.locator("form#predictor").getByLabel("Your rank");
    // Leaving a field says nothing yet: a search is checked when it is sent.
    await rank.fill("0");
    await rank.press("Tab");
    expect(await besideField(page, RANK_MESSAGE).count()).toBe(0);
    await ask(page, "0");
    await besideField(page, RANK_MESSAGE).waitFor();
    expect(new URL(page.url()).search).toBe("");
    // Once sent, each input checks again: a good rank clears the message before the next press.
    await rank.fill("1650");
    await besideField(page, RANK_MESSAGE).waitFor({ state: "detached" });
    await rank.fill("");
    await journey(page);
    expect(errors).toEqual([]);
  });
});
