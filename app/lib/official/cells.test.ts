import { describe, expect, it } from "vitest";
import { feeCell, josaaRankCell, nirfRankCell, readCell, scoreCell, textCell, yearCell, rankCell } from "./cells";
import { decodeUpload } from "./import-file";
import { IMPORT_MESSAGES } from "./import-form";
import { parseJosaaTable, parseNirfTable } from "./tables";

describe("typed cells", () => {
  it("reads figures and refuses what is not one, naming the column", () => {
    expect(readCell(scoreCell, "Score", " 89.46 ")).toEqual({ ok: true, value: 89.46 });
    expect(readCell(scoreCell, "Score", "")).toEqual({ ok: true, value: null });
    expect(readCell(scoreCell, "Score", "<script>alert(1)</script>")).toEqual({
      ok: false,
      reason: 'column Score: "<script>alert(1)</script>" is not a score from 0 to 100',
    });
    for (const bad of ["101", "-1", "1e2", "NaN", "12,5", "0x10", "Infinity"])
      expect(readCell(scoreCell, "Score", bad).ok).toBe(false);
    expect(readCell(rankCell, "Rank", "12.0")).toEqual({ ok: true, value: 12 });
    expect(readCell(rankCell, "Rank", "0").ok).toBe(false);
    expect(readCell(yearCell, "Year", "2015").ok).toBe(false);
    expect(readCell(yearCell, "Year", "2025")).toEqual({ ok: true, value: 2025 });
    expect(readCell(feeCell, "Fee", "250000")).toEqual({ ok: true, value: 250000 });
    expect(readCell(feeCell, "Fee", "2.5 lakh").ok).toBe(false);
    expect(readCell(nirfRankCell, "Rank", "101-150")).toEqual({ ok: true, value: { rank: null, band: "101-150" } });
    expect(readCell(nirfRankCell, "Rank", "150-101").ok).toBe(false);
    expect(readCell(josaaRankCell, "Closing Rank", "123P")).toEqual({ ok: true, value: { n: 123, prep: true } });
    expect(readCell(josaaRankCell, "Closing Rank", "12x").ok).toBe(false);
  });

  it("checks text cells: length, control characters, formula triggers", () => {
    const name = textCell(200, true);
    expect(readCell(name, "Name", "  IIT  Madras ")).toEqual({ ok: true, value: "IIT  Madras" });
    for (const formula of ['=HYPERLINK("http://evil")', "+1+1", "-2+3", "@SUM(A1)"])
      expect(readCell(name, "Name", formula)).toMatchObject({
        ok: false,
        reason: expect.stringContaining("starts with = + - or @") as string,
      });
    expect(readCell(name, "Name", "a\u0000b")).toMatchObject({ ok: false, reason: expect.stringContaining("control") });
    expect(readCell(name, "Name", "x".repeat(201))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("200"),
    });
    expect(readCell(name, "Name", "")).toMatchObject({ ok: false, reason: "column Name: is empty" });
  });
});

describe("tables: a bad cell makes its row malformed", () => {
  it("NIRF: score, name and parameters are checked; an empty figure is null (not in the file)", () => {
    const parsed = parseNirfTable(
      [
        "Institute ID,Name,City,State,Score,Rank,TLR",
        "IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,<script>alert(1)</script>,1,",
        'IR-E-U-0306,"=HYPERLINK(""http://evil"")",Mumbai,Maharashtra,84.25,2,',
        "IR-E-U-0111,Good College,Pune,Maharashtra,,3,abc",
        "IR-E-U-0112,Fine College,Pune,Maharashtra,,4,",
      ].join("\n"),
      { category: "Engineering", year: 2025 },
    );
    expect(parsed.problems).toEqual([
      { line: 2, reason: 'column Score: "<script>alert(1)</script>" is not a score from 0 to 100' },
      { line: 3, reason: expect.stringMatching(/^column Name: .* starts with = \+ - or @/) as string },
      { line: 4, reason: 'column TLR: "abc" is not a score from 0 to 100' },
    ]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]).toMatchObject({ nirfId: "IR-E-U-0112", score: null, tlr: null, rank: 4 });
  });

  it("JoSAA: ranks and names are checked", () => {
    const parsed = parseJosaaTable(
      [
        "Institute,Academic Program Name,Quota,Seat Type,Gender,Opening Rank,Closing Rank",
        "IIT X,CSE,AI,OPEN,Gender-Neutral,1,<b>9</b>",
        "@IIT Y,CSE,AI,OPEN,Gender-Neutral,1,9",
        "IIT Z,CSE,AI,OPEN,Gender-Neutral,,9",
      ].join("\n"),
    );
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3]);
    expect(parsed.problems[0].reason).toContain("column Closing Rank");
    expect(parsed.problems[1].reason).toContain("column Institute");
    expect(parsed.rows).toEqual([expect.objectContaining({ institute: "IIT Z", opening: null, closing: 9 })]);
  });
});

describe("decodeUpload: a file the import cannot read says why", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), IMPORT_MESSAGES.markup],
    ["HTML", text("\uFEFF  <!doctype html><p>x"), IMPORT_MESSAGES.markup],
    ["JSON", text('[{"rank":1}]'), IMPORT_MESSAGES.json],
    ["an xlsx workbook", bytes(0x50, 0x4b, 0x03, 0x04, 1, 2), IMPORT_MESSAGES.workbook],
    ["an xls workbook", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1), IMPORT_MESSAGES.workbook],
    ["a PDF", text("%PDF-1.7\n"), IMPORT_MESSAGES.pdf],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), IMPORT_MESSAGES.image],
    ["UTF-16", bytes(0xff, 0xfe, 0x41, 0x00), IMPORT_MESSAGES.utf16],
    ["binary", bytes(0x41, 0x00, 0x42), IMPORT_MESSAGES.binary],
    ["Latin-1 text", bytes(0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a), IMPORT_MESSAGES.notText],
    ["nothing", bytes(), IMPORT_MESSAGES.noFile],
  ])("%s", (_, file, message) => {
    expect(decodeUpload(file)).toEqual({ ok: false, message });
  });
  it("UTF-8 CSV (with or without a BOM) is read", () => {
    expect(decodeUpload(text("\uFEFFa,b\n1,2\n"))).toEqual({ ok: true, text: "a,b\n1,2\n" });
  });
});
