import { describe, expect, it } from "vitest";
import { planImport, reportLines } from "./import";
import { detectKind } from "./import-file";
import { ImportFileError, type Reader } from "./import-plan";

type Row = Record<string, unknown>;

/** What the database holds, answered by the queries the planner makes. */
function reader(held: { nirf?: Row[]; programs?: Row[]; cutoffs?: Row[]; colleges?: Row[] }): Reader {
  return async (sql, params = []) => {
    if (sql.startsWith("SELECT nirf_id, name, college_id FROM nirf_ranks"))
      return (held.nirf ?? []).filter((r) => r.college_id !== null);
    if (sql.includes("FROM nirf_ranks WHERE category"))
      return (held.nirf ?? []).filter((r) => r.category === params[0] && r.year === params[1]);
    if (sql.includes("FROM josaa_cutoffs"))
      return (held.cutoffs ?? []).filter((r) => r.year === params[0] && r.round === params[1]);
    if (sql.includes("FROM josaa_programs")) return held.programs ?? [];
    if (sql.includes("FROM colleges")) return (held.colleges ?? []).filter((r) => params.includes(r.slug as string));
    throw new Error(`unexpected query: ${sql}`);
  };
}

const nirf = (
  category: string,
  year: number,
  id: string,
  college: number | null,
  name: string,
  rank: number,
  score: number,
) => ({
  category,
  year,
  nirf_id: id,
  college_id: college,
  name,
  city: "",
  state: "",
  rank,
  rank_band: "",
  score,
  tlr: null,
  rpc: null,
  go: null,
  oi: null,
  perception: null,
});

const HELD = {
  nirf: [
    {
      ...nirf("Engineering", 2025, "IR-E-U-0456", 1, "Indian Institute of Technology Madras", 1, 89.46),
      city: "Chennai",
      state: "Tamil Nadu",
    },
    {
      ...nirf("Engineering", 2025, "IR-E-I-1074", 2, "Indian Institute of Technology Delhi", 2, 86.66),
      city: "New Delhi",
      state: "Delhi",
    },
    nirf("Engineering", 2025, "IR-E-U-0111", 7, "Gone From This Year", 9, 60),
    nirf("Overall", 2024, "IR-O-U-0306", 3, "Indian Institute of Technology Bombay", 3, 81.37),
  ],
  programs: [
    {
      id: 10,
      institute: "Indian Institute of Technology Bombay",
      program: "Computer Science and Engineering (4 Years, Bachelor of Technology)",
      college_id: 3,
      institute_type: "IIT",
      state: "Maharashtra",
    },
    {
      id: 11,
      institute: "Indian Institute of Technology (ISM) Dhanbad",
      program: "Mining Engineering (4 Years, Bachelor of Technology)",
      college_id: 5,
      institute_type: "IIT",
      state: "Jharkhand",
    },
  ],
};
const MAPPING = [
  { source: "josaa" as const, name: "Indian Institute of Technology (ISM) Dhanbad", key: "U-0205" },
  { source: "josaa" as const, name: "IIT-Bombay", key: "U-0306" },
];
const input = (text: string, file: string) => ({ text, file, mapping: MAPPING, today: "2026-11-28" });

