/**
 * JoSAA cut-offs and the college predictor, JS off, on the test fixture (tests/support/josaa-fixture.ts):
 * a college's cut-off section and page (selection, trend, source, 404, a college JoSAA does not list),
 * the predictor's bands and figures, 400 on bad input with the input kept, canonical URLs, paging, filters,
 * indexed plans and the D1 rows an answer reads; the empty state before any JoSAA row is held.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { armSql, historySql, predictorArms } from "../../app/lib/cutoffs/predictor-queries.server";
import { type HeldYear } from "../../app/lib/cutoffs/queries.server";
import type { PredictorQuery } from "../../app/lib/cutoffs/schema";
import { FIXTURE_SLUGS, seedJosaa } from "../support/josaa-fixture";
import { mainText, startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ setup: seedJosaa });
});
afterAll(() => w?.dispose());

const rowsRead = (res: Response) =>
  Number(/d1-rows;desc="(\d+) rows read/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? -1);

/** The text of each predictor row, in order. */
async function answer(query: string) {
  const { status, text } = await w.html(`/college-predictor?${query}`);
  expect(status).toBe(200);
  const list = text.slice(text.indexOf('id="answer-title"'));
  const items = [...list.matchAll(/<li[^>]*class="py-3"[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    mainText(`<main>${m[1]}</main>`).trim(),
  );
  return { text, items, main: mainText(text) };
}

describe("a college's cut-offs", () => {
  const page = `/colleges/${FIXTURE_SLUGS.iitBombay}/cutoffs`;
  it("shows the latest final round by default, opening and closing ranks, the trend and the source", async () => {
    const { status, text } = await w.html(page);
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain("Indian Institute of Technology Bombay: JoSAA cut-offs");
    // CSE: closing 68 in 2024's final round; opening 35 % of it; trend 2021 (none) … 2024.
    expect(main).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) 24 68 — 66 67 68/);
    expect(main).toMatch(
      /Mechanical Engineering \(4 Years, Bachelor of Technology\) 587 1,676 1,600 1,729 1,711 1,676/,
    );
    expect(main).toContain(
      "Source: Joint Seat Allocation Authority (JoSAA), opening and closing ranks, 2024, round 5 (copy taken 2026-11-27); All India (AI) quota, OPEN, Gender-Neutral.",
    );
    expect(text).toMatch(/<option value="5" selected="">Round 5 \(final\)<\/option>/);
  });
  it("takes year, round, quota, seat type and gender from the GET form", async () => {
    const main = mainText((await w.html(`${page}?year=2024&round=1&quota=AI&seat=OBC-NCL&gender=Gender-Neutral`)).text);
    // OBC-NCL: 40 % of 68 = 27; round 1: 90 % of it = 24.
    expect(main).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) 8 24 — 26 27 27/);
    expect(main).toContain("2024, round 1 (copy taken 2026-11-27); All India (AI) quota, OBC-NCL, Gender-Neutral");
    const prep = mainText((await w.html(`${page}?seat=OPEN+(PwD)`)).text);
    expect(prep).toMatch(/Computer Science and Engineering \(4 Years, Bachelor of Technology\) 4P 12P/);
    // Values JoSAA does not use fall back to the defaults.
    expect(mainText((await w.html(`${page}?year=1999&quota=XX`)).text)).toContain(
      "2024, round 5 (copy taken 2026-11-27); All India (AI) quota",
    );
  });
  it("an NIT defaults to the other-state quota; home-state on asking; nothing published says so", async () => {
    const nit = `/colleges/${FIXTURE_SLUGS.nitTrichy}/cutoffs`;
    expect(mainText((await w.html(nit)).text)).toMatch(
      /Computer Science and Engineering \(4 Years, Bachelor of Technology\) 537 1,534 — 1,874 1,761 1,534/,
    );
    expect(mainText((await w.html(`${nit}?quota=HS`)).text)).toMatch(
      /Computer Science and Engineering \(4 Years, Bachelor of Technology\) 1,995 5,700/,
    );
    expect(mainText((await w.html(`${nit}?quota=GO`)).text)).toContain(
      "No opening or closing ranks are published for this choice.",
    );
  });
  it("the college page has the Cut-offs section, linking its page and the predictor", async () => {
    const { text } = await w.html(`/colleges/${FIXTURE_SLUGS.iitBombay}`);
    expect(text).toContain('href="#cutoffs"');
    expect(text).toMatch(/<h2 id="cutoffs-title"[^>]*>Cut-offs<\/h2>/);
    expect(text).toContain(`href="/colleges/${FIXTURE_SLUGS.iitBombay}/cutoffs"`);
    expect(text).toContain('href="/college-predictor"');
    const chosen = mainText((await w.html(`/colleges/${FIXTURE_SLUGS.iitBombay}?round=1`)).text);
    expect(chosen).toContain("2024, round 1 (copy taken 2026-11-27);");
  });
  it("404 for an unknown college; a college JoSAA does not list has no JoSAA cut-offs", async () => {
    expect((await w.fetch("/colleges/no-such-college/cutoffs")).status).toBe(404);
    const { status, text } = await w.html(`/colleges/${FIXTURE_SLUGS.notJosaa}/cutoffs`);
    expect(status).toBe(200);
    expect(mainText(text)).toContain("has no JoSAA cut-offs");
    expect(await w.html(`/colleges/${FIXTURE_SLUGS.notJosaa}`).then((r) => r.text)).not.toContain('id="cutoffs"');
  });
});

