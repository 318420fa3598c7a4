import { describe, expect, it } from "vitest";
import { buildInstitutions, correctNirfNames, mergeNirf } from "./directory";
import {
  cleanText,
  josaaFileMeta,
  nirfCategory,
  nirfFileMeta,
  nirfInstitution,
  parseJosaaTable,
  parseNirfTable,
  splitProgram,
} from "./tables";

describe("NIRF tables", () => {
  it("reads the published shapes: parameter scores where given, a band where no rank", () => {
    const withParams = parseNirfTable(
      "ID,Name,TLR,RPC,GO,OI,Perception,City,State,Score,Rank\nIR-O-U-0456,Indian Institute of Technology Madras,88.37,87.3,85.76,65.68,100,Chennai,Tamil Nadu,86.42,1\n",
      { category: "Overall", year: 2024 },
    );
    expect(withParams.problems).toEqual([]);
    expect(withParams.rows[0]).toMatchObject({
      nirfId: "IR-O-U-0456",
      rank: 1,
      score: 86.42,
      tlr: 88.37,
      perception: 100,
    });
    const banded = parseNirfTable(
      "Institute ID,Name,City,State,Score,Rank,Stream\nIR-L-U-0238,National Law School of India University,Bengaluru,Karnataka,,101-150,Law\nbad,x,y,z,1,1,Law\n",
      { year: 2024 },
    );
    expect(banded.rows[0]).toMatchObject({ category: "Law", rank: null, rankBand: "101-150", tlr: null });
    expect(banded.problems).toEqual([{ line: 3, reason: 'not a NIRF institute id: "BAD"' }]);
  });

  it("keeps one institution across categories and years by the id's institution part", () => {
    expect(nirfInstitution("IR-E-U-0456")).toBe("U-0456");
    expect(nirfInstitution("IR-O-U-0456")).toBe("U-0456");
    expect(nirfInstitution("IR-N-C-7254")).toBe("C-7254");
    expect(nirfInstitution("NIRF-ENGG-INF-77")).toBeNull();
    expect(nirfFileMeta("all-2024-state-public-universities.csv")).toEqual({
      category: "State Public University",
      year: 2024,
    });
    expect(nirfCategory("pharmacy")).toBe("Pharmacy");
  });

  it("merges two copies of a row and reports where they disagree; corrects a slipped name", () => {
    const row = (o: object) => ({
      category: "Overall",
      year: 2024,
      nirfId: "IR-O-U-0064",
      name: "Indian Institute of Technology Patna",
      city: "Patna",
      state: "Bihar",
      rank: 73,
      rankBand: "",
      score: 51.24,
      tlr: null,
      rpc: null,
      go: null,
      oi: null,
      perception: null,
      ...o,
    });
    const merged = mergeNirf([row({ tlr: 60.25 }), row({ rank: 74 })]);
    expect(merged.rows).toHaveLength(1);
    expect(merged.rows[0].tlr).toBe(60.25);
    expect(merged.disagreements).toHaveLength(1);
    const named = correctNirfNames([
      row({}),
      row({ year: 2023 }),
      row({ year: 2022, name: "Lovely Professional University" }),
      row({ nirfId: "IR-O-U-0379", name: "Lovely Professional University", city: "Phagwara" }),
    ]);
    expect(named.rows[2].name).toBe("Indian Institute of Technology Patna");
    expect(named.corrections).toHaveLength(1);
    // The owner's two spellings tie (2 and 2): the slipped row is still corrected, the owner's rows are not.
    const vnit = (year: number, name: string) => row({ nirfId: "IR-E-U-0334", year, name, city: "Nagpur" });
    const tied = correctNirfNames([
      vnit(2023, "Visvesvaraya National Institute of Technology, Nagpur"),
      vnit(2021, "Visvesvaraya National Institute of Technology, Nagpur"),
      vnit(2019, "Visvesvaraya National Institute of Technology"),
      vnit(2020, "Visvesvaraya National Institute of Technology"),
      row({ nirfId: "IR-O-U-0295", year: 2022, name: "Datta Meghe Institute of Higher Education and Research" }),
      row({ nirfId: "IR-O-U-0295", year: 2024, name: "Datta Meghe Institute of Higher Education and Research" }),
      row({ nirfId: "IR-O-U-0295", year: 2023, name: "Visvesvaraya National Institute of Technology" }),
    ]);
    expect(tied.rows[6].name).toBe("Datta Meghe Institute of Higher Education and Research");
    expect(tied.rows.slice(0, 4).map((r) => r.name.endsWith("Nagpur"))).toEqual([true, true, false, false]);
    expect(tied.corrections).toEqual([
      'Overall 2023 IR-O-U-0295: "Visvesvaraya National Institute of Technology" is U-0334\'s name; U-0295 is "Datta Meghe Institute of Higher Education and Research"',
    ]);
  });
});