describe("NIRF table", () => {
  const table = [
    "Institute ID,Name,City,State,Score,Rank",
    "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,89.46,1",
    "IR-E-I-1074,Indian Institute of Technology Delhi,New Delhi,Delhi,87.10,2",
    "IR-E-U-0306,Indian Institute of Technology Bombay,Mumbai,Maharashtra,83.09,3",
    "IR-E-U-0205,Indian Institute of Technology (Indian School of Mines),Dhanbad,Jharkhand,70.1,4",
    "IR-E-U-9999,Institute Nobody Knows,Panaji,Goa,40.2,5",
    "XX-12,Not An Id,Pune,Maharashtra,39,6",
    "IR-E-U-0999,A College,Pune,Maharashtra,38,seven",
    "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,89.46,1",
  ].join("\n");

  it("reports added, changed (before → after), unchanged, unmatched and malformed rows by line", async () => {
    expect(detectKind(table)).toBe("nirf");
    const { report, statements } = await planImport(reader(HELD), input(table, "engineering-2025.csv"));
    expect(report.title).toBe("NIRF 2025 Engineering");
    expect(report.unchanged).toBe(1);
    expect(report.changed).toEqual([
      {
        line: 3,
        text: "IR-E-I-1074 Indian Institute of Technology Delhi: rank 2, score 87.1",
        changes: ["score: 86.66 → 87.1"],
      },
    ]);
    // IIT Bombay through its id's institution; ISM Dhanbad through the mapping to a JoSAA name.
    expect(report.added.map((e) => e.line)).toEqual([4, 5]);
    expect(report.unmatched).toEqual([{ line: 6, text: "IR-E-U-9999 Institute Nobody Knows (Panaji)" }]);
    expect(report.malformed).toEqual([
      { line: 7, text: 'not a NIRF institute id: "XX-12"' },
      { line: 8, text: 'column Rank: "seven" is not a whole rank from 1 or a band such as 101-150' },
      { line: 9, text: "a second row for IR-E-U-0456 (first on line 2)" },
    ]);
    expect(report.notInFile).toBe(1);
    expect(report.publicPath).toBe("/rankings?category=Engineering&year=2025");
    // Changed, added and the unmatched row (without a college) are written; the unchanged row is not.
    const written = JSON.parse(String(statements[0].params[0])) as unknown[][];
    expect(written.map((r) => [r[2], r[3]])).toEqual([
      ["IR-E-I-1074", 2],
      ["IR-E-U-0306", 3],
      ["IR-E-U-0205", 5],
      ["IR-E-U-9999", null],
    ]);
    expect(statements.at(-1)!.sql).toMatch(/content_meta SET version/);
    expect(reportLines(report).slice(0, 2)).toEqual([
      "NIRF 2025 Engineering from engineering-2025.csv: 8 rows read",
      "  added 2, changed 1, unchanged 1, unmatched 1, malformed 3; 1 held rows not in this file (left as they are)",
    ]);
  });

  it("needs a category and year from the file name or the fields", async () => {
    await expect(planImport(reader(HELD), input(table, "upload.csv"))).rejects.toThrow(ImportFileError);
    const named = await planImport(reader(HELD), {
      ...input(table, "upload.csv"),
      category: "engineering",
      year: 2025,
    });
    expect(named.report.unchanged).toBe(1);
  });
});

describe("JoSAA table", () => {
  const head = "Institute,Institute Type,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank";
  const cse = '"Computer Science and Engineering (4 Years, Bachelor of Technology)"';
  const table = [
    head,
    `Indian Institute of Technology Bombay,Indian Institute of Technology,${cse},AI,OPEN,Gender-Neutral,1,66`,
    `Indian Institute of Technology Bombay,Indian Institute of Technology,${cse},AI,OPEN,Female-only (including Supernumerary),10,400`,
    `IIT-Bombay,Indian Institute of Technology,"Data Science (4 Years, Bachelor of Technology)",AI,SC,Gender-Neutral,50,120P`,
    `Unknown Institute of Technology,GFTI,${cse},OS,OPEN,Gender-Neutral,1000,2000`,
    `Unknown Institute of Technology,GFTI,${cse},HS,OPEN,Gender-Neutral,900,1900`,
    `Indian Institute of Technology Bombay,Indian Institute of Technology,${cse},AI,OBC-NCL,Gender-Neutral,5,abc`,
    `Indian Institute of Technology Bombay,Indian Institute of Technology,${cse},XX,OPEN,Gender-Neutral,5,9`,
    `Indian Institute of Technology Bombay,Indian Institute of Technology,${cse},AI,OPEN,Gender-Neutral,1,66`,
  ].join("\n");
  const program = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
  const cut = (gender: string, opening: number, closing: number) => ({
    institute: "Indian Institute of Technology Bombay",
    program,
    year: 2025,
    round: 1,
    quota: "AI",
    seat_type: "OPEN",
    gender,
    opening_rank: opening,
    closing_rank: closing,
    opening_prep: 0,
    closing_prep: 0,
  });
  const held = {
    ...HELD,
    cutoffs: [cut("Gender-Neutral", 1, 66), cut("Female-only (including Supernumerary)", 12, 350)],
  };

  it("reports every row: added (a new programme too), changed, unchanged, unmatched by institute, malformed", async () => {
    expect(detectKind(table)).toBe("josaa");
    const { report, statements } = await planImport(reader(held), input(table, "orcr-2025-round1.csv"));
    expect(report.title).toBe("JoSAA 2025 round 1");
    expect(report.unchanged).toBe(1);
    expect(report.changed).toEqual([
      {
        line: 3,
        text: `Indian Institute of Technology Bombay — ${program} · AI OPEN Female-only (including Supernumerary): closing rank 400`,
        changes: ["opening rank: 12 → 10", "closing rank: 350 → 400"],
      },
    ]);
    // "IIT-Bombay" is IIT Bombay through the reviewed mapping; its programme is new; "120P" keeps its prep flag.
    expect(report.added).toEqual([
      {
        line: 4,
        text: "Indian Institute of Technology Bombay — Data Science (4 Years, Bachelor of Technology) (new programme) · AI SC Gender-Neutral: closing rank 120P",
      },
    ]);
    expect(report.unmatched).toEqual([{ line: 5, text: "Unknown Institute of Technology: 2 rows" }]);
    expect(report.counts.unmatched).toBe(2);
    expect(report.malformed).toEqual([
      {
        line: 7,
        text: 'column Closing Rank: "abc" is not a whole rank from 1 (with P for the preparatory course)',
      },
      { line: 8, text: 'unknown quota "XX"' },
      { line: 9, text: "a second row for the same programme and seat (first on line 2)" },
    ]);
    expect(report.unmatchedNote).toMatch(/not written/);
    const programs = JSON.parse(String(statements[0].params[0])) as unknown[][];
    expect(programs).toEqual([
      [
        3,
        "Indian Institute of Technology Bombay",
        "IIT",
        "Maharashtra",
        "Data Science (4 Years, Bachelor of Technology)",
        "Data Science",
        "B.Tech",
        4,
      ],
    ]);
    // The new programme is the college's course too, named as the build names it.
    const courses = statements.find((s) => s.sql.includes("INTO college_courses"))!;
    expect(JSON.parse(String(courses.params[0]))).toEqual([[3, "B.Tech Data Science", "B.Tech", 4, "JEE Advanced"]]);
    const cutoffs = statements.find((s) => s.sql.includes("INTO josaa_cutoffs"))!;
    expect(cutoffs.params.slice(0, 2)).toEqual([2025, 1]);
    expect((JSON.parse(String(cutoffs.params[2])) as unknown[]).length).toBe(2);
  });

  it("needs the year and round; refuses a header it does not know", async () => {
    await expect(planImport(reader(held), input(table, "josaa.csv"))).rejects.toMatchObject({ field: "year" });
    await expect(planImport(reader(held), input("a,b\n1,2", "x.csv"))).rejects.toThrow(/header names neither/);
    await expect(planImport(reader(held), { ...input(table, "orcr-2025-round1.csv"), kind: "nirf" })).rejects.toThrow(
      /is a JoSAA opening and closing ranks, not a NIRF ranking table/,
    );
  });
});

