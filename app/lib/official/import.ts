/**
 * An operator's import of a published table: a NIRF ranking table (one category and year), a
 * JoSAA opening/closing-rank table (one year and round) or the college CSV. One path for
 * `npm run db:import` and the console's "Official data" page: parse → plan (what would be
 * added, changed with before → after, left unchanged, left unmatched, and the malformed rows
 * with their line numbers) → the statements that apply the plan. Reads go through the `Reader`
 * given (a local or remote D1, or the Worker's binding); nothing here writes.
 *
 * Matching follows the directory build: a NIRF row's college is the one its id's institution
 * part (IR-E-U-0456 → U-0456) already belongs to; a JoSAA institute's is the college whose
 * programmes carry its name, else the reviewed mapping (data/institute-names.csv) or a NIRF
 * name equal to it. Unmatched NIRF rows are written without a college (shown on /rankings as
 * published, linked to no college); unmatched JoSAA rows are not written. The report says so.
 */
import { parse } from "csv-parse/sync";
import {
  type CollegeRow,
  parseCollegeCsv,
  RECOMPUTE_STATEMENTS,
  rowHash,
  rowStatements,
  type Statement,
  storedOwnership,
} from "../colleges/import";
import { AGENCIES } from "../colleges/model";
import { isAbroadHeader, planAbroad } from "./abroad-import";
import type { NameMapping } from "./directory";
import { IMPORT_MESSAGES, KIND_LABELS, type ImportKind } from "./import-form";
import { recognisePrep, roundTypes } from "./josaa-rules";
import { matchMccInstitute, mccCollegeName, mccFileMeta, parseMccTable, type MccRow } from "./mcc";
import {
  josaaFileMeta,
  nameKey,
  nirfCategory,
  nirfFileMeta,
  nirfInstitution,
  parseJosaaTable,
  parseNirfTable,
  splitProgram,
  type JosaaRow,
  type NirfRow,
} from "./tables";

export { IMPORT_KINDS, KIND_LABELS, type ImportKind } from "./import-form";

/** Reads rows: `?1`, `?2` … bound to `params`. */
export type Reader = (sql: string, params?: Array<string | number | null>) => Promise<Array<Record<string, unknown>>>;

export interface ImportInput {
  text: string;
  /** The uploaded file's name: NIRF category and year, JoSAA year and round, when not given. */
  file: string;
  kind?: ImportKind;
  category?: string;
  year?: number;
  round?: number;
  /** The reviewed name mapping (data/institute-names.csv). */
  mapping: readonly NameMapping[];
  /** The reviewed MCC mapping (data/mcc/college-names.csv): MCC institute name → college slug. */
  mccNames?: ReadonlyMap<string, string>;
  /** The import's date, YYYY-MM-DD (data_sources.taken). */
  today: string;
  /**
   * The operator chose "empty cells clear held figures": an empty score, parameter, city, state or
   * opening rank then blanks the held one. Otherwise an empty cell keeps what is held.
   */
  clear?: boolean;
}

export interface PlanEntry {
  line: number;
  text: string;
  /** "closing rank: 1240 → 1198" */
  changes?: string[];
}

export interface ImportReport {
  kind: ImportKind;
  file: string;
  /** "NIRF 2025 Engineering", "JoSAA 2025 round 1", "College CSV" */
  title: string;
  read: number;
  added: PlanEntry[];
  changed: PlanEntry[];
  unchanged: number;
  unmatched: PlanEntry[];
  malformed: PlanEntry[];
  /** Rows held for the same table that this file does not list (left as they are). */
  notInFile: number;
  /** What happens to unmatched rows. */
  unmatchedNote: string;
  /** Where the imported figures show. */
  publicPath: string;
  counts: { added: number; changed: number; unmatched: number; malformed: number };
}

export interface ImportPlan {
  report: ImportReport;
  statements: Statement[];
  /** Changes when the file or the held rows change: the console's confirm step checks it. */
  digest: string;
}

/** A file-level refusal (the console answers 400 with it beside the field). */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly field: "file" | "category" | "year" | "round" = "file",
  ) {
    super(message);
  }
}

export const UNMATCHED_NOTES: Record<ImportKind, string> = {
  nirf: "Unmatched rows are written to the ranking table without a college: /rankings lists them as published, linked to no college page. Add a line to data/institute-names.csv to match them.",
  josaa:
    "Unmatched rows are not written: a cut-off needs its institute's college. Add a line to data/institute-names.csv (JoSAA name → NIRF institution) and import the file again.",
  colleges: "College rows match by slug: a new slug is added as a new college.",
  abroad: "Rows match a university abroad by its web domain; unmatched rows are not written.",
  mcc: "Unmatched rows are not written: a cut-off needs its institute's college. Add a line to data/mcc/college-names.csv (MCC institute → college slug) and import the file again, or run npm run data:build, which lists such an institute as a college of its own.",
};

/* ------------------------------------------------------------------ the file */

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * An uploaded file's text, or why it is not a CSV the import can read: a workbook, a PDF, an
 * image, other binary data, UTF-16 or another encoding than UTF-8, markup (HTML, XML, SVG) or
 * JSON. The console and `npm run db:import` both read a file through this.
 */