describe("JoSAA tables", () => {
  it("reads both copies' headers, prep ranks and the programme's degree and duration", () => {
    const a = parseJosaaTable(
      'Institute,Institute Type,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank\nIndian Institute  of Technology Bombay,Indian Institute of Technology,"Computer Science and Engineering (4 Years, Bachelor of Technology)",AI,OPEN,Gender-Neutral,1,68\n',
    );
    expect(a.rows[0]).toMatchObject({
      institute: "Indian Institute of Technology Bombay",
      instituteType: "IIT",
      closing: 68,
    });
    const b = parseJosaaTable(
      'Institute,State,Institute_type,Branch,Quota,Seat,Gender,Open,Close\nIIT Bombay,Maharashtra,iit,"B.Tech in Microelectronics &amp; VLSI (4 Years, Bachelor of Technology)",AI,SC (PwD),Female,30P,31\n',
    );
    expect(b.rows[0]).toMatchObject({
      opening: 30,
      openingPrep: true,
      closingPrep: false,
      gender: "Female-only (including Supernumerary)",
      program: "B.Tech in Microelectronics & VLSI (4 Years, Bachelor of Technology)",
    });
    expect(splitProgram("Electrical Engineering (5 Years, Bachelor and Master of Technology (Dual Degree))")).toEqual({
      branch: "Electrical Engineering",
      degree: "Dual Degree B.Tech + M.Tech",
      years: 5,
    });
    expect(josaaFileMeta("data/josaa/orcr-2024-round5.csv")).toEqual({ year: 2024, round: 5 });
    expect(cleanText("  A &amp;  B ")).toBe("A & B");
  });
});

describe("institutions", () => {
  const nirfRow = (id: string, name: string) => ({
    category: "Engineering",
    year: 2024,
    nirfId: id,
    name,
    city: "Mumbai",
    state: "Maharashtra",
    rank: 3,
    rankBand: "",
    score: 80,
    tlr: null,
    rpc: null,
    go: null,
    oi: null,
    perception: null,
  });
  const josaaRow = (institute: string) => ({
    institute,
    instituteType: "IIT" as const,
    program: "Civil Engineering (4 Years, Bachelor of Technology)",
    quota: "AI",
    seatType: "OPEN",
    gender: "Gender-Neutral",
    opening: 1,
    closing: 2,
    openingPrep: false,
    closingPrep: false,
  });

  it("joins a JoSAA institute to one NIRF institution by exact name or the reviewed mapping, else its own college", () => {
    const { institutions, josaaKey, report } = buildInstitutions(
      [
        nirfRow("IR-E-U-0306", "Indian Institute of Technology Bombay"),
        nirfRow("IR-O-U-0306", "Indian Institute of Technology Bombay"),
        nirfRow("IR-E-U-0205", "Indian Institute of Technology (Indian School of Mines)"),
      ],
      [
        {
          year: 2024,
          round: 5,
          rows: [
            josaaRow("Indian Institute of Technology Bombay"),
            josaaRow("Indian Institute of Technology (ISM) Dhanbad"),
            josaaRow("Indian Institute of Technology Goa"),
          ],
        },
      ],
      [{ source: "josaa", name: "Indian Institute of Technology (ISM) Dhanbad", key: "U-0205" }],
    );
    expect(josaaKey.get("Indian Institute of Technology Bombay")).toBe("U-0306");
    expect(josaaKey.get("Indian Institute of Technology (ISM) Dhanbad")).toBe("U-0205");
    expect(josaaKey.get("Indian Institute of Technology Goa")).toBe("josaa:indian-institute-of-technology-goa");
    expect(institutions.size).toBe(3);
    expect(institutions.get("U-0306")!.nirfIds).toEqual(new Set(["IR-E-U-0306", "IR-O-U-0306"]));
    expect(report.josaaOwnCollege).toEqual(["Indian Institute of Technology Goa"]);
    expect(report.mappingUnused).toEqual([]);
  });
});
