import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, parseCollegeCsv } from "./college-csv";
import { D1_MAX_PARAMS, rowStatements, seedStatements } from "./import";

const HEADER = "slug,name,country,state,city,ownership,streams,rating,courses,rankings";
const GOOD =
  'good-college,Good College,india,Maharashtra,Pune,private,Engineering,4.2,"B.Tech CSE;B.Tech;Engineering;UG;4;800000;INR;120;JEE Main/MHT CET",nirf:2025:Engineering:40';

function errorsFor(line: string, header = HEADER) {
  return parseCollegeCsv(`${header}\n${line}\n`).errors.map((e) => `${e.line}: ${e.reason}`);
}

describe("parseCollegeCsv", () => {
  it("accepts a good row with nested courses and rankings", () => {
    const { rows, errors } = parseCollegeCsv(`${HEADER}\n${GOOD}\n`);
    expect(errors).toEqual([]);
    expect(rows[0].line).toBe(2);
    expect(rows[0].row.courses[0]).toMatchObject({ degree: "B.Tech", fees: 800000, exams: ["JEE Main", "MHT CET"] });
    expect(rows[0].row.rankings).toEqual([{ agency: "nirf", year: 2025, category: "Engineering", rank: 40 }]);
  });

  it("refuses text cells a spreadsheet would run, or with control characters; a fee that is not a whole amount", () => {
    expect(errorsFor(GOOD.replace("Good College", '"=HYPERLINK(""http://evil"")"'))).toEqual([
      "2: name starts with = + - or @ (a spreadsheet would run it as a formula)",
    ]);
    expect(errorsFor(GOOD.replace(",Pune,", ",@Pune,"))).toEqual([
      "2: city starts with = + - or @ (a spreadsheet would run it as a formula)",
    ]);
    expect(errorsFor(GOOD.replace("Good College", "Good\u0007College"))).toEqual(["2: name has control characters"]);
    expect(errorsFor(GOOD.replace(";800000;", ";8 lakh;"))).toEqual([
      "2: courses entry 1: fees must be a whole number",
    ]);
  });

  it("reads an empty or unknown ownership as unknown and stores it as ''", () => {
    for (const cell of ["", "unknown", "Unknown"]) {
      const { rows, errors } = parseCollegeCsv(`${HEADER}\n${GOOD.replace(",private,", `,${cell},`)}\n`);
      expect(errors).toEqual([]);
      expect(rows[0].row.ownership).toBe("unknown");
      const [upsert] = rowStatements(rows[0].row);
      const columns = upsert.sql.slice(upsert.sql.indexOf("(") + 1, upsert.sql.indexOf(")")).split(", ");
      expect(upsert.params[columns.indexOf("ownership")]).toBe("");
    }
  });

  it("reports every error reason with its line number", () => {
    const cases: Array<[string, string]> = [
      [",No Slug,india,X,Pune,private,,,,", "slug is required"],
      ["Bad_Slug,Name,india,X,Pune,private,,,,", "slug must be lowercase letters, digits and single hyphens"],
      ["a,,india,X,Pune,private,,,,", "name is required"],
      ["a,Name,India!,X,Pune,private,,,,", "country must be a lowercase word"],
      ["a,Name,india,X,,private,,,,", "city is required"],
      ["a,Name,india,X,Pune,owned,,,,", "ownership must be one of public, private, deemed, autonomous"],
      ["a,Name,india,X,Pune,private,Cooking,,,", 'unknown stream "Cooking"'],
      ["a,Name,india,X,Pune,private,,7,,", "rating must be a number from 0 to 5"],
      ["a,Name,india,X,Pune,private,,,x;y,", 'courses entry 1 needs 9 fields separated by ";"'],
      ["a,Name,india,X,Pune,private,,,C;D;Cooking;UG;4;100;INR;1;,", 'courses entry 1: unknown stream "Cooking"'],
      ["a,Name,india,X,Pune,private,,,C;D;Law;XX;4;100;INR;1;,", "courses entry 1: level must be one of"],
      ["a,Name,india,X,Pune,private,,,C;D;Law;UG;40;100;INR;1;,", "courses entry 1: duration must be 0.5 to 10 years"],
      ["a,Name,india,X,Pune,private,,,C;D;Law;UG;4;lots;INR;1;,", "courses entry 1: fees must be a whole number"],
      ["a,Name,india,X,Pune,private,,,C;D;Law;UG;4;100;XYZ;1;,", 'courses entry 1: unknown currency "XYZ"'],
      ["a,Name,india,X,Pune,private,,,C;D;Law;UG;4;100;INR;many;,", "courses entry 1: seats must be a whole number"],
      ["a,Name,india,X,Pune,private,,,,nirf:2025", "rankings entry 1 must be agency:year:category:rank"],
      ["a,Name,india,X,Pune,private,,,,qq:2025:All:1", 'rankings entry 1: unknown agency "qq"'],
      [
        "a,Name,india,X,Pune,private,,,,nirf:1999:All:0",
        "rankings entry 1: year must be 20xx and rank a whole number from 1",
      ],
      ["a,Name,india,X,Pune,private,,,", "has 9 fields, the header has 10"],
    ];
    for (const [line, reason] of cases) {
      const errors = errorsFor(line);
      expect(errors, line).toHaveLength(1);
      expect(errors[0], line).toContain(`2: ${reason}`);
    }
  });

  it("checks the optional columns", () => {
    const header =
      "slug,name,country,city,ownership,established,website,image,featured,category,requirements,sample,ratings,rating_count";
    const row = (cells: string) => errorsFor(`a,Name,india,Pune,private,${cells}`, header)[0] ?? "";
    expect(row("1700,,,,,,,,")).toContain("established must be a whole number from 1800 to 2100");
    expect(row(",http://x.org,,,,,,,")).toContain("website must start with https://");
    expect(row(",,javascript:x,,,,,,")).toContain("image must be a site path");
    expect(row(",,,top,,,,,")).toContain("featured must be empty, universities or colleges");
    expect(row(",,,,best,,,,")).toContain("category must be ambitious, moderate or safe");
    expect(row(",,,,,toefl=100,,,")).toContain("requirements entry");
    expect(row(",,,,,,maybe,,")).toContain("sample must be yes or no");
    expect(row(",,,,,,,Faculty=9,")).toContain("ratings entry");
    expect(row(",,,,,,,,-3")).toContain("rating_count must be a whole number");
  });

  it("reports duplicate slugs, bad headers, empty files and broken CSV", () => {
    expect(parseCollegeCsv(`${HEADER}\n${GOOD}\n${GOOD}\n`).errors).toEqual([
      { line: 3, slug: "good-college", reason: "duplicate slug (first on line 2)" },
    ]);
    expect(parseCollegeCsv("slug,name,colour\n").errors[0].reason).toBe("unknown column(s): colour");
    expect(parseCollegeCsv("slug,name\n").errors[0].reason).toBe("missing column(s): country, city, ownership");
    expect(parseCollegeCsv("").errors[0].reason).toBe("the file is empty");
    expect(parseCollegeCsv(`${HEADER}\n"unterminated,x\n`).errors[0].reason).toMatch(/^not valid CSV/);
  });

  it("keeps good rows when others fail, with multi-line cells counted", () => {
    const text = `${HEADER}\n${GOOD}\n"bad\nslug",X,india,X,Pune,private,,,,\n${GOOD.replace("good-college", "other")}\n`;
    const { rows, errors } = parseCollegeCsv(text);
    expect(rows.map((r) => r.row.slug)).toEqual(["good-college", "other"]);
    expect(errors[0].line).toBe(4);
  });
});

describe("statements", () => {
  const { rows } = parseCollegeCsv(`${HEADER}\n${GOOD}\n`);
  it("stay within D1's bound-parameter limit", () => {
    for (const s of rowStatements(rows[0].row)) {
      expect(s.params.length).toBeLessThanOrEqual(D1_MAX_PARAMS);
      expect(s.sql.split("?").length - 1).toBe(s.params.length);
    }
  });
  it("upsert by slug only when the row changed", () => {
    const [upsert] = rowStatements(rows[0].row);
    expect(upsert.sql).toContain("ON CONFLICT (slug) DO UPDATE");
    expect(upsert.sql).toContain("WHERE colleges.row_hash <> ?");
    const again = parseCollegeCsv(`${HEADER}\n${GOOD}\n`).rows[0].row;
    expect(rowStatements(again)).toEqual(rowStatements(rows[0].row));
  });
  it("seed statements are one line each", () => {
    for (const s of seedStatements(rows.map((r) => r.row))) expect(s).not.toMatch(/\n/);
  });
  it("documents every column", () => {
    expect(CSV_COLUMNS).toContain("slug");
  });
});
