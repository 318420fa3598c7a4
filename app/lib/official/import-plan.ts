/**
 * What an import plan is made of — the reader it reads through, the input, the report and the statements — and the
 * helpers every kind's planner shares (the source row, the college index, the plan's digest). No I/O here.
 */
import { type Statement } from "../colleges/import";
import { type NameMapping } from "./directory";
import { type ImportKind } from "./import-form";
import { nirfInstitution, nameKey } from "./tables";

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

/* ------------------------------------------------------------------ helpers */

export const fmt = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));
export const same = (a: unknown, b: unknown) =>
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
export function jsonChunks(rows: unknown[][], size = 200): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(JSON.stringify(rows.slice(i, i + size)));
  return out;
}

export const j = (i: number) => `json_extract(j.value, '$[${i}]')`;
export const BUMP_VERSION = "UPDATE content_meta SET version = version + 1 WHERE id = 1";

export function sourceStatement(
  id: string,
  publisher: string,
  title: string,
  url: string,
  input: ImportInput,
  year: number,
) {
  return {
    sql: "INSERT OR REPLACE INTO data_sources (id, publisher, title, url, taken, year, file) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    params: [id, publisher, title, url, input.today, year, input.file],
  } satisfies Statement;
}

/** Names and ids already held: which college an institution or a JoSAA name belongs to. */
export async function loadIndex(read: Reader, mapping: readonly NameMapping[]) {
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
export const rankText = (n: unknown, prep: unknown) => (n === null || n === undefined ? "—" : `${n}${prep ? "P" : ""}`);

export function finish(report: ImportReport, statements: Statement[]): ImportPlan {
  const digest = digestOf(JSON.stringify([report.counts, report.unchanged, report.notInFile, statements]));
  return { report, statements, digest };
}

/** The report with the added, changed and malformed lists cut to `limit` entries (the counts keep the totals). */
export function shortReport(report: ImportReport, limit = 100): ImportReport {
  return {
    ...report,
    added: report.added.slice(0, limit),
    changed: report.changed.slice(0, limit),
    malformed: report.malformed.slice(0, limit),
  };
}
