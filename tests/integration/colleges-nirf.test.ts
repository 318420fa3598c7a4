/**
 * College directory, JS off: the NIRF category and rank-range filter, the exam filter by entrance-exam id, the
 * "Ranking" sort in one NIRF category (chosen, the stream's, else Overall) and fees under a stream by that
 * stream's fees — statuses, names in order, the figures the cards show, and the D1 rows a page reads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCollegeCsv } from "../../app/lib/colleges/college-csv";
import { seedStatements } from "../../app/lib/colleges/import";
import { cardText, directoryPage } from "../support/directory";
import { startWorker, textOf, type TestWorker } from "../support/worker";

const HEADER = "slug,name,country,state,city,ownership,streams,courses,rankings,sample";
const ROWS = [
  // Engineering 3 (2024), Overall 20; an earlier year's Overall rank does not count.
  'iota-institute,Iota Institute,india,Delhi,Delhi,public,Engineering,"B.Tech CSE;B.Tech;Engineering;UG;4;800000;INR;100;JEE Advanced",nirf:2024:Engineering:3|nirf:2024:Overall:20|nirf:2023:Overall:1,yes',
  // Engineering 60 in 2024 (5 in 2023: not the latest year); its MBA is cheaper than its B.Tech.
  'kappa-tech,Kappa Tech,india,Goa,Panaji,public,Engineering;Management,"B.Tech ME;B.Tech;Engineering;UG;4;300000;INR;60;JEE Main|MBA;MBA;Management;PG;2;100000;INR;60;CAT",nirf:2024:Engineering:60|nirf:2023:Engineering:5,yes',
  // Overall 2, Management 8, Engineering 150; no published Engineering fee, the lowest fee of all (its MBA).
  'lambda-university,Lambda University,india,Delhi,Delhi,public,Engineering;Management,"B.Tech EE;B.Tech;Engineering;UG;4;0;INR;;JEE Main|MBA;MBA;Management;PG;2;50000;INR;60;CAT",nirf:2024:Overall:2|nirf:2024:Management:8|nirf:2024:Engineering:150,yes',
  'mu-pharmacy-college,Mu Pharmacy College,india,Goa,Panaji,private,Pharmacy,"B.Pharm;B.Pharm;Pharmacy;UG;4;200000;INR;60;NEET",nirf:2024:Pharmacy:1,yes',
  'nu-college,Nu College,india,Goa,Panaji,private,Engineering,"B.Tech CE;B.Tech;Engineering;UG;4;500000;INR;60;JEE Main",,yes',
];
const [I, K, L, M, N] = ["iota-institute", "kappa-tech", "lambda-university", "mu-pharmacy-college", "nu-college"];

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({
    setup: async (db) => {
      const { rows, errors } = parseCollegeCsv(`${[HEADER, ...ROWS].join("\n")}\n`);
      if (errors.length) throw new Error(JSON.stringify(errors));
      // The shipped directory's NIRF ranks would share the categories: only the fixture is held.
      await db.batch(
        ["DELETE FROM college_rankings", "DELETE FROM college_facets", "DELETE FROM colleges"].map((s) =>
          db.prepare(s),
        ),
      );
      await db.batch(seedStatements(rows.map((r) => r.row)).map((s) => db.prepare(s)));
    },
  });
});
afterAll(() => w?.dispose());

const page = (query: string) => directoryPage(w, query);
const card = cardText;

describe("/colleges: NIRF category and rank range, exam, and orders in one category", () => {
  it.each([
    // Default: NIRF Overall 2024 only (2023's #1 does not count), then by name.
    ["", [L, I, K, M, N]],
    ["?nirf=Engineering", [I, K, L]],
    ["?nirf=engineering&top=50", [I]],
    ["?nirf=Engineering&top=100", [I, K]],
    ["?nirf=Engineering&top=200", [I, K, L]],
    ["?nirf=Overall&top=10", [L]],
    ["?stream=Engineering", [I, K, L, N]],
    ["?stream=Management", [L, K]],
    ["?stream=Engineering&sort=fees-asc", [K, N, I, L]],
    ["?sort=fees-asc", [L, K, M, N, I]],
    ["?exam=jee-advanced", [I]],
    ["?exam=jee-main", [L, K, N]],
    ["?exam=jee-main&nirf=Engineering", [K, L]],
    ["?state=Delhi&nirf=Engineering", [I, L]],
    ["?stream=Engineering&nirf=Management", [L]],
    ["?state=Goa&exam=jee-main&nirf=Engineering&sort=name", [K]],
  ])("%s: 200, these colleges in order, ≤ 200 rows read", async (query, expected) => {
    const got = await page(query.replace("engineering", "Engineering"));
    expect(got.status).toBe(200);
    expect(got.slugs).toEqual(expected);
    expect(got.rows).toBeGreaterThan(0);
    expect(got.rows).toBeLessThanOrEqual(200);
  });

  it("every rank names its agency, category and year; the rule of the order is stated beside the sort", async () => {
    const all = await page("");
    expect(all.text).toContain("Ranking sorts by the NIRF 2024 Overall rank");
    expect(card(all.text, I)).toContain("Overall rank #20 (NIRF 2024 Overall)");
    // Not in the Overall table: its own best rank, with its category and year.
    expect(card(all.text, M)).toContain("Best rank #1 (NIRF 2024 Pharmacy)");
    const eng = await page("?nirf=Engineering");
    expect(eng.text).toContain("Ranking sorts by the NIRF 2024 Engineering rank (the NIRF category chosen)");
    expect(card(eng.text, K)).toContain("Engineering rank #60 (NIRF 2024 Engineering)");
    expect(eng.text).not.toMatch(/#5 \(NIRF 2023/);
    const stream = await page("?stream=Engineering&sort=fees-asc");
    expect(textOf(stream.text)).toContain(
      "Fees sort by the lowest published fee of the college's Engineering programmes",
    );
    expect(card(stream.text, K)).toContain("Engineering fees from ₹3,00,000");
    expect(card(stream.text, L)).toContain("Engineering fees from Not published yet");
  });

  it("offers the categories held with their latest year, the ranges and the six exams; counts the filters", async () => {
    const { text } = await page("?exam=jee-main&nirf=Engineering&top=100");
    expect(text).toMatch(/<option value="Engineering" selected="">Engineering 2024 \(3\)<\/option>/);
    expect(text).toMatch(/<option value="100" selected="">Top 100 \(2\)<\/option>/);
    expect(text).toMatch(/<option value="jee-main" selected="">JEE Main \(3\)<\/option>/);
    for (const exam of ["jee-advanced", "neet-ug", "cat", "cuet-ug", "gate"])
      expect(text).toContain(`<option value="${exam}">`);
    expect(text).toContain("Filters (3)");
  });

  it("an exam by its name and a category in another case land on the canonical URL", async () => {
    for (const [from, to] of [
      ["/colleges?exam=JEE+Advanced", "/colleges?exam=jee-advanced"],
      ["/colleges?nirf=ENGINEERING&top=10", "/colleges?nirf=Engineering&top=10"],
      ["/colleges?top=50&nirf=", "/colleges?nirf=Overall&top=50"],
    ]) {
      const res = await w.fetch(from);
      expect([301, 302], from).toContain(res.status);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});