describe("/college-predictor", () => {
  it("states the rule, with the form and no answer until asked", async () => {
    const { status, text } = await w.html("/college-predictor");
    expect(status).toBe(200);
    const main = mainText(text);
    expect(main).toContain("How we decide Safe, Moderate and Ambitious");
    expect(main).toMatch(/Safe ?: your rank is at least 10 % below the closing rank in each of the last 3 years held/);
    expect(main).toContain("a rank equal to the closing rank is never Safe");
    expect(main).toMatch(
      /Ambitious ?: your rank is above the latest closing rank by at most 20 % \(closing 10,000: ranks 10,001 to 12,000\)/,
    );
    expect(main).toMatch(
      /New programme ?: a programme with closing ranks for one year only is labelled "new programme: one year of data"/,
    );
    expect(text).not.toContain('id="answer-title"');
    // A link may preset the exam.
    expect((await w.html("/college-predictor?exam=jee-main")).text).toMatch(/<option value="jee-main" selected="">/);
  });
  it("JEE Advanced: IIT programmes in closing-rank order, each with its band and the figures it used", async () => {
    const { items } = await answer("exam=jee-advanced&rank=1650&category=OPEN&gender=male");
    expect(items).toHaveLength(4);
    expect(items[0]).toContain(
      "Mechanical Engineering (4 Years, Bachelor of Technology) Indian Institute of Technology Bombay",
    );
    // 2021's 1 600 is outside the last three years held: not read. 1 650 is inside 1 676 but not 10 % inside.
    expect(items[0]).toContain(
      "closing rank 2022: 1,729, 2023: 1,711, 2024: 1,676; Safe up to 1,508; your rank 1,650 → Moderate",
    );
    expect(items[0]).toMatch(/ Moderate /);
    expect(items[0]).toContain("OPEN seat on your CRL rank (1,650) · AI quota");
    const safe = await answer("exam=jee-advanced&rank=1508&category=OPEN&gender=male");
    expect(safe.items[0]).toContain("Safe up to 1,508; your rank 1,508 → Safe");
    expect(items.map((i) => i.split(" (4 Years")[0])).toEqual([
      "Mechanical Engineering",
      "Mechanical Engineering",
      "Civil Engineering",
      "Civil Engineering",
    ]);
    const moderate = await answer("exam=jee-advanced&rank=2300&category=OPEN&gender=male");
    expect(moderate.items.find((i) => i.includes("Indian Institute of Technology Delhi"))).toContain(
      "2022: 2,206, 2023: 2,238, 2024: 2,320; Safe up to 1,985; your rank 2,300 → Moderate",
    );
    const ambitious = await answer("exam=jee-advanced&rank=1700&category=OPEN&gender=male");
    expect(ambitious.items[0]).toContain("2024: 1,676; Safe up to 1,508; your rank 1,700 → Ambitious");
  });
  it("JEE Main: HS quota in the home state, OS elsewhere, AI at IIITs; female candidates also see Female-only seats; paged", async () => {
    const q = "exam=jee-main&rank=1000&category=OPEN&gender=female&home=Karnataka";
    const first = await answer(q);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toContain("National Institute of Technology, Tiruchirappalli");
    expect(first.items[0]).toContain("OS quota · Gender-Neutral");
    expect(first.items.find((i) => i.includes("Surathkal"))).toContain("HS quota");
    expect(first.main).not.toContain("Indian Institute of Technology Bombay");
    const next = /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(first.text);
    const href = (next?.[1] ?? next?.[2] ?? "").replace(/&amp;/g, "&");
    expect(href).toMatch(
      /^\/college-predictor\?exam=jee-main&rank=1000&category=OPEN&gender=female&home=Karnataka&after=/,
    );
    const second = await answer(href.split("?")[1]);
    expect(second.items).toHaveLength(34 - 20);
    expect(second.items.some((i) => i.includes("Female-only"))).toBe(true);
    expect(second.text).not.toMatch(/rel="next"/);
    expect(second.text).toMatch(
      /href="\/college-predictor\?exam=jee-main&amp;rank=1000&amp;category=OPEN&amp;gender=female&amp;home=Karnataka"[^>]*>First page/,
    );
    const seen = [...first.items, ...second.items];
    expect(new Set(seen).size).toBe(34);
  });
  it.each([
    ["type=IIIT", (i: string) => i.includes("Allahabad"), 2],
    ["state=Tamil+Nadu", (i: string) => i.includes("Tiruchirappalli"), 5],
    ["branch=computer", (i: string) => i.startsWith("Computer Science and Engineering"), 3],
  ])("filters: %s", async (filter, match, n) => {
    const { items } = await answer(`exam=jee-main&rank=1000&category=OPEN&gender=male&home=Karnataka&${filter}`);
    expect(items).toHaveLength(n);
    expect(items.every(match)).toBe(true);
  });
  it("bad input → 400 with the messages beside the fields and the input kept", async () => {
    const { status, text } = await w.html("/college-predictor?exam=jee-main&rank=abc&category=OPEN&gender=male&home=");
    expect(status).toBe(400);
    expect(text).toContain("There is a problem");
    expect(text).toMatch(
      /id="predictor-rank-error"[^>]*>[\s\S]*?Please enter your rank as a whole number from 1 to 15,00,000\./,
    );
    expect(text).toMatch(/id="predictor-home-error"[^>]*>[\s\S]*?Please choose your home state/);
    expect(text).toMatch(/<input[^>]*name="rank"[^>]*value="abc"|<input[^>]*value="abc"[^>]*name="rank"/);
    expect(text).toMatch(/<option value="jee-main" selected="">/);
    const iit = await w.html("/college-predictor?exam=jee-main&rank=10&category=OPEN&gender=male&home=Goa&type=IIT");
    expect(iit.status).toBe(400);
    expect(iit.text).toContain("Please choose an institute type that admits through this exam.");
  });
  it("one shareable URL per answer: empty fields and other orders redirect to it", async () => {
    const res = await w.fetch(
      "/college-predictor?gender=male&rank=1650&exam=jee-advanced&category=OPEN&home=&type=&state=&branch=",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      "/college-predictor?exam=jee-advanced&rank=1650&category=OPEN&gender=male",
    );
  });
  it("its statements are indexed and an answer reads few rows", async () => {
    const latest: HeldYear = { year: 2024, rounds: [1, 5], final: 5 };
    const db = await w.db();
    const plan = async (sql: { sql: string; params: Array<string | number> }) =>
      (
        await db
          .prepare(`EXPLAIN QUERY PLAN ${sql.sql}`)
          .bind(...sql.params)
          .all<{ detail: string }>()
      ).results
        .map((r) => r.detail)
        .join(" | ");
    const base: PredictorQuery = {
      exam: "jee-main",
      rank: 1000,
      category: "OPEN",
      pwd: false,
      gender: "female",
      home: "Karnataka",
      type: undefined,
      state: undefined,
      branch: "computer",
    };
    const cse = ["Computer Science and Engineering", "Computer Science and Engineering (Artificial Intelligence)"];
    for (const [i, arm] of predictorArms(base).entries()) {
      const p = await plan(armSql(base, latest, arm, i, { closing: 900, program: 3, arm: 0 }, 21, cse));
      if (arm.quota === "HS") {
        // One state's programmes of those branches, each row by primary key (a small sort of those rows).
        expect(p).toMatch(/SEARCH p USING INDEX josaa_programs_type \(institute_type=\? AND state=\? AND branch=\?\)/);
        expect(p).toMatch(
          /SEARCH c USING PRIMARY KEY \(program_id=\? AND year=\? AND round=\? AND quota=\? AND seat_type=\? AND gender=\?\)/,
        );
      } else {
        // The seat's rows of those branches only (a small sort of them).
        expect(p).toMatch(/SEARCH c USING INDEX josaa_cutoffs_predict_branch \(.*branch=\? AND closing_rank>\?\)/);
        expect(p).not.toMatch(/SCAN/);
      }
      // Without a branch: walked in closing-rank order, no sort; one institute type seeks it.
      for (const type of [undefined, "NIT"] as const) {
        const walk = await plan(armSql({ ...base, branch: undefined, type }, latest, arm, i, null, 21));
        if (arm.quota === "HS") continue;
        expect(walk).toMatch(
          type
            ? /INDEX josaa_cutoffs_predict_type \(.*institute_type=\? AND closing_rank>\?\)/
            : /INDEX josaa_cutoffs_predict /,
        );
        expect(walk).not.toMatch(/TEMP B-TREE|SCAN/);
      }
    }
    const inState = await plan(
      armSql(
        { ...base, state: "Tamil Nadu" },
        latest,
        { quota: "OS", gender: "Gender-Neutral", seat: "OPEN", rank: 1000, basis: "CRL rank" },
        2,
        null,
        21,
      ),
    );
    expect(inState).toMatch(/SEARCH p USING INDEX josaa_programs_type/);
    const history = await plan(
      historySql(
        [
          [1, "AI", "Gender-Neutral", "OPEN"],
          [2, "OS", "Gender-Neutral", "OPEN"],
        ],
        latest,
      ),
    );
    expect(history).toMatch(
      /SEARCH c USING PRIMARY KEY \(program_id=\? AND year=\? AND round=\? AND quota=\? AND seat_type=\? AND gender=\?\)/,
    );
    // A query no other test asked (the answer is not in the cache yet).
    const res = await w.fetch("/college-predictor?exam=jee-main&rank=1001&category=OPEN&gender=female&home=Karnataka");
    await res.text();
    const read = rowsRead(res);
    expect(read).toBeGreaterThan(0);
    // Six arms of at most 21 rows each with their programme rows, and 20 earlier-year rows a year.
    expect(read).toBeLessThanOrEqual(300);
    // An institute type and a branch are sought, not walked past (tests/integration/cutoffs-scale.test.ts holds
    // the same at JoSAA's size).
    const filtered = await w.fetch(
      "/college-predictor?exam=jee-main&rank=1002&category=OPEN&gender=female&home=Karnataka&type=NIT&branch=computer",
    );
    await filtered.text();
    expect(filtered.status).toBe(200);
    expect(rowsRead(filtered)).toBeLessThanOrEqual(250);
  });
});

describe("before any JoSAA table is held", () => {
  let empty: TestWorker;
  beforeAll(async () => {
    empty = await startWorker({
      setup: async (db) => {
        await db.batch(
          ["DELETE FROM josaa_cutoffs", "DELETE FROM josaa_programs", "DELETE FROM josaa_rounds"].map((s) =>
            db.prepare(s),
          ),
        );
      },
    });
  });
  afterAll(() => empty?.dispose());
  it("the predictor and the exam pages say the ranks are not published yet", async () => {
    const predictor = await empty.html("/college-predictor?exam=jee-advanced&rank=100&category=OPEN&gender=male");
    expect(predictor.status).toBe(200);
    expect(mainText(predictor.text)).toContain("JoSAA opening and closing ranks: not published yet.");
    const exam = await empty.html("/exams/jee-advanced");
    expect(mainText(exam.text)).toContain("JoSAA opening and closing ranks: not published yet.");
  });
});