export function decodeUpload(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message });
  if (!bytes.byteLength) return refuse(IMPORT_MESSAGES.noFile);
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0))
    return refuse(IMPORT_MESSAGES.workbook);
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46)) return refuse(IMPORT_MESSAGES.pdf);
  if (
    startsWith(bytes, 0x89, 0x50, 0x4e, 0x47) ||
    startsWith(bytes, 0xff, 0xd8, 0xff) ||
    startsWith(bytes, 0x47, 0x49, 0x46, 0x38) ||
    (startsWith(bytes, 0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57)
  )
    return refuse(IMPORT_MESSAGES.image);
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) return refuse(IMPORT_MESSAGES.utf16);
  if (bytes.subarray(0, 8192).includes(0)) return refuse(IMPORT_MESSAGES.binary);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse(IMPORT_MESSAGES.notText);
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return refuse(IMPORT_MESSAGES.markup);
  if (/^[{[]/.test(start)) return refuse(IMPORT_MESSAGES.json);
  return { ok: true, text };
}

/** csv-parse's refusal of a file (an unclosed quote, a quote inside a bare field…) as the operator reads it. */
function csvProblem(error: unknown): ImportFileError | undefined {
  const e = error as { name?: string; code?: string; message?: string; lines?: number };
  if (e?.name !== "CsvError" && !(typeof e?.code === "string" && /^(CSV_|INVALID_)/.test(e.code))) return undefined;
  const line = e.lines ?? 1;
  const why: Record<string, string> = {
    INVALID_OPENING_QUOTE: "a quote inside a field that does not start with one",
    CSV_INVALID_OPENING_QUOTE: "a quote inside a field that does not start with one",
    CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
    CSV_INVALID_CLOSING_QUOTE: "a character follows a closing quote",
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a character follows a closing quote",
    CSV_MAX_RECORD_SIZE: "a field is too long",
  };
  return new ImportFileError(
    `The file is not valid CSV: line ${line}, ${why[e.code ?? ""] ?? (e.message ?? "unreadable").replace(/\.$/, "")}.`,
  );
}

/* ------------------------------------------------------------------ detection */

function headerOf(text: string): string[] {
  try {
    const records = parse(text, { bom: true, relax_column_count: true, to_line: 1 }) as string[][];
    return (records[0] ?? []).map((h) => h.trim().toLowerCase());
  } catch {
    return [];
  }
}

/** The kind a file's header names, or null. */
export function detectKind(text: string): ImportKind | null {
  const header = headerOf(text);
  const keys = header.map((h) => nameKey(h));
  if (header.includes("slug") && header.includes("ownership")) return "colleges";
  if (isAbroadHeader(header)) return "abroad";
  if (keys.includes("quota") && keys.some((k) => ["closing rank", "close", "crank"].includes(k))) return "josaa";
  if (header.some((h) => /^(institute[ _]?)?id$/.test(h)) && header.includes("rank")) return "nirf";
  if (header.includes("collegename") && header.includes("bestair") && header.includes("lastobservedair")) return "mcc";
  return null;
}

/* ------------------------------------------------------------------ helpers */

const fmt = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));
const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (a === "" && b === null) || (a === null && b === "");

