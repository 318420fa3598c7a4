import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPARED_KINDS } from "../../lib/abroad/requirements";
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
    // Coventry publishes no application page for taught courses in the stored copies (data/SOURCES.md).
    expect(withApply.length).toBeGreaterThanOrEqual(23);
  });

  describe("each directory university abroad", () => {
    const facts = out.sql
      .split("\n")
      .filter((l) => l.startsWith("INSERT INTO abroad_facts"))
      .join("\n");
    const has = (slug: string, kinds: readonly string[]) =>
      kinds.some((kind) => new RegExp(`\\('${slug}', '(?:bachelors|masters|)', '${kind}', `).test(facts));
    const missing = (kinds: readonly string[]) => Object.keys(DIRECTORY_DOMAINS).filter((slug) => !has(slug, kinds));
    // What no stored copy of the university's own pages publishes (data/SOURCES.md, searches that found nothing).
    // A university leaves these lists only by gaining the figure; none may join them.
    it("holds a published entry requirement (a test minimum, grade or language rule) unless none was found", () => {
      expect(missing([...COMPARED_KINDS, "language"])).toEqual(["coventry-university"]);
    });
    it("holds a cost figure (the Scorecard's or a university page's fee) unless none was found", () => {
      expect(missing(["tuition"])).toEqual([
        "dalhousie-university",
        "university-of-manchester",
        "coventry-university",
        "university-of-melbourne",
        "university-of-sydney",
        "monash-university",
      ]);
    });
    // A deadline is held only for an intake still to come or a date that recurs each year: a stored page that shows
    // only a past cycle's dates (Stanford 2021, Oxford 2017-18, Edinburgh and Melbourne 2025, Monash's 2015 page) is not.
    it("holds the next intake's deadline (a programme's where the university publishes no general one)", () => {
      expect(missing(["deadline"])).toEqual([
        "stanford-university",
        "university-of-oxford",
        "coventry-university",
        "university-of-edinburgh",
        "university-of-melbourne",
        "monash-university",
        "deakin-university",
      ]);
    });
  });
});
