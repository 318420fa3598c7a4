/**
 * The console's Official data page in Chromium, JS on and off: upload a NIRF table, read the
 * dry run (no axe violations), apply it, and find the row on /rankings. Each run imports its own edition of a
 * category the shipped data does not hold, so other pages' figures stay as seeded.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axe } from "../support/axe";
import { launch, newContext } from "../support/browser";
import { signInToConsole } from "../support/console";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const signIn = (page: Page, js: boolean) => signInToConsole(page, js, "ops@studysaathi.in", "/admin/data");

for (const js of [true, false]) {
  describe(`official data upload (JS ${js ? "on" : "off"})`, () => {
    it("upload → dry-run report → apply → the row on /rankings", async () => {
      const year = js ? 2024 : 2023;
      const context = await newContext(browser, { js, bypassCSP: js });
      const page = await context.newPage();
      await signIn(page, js);
      const table = [
        "Institute ID,Name,City,State,Score,Rank",
        "IR-N-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,71.25,1",
      ].join("\n");
      await page
        .getByLabel("File (CSV)")
        .setInputFiles({ name: `innovation-${year}.csv`, mimeType: "text/csv", buffer: Buffer.from(table) });
      await page.getByRole("button", { name: "Check file" }).click();
      const report = page.getByRole("region", { name: `Dry run: NIRF ${year} Innovation` });
      await report.waitFor();
      expect(await report.textContent()).toContain("line 2: IR-N-U-0456 Indian Institute of Technology Madras");
      if (js) expect(await axe(page)).toEqual([]); // axe runs as a script: JS on only

      await page.getByRole("button", { name: "Apply these changes" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `Imported NIRF ${year} Innovation: 1 added` })
        .waitFor();

      await page.goto(`/rankings?category=Innovation&year=${year}`);
      await page.getByRole("cell", { name: "71.25" }).waitFor();
      expect(await page.getByRole("main").textContent()).toContain("Indian Institute of Technology Madras");
      await context.close();
    });
  });
}
