import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildAbroad } from "./abroad-build";
import { ABROAD_REPORT, ABROAD_SQL, DIRECTORY_DOMAINS } from "./abroad-sources";

describe("the study-abroad build (data/abroad/ → app/db/sample/abroad.sql)", () => {
  const out = buildAbroad();

  it("is what `npm run data:build` last wrote, with no row of the tables left unread", () => {
    expect(readFileSync(ABROAD_SQL, "utf8")).toBe(out.sql);
    expect(readFileSync(ABROAD_REPORT, "utf8")).toBe(out.report);
    expect(out.report).toMatch(/## Rows not used\n\n- none\n/);
  });

  it("holds a published requirement and a cost figure for at least 100 finder universities", () => {
    expect(out.counts.withRequirementAndCost).toBeGreaterThanOrEqual(100);
    expect(out.report).toContain(
      `and a cost figure (Scorecard tuition or a fee a university page publishes): ${out.counts.withRequirementAndCost}`,
    );
  });

  it("gives every directory university abroad its own application page and a programme by its published name", () => {
    const facts = out.sql
      .split("\n")
      .filter((l) => l.startsWith("INSERT INTO abroad_facts"))
      .join("\n");
    for (const slug of Object.keys(DIRECTORY_DOMAINS)) {
      expect(facts, slug).toMatch(new RegExp(`\\('${slug}', '(?:bachelors|masters)', 'programme', `));
    }
    const withApply = Object.keys(DIRECTORY_DOMAINS).filter((slug) =>
      new RegExp(`\\('${slug}', '(?:bachelors|masters)', 'apply', 'https?://`).test(facts),
    );
    // Coventry and Deakin publish no application page in the stored copies (data/SOURCES.md).
    expect(withApply.length).toBeGreaterThanOrEqual(22);
  });
});
