import { describe, expect, it } from "vitest";
import { planImport, reportLines } from "./import";
import { detectKind } from "./import-file";
import { ImportFileError, type Reader } from "./import-plan";

type Row = Record<string, unknown>;

const HEAD =
  "choiceIndexRank,collegeName,state,instituteType,primaryQuota,primaryCategory,bestAIR,lastObservedAIR,allotmentCount,totalMBBSSeats2026";
const AIIMS = '"AIIMS, New Delhi, ANSARI NAGAR EAST, AUROBINDO MARG, NEW DELHI 110029"';

/** A small OBC table: one institute held, one matched by name, one by the reviewed mapping, one unknown, two bad rows. */
const TABLE = [
  HEAD,
  `1,${AIIMS},Delhi,INI,Open Seat Quota,OBC,54,190,31,132`,
  '2,"Government Medical College, Kota",Rajasthan,GOVERNMENT,All India,OBC,3001,3350,6,250',
  '3,"Maulana Azad Medical College, New Delhi",Delhi,CENTRAL,All India,OBC,300,420,40,250',
  '4,"Nowhere Medical College, Atlantis",Goa,GOVERNMENT,All India,OBC,9000,9500,2,100',
  '5,"Kasturba Medical College, Manipal",Karnataka,PRIVATE,Self-Financed Merit,OBC,267,42815,213,250',
  '6,"Government Medical College, Pali, Rajasthan",Rajasthan,GOVERNMENT,All India,OBC,7241,5455,9,150',
  `7,${AIIMS},Delhi,INI,Open Seat Quota,OBC,60,200,31,132`,
].join("\n");

/** What the database holds, answered by the queries the planner makes. */
function reader(held: { cutoffs: Row[]; colleges: Row[] }): Reader {
  return async (sql, params = []) => {
    if (sql.includes("FROM mcc_cutoffs WHERE course = 'MBBS'"))
      return held.cutoffs.filter((r) => r.year === params[0] && r.round === params[1] && r.category === params[2]);
    if (sql.startsWith("SELECT DISTINCT institute, college_id FROM mcc_cutoffs"))
      return held.cutoffs.filter((r) => r.college_id !== null);
    if (sql.includes("FROM colleges WHERE state = ?1")) return held.colleges.filter((c) => c.state === params[0]);
    if (sql.includes("FROM colleges WHERE slug IN"))
      return held.colleges.filter((c) => params.includes(c.slug as string));
    throw new Error(`unexpected query: ${sql}`);
  };
}

const HELD = {
  cutoffs: [
    {
      institute: AIIMS.slice(1, -1),
      college_id: 1,
      year: 2026,
      round: 1,
      quota: "Open Seat Quota",
      category: "OBC",
      opening_rank: 54,
      closing_rank: 192,
      allotted: 31,
      nmc_seats: 132,
    },
  ],
  colleges: [
    { id: 1, slug: "aiims-new-delhi", name: "All India Institute of Medical Sciences, New Delhi", state: "Delhi" },
    { id: 2, slug: "government-medical-college-kota", name: "Government Medical College, Kota", state: "Rajasthan" },
    { id: 3, slug: "maulana-azad-medical-college", name: "Maulana Azad Medical College", state: "Delhi" },
  ],
};

const plan = (text = TABLE, extra: { file?: string; category?: string; year?: number; round?: number } = {}) =>
  planImport(reader(HELD), {
    text,
    file: extra.file ?? "neet-ug-2026-round1-aiq-obc.csv",
    category: extra.category,
    year: extra.year,
    round: extra.round,
    mapping: [],
    mccNames: new Map([["Maulana Azad Medical College, New Delhi", "maulana-azad-medical-college"]]),
    today: "2026-11-29",
  });

describe("MCC NEET-UG table (db:import --kind mcc)", () => {
  it("is told from its header", () => {
    expect(detectKind(TABLE)).toBe("mcc");
  });

  it("reports added, changed (before → after), unmatched and malformed rows with their lines", async () => {
    const { report } = await plan();
    expect(report.title).toBe("MCC NEET-UG 2026 round 1 MBBS OBC");
    expect(report.read).toBe(7);
    expect(report.changed).toEqual([
      {
        line: 2,
        text: "All India Institute of Medical Sciences, New Delhi · Open Seat Quota OBC: closing rank 190",
        changes: ["closing rank: 192 → 190"],
      },
    ]);
    expect(report.added.map((e) => [e.line, e.text])).toEqual([
      [3, "Government Medical College, Kota · All India OBC: closing rank 3350"],
      [4, "Maulana Azad Medical College, New Delhi · All India OBC: closing rank 420"],
    ]);
    expect(report.unmatched).toEqual([{ line: 5, text: "Nowhere Medical College, Atlantis" }]);
    expect(report.malformed).toEqual([
      { line: 6, text: "not an All India Quota row" },
      { line: 7, text: "opening and closing ranks unreadable or closing before opening" },
      { line: 8, text: "a second row for the same institute and quota (first on line 2)" },
    ]);
    expect(reportLines(report)[1]).toBe("  added 2, changed 1, unchanged 0, unmatched 1, malformed 3");
  });

  it("writes the matched rows to each institute's college, with the source and the table's year, round and category", async () => {
    const { statements } = await plan();
    const insert = statements.find((s) => s.sql.startsWith("INSERT INTO mcc_cutoffs"))!;
    expect(insert.params.slice(0, 4)).toEqual([
      2026,
      1,
      "OBC",
      "MCC NEET-UG 2026, round 1, All India Quota MBBS allotments; copy taken 2026-11-29",
    ]);
    expect(JSON.parse(String(insert.params[4]))).toEqual([
      [1, AIIMS.slice(1, -1), "Delhi", "INI", "Open Seat Quota", 54, 190, 31, 132],
      [2, "Government Medical College, Kota", "Rajasthan", "GOVERNMENT", "All India", 3001, 3350, 6, 250],
      [3, "Maulana Azad Medical College, New Delhi", "Delhi", "CENTRAL", "All India", 300, 420, 40, 250],
    ]);
    expect(statements.find((s) => s.sql.includes("data_sources"))?.params[0]).toBe("mcc-2026-round1-obc");
  });

  it("leaves a table equal to the held one unchanged and writes nothing", async () => {
    const same = [HEAD, `1,${AIIMS},Delhi,INI,Open Seat Quota,OBC,54,192,31,132`].join("\n");
    const { report, statements } = await plan(same);
    expect([report.unchanged, report.counts.added, report.counts.changed, statements.length]).toEqual([1, 0, 0, 0]);
  });

  it("needs the year, round and category from the file name or the fields", async () => {
    await expect(plan(TABLE, { file: "obc.csv" })).rejects.toThrow(ImportFileError);
    await expect(plan(TABLE, { file: "obc.csv", year: 2026, round: 1 })).rejects.toThrow(/Give the category/);
    const { report } = await plan(TABLE, { file: "obc.csv", year: 2026, round: 1, category: "obc" });
    expect(report.counts.added).toBe(2);
  });
});
