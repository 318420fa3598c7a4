/**
 * The shipped directory (most colleges' ownership is not published) with three colleges imported beside it:
 * the ownership filter lists and counts only colleges published as that ownership, an unknown one says
 * "Not published yet" on its page and in compare, and "Fees: high to low" under a stream puts the highest
 * published fee first and colleges without one last — JS off, ≤ 200 D1 rows a page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { RECOMPUTE_STATEMENTS, rowStatements } from "../../app/lib/colleges/import";
import { cardText, directoryPage } from "../support/directory";
import { mainText, startWorker, type TestWorker } from "../support/worker";

const HEADER = "slug,name,country,state,city,ownership,streams,courses";
const course = (fee: number) => `"B.Tech CSE;B.Tech;Engineering;UG;4;${fee};INR;60;JEE Main"`;
const ROWS = [
  `omega-autonomous-college,Omega Autonomous College,india,Goa,Panaji,autonomous,Engineering,${course(300000)}`,
  `sigma-engineering-college,Sigma Engineering College,india,Goa,Panaji,private,Engineering,${course(900000)}`,
  `tau-tech-institute,Tau Tech Institute,india,Goa,Panaji,,Engineering,${course(500000)}`,
];
const [O, S, T] = ["omega-autonomous-college", "sigma-engineering-college", "tau-tech-institute"];

let w: TestWorker;
let unknown: { slug: string; name: string };
beforeAll(async () => {
  w = await startWorker({
    setup: async (db) => {
      const { rows, errors } = parseCollegeCsv(`${[HEADER, ...ROWS].join("\n")}\n`);
      if (errors.length) throw new Error(JSON.stringify(errors));
      // As `db:import` loads them: the shipped directory stays.
      await db.batch(
        [...rows.flatMap((r) => rowStatements(r.row)), ...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] }))].map(
          (s) => db.prepare(s.sql).bind(...s.params),
        ),
      );
    },
  });
  // The first page fills the cached filter options (every stored count): later pages read only their own rows.
  await w.html("/colleges");
  [unknown] = await w.rows<{ slug: string; name: string }>(
    "SELECT slug, name FROM colleges WHERE ownership = '' AND source = 'official' ORDER BY id LIMIT 1",
  );
});
afterAll(() => w?.dispose());

const page = (query: string) => directoryPage(w, query);
const card = cardText;

describe("an ownership no source publishes", () => {
  it("is left out of the ownership filter's results and counts", async () => {
    const [{ n: unknowns }] = await w.rows<{ n: number }>("SELECT count(*) AS n FROM colleges WHERE ownership = ''");
    expect(unknowns).toBeGreaterThan(300);
    const { status, main, slugs, rows } = await page("?ownership=autonomous");
    expect(status).toBe(200);
    expect(slugs).toEqual([O]);
    expect(main).toContain("1 college found");
    expect(rows).toBeLessThanOrEqual(200);
    // Private: the imported college and the shipped universities the UGC list publishes as private, counted as listed.
    const [{ n: privates }] = await w.rows<{ n: number }>(
      "SELECT count(*) AS n FROM colleges WHERE ownership = 'private'",
    );
    const priv = await page("?ownership=private");
    expect(priv.main).toContain(`${privates} colleges found`);
    expect(priv.rows).toBeLessThanOrEqual(200);
    const goaPrivate = await page("?state=Goa&ownership=private");
    expect(goaPrivate.slugs).toEqual([S]);
    expect(goaPrivate.main).toContain("1 college found");
    // With a place and with a facet: the stored counts agree with what is listed.
    const goa = await page("?state=Goa&ownership=autonomous");
    expect(goa.slugs).toEqual([O]);
    expect(goa.main).toContain("1 college found");
    const stream = await page("?stream=Engineering&ownership=autonomous");
    expect(stream.slugs).toEqual([O]);
    expect(stream.main).toContain("1 college found");
  });

  it('says "Not published yet" on the college page, its card and in compare', async () => {
    const college = await w.html(`/colleges/${unknown.slug}`);
    expect(college.status).toBe(200);
    expect(mainText(college.text)).toContain("Ownership Not published yet");
    expect(mainText(college.text)).not.toContain("Autonomous");

    const compare = await w.html(`/compare?c=${unknown.slug},${O}`);
    expect(compare.status).toBe(200);
    expect(mainText(compare.text)).toMatch(/Ownership\s+Not published yet\s+Autonomous/);

    const { text } = await page(`?q=${encodeURIComponent(unknown.name)}`);
    expect(card(text, unknown.slug)).toContain("Ownership Not published yet");
  });
});

describe('"Fees: high to low" under a stream', () => {
  it.each([
    ["?stream=Engineering&sort=fees-desc", [S, T, O]],
    ["?stream=Engineering&state=Goa&sort=fees-desc", [S, T, O]],
    ["?stream=Engineering&sort=fees-asc", [O, T, S]],
  ])("%s: published fees in order first, colleges without one after them", async (query, order) => {
    const { status, text, main, slugs, rows } = await page(query);
    expect(status).toBe(200);
    expect(rows).toBeLessThanOrEqual(200);
    expect(slugs.slice(0, 3)).toEqual(order);
    expect(slugs.length).toBeGreaterThan(3);
    for (const slug of slugs.slice(3)) expect(card(text, slug)).toContain("Engineering fees from Not published yet");
    expect(main).toContain("colleges without one come last.");
    expect(main).not.toContain("come first");
  });

  it("a later page holds only colleges without a fee, still ≤ 200 rows", async () => {
    const { status, text, slugs, rows } = await page("?stream=Engineering&sort=fees-desc&page=2");
    expect(status).toBe(200);
    expect(rows).toBeLessThanOrEqual(200);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(card(text, slug)).toContain("Engineering fees from Not published yet");
  });
});