/** FNV-1a, in hex: equal texts, equal digests. */
export function digestOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(16).padStart(8, "0")}${text.length.toString(16)}`;
}

/** Rows as JSON arrays, a bounded number per statement (one bound parameter each). */
function jsonChunks(rows: unknown[][], size = 200): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(JSON.stringify(rows.slice(i, i + size)));
  return out;
}

const j = (i: number) => `json_extract(j.value, '$[${i}]')`;
const BUMP_VERSION = "UPDATE content_meta SET version = version + 1 WHERE id = 1";

function sourceStatement(id: string, publisher: string, title: string, url: string, input: ImportInput, year: number) {
  return {
    sql: "INSERT OR REPLACE INTO data_sources (id, publisher, title, url, taken, year, file) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    params: [id, publisher, title, url, input.today, year, input.file],
  } satisfies Statement;
}

/** Names and ids already held: which college an institution or a JoSAA name belongs to. */
async function loadIndex(read: Reader, mapping: readonly NameMapping[]) {
  const [nirf, programs] = await Promise.all([
    read("SELECT nirf_id, name, college_id FROM nirf_ranks WHERE college_id IS NOT NULL"),
    read("SELECT id, institute, program, college_id, institute_type, state FROM josaa_programs"),
  ]);
  const keyCollege = new Map<string, number>();
  const nirfNames = new Map<string, Set<number>>();
  for (const r of nirf) {
    const key = nirfInstitution(String(r.nirf_id));
    const id = Number(r.college_id);
    if (key) keyCollege.set(key, id);
    const k = nameKey(String(r.name));
    nirfNames.set(k, (nirfNames.get(k) ?? new Set()).add(id));
  }
  const josaaNames = new Map<string, number>();
  const canonical = new Map<number, { institute: string; type: string; state: string }>();
  const programId = new Map<string, number>();
  for (const p of programs) {
    programId.set(`${String(p.institute)}|${String(p.program)}`, Number(p.id));
    if (p.college_id === null) continue;
    const id = Number(p.college_id);
    josaaNames.set(nameKey(String(p.institute)), id);
    if (!canonical.has(id))
      canonical.set(id, { institute: String(p.institute), type: String(p.institute_type), state: String(p.state) });
  }
  const mapped = new Map(mapping.map((m) => [nameKey(m.name), m.key]));
  const namesOfKey = new Map<string, string[]>();
  for (const m of mapping) namesOfKey.set(m.key, [...(namesOfKey.get(m.key) ?? []), nameKey(m.name)]);
  const unique = (s: Set<number> | undefined) => (s?.size === 1 ? [...s][0] : undefined);
  return {
    programId,
    canonical,
    /** A NIRF row's college: its institution's, else a JoSAA name the mapping or the name gives. */
    nirfCollege(nirfId: string, name: string): number | undefined {
      const key = nirfInstitution(nirfId)!;
      const direct = keyCollege.get(key);
      if (direct !== undefined) return direct;
      for (const n of [nameKey(name), ...(namesOfKey.get(key) ?? [])]) {
        const viaJosaa = josaaNames.get(n);
        if (viaJosaa !== undefined) return viaJosaa;
      }
      return undefined;
    },
    /** A JoSAA institute's college: its programmes' name, the reviewed mapping, or one NIRF name. */
    josaaCollege(institute: string): number | undefined {
      const k = nameKey(institute);
      const own = josaaNames.get(k);
      if (own !== undefined) return own;
      const key = mapped.get(k);
      if (key && keyCollege.has(key)) return keyCollege.get(key);
      return unique(nirfNames.get(k));
    },
  };
}

/* ------------------------------------------------------------------ NIRF */

const NIRF_FIGURES = [
  ["rank", "rank"],
  ["rankBand", "rank band"],
  ["score", "score"],
  ["tlr", "TLR"],
  ["rpc", "RPC"],
  ["go", "GO"],
  ["oi", "OI"],
  ["perception", "Perception"],
  ["name", "name"],
  ["city", "city"],
  ["state", "state"],
] as const;
const NIRF_COLUMNS: Record<(typeof NIRF_FIGURES)[number][0], string> = {
  rank: "rank",
  rankBand: "rank_band",
  score: "score",
  tlr: "tlr",
  rpc: "rpc",
  go: "go",
  oi: "oi",
  perception: "perception",
  name: "name",
  city: "city",
  state: "state",
};

/** Figures an empty cell leaves as they are held (unless the operator chose to clear them). */
const KEPT_WHEN_EMPTY = ["score", "tlr", "rpc", "go", "oi", "perception", "city", "state"] as const;

function keepHeldNirf(row: NirfRow, before: Record<string, unknown>): NirfRow {
  const out: NirfRow = { ...row };
  for (const f of KEPT_WHEN_EMPTY) {
    const held = before[NIRF_COLUMNS[f]];
    if ((row[f] === null || row[f] === "") && held !== null && held !== undefined && held !== "")
      (out as unknown as Record<string, unknown>)[f] = held;
  }
  return out;
}

const agencyCase = `CASE r.agency ${AGENCIES.map((a) => `WHEN '${a.id}' THEN '${a.label.replace(/'/g, "''")}'`).join(" ")} ELSE r.agency END`;

async function planNirf(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = nirfFileMeta(input.file);
  const category = input.category ? (nirfCategory(input.category) ?? undefined) : fromName.category;
  if (input.category && !category) throw new ImportFileError(`"${input.category}" is not a NIRF category.`, "category");
  const parsed = parseNirfTable(input.text, { category, year: input.year ?? fromName.year });
  if (!parsed.rows.length && parsed.problems.some((p) => p.line === 1))
    throw new ImportFileError(`Not a NIRF table: ${parsed.problems[0].reason}.`);
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  if (!parsed.rows.length && malformed.some((m) => /no category|no year/.test(m.text)))
    throw new ImportFileError(
      "Give the category and year (the file name overall-2025.csv carries them, or fill in the fields).",
      category ? "year" : "category",
    );
  const groups = [...new Set(parsed.rows.map((r) => `${r.category}|${r.year}`))];
  const held = new Map<string, Record<string, unknown>>();
  for (const g of groups) {
    const [c, y] = g.split("|");
    for (const r of await read(
      "SELECT nirf_id, college_id, name, city, state, rank, rank_band, score, tlr, rpc, go, oi, perception FROM nirf_ranks WHERE category = ?1 AND year = ?2",
      [c, Number(y)],
    ))
      held.set(`${g}|${String(r.nirf_id)}`, r);
  }
  const index = await loadIndex(read, input.mapping);
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatched: PlanEntry[] = [];
  let unchanged = 0;
  const write: Array<{ row: NirfRow; college: number | null }> = [];
  const colleges = new Set<number>();
  parsed.rows.forEach((given, i) => {
    const line = parsed.lines[i];
    const k = `${given.category}|${given.year}|${given.nirfId}`;
    const first = seen.get(k);
    if (first !== undefined) {
      malformed.push({ line, text: `a second row for ${given.nirfId} (first on line ${first})` });
      return;
    }
    seen.set(k, line);
    const before = held.get(k);
    const row = before && !input.clear ? keepHeldNirf(given, before) : given;
    const college =
      before?.college_id !== undefined && before.college_id !== null
        ? Number(before.college_id)
        : (index.nirfCollege(row.nirfId, row.name) ?? null);
    const rankText = row.rank ?? row.rankBand;
    const text = `${row.nirfId} ${row.name}: rank ${rankText}${row.score !== null ? `, score ${row.score}` : ""}`;
    if (college === null) unmatched.push({ line, text: `${row.nirfId} ${row.name} (${row.city || row.state || "—"})` });
    if (!before) {
      if (college !== null) added.push({ line, text });
    } else {
      const changes = NIRF_FIGURES.filter(([f]) => !same(before[NIRF_COLUMNS[f]], row[f])).map(
        ([f, label]) => `${label}: ${fmt(before[NIRF_COLUMNS[f]])} → ${fmt(row[f])}`,
      );
      if ((before.college_id === null || before.college_id === undefined) && college !== null)
        changes.push("college: none → matched");
      if (!changes.length) {
        unchanged++;
        return;
      }
      if (college !== null) changed.push({ line, text, changes });
    }
    write.push({ row, college });
    if (college !== null) colleges.add(college);
  });
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks(
    write.map(({ row: r, college }) => [
      r.category,
      r.year,
      r.nirfId,
      college,
      r.name,
      r.city,
      r.state,
      r.rank,
      r.rankBand,
      r.score,
      r.tlr,
      r.rpc,
      r.go,
      r.oi,
      r.perception,
      `${input.file} (NIRF ${r.year}, imported ${input.today})`,
    ]),
  )) {
    statements.push({
      sql: `INSERT INTO nirf_ranks (category, year, nirf_id, college_id, name, city, state, rank, rank_band, score, tlr, rpc, go, oi, perception, source)
        SELECT ${Array.from({ length: 16 }, (_, i) => j(i)).join(", ")} FROM json_each(?1) AS j WHERE true
        ON CONFLICT (category, year, nirf_id) DO UPDATE SET college_id = excluded.college_id, name = excluded.name, city = excluded.city,
          state = excluded.state, rank = excluded.rank, rank_band = excluded.rank_band, score = excluded.score, tlr = excluded.tlr,
          rpc = excluded.rpc, go = excluded.go, oi = excluded.oi, perception = excluded.perception, source = excluded.source`,
      params: [chunk],
    });
  }
  // The college pages' ranks (college_rankings, agency nirf), their agency facet and best rank.
  const ranked = write.filter((w) => w.college !== null);
  for (const chunk of jsonChunks(ranked.map((w) => [w.college, w.row.year, w.row.category, w.row.rank]))) {
    statements.push({
      sql: `DELETE FROM college_rankings WHERE (college_id, agency, year, category) IN
        (SELECT ${j(0)}, 'nirf', ${j(1)}, ${j(2)} FROM json_each(?1) AS j WHERE ${j(3)} IS NULL)`,
      params: [chunk],
    });
    statements.push({
      sql: `INSERT INTO college_rankings (college_id, agency, year, category, rank)
        SELECT ${j(0)}, 'nirf', ${j(1)}, ${j(2)}, ${j(3)} FROM json_each(?1) AS j WHERE ${j(3)} IS NOT NULL
        ON CONFLICT (college_id, agency, year, category) DO UPDATE SET rank = excluded.rank`,
      params: [chunk],
    });
  }
  if (colleges.size) {
    const ids = JSON.stringify([...colleges]);
    statements.push({
      sql: "INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT 'agency', 'nirf', value FROM json_each(?1)",
      params: [ids],
    });
    statements.push({
      sql: `UPDATE colleges SET rank_best = b.rank, rank_label = b.label FROM (
          SELECT college_id, rank, label FROM (
            SELECT r.college_id, r.rank, ${agencyCase} || ' ' || r.year || ' ' || r.category AS label,
              row_number() OVER (PARTITION BY r.college_id ORDER BY r.year DESC, r.rank, r.category) AS n
            FROM college_rankings r WHERE r.college_id IN (SELECT value FROM json_each(?1))) WHERE n = 1) AS b
        WHERE b.college_id = colleges.id AND (colleges.rank_best <> b.rank OR colleges.rank_label <> b.label)`,
      params: [ids],
    });
  }
  if (write.length) {
    statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })));
    for (const g of groups) {
      const [c, y] = g.split("|");
      statements.push(
        sourceStatement(
          `nirf-${y}-${nameKey(c).replace(/ /g, "-")}`,
          "Ministry of Education, National Institutional Ranking Framework",
          `India Rankings ${y}: ${c}`,
          "https://www.nirfindia.org/",
          input,
          Number(y),
        ),
      );
    }
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const [c, y] = (groups[0] ?? `${category ?? ""}|${input.year ?? fromName.year ?? ""}`).split("|");
  const report: ImportReport = {
    kind: "nirf",
    file: input.file,
    title: groups.length > 1 ? `NIRF (${groups.map((g) => g.replace("|", " ")).join(", ")})` : `NIRF ${y} ${c}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.nirf,
    publicPath: `/rankings?category=${encodeURIComponent(c)}&year=${y}`,
    counts: { added: added.length, changed: changed.length, unmatched: unmatched.length, malformed: malformed.length },
  };
  return finish(report, statements);
}