describe("college CSV", () => {
  it("adds a new slug, reports a changed one with before → after, leaves an equal one", async () => {
    const csv = [
      "slug,name,country,city,ownership",
      "new-college,New College,india,Pune,private",
      "old-college,Old College Renamed,india,Pune,private",
      "Bad Slug,Bad,india,Pune,private",
      "owner-college,Owner College,india,Pune,",
    ].join("\n");
    const held = (slug: string, name: string, ownership: string) => ({
      slug,
      row_hash: "x",
      name,
      city: "Pune",
      state: "",
      ownership,
    });
    const { report, statements } = await planImport(
      reader({
        colleges: [held("old-college", "Old College", "private"), held("owner-college", "Owner College", "autonomous")],
      }),
      input(csv, "colleges.csv"),
    );
    expect(report.added.map((e) => e.text)).toEqual(["new-college (New College, Pune)"]);
    expect(report.changed[0].changes).toEqual(["name: Old College → Old College Renamed"]);
    // An empty ownership is unknown: stored '' (shown "Not published yet"), and the plan says so.
    expect(report.changed[1].changes).toEqual(["ownership: autonomous → unknown"]);
    const upsert = statements.find((s) => s.sql.startsWith("INSERT INTO colleges") && s.params[0] === "owner-college")!;
    expect(upsert.params).toContain("");
    expect(upsert.params).not.toContain("autonomous");
    expect(report.malformed).toHaveLength(1);
    expect(report.malformed[0].line).toBe(4);
  });
});

describe("college CSV: empty cells", () => {
  const csv = ["slug,name,country,city,ownership,website", "held-college,Held College,india,Pune,private,"].join("\n");
  const held = {
    slug: "held-college",
    row_hash: "x",
    name: "Held College",
    city: "Pune",
    state: "",
    ownership: "private",
    website: "https://held.example.in/",
    courses: 2,
  };
  it("an empty cell never erases a held figure: the row is malformed, naming the cells", async () => {
    const { report, statements } = await planImport(reader({ colleges: [held] }), input(csv, "colleges.csv"));
    expect(report.changed).toEqual([]);
    expect(report.malformed).toEqual([
      {
        line: 2,
        text: 'held-college: empty website, courses would erase the held figure (fill the cell, or tick "Empty cells clear held figures")',
      },
    ]);
    expect(statements.some((s) => s.sql.startsWith("INSERT INTO colleges"))).toBe(false);
  });
  it("the operator's choice to clear empty cells applies the row", async () => {
    const { report } = await planImport(reader({ colleges: [held] }), { ...input(csv, "colleges.csv"), clear: true });
    expect(report.malformed).toEqual([]);
    expect(report.changed.map((e) => e.text)).toEqual(["held-college (Held College, Pune)"]);
  });
});

