import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCollegeCsv } from "../../lib/colleges/college-csv";
import { nirfInstitution, parseJosaaTable } from "../../lib/official/tables";
import { build } from "./official-build";
import { DATA } from "./official-tables";

describe("the shipped directory (data/ → app/db/sample/)", () => {
  const out = build();
  const rows = parseCollegeCsv(out.csv).rows.map((r) => r.row);

  it("is what `npm run data:build` last wrote", () => {
    const root = join(import.meta.dirname, "..", "..", "..");
    expect(readFileSync(join(root, "app/db/sample/colleges.csv"), "utf8")).toBe(out.csv);
    expect(readFileSync(join(root, "data/build-report.md"), "utf8")).toBe(out.reportText);
  });

  it("puts every NIRF row and every JoSAA institute on exactly one college, nothing unread", () => {
    expect(out.counts.unmatched).toBe(0);
    // Each NIRF institution's ids name exactly one college (its summary lists them).
    const owners = new Map<string, string[]>();
    for (const r of rows) {
      for (const id of r.summary.match(/IR-[A-Z0-9-]+/g) ?? []) {
        const key = nirfInstitution(id)!;
        owners.set(key, [...(owners.get(key) ?? []), r.slug]);
      }
    }
    expect([...owners.values()].filter((slugs) => new Set(slugs).size > 1)).toEqual([]);
    // Every NIRF row carries its college (none left with college_id NULL).
    const nirfSql = out.seed.split("\n").filter((l) => l.startsWith("INSERT INTO nirf_ranks"));
    const withCollege = nirfSql.join("\n").match(/', \(SELECT id FROM colleges WHERE slug = /g) ?? [];
    expect(withCollege).toHaveLength(out.counts.nirf);
    expect(out.reportText).toMatch(/JoSAA institutes: 137 names/);
    // Renamed institutes are one college each; states are stored under their official names; the preparatory-course
    // rows that lost their "P" are listed.
    const slugsOf = (re: RegExp) => parseCollegeCsv(out.csv).rows.filter((r) => re.test(r.row.name));
    expect(slugsOf(/^Indian Institute of Information Technology.*Manipur$/i)).toHaveLength(1);
    expect(slugsOf(/^Indian Institute of Information Technology.*Tiruchirappalli$/)).toHaveLength(1);
    expect(slugsOf(/^National Institute of Technology Puducherry$/)[0].row.state).toBe("Puducherry");
    expect(out.seed).not.toMatch(/'Jammu & Kashmir'/);
    expect(out.reportText).toContain("- Pondicherry → Puducherry");
    expect(out.reportText).toMatch(/Preparatory-course rows recognised .*: 152/);
  });

  it("claims no figure without a source: no fee, seat, rating, review count or invented rank", () => {
    for (const r of rows) {
      expect(r.rating, r.slug).toBe(0);
      expect(r.rating_count ?? 0, r.slug).toBe(0);
      expect(r.ratings, r.slug).toEqual([]);
      expect(r.world_rank, r.slug).toBeNull();
      expect([r.acceptance, r.students, r.tuition, r.requirements], r.slug).toEqual(["", "", "", null]);
      // Seats only from the published lists: MBBS seats from the National Medical Commission (data/mcc), other
      // courses from AICTE's approved intake on colleges matched to its list.
      for (const c of r.courses) {
        expect(c.fees, `${r.slug} ${c.name}`).toBe(0);
        if (c.name === "MBBS" || JSON.stringify(r.approvals).includes("AICTE"))
          expect(c.seats === null || c.seats > 0, `${r.slug} ${c.name}`).toBe(true);
        else expect(c.seats, `${r.slug} ${c.name}`).toBeNull();
      }
      for (const k of r.rankings) expect(k.agency, r.slug).toBe("nirf");
    }
    const aiims = rows.find((r) => r.slug === "all-india-institute-of-medical-sciences-delhi")!;
    expect(aiims.courses.find((c) => c.name === "MBBS")).toMatchObject({ seats: 132, exams: ["NEET"] });
    // AICTE's intake, shifts added: PCCoE's Computer Engineering (UG) is 240 + 60 in the list.
    const pccoe = rows.find((r) => r.slug === "pimpri-chinchwad-college-of-engineering")!;
    expect(pccoe.courses.find((c) => c.name === "Computer Engineering (UG)")?.seats).toBe(300);
    // Every NIRF rank on a college is a row of the published tables.
    const nirf = new Set(out.seed.match(/\('[A-Za-z ]+', 20\d\d, 'IR-[A-Z0-9-]+'/g) ?? []);
    const iitb = rows.find((r) => r.slug === "indian-institute-of-technology-bombay")!;
    expect(iitb.rankings).toContainEqual({ agency: "nirf", year: 2025, category: "Overall", rank: 3 });
    expect(nirf.has("('Overall', 2025, 'IR-O-U-0306'")).toBe(true);
  });

  it("holds JoSAA 2025 for the IITs: round 5, every IIT, IIT Bombay CSE OPEN Gender-Neutral closing at 66", () => {
    const table = (file: string) => {
      const parsed = parseJosaaTable(readFileSync(join(DATA, "josaa", file), "utf8"));
      expect(parsed.problems, file).toEqual([]);
      return parsed.rows;
    };
    const iit2025 = table("orcr-2025-round5-iit.csv");
    expect(iit2025).toHaveLength(2993);
    expect(new Set(iit2025.map((r) => r.instituteType))).toEqual(new Set(["IIT"]));
    // No 2025 round-6 IIT row is held (that copy holds the NITs, IIITs and GFTIs only).
    expect(table("orcr-2025-round6.csv").filter((r) => r.instituteType === "IIT")).toEqual([]);
    const iits = (rows: typeof iit2025) =>
      new Set(rows.filter((r) => r.instituteType === "IIT").map((r) => r.institute.replace(/\s+/g, " ")));
    expect(iits(iit2025).size).toBe(23);
    expect(iits(iit2025)).toEqual(iits(table("orcr-2024-round5.csv")));
    const cse = iit2025.find(
      (r) =>
        r.institute === "Indian Institute of Technology Bombay" &&
        r.program === "Computer Science and Engineering (4 Years, Bachelor of Technology)" &&
        r.quota === "AI" &&
        r.seatType === "OPEN" &&
        r.gender === "Gender-Neutral",
    );
    expect(cse).toMatchObject({ opening: 1, closing: 66 });
    expect(out.reportText).toContain("2025 round 5: IIT, 2026-11-29");
    expect(out.reportText).toContain("2025 round 6: NIT,IIIT,GFTI, 2026-11-28");
  }, 60_000);

  it("holds NIRF 2023 Engineering, University and College with the published top ten, ranks and scores", () => {
    // Each seeded row: category, year, id, college, name, city, state, rank, band, score (data/nirf/*-2023.csv).
    const seeded = new Map(
      [
        ...out.seed.matchAll(
          /\('(\w+)', 2023, '(IR-[A-Z0-9-]+)', \(SELECT[^)]*\), '(?:[^']|'')*', '(?:[^']|'')*', '(?:[^']|'')*', (\d+), '', ([\d.]+)/g,
        ),
      ].map((m) => [`${m[1]} ${m[2]}`, `${m[3]} ${Number(m[4]).toFixed(2)}`]),
    );
    const top = (category: string, rows: Array<[string, string]>) =>
      rows.map(([id]) => `${id} ${seeded.get(`${category} ${id}`)}`);
    // As published on 2023-06-05 (IIT Madras 89.79 in Engineering; IISc 83.16 among universities; Miranda House 74.81;
    // Kirori Mal and Lady Shri Ram jointly 9th).
    const engineering: Array<[string, string]> = [
      ["IR-E-U-0456", "1 89.79"],
      ["IR-E-I-1074", "2 87.09"],
      ["IR-E-U-0306", "3 80.74"],
      ["IR-E-I-1075", "4 80.65"],
      ["IR-E-U-0560", "5 75.64"],
      ["IR-E-U-0573", "6 73.76"],
      ["IR-E-U-0053", "7 70.32"],
      ["IR-E-U-0013", "8 70.28"],
      ["IR-E-U-0467", "9 69.71"],
      ["IR-E-U-0575", "10 67.04"],
    ];
    const university: Array<[string, string]> = [
      ["IR-O-U-0220", "1 83.16"],
      ["IR-O-U-0109", "2 68.92"],
      ["IR-O-U-0108", "3 67.73"],
      ["IR-O-U-0575", "4 66.07"],
      ["IR-O-U-0500", "5 65.85"],
      ["IR-O-U-0234", "6 64.98"],
      ["IR-O-U-0436", "7 64.67"],
      ["IR-O-U-0490", "8 64.33"],
      ["IR-O-U-0496", "9 63.88"],
      ["IR-O-U-0042", "10 62.09"],
    ];
    const college: Array<[string, string]> = [
      ["IR-C-C-6355", "1 74.81"],
      ["IR-C-C-6377", "2 72.39"],
      ["IR-C-C-43921", "3 71.18"],
      ["IR-C-C-41046", "4 71.05"],
      ["IR-C-C-11881", "5 70.80"],
      ["IR-C-C-22462", "6 70.78"],
      ["IR-C-C-44006", "7 70.46"],
      ["IR-C-I-1317", "8 69.53"],
      ["IR-C-C-6385", "9 69.32"],
      ["IR-C-C-6415", "9 69.32"],
    ];
    for (const [category, rows] of [
      ["Engineering", engineering],
      ["University", university],
      ["College", college],
    ] as const)
      expect(top(category, rows), category).toEqual(rows.map(([id, v]) => `${id} ${v}`));
    expect([...seeded.keys()].filter((k) => k.startsWith("Engineering ")).length).toBe(100);
    expect([...seeded.keys()].filter((k) => k.startsWith("University ")).length).toBe(100);
    expect([...seeded.keys()].filter((k) => k.startsWith("College ")).length).toBe(100);
    // On the college pages: IIT Madras is Engineering 2023 rank 1, Miranda House College 2023 rank 1.
    const iitm = rows.find((r) => r.slug === "indian-institute-of-technology-madras")!;
    expect(iitm.rankings).toContainEqual({ agency: "nirf", year: 2023, category: "Engineering", rank: 1 });
    const miranda = rows.find((r) => r.slug === "miranda-house")!;
    expect(miranda.rankings).toContainEqual({ agency: "nirf", year: 2023, category: "College", rank: 1 });
  });
});