/* ------------------------------------------------------------------ JoSAA */

const QUOTAS = ["AI", "HS", "OS", "GO", "JK", "LA"];
/** Branch names that already say their degree: the course is named by the branch alone (as the build does). */
const PLAIN_BRANCH = /^(b\.? ?tech|b\.? ?s\b|bs |m\.? ?tech|integrated|dual|b\.? ?arch|b\.? ?des|b\.? ?plan)/i;
const SEAT_TYPE = /^(OPEN|EWS|OBC-NCL|SC|ST)( \(PwD\))?$/;
const rankText = (n: unknown, prep: unknown) => (n === null || n === undefined ? "—" : `${n}${prep ? "P" : ""}`);

async function planJosaa(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = josaaFileMeta(input.file);
  const year = input.year ?? fromName.year;
  const round = input.round ?? fromName.round;
  const parsed = parseJosaaTable(input.text);
  if (!parsed.rows.length && parsed.problems.some((p) => p.line === 1))
    throw new ImportFileError(`Not a JoSAA table: ${parsed.problems[0].reason}.`);
  if (!year || year < 2016 || year > 2100)
    throw new ImportFileError(
      "Give the year (the file name orcr-2025-round1.csv carries it, or fill in the field).",
      "year",
    );
  if (!round || round < 1 || round > 10)
    throw new ImportFileError(
      "Give the round (the file name orcr-2025-round1.csv carries it, or fill in the field).",
      "round",
    );
  // The data build's rules: a closing rank below the opening rank is a preparatory-course rank that lost its "P";
  // the round records the institute types its table holds.
  const table = { year, round, rows: parsed.rows };
  recognisePrep([table]);
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  const [index, heldRows] = await Promise.all([
    loadIndex(read, input.mapping),
    read(
      `SELECT p.institute, p.program, c.quota, c.seat_type, c.gender, c.opening_rank, c.closing_rank, c.opening_prep, c.closing_prep
       FROM josaa_cutoffs c JOIN josaa_programs p ON p.id = c.program_id WHERE c.year = ?1 AND c.round = ?2`,
      [year, round],
    ),
  ]);
  const held = new Map(heldRows.map((r) => [`${r.institute}|${r.program}|${r.quota}|${r.seat_type}|${r.gender}`, r]));
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatchedBy = new Map<string, { line: number; rows: number }>();
  let unchanged = 0;
  const newPrograms = new Map<string, unknown[]>();
  const newCourses: unknown[][] = [];
  const write: unknown[][] = [];
  parsed.rows.forEach((given: JosaaRow, i) => {
    let row = given;
    const line = parsed.lines[i];
    if (!QUOTAS.includes(row.quota)) return malformed.push({ line, text: `unknown quota "${row.quota}"` });
    if (!SEAT_TYPE.test(row.seatType)) return malformed.push({ line, text: `unknown seat type "${row.seatType}"` });
    const college = index.josaaCollege(row.institute);
    if (college === undefined) {
      const u = unmatchedBy.get(row.institute) ?? { line, rows: 0 };
      u.rows++;
      unmatchedBy.set(row.institute, u);
      return;
    }
    const own = index.canonical.get(college);
    const institute = own?.institute ?? row.institute;
    const k = `${institute}|${row.program}|${row.quota}|${row.seatType}|${row.gender}`;
    const first = seen.get(k);
    if (first !== undefined)
      return malformed.push({ line, text: `a second row for the same programme and seat (first on line ${first})` });
    seen.set(k, line);
    const programKey = `${institute}|${row.program}`;
    if (!index.programId.has(programKey) && !newPrograms.has(programKey)) {
      const p = splitProgram(row.program);
      const type = row.instituteType ?? own?.type ?? "GFTI";
      const name = !p.degree || PLAIN_BRANCH.test(p.branch) ? p.branch : `${p.degree} ${p.branch}`;
      newCourses.push([
        college,
        name.replace(/[;|]/g, ",").replace(/:/g, " -").trim(),
        (p.degree || "B.Tech").replace(/[;|]/g, ",").replace(/:/g, " -").trim(),
        p.years ?? 4,
        type === "IIT" ? "JEE Advanced" : "JEE Main",
      ]);
      newPrograms.set(programKey, [
        college,
        institute,
        row.instituteType ?? own?.type ?? "GFTI",
        own?.state ?? "",
        row.program,
        p.branch,
        p.degree,
        p.years,
      ]);
    }
    const text = `${institute} — ${row.program}${newPrograms.has(programKey) ? " (new programme)" : ""} · ${row.quota} ${row.seatType} ${row.gender}: closing rank ${rankText(row.closing, row.closingPrep)}`;
    const before = held.get(k);
    if (before && !input.clear && row.opening === null && before.opening_rank != null) {
      // An empty opening rank keeps the held one (closing ranks are required).
      row = { ...row, opening: Number(before.opening_rank), openingPrep: Boolean(Number(before.opening_prep)) };
    }
    const after = {
      opening_rank: row.opening,
      closing_rank: row.closing,
      opening_prep: row.openingPrep ? 1 : 0,
      closing_prep: row.closingPrep ? 1 : 0,
    };
    if (before) {
      const changes: string[] = [];
      if (!same(before.opening_rank, after.opening_rank) || Number(before.opening_prep) !== after.opening_prep)
        changes.push(
          `opening rank: ${rankText(before.opening_rank, Number(before.opening_prep))} → ${rankText(row.opening, row.openingPrep)}`,
        );
      if (!same(before.closing_rank, after.closing_rank) || Number(before.closing_prep) !== after.closing_prep)
        changes.push(
          `closing rank: ${rankText(before.closing_rank, Number(before.closing_prep))} → ${rankText(row.closing, row.closingPrep)}`,
        );
      if (!changes.length) {
        unchanged++;
        return;
      }
      changed.push({ line, text, changes });
    } else added.push({ line, text });
    write.push([
      institute,
      row.program,
      row.quota,
      row.seatType,
      row.gender,
      row.opening,
      row.closing,
      after.opening_prep,
      after.closing_prep,
    ]);
  });
  const unmatched = [...unmatchedBy].map(([name, u]) => ({
    line: u.line,
    text: `${name}: ${u.rows} row${u.rows === 1 ? "" : "s"}`,
  }));
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks([...newPrograms.values()] as unknown[][], 100)) {
    statements.push({
      sql: `INSERT OR IGNORE INTO josaa_programs (college_id, institute, institute_type, state, program, branch, degree, duration_years)
        SELECT ${Array.from({ length: 8 }, (_, i) => j(i)).join(", ")} FROM json_each(?1) AS j`,
      params: [chunk],
    });
  }
  // A JoSAA institute's courses are its JoSAA programmes (as the build lists them), with their facets.
  for (const chunk of jsonChunks(newCourses, 100)) {
    statements.push({
      sql: `INSERT INTO college_courses (college_id, name, degree, stream, level, duration_years, fees, currency, fees_inr, seats, exams)
        SELECT ${j(0)}, ${j(1)}, ${j(2)}, 'Engineering', 'UG', ${j(3)}, 0, 'INR', 0, NULL, ${j(4)} FROM json_each(?1) AS j
        WHERE NOT EXISTS (SELECT 1 FROM college_courses c WHERE c.college_id = ${j(0)} AND c.name = ${j(1)})`,
      params: [chunk],
    });
    statements.push({
      sql: `INSERT OR IGNORE INTO college_facets (kind, value, college_id)
        SELECT 'course', ${j(2)}, ${j(0)} FROM json_each(?1) AS j UNION ALL SELECT 'exam', ${j(4)}, ${j(0)} FROM json_each(?1) AS j
        UNION ALL SELECT 'stream', 'Engineering', ${j(0)} FROM json_each(?1) AS j`,
      params: [chunk],
    });
  }
  for (const chunk of jsonChunks(write)) {
    statements.push({
      sql: `INSERT INTO josaa_cutoffs (program_id, year, round, quota, seat_type, gender, opening_rank, closing_rank, opening_prep, closing_prep)
        SELECT p.id, ?1, ?2, ${[2, 3, 4, 5, 6, 7, 8].map(j).join(", ")}
        FROM json_each(?3) AS j JOIN josaa_programs p ON p.institute = ${j(0)} AND p.program = ${j(1)} WHERE true
        ON CONFLICT (program_id, year, round, quota, seat_type, gender) DO UPDATE SET opening_rank = excluded.opening_rank,
          closing_rank = excluded.closing_rank, opening_prep = excluded.opening_prep, closing_prep = excluded.closing_prep`,
      params: [year, round, chunk],
    });
  }
  if (newCourses.length) statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })));
  if (write.length) {
    statements.push({
      sql: "INSERT OR IGNORE INTO josaa_rounds (year, round, institute_types) VALUES (?1, ?2, ?3)",
      params: [year, round, roundTypes(table)],
    });
    statements.push(
      sourceStatement(
        `josaa-${year}-round${round}`,
        "Joint Seat Allocation Authority (JoSAA)",
        `Opening and closing ranks ${year}, round ${round}`,
        "https://josaa.nic.in/",
        input,
        year,
      ),
    );
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const report: ImportReport = {
    kind: "josaa",
    file: input.file,
    title: `JoSAA ${year} round ${round}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.josaa,
    publicPath: `/college-predictor`,
    counts: {
      added: added.length,
      changed: changed.length,
      unmatched: [...unmatchedBy.values()].reduce((n, u) => n + u.rows, 0),
      malformed: malformed.length,
    },
  };
  return finish(report, statements);
}

/* ------------------------------------------------------------------ MCC */

const MCC_CATEGORIES = ["OPEN", "EWS", "OBC", "SC", "ST"];

/**
 * An MCC NEET-UG All India Quota table (data/mcc's columns; one year, round and category, from the file name
 * neet-ug-2026-round1-aiq-obc.csv unless given). An institute's college is the one its rows already held point to,
 * else the reviewed mapping's slug, else a college of the same name in the same state (the data build's rules).
 */
async function planMcc(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const fromName = mccFileMeta(input.file.replace(/^.*[\\/]/, ""));
  const year = input.year ?? fromName?.year;
  const round = input.round ?? fromName?.round;
  const category = (input.category ?? fromName?.category ?? "").trim().toUpperCase();
  const hint = "the file name neet-ug-2026-round1-aiq-open.csv carries it, or fill in the field";
  if (!year || year < 2016 || year > 2100) throw new ImportFileError(`Give the year (${hint}).`, "year");
  if (!round || round < 1 || round > 10) throw new ImportFileError(`Give the round (${hint}).`, "round");
  if (!MCC_CATEGORIES.includes(category))
    throw new ImportFileError(`Give the category: ${MCC_CATEGORIES.join(", ")} (${hint}).`, "category");
  const parsed = parseMccTable(input.text, { year, round, category });
  const malformed: PlanEntry[] = parsed.problems.map((p) => ({ line: p.line, text: p.reason }));
  const [heldRows, known] = await Promise.all([
    read(
      "SELECT institute, quota, opening_rank, closing_rank, allotted, nmc_seats FROM mcc_cutoffs WHERE course = 'MBBS' AND year = ?1 AND round = ?2 AND category = ?3",
      [year, round, category],
    ),
    read("SELECT DISTINCT institute, college_id FROM mcc_cutoffs WHERE college_id IS NOT NULL"),
  ]);
  const held = new Map(heldRows.map((r) => [`${String(r.institute)}|${String(r.quota)}`, r]));
  const collegeOf = new Map(known.map((r) => [String(r.institute), Number(r.college_id)]));
  // Institutes not held yet: the reviewed slug, else the same name in the same state.
  const fresh = [...new Set(parsed.rows.map((r) => r.institute).filter((i) => !collegeOf.has(i)))];
  if (fresh.length) {
    const rowOf = new Map(parsed.rows.map((r) => [r.institute, r]));
    const states = [...new Set(fresh.map((i) => rowOf.get(i)!.state))];
    const pinned = [...new Set(fresh.map((i) => input.mccNames?.get(i)).filter((s): s is string => Boolean(s)))];
    const candidates = (
      await Promise.all([
        ...states.map((state) => read("SELECT id, slug, name, state FROM colleges WHERE state = ?1", [state])),
        ...(pinned.length
          ? [
              read(
                `SELECT id, slug, name, state FROM colleges WHERE slug IN (${pinned.map((_, i) => `?${i + 1}`).join(", ")})`,
                pinned,
              ),
            ]
          : []),
      ])
    ).flat();
    const idOfSlug = new Map(candidates.map((c) => [String(c.slug), Number(c.id)]));
    const listed = candidates.map((c) => ({ slug: String(c.slug), name: String(c.name), state: String(c.state) }));
    for (const institute of fresh) {
      const slug = matchMccInstitute(rowOf.get(institute)!, input.mccNames ?? new Map(), listed);
      const id = slug ? idOfSlug.get(slug) : undefined;
      if (id !== undefined) collegeOf.set(institute, id);
    }
  }
  const seen = new Map<string, number>();
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  const unmatchedBy = new Map<string, number>();
  let unchanged = 0;
  const write: unknown[][] = [];
  const source = `MCC NEET-UG ${year}, round ${round}, All India Quota MBBS allotments; copy taken ${input.today}`;
  parsed.rows.forEach((row: MccRow, i) => {
    const line = parsed.lines[i];
    const college = collegeOf.get(row.institute);
    if (college === undefined) {
      if (!unmatchedBy.has(row.institute)) unmatchedBy.set(row.institute, line);
      return;
    }
    const k = `${row.institute}|${row.quota}`;
    const first = seen.get(k);
    if (first !== undefined)
      return malformed.push({ line, text: `a second row for the same institute and quota (first on line ${first})` });
    seen.set(k, line);
    const text = `${mccCollegeName(row.institute, row.type)} · ${row.quota} ${category}: closing rank ${row.closing}`;
    const before = held.get(k);
    if (before) {
      const changes: string[] = [];
      const compare = (label: string, was: unknown, now: number | null) => {
        if (!same(was, now)) changes.push(`${label}: ${fmt(was)} → ${fmt(now)}`);
      };
      compare("opening rank", before.opening_rank, row.opening);
      compare("closing rank", before.closing_rank, row.closing);
      compare("seats allotted", before.allotted, row.allotted);
      compare("NMC seats", before.nmc_seats, row.seats);
      if (!changes.length) {
        unchanged++;
        return;
      }
      changed.push({ line, text, changes });
    } else added.push({ line, text });
    write.push([
      college,
      row.institute,
      row.state,
      row.type,
      row.quota,
      row.opening,
      row.closing,
      row.allotted,
      row.seats,
    ]);
  });
  const unmatched = [...unmatchedBy].map(([name, line]) => ({ line, text: name }));
  const notInFile = [...held.keys()].filter((k) => !seen.has(k)).length;
  const statements: Statement[] = [];
  for (const chunk of jsonChunks(write)) {
    statements.push({
      sql: `INSERT INTO mcc_cutoffs (college_id, institute, state, institute_type, course, year, round, quota, category, opening_rank, closing_rank, allotted, nmc_seats, source)
        SELECT ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)}, 'MBBS', ?1, ?2, ${j(4)}, ?3, ${[5, 6, 7, 8].map(j).join(", ")}, ?4
        FROM json_each(?5) AS j WHERE true
        ON CONFLICT (institute, course, year, round, quota, category) DO UPDATE SET college_id = excluded.college_id,
          opening_rank = excluded.opening_rank, closing_rank = excluded.closing_rank, allotted = excluded.allotted,
          nmc_seats = excluded.nmc_seats, source = excluded.source`,
      params: [year, round, category, source, chunk],
    });
  }
  if (write.length) {
    statements.push(
      sourceStatement(
        `mcc-${year}-round${round}-${category.toLowerCase()}`,
        "Medical Counselling Committee (MCC), Directorate General of Health Services",
        `NEET-UG All India Quota opening and closing ranks ${year}, round ${round}, ${category}`,
        "https://mcc.nic.in/",
        input,
        year,
      ),
    );
    statements.push({ sql: BUMP_VERSION, params: [] });
  }
  const report: ImportReport = {
    kind: "mcc",
    file: input.file,
    title: `MCC NEET-UG ${year} round ${round} MBBS ${category}`,
    read: parsed.rows.length + parsed.problems.length,
    added,
    changed,
    unchanged,
    unmatched,
    malformed: malformed.sort((a, b) => a.line - b.line),
    notInFile,
    unmatchedNote: UNMATCHED_NOTES.mcc,
    publicPath: "/college-predictor?exam=neet-ug",
    counts: {
      added: added.length,
      changed: changed.length,
      unmatched: unmatched.length,
      malformed: malformed.length,
    },
  };
  return finish(report, statements);
}

/* ------------------------------------------------------------------ colleges */

/** The college fields whose held value an empty cell would erase (the CSV column has the column's name). */
const KEPT_COLLEGE_FIELDS = [
  "short_name",
  "aliases",
  "state",
  "established",
  "summary",
  "website",
  "image",
  "world_rank",
  "acceptance",
  "students",
  "tuition",
] as const;

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** The fields held for a college that this row leaves empty (courses included). */
function erasedFields(before: Record<string, unknown>, row: CollegeRow): string[] {
  const fields: string[] = KEPT_COLLEGE_FIELDS.filter((f) => !isEmpty(before[f]) && isEmpty(row[f]));
  if (Number(before.courses) > 0 && row.courses.length === 0) fields.push("courses");
  return fields;
}

async function planColleges(read: Reader, input: ImportInput): Promise<ImportPlan> {
  const parsed = parseCollegeCsv(input.text);
  if (!parsed.rows.length && parsed.errors.length === 1 && parsed.errors[0].line === 1)
    throw new ImportFileError(`Not a college CSV: ${parsed.errors[0].reason}.`);
  const held = new Map<string, Record<string, unknown>>();
  const slugs = parsed.rows.map((r) => r.row.slug);
  for (let i = 0; i < slugs.length; i += 90) {
    const part = slugs.slice(i, i + 90);
    for (const r of await read(
      `SELECT slug, row_hash, name, city, state, ownership, ${KEPT_COLLEGE_FIELDS.join(", ")},
         (SELECT count(*) FROM college_courses cc WHERE cc.college_id = colleges.id) AS courses
       FROM colleges WHERE slug IN (${part.map((_, n) => `?${n + 1}`).join(", ")})`,
      part,
    ))
      held.set(String(r.slug), r);
  }
  const added: PlanEntry[] = [];
  const changed: PlanEntry[] = [];
  let unchanged = 0;
  const statements: Statement[] = [];
  const erasing: PlanEntry[] = [];
  for (const { line, row } of parsed.rows) {
    const before = held.get(row.slug);
    const text = `${row.slug} (${row.name}, ${row.city})`;
    // A college row replaces the record: an empty cell would erase a held figure, so it is refused unless the
    // operator chose "empty cells clear held figures".
    const erased = before && !input.clear ? erasedFields(before, row) : [];
    if (erased.length) {
      erasing.push({
        line,
        text: `${row.slug}: empty ${erased.join(", ")} would erase the held figure (fill the cell, or tick "Empty cells clear held figures")`,
      });
      continue;
    }
    if (before && before.row_hash === rowHash(row)) {
      unchanged++;
      continue;
    }
    if (!before) added.push({ line, text });
    else {
      const changes = (["name", "city", "state"] as const)
        .filter((f) => !same(before[f], row[f]))
        .map((f) => `${f}: ${fmt(before[f])} → ${fmt(row[f])}`);
      // Stored '' is an unknown ownership (the file says "unknown" or nothing).
      const ownership = storedOwnership(row.ownership);
      if (before.ownership !== ownership)
        changes.push(`ownership: ${before.ownership || "unknown"} → ${ownership || "unknown"}`);
      changed.push({ line, text, changes: changes.length ? changes : ["courses, rankings or other fields"] });
    }
    statements.push(...rowStatements(row));
  }
  if (statements.length)
    statements.push(...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] })), { sql: BUMP_VERSION, params: [] });
  const malformed = [
    ...parsed.errors.map((e) => ({ line: e.line, text: `${e.slug ? `${e.slug}: ` : ""}${e.reason}` })),
    ...erasing,
  ].sort((a, b) => a.line - b.line);
  const report: ImportReport = {
    kind: "colleges",
    file: input.file,
    title: "College CSV",
    read: parsed.rows.length + parsed.errors.length,
    added,
    changed,
    unchanged,
    unmatched: [],
    malformed,
    notInFile: 0,
    unmatchedNote: UNMATCHED_NOTES.colleges,
    publicPath: "/colleges",
    counts: { added: added.length, changed: changed.length, unmatched: 0, malformed: malformed.length },
  };
  return finish(report, statements);
}

/* ------------------------------------------------------------------ entry points */

function finish(report: ImportReport, statements: Statement[]): ImportPlan {
  const digest = digestOf(JSON.stringify([report.counts, report.unchanged, report.notInFile, statements]));
  return { report, statements, digest };
}

/** Parses the file, reads what is held and returns the report and the statements that apply it. */
export async function planImport(read: Reader, input: ImportInput): Promise<ImportPlan> {
  if (!input.text.trim()) throw new ImportFileError("The file is empty.");
  const start = input.text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) throw new ImportFileError(IMPORT_MESSAGES.markup);
  try {
    // The header must read as CSV before the kind is told from it (the rest is read by the kind's parser).
    parse(input.text, { bom: true, relax_column_count: true, to_line: 1 });
  } catch (error) {
    throw csvProblem(error) ?? error;
  }
  const detected = detectKind(input.text);
  const kind = input.kind ?? detected;
  if (!kind)
    throw new ImportFileError(
      "The header names neither a college CSV (slug, name, country, city, ownership), a NIRF table (Institute ID, Name, Rank, …) nor a JoSAA table (Institute, Academic Program Name, Quota, Seat Type, Gender, Opening Rank, Closing Rank).",
    );
  if (input.kind && detected && detected !== input.kind)
    throw new ImportFileError(`This file's header is a ${KIND_LABELS[detected]}, not a ${KIND_LABELS[input.kind]}.`);
  try {
    if (kind === "nirf") return await planNirf(read, input);
    if (kind === "josaa") return await planJosaa(read, input);
    if (kind === "mcc") return await planMcc(read, input);
    if (kind === "abroad") {
      const { report, statements } = await planAbroad(read, input);
      return finish(report, statements.length ? [...statements, { sql: BUMP_VERSION, params: [] }] : statements);
    }
    return await planColleges(read, input);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw csvProblem(error) ?? error;
  }
}

