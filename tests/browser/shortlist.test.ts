/**
 * The shortlist, signed out (a cookie), with JavaScript on and off: a college shortlisted from the directory shows
 * pressed on its page, in compare and after a reload; the finder's heart joins the same list; compare offers the
 * shortlist. Signed in, the list is the account's (integration: account-page; browser: account-journey). /shortlist
 * shows the signed-out list; signing up from its link returns there, with the list moved into the account; "Sign up"
 * on /write-review returns to the review form.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { variants } from "../hardness/site";
import { registerAndVerify } from "../support/accounts";
import { launch, newContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const IITB = "Indian Institute of Technology Bombay";
const IITB_SLUG = "indian-institute-of-technology-bombay";

/** What the server has stored (the page's own cookie goes with the request). */
const shortlist = async (page: Page) =>
  ((await (await page.request.get("/account/favourites")).json()) as { colleges: string[] }).colleges;
const shortlistButton = (page: Page, name: string) => page.getByRole("button", { name: `Shortlist ${name}` });

for (const js of [true, false]) {
  describe(`shortlist (JS ${js ? "on" : "off"})`, () => {
    it("directory → college page → compare → finder, kept across pages and reloads", async () => {
      const context = await newContext(browser, { js, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const go = async (path: string) => {
        await page.goto(path);
        if (js) await waitForHydration(page);
      };
      await go("/colleges?state=Maharashtra");
      if (js) await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      const button = shortlistButton(page, IITB);
      expect(await button.getAttribute("aria-pressed")).toBe("false");
      await button.click();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
      if (js) {
        // In the background: the page stayed, the state is stored.
        expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
        await expect.poll(() => shortlist(page)).toEqual([IITB_SLUG]);
      } else {
        // The form's answer is the same page, back at the card.
        expect(page.url()).toMatch(new RegExp(`/colleges\\?state=Maharashtra#c-${IITB_SLUG}$`));
      }
      await page.reload();
      if (js) await waitForHydration(page);
      expect(await shortlistButton(page, IITB).getAttribute("aria-pressed")).toBe("true");

      await go(`/colleges/${IITB_SLUG}`);
      expect(await shortlistButton(page, IITB).getAttribute("aria-pressed")).toBe("true");

      // The finder's heart is the same list.
      await go("/cource-finder");
      const heart = page.getByRole("button", { name: "Favourite Stanford University" });
      expect(await heart.getAttribute("aria-pressed")).toBe("false");
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
      if (js) await expect.poll(async () => (await shortlist(page)).length).toBe(2);

      // Compare offers the shortlist; a compare column can be removed from it.
      await go("/compare");
      const fromShortlist = page.getByRole("region", { name: "From your shortlist" });
      await fromShortlist.getByRole("link", { name: "Compare your shortlist (2)" }).click();
      await page.waitForURL(/\/compare\?c=/);
      if (js) await waitForHydration(page);
      const column = shortlistButton(page, IITB);
      expect(await column.getAttribute("aria-pressed")).toBe("true");
      await column.click();
      await expect.poll(() => column.getAttribute("aria-pressed")).toBe("false");
      if (js) await expect.poll(async () => (await shortlist(page)).includes(IITB_SLUG)).toBe(false);
      await go(`/colleges/${IITB_SLUG}`);
      expect(await shortlistButton(page, IITB).getAttribute("aria-pressed")).toBe("false");
    });
  });
}

// `npm test`: a phone with JavaScript and a laptop without; the full sweep each way at both widths.
const PAGE_CASES = variants(
  [
    { js: true, width: 390 },
    { js: true, width: 1366 },
    { js: false, width: 390 },
    { js: false, width: 1366 },
  ],
  [
    { js: true, width: 390 },
    { js: false, width: 1366 },
  ],
);
for (const { js, width } of PAGE_CASES) {
  const tag = `${js ? "on" : "off"}-${width}`;
  describe(`the shortlist page and the way back (JS ${js ? "on" : "off"}, ${width} px)`, () => {
    it("a signed-out list has its page; signing up from it returns there with the list in the account", async () => {
      const context = await newContext(browser, { js, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const settle = async () => {
        if (js) await waitForHydration(page);
      };
      await page.goto(`/colleges/${IITB_SLUG}`);
      await settle();
      await shortlistButton(page, IITB).click();
      await expect.poll(() => shortlistButton(page, IITB).getAttribute("aria-pressed")).toBe("true");
      if (js) await expect.poll(() => shortlist(page)).toEqual([IITB_SLUG]);

      await page.goto("/shortlist");
      await settle();
      await page.getByRole("heading", { level: 1, name: "Your shortlist" }).waitFor();
      expect(await page.getByText("Your shortlist is kept on this browser.").isVisible()).toBe(true);
      expect(await page.getByRole("main").getByRole("link", { name: IITB }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("main").getByRole("link", { name: "sign up" }).click();
      await page.waitForURL((url) => url.pathname === "/register" && url.search === "?redirectTo=%2Fshortlist");
      await settle();
      const email = `shortlist-${tag}@example.in`;
      await registerAndVerify(page, "Asha Rao", email);
      await page.waitForURL((url) => url.pathname === "/shortlist");
      await page.getByText("Your shortlist is saved in your account.").waitFor();
      expect(await page.getByRole("main").getByRole("link", { name: IITB }).isVisible()).toBe(true);
    });

    it('"Sign up" on /write-review returns the new account to the review form', async () => {
      const context = await newContext(browser, { js, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/write-review");
      if (js) await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
      await page.waitForURL((url) => url.pathname === "/register" && url.search === "?redirectTo=%2Fwrite-review");
      if (js) await waitForHydration(page);
      const email = `review-${tag}@example.in`;
      await registerAndVerify(page, "Ravi Shah", email);
      await page.waitForURL((url) => url.pathname === "/write-review");
      await page.locator("#review-form").waitFor();
    });
  });
}
