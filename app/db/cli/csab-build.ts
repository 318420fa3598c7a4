/**
 * The CSAB part of the shipped directory's build (official-build.ts calls it): the Central Seat Allocation Board's
 * special-round opening and closing ranks in data/csab become csab_cutoffs rows (migration 0038), each joined to the
 * JoSAA programme of the same institute and name (and so to its college). CSAB is a counselling of its own after
 * JoSAA, with its own quotas, so its rows stay apart from JoSAA's rounds. Rows whose programme or institute JoSAA
 * does not list are kept and listed in data/build-report.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { sqlLiteral } from "../../lib/colleges/import";

/** The date the copy in data/csab was taken (data/SOURCES.md). */
export const CSAB_TAKEN = "2026-11-29";
export const CSAB_PUBLISHER = "Central Seat Allocation Board (CSAB)";
export const CSAB_URL = "https://admissions.nic.in/csabspl/";

export interface CsabRow {
  instituteType: string;
  institute: string;
  program: string;
  year: number;
  round: string;
  quota: string;
  seatType: string;
  gender: string;
  opening: number | null;
  closing: number | null;
}

/** data/csab/csab-2025-special-final.csv → year 2025, CSAB's last special round (round 3). */
export function csabFileMeta(file: string): { year: number; round: string } | null {
  const m = /^csab-(\d{4})-special-final\.csv$/.exec(file);
  return m ? { year: Number(m[1]), round: "Special round 3 (the last)" } : null;
}

const rankOf = (s: string | undefined) => {
  const t = (s ?? "").trim();
  return /^\d+$/.test(t) ? Number(t) : null;
};

/** One CSAB table as published (columns: Institute Type, Institute, Academic Program Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank). */
export function parseCsabTable(
  text: string,
  meta: { year: number; round: string },
): { rows: CsabRow[]; problems: Array<{ line: number; reason: string }> } {
  const raw = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const rows: CsabRow[] = [];
  const problems: Array<{ line: number; reason: string }> = [];
  raw.forEach((r, i) => {
    const row: CsabRow = {
      instituteType: (r["Institute Type"] ?? "").trim(),
      institute: (r.Institute ?? "").replace(/\s+/g, " ").trim(),
      program: (r["Academic Program Name"] ?? "").trim(),
      ...meta,
      quota: (r.Quota ?? "").trim(),
      seatType: (r["Seat Type"] ?? "").trim(),
      gender: (r.Gender ?? "").trim(),
      opening: rankOf(r["Opening Rank"]),
      closing: rankOf(r["Closing Rank"]),
    };
    if (!row.institute || !row.program || !row.quota || !row.seatType || !row.gender || row.closing === null)
      problems.push({ line: i + 2, reason: "missing institute, programme, quota, seat type, gender or closing rank" });
    else rows.push(row);
  });
  return { rows, problems };
}

export function readCsab(dataDir: string, problems: string[]): CsabRow[] {
  const dir = join(dataDir, "csab");
  if (!existsSync(dir)) return [];
  const rows: CsabRow[] = [];
  for (const file of readdirSync(dir).sort()) {
    const meta = csabFileMeta(file);
    if (!meta) continue;
    const parsed = parseCsabTable(readFileSync(join(dir, file), "utf8"), meta);
    for (const p of parsed.problems) problems.push(`data/csab/${file} line ${p.line}: ${p.reason}`);
    rows.push(...parsed.rows);
  }
  return rows;
}

/**
 * The seed's statements and the report's section. `match` gives the JoSAA institute's college (a SQL expression or
 * NULL) and the programme's id for a CSAB institute and programme name (JoSAA's spacing ignored).
 */
export function buildCsab(
  dataDir: string,
  match: (institute: string, program: string) => { college: string | null; programId: number | null },
  problems: string[],
) {
  const rows = readCsab(dataDir, problems);
  const values: string[] = [];
  const noInstitute = new Map<string, number>();
  const noProgram: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    const k = [r.institute, r.program, r.year, r.round, r.quota, r.seatType, r.gender].join("|");
    if (seen.has(k)) {
      problems.push(`CSAB ${r.year}: a second row for ${k} (first kept)`);
      continue;
    }
    seen.add(k);
    const m = match(r.institute, r.program);
    if (!m.college) noInstitute.set(r.institute, (noInstitute.get(r.institute) ?? 0) + 1);
    else if (m.programId === null)
      noProgram.push(`${r.institute} / ${r.program} / ${r.quota} / ${r.seatType} / ${r.gender}`);
    const source = `${CSAB_PUBLISHER}, ${r.year} ${r.round.toLowerCase()}; copy taken ${CSAB_TAKEN}`;
    values.push(
      `(${m.college ?? "NULL"}, ${m.programId ?? "NULL"}, ${[r.institute, r.instituteType, r.program, r.year, r.round, r.quota, r.seatType, r.gender, r.opening, r.closing, source].map(sqlLiteral).join(", ")})`,
    );
  }
  const sql = [
    "DELETE FROM csab_cutoffs;",
    ...(rows.length
      ? [
          `INSERT INTO data_sources (id, publisher, title, url, taken) VALUES (${["csab", CSAB_PUBLISHER, "CSAB special rounds: opening and closing ranks", CSAB_URL, CSAB_TAKEN].map(sqlLiteral).join(", ")});`,
        ]
      : []),
  ];
  for (let i = 0; i < values.length; i += 100)
    sql.push(
      `INSERT INTO csab_cutoffs (college_id, program_id, institute, institute_type, program, year, round, quota, seat_type, gender, opening_rank, closing_rank, source) VALUES ${values.slice(i, i + 100).join(", ")};`,
    );
  const report = [
    "## CSAB special rounds",
    "",
    `- Rows: ${values.length} (${[...new Set(rows.map((r) => `${r.year} ${r.round.toLowerCase()}`))].join(", ") || "none held"}; copy taken ${CSAB_TAKEN}); joined to a JoSAA programme: ${values.length - noProgram.length - [...noInstitute.values()].reduce((a, b) => a + b, 0)}`,
    "",
    "### CSAB institutes JoSAA does not list (rows kept without a college)",
    "",
    ...(noInstitute.size ? [...noInstitute].map(([n, c]) => `- ${n} (${c} rows)`) : ["None."]),
    "",
    "### CSAB programmes JoSAA does not list (rows kept on the college, without a programme)",
    "",
    ...(noProgram.length ? noProgram.map((n) => `- ${n}`) : ["None."]),
    "",
  ];
  return { sql, report, count: values.length };
}

/** CSAB's institute and programme names → JoSAA's (the same names, spacing aside): the college and the programme id. */
export function csabMatch(
  josaaKey: Map<string, string>,
  institutions: Map<string, { josaaName: string; names: Set<string> }>,
  programId: Map<string, number>,
  collegeId: (key: string | undefined) => string,
) {
  const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
  const keyOf = new Map<string, string>();
  for (const [name, key] of josaaKey) keyOf.set(norm(name), key);
  const programs = new Map<string, number>();
  for (const [k, id] of programId) {
    const [inst, program] = k.split("|");
    programs.set(`${norm(inst)}|${norm(program)}`, id);
  }
  return (institute: string, program: string) => {
    const key = keyOf.get(norm(institute));
    const inst = key ? institutions.get(key) : undefined;
    if (!key || !inst) return { college: null, programId: null };
    return { college: collegeId(key), programId: programs.get(`${norm(inst.josaaName)}|${norm(program)}`) ?? null };
  };
}