/** The report as text lines (the CLI prints them; `limit` shortens each list). */
export function reportLines(report: ImportReport, limit = Infinity): string[] {
  const out: string[] = [
    `${report.title} from ${report.file}: ${report.read} rows read`,
    `  added ${report.counts.added}, changed ${report.counts.changed}, unchanged ${report.unchanged}, unmatched ${report.counts.unmatched}, malformed ${report.counts.malformed}${report.notInFile ? `; ${report.notInFile} held rows not in this file (left as they are)` : ""}`,
  ];
  const list = (title: string, entries: PlanEntry[], total: number) => {
    if (!entries.length) return;
    out.push(`${title} (${total}):`);
    for (const e of entries.slice(0, limit)) {
      out.push(`  line ${e.line}: ${e.text}`);
      for (const c of e.changes ?? []) out.push(`    ${c}`);
    }
    if (total > Math.min(entries.length, limit)) out.push(`  … and ${total - Math.min(entries.length, limit)} more`);
  };
  list("Added", report.added, report.counts.added);
  list("Changed", report.changed, report.counts.changed);
  list("Unmatched", report.unmatched, report.unmatched.length);
  if (report.unmatched.length) out.push(`  ${report.unmatchedNote}`);
  list("Malformed (not imported)", report.malformed, report.counts.malformed);
  return out;
}