describe("hostile and partial rows", () => {
  const header = "Institute ID,Name,City,State,Score,Rank";
  it("a NIRF row with a script for a score or a formula for a name is malformed: nothing to write", async () => {
    const table = [
      header,
      "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,<script>alert(1)</script>,1",
      'IR-E-U-0456,"=HYPERLINK(""http://evil"")",Chennai,Tamil Nadu,89.46,1',
    ].join("\n");
    const { report, statements } = await planImport(reader(HELD), input(table, "engineering-2025.csv"));
    expect(report.changed).toEqual([]);
    expect(report.malformed.map((m) => m.line)).toEqual([2, 3]);
    expect(report.malformed[0].text).toBe('column Score: "<script>alert(1)</script>" is not a score from 0 to 100');
    expect(report.malformed[1].text).toMatch(/^column Name: .*starts with = \+ - or @/);
    expect(statements).toEqual([]);
    expect(reportLines(report).join("\n")).toContain("Malformed (not imported) (2):");
  });

  it("an empty figure keeps the held one unless the operator chose to clear it", async () => {
    const table = [header, "IR-E-U-0456,Indian Institute of Technology Madras,,,,1"].join("\n");
    const kept = await planImport(reader(HELD), input(table, "engineering-2025.csv"));
    expect(kept.report.unchanged).toBe(1);
    expect(kept.statements).toEqual([]);
    const cleared = await planImport(reader(HELD), { ...input(table, "engineering-2025.csv"), clear: true });
    expect(cleared.report.changed[0].changes).toEqual([
      "score: 89.46 → —",
      "city: Chennai → —",
      "state: Tamil Nadu → —",
    ]);
  });

  it("a JoSAA row with an empty opening rank keeps the held one", async () => {
    const program = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
    const held = reader({
      ...HELD,
      cutoffs: [
        {
          year: 2025,
          round: 1,
          institute: "Indian Institute of Technology Bombay",
          program,
          quota: "AI",
          seat_type: "OPEN",
          gender: "Gender-Neutral",
          opening_rank: 1,
          closing_rank: 66,
          opening_prep: 0,
          closing_prep: 0,
        },
      ],
    });
    const table = [
      "Institute,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank",
      `Indian Institute of Technology Bombay,"${program}",AI,OPEN,Gender-Neutral,,66`,
    ].join("\n");
    const kept = await planImport(held, input(table, "orcr-2025-round1.csv"));
    expect(kept.report.unchanged).toBe(1);
    const cleared = await planImport(held, { ...input(table, "orcr-2025-round1.csv"), clear: true });
    expect(cleared.report.changed[0].changes).toEqual(["opening rank: 1 → —"]);
  });

  it("a file that is not CSV, or has the wrong columns, is refused with the reason", async () => {
    const refused = (text: string, kind?: "nirf" | "josaa" | "colleges") =>
      planImport(reader(HELD), { ...input(text, "engineering-2025.csv"), kind }).then(
        () => "",
        (e: Error) => (e instanceof ImportFileError ? e.message : `crash: ${e.message}`),
      );
    expect(await refused('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "nirf")).toBe(
      "This is markup (HTML, XML or SVG), not CSV: upload the table as a CSV file.",
    );
    expect(await refused('Institute ID,Name,Rank\nIR-E-U-0456,"IIT Madras,1\n', "nirf")).toBe(
      "The file is not valid CSV: line 2, a quoted field is never closed.",
    );
    expect(await refused('a"b,c\n1,2', "nirf")).toBe(
      "The file is not valid CSV: line 1, a quote inside a field that does not start with one.",
    );
    expect(await refused("Institute ID,Title,Score\nIR-E-U-0456,x,1", "nirf")).toBe(
      "Not a NIRF table: missing column(s): Name, Rank.",
    );
    expect(await refused("Institute,Quota,Closing Rank\nx,AI,1", "josaa")).toContain(
      "Not a JoSAA table: missing column(s): Academic Program Name, Seat Type, Gender, Opening Rank.",
    );
  });
});
