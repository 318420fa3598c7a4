/** The shipped directory's sourced figures (default seed) and /rankings without JavaScript. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANKINGS_PAGE_SIZE } from "~/lib/official/rankings";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("college pages of the default seed show no figure without a source", () => {
  it("ranks only with agency, category and year, each a row of the NIRF table; fees, seats and ratings not invented", async () => {
    const db = await w.db();
    // A NIRF-and-JoSAA institution, a NIRF-only one, a JoSAA-only one and one abroad.
    const slugs = [
      "indian-institute-of-technology-bombay",
      "indian-institute-of-science",
      "indian-institute-of-technology-goa",
      "massachusetts-institute-of-technology",
    ];
    for (const slug of slugs) {
      const { status, text } = await w.html(`/colleges/${slug}`);
      expect(status, slug).toBe(200);
      // The institution's own submission to NIRF (its median salary) is a sourced figure of its own section.
      const placements = text.indexOf('id="placements"');
      const main = textOf(
        text
          .slice(text.indexOf("<main"), text.indexOf("</main>"))
          .replace(text.slice(placements, text.indexOf("</section>", placements)), ""),
      );
      const college = (await db
        .prepare("SELECT id, rating_count FROM colleges WHERE slug = ?")
        .bind(slug)
        .first<{ id: number; rating_count: number }>())!;
      // Every "#N" in the rankings table is in nirf_ranks for this college, its row naming the category.
      const rankings = text.slice(text.indexOf('id="rankings"'), text.indexOf('id="ratings"'));
      // The table (the chart's axis labels aside).
      const section = textOf(rankings.includes("<table") ? rankings.slice(rankings.indexOf("<table")) : rankings);
      const { results } = await db
        .prepare("SELECT category, year, rank FROM nirf_ranks WHERE college_id = ? AND rank IS NOT NULL")
        .bind(college.id)
        .all<{ category: string; year: number; rank: number }>();
      for (const r of results) expect(section, `${slug} ${r.category} ${r.year}`).toContain(`NIRF ${r.category}`);
      const shown = section.match(/#\d+/g) ?? [];
      const held = new Set(results.map((r) => `#${r.rank}`));
      for (const rank of shown.filter((r) => r !== "#1" || held.has("#1")))
        expect(held.has(rank), `${slug} ${rank}`).toBe(true);
      // No fee or seat figure: the source tables have none. (A university abroad shows its sourced tuition in rupees
      // at the dated reference rate, with the rate beside it.)
      const converted = /₹[\d,]+ a year Rupees at the European Central Bank's euro reference rates of [^)]*\)\./g;
      expect(main.replace("Get Upto ₹500", "").replace(converted, ""), slug).not.toMatch(/₹\s?\d/);
      if (main.includes("Total fees")) expect(main, slug).toContain("Not published yet");
      // Ratings only from reviews written here (none in the seed).
      expect(college.rating_count, slug).toBe(0);
      expect(main, slug).toContain("No ratings yet");
      expect(text, slug).not.toContain('"@type":"AggregateRating"');
      // When the data was last updated.
      if (results.length) expect(main, slug).toMatch(/Data last updated \d{4}-\d{2}-\d{2}/);
    }
    // The chart and the table on a ranked college.
    const iitb = await w.html("/colleges/indian-institute-of-technology-bombay");
    expect(iitb.text).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="NIRF ranks of Indian Institute of Technology Bombay by year/,
    );
    expect(textOf(iitb.text)).toContain("Source: National Institutional Ranking Framework");
  });

  it("a directory card names the agency, year and category of its rank", async () => {
    const { text } = await w.html("/colleges?q=iit+bombay");
    expect(textOf(text)).toMatch(/Overall rank #3 \(NIRF 2025 Overall\)/);
  });
});

describe("/rankings (GET, no JS)", () => {
  it("shows the latest Overall table with score and the five parameter scores", async () => {
    const { status, text } = await w.html("/rankings");
    expect(status).toBe(200);
    const t = textOf(text);
    expect(t).toContain("NIRF 2025 ranking: Overall");
    for (const h of ["Rank", "Institution", "Score", "TLR", "RPC", "GO", "OI", "Perception"]) expect(t).toContain(h);
    expect(t).toMatch(/1 Indian Institute of Technology Madras Chennai, Tamil Nadu \d+\.\d\d/);
    expect(t).toContain("NIRF India Rankings 2025, Overall: 100 institutions in the copy we hold, in published order");
    expect(t).toContain("Source: National Institutional Ranking Framework, Ministry of Education, India Rankings 2025");
    expect(text).toContain('href="/colleges/indian-institute-of-technology-madras"');
  });

  it("the form's choices land on one canonical URL; category, year, sort and pages work", async () => {
    const res = await w.fetch("/rankings?agency=nirf&category=engineering&year=2020&sort=tlr");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/rankings?category=Engineering&year=2020&sort=tlr");
    const { text } = await w.html("/rankings?category=Engineering&year=2020&sort=tlr&page=2");
    const t = textOf(text);
    expect(t).toContain("NIRF 2020 ranking: Engineering");
    expect(t).toContain("Page 2 of 8");
    expect(text).toMatch(/<option value="Engineering" selected/);
    const tlr = [...t.matchAll(/IR-E-[A-Z]-\w+/g)].length;
    expect(tlr).toBe(RANKINGS_PAGE_SIZE);
    // A category held with score and rank only says the parameter scores are not published here.
    const law = textOf((await w.html("/rankings?category=Law&year=2024")).text);
    expect(law).toContain("parameter scores are not published here yet");
    expect(law).not.toContain("Perception");
    // A page past the end is a 404; a bad page number goes to page 1.
    expect((await w.fetch("/rankings?category=Overall&year=2025&page=5")).status).toBe(404);
    expect((await w.fetch("/rankings?category=Overall&year=2025&page=x")).status).toBe(302);
  });

  it("reads one category and year through the primary key's (category, year) prefix", async () => {
    const db = await w.db();
    const plan = await db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT n.rank FROM nirf_ranks n LEFT JOIN colleges c ON c.id = n.college_id WHERE n.category = 'Overall' AND n.year = 2025 ORDER BY n.rank IS NULL, n.rank, n.name LIMIT 50",
      )
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" | ")).toMatch(
      /SEARCH n USING PRIMARY KEY \(category=\? AND year=\?\)/,
    );
  });

  it("site search finds a NIRF table by year and category", async () => {
    const body = (await (await w.fetch("/api/search?q=nirf%202024%20engineering")).json()) as {
      results: Array<{ title: string; url: string }>;
    };
    expect(body.results[0]).toMatchObject({
      title: "NIRF 2024 Engineering ranking",
      url: "/rankings?category=Engineering&year=2024",
    });
  });
});
