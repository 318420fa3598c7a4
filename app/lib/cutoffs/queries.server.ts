/**
 * D1 reads of JoSAA's opening and closing ranks (tables in migration 0013), each through the cached data
 * layer (readCached) and each indexed: a college's cut-offs by josaa_programs_college and the primary key
 * of josaa_cutoffs; the predictor by josaa_cutoffs_predict in closing-rank order (one walk per quota and
 * seat gender, stopping at a page), then the page's earlier years by primary key. Plans are checked in
 * tests/integration/cutoffs.test.ts; docs/official-data.md explains the rule and the reads.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content.server";
import { bandExplanation, bandFor, lowestClosingFor, TREND_YEARS, type Band, type YearClosing } from "./bands";
import {
  examTypes,
  GENDER_NEUTRAL,
  PREDICTOR_PAGE_SIZE,
  QUOTAS,
  SEAT_GENDERS,
  SEAT_TYPES,
  seatGendersFor,
  seatType,
  type InstituteType,
  type Quota,
} from "./model";
import type { PredictorQuery } from "./schema";

interface Sql {
  sql: string;
  params: Array<string | number>;
}

async function batch<T extends unknown[]>(context: AppLoadContext, queries: Sql[]): Promise<T> {
  if (!queries.length) return [] as unknown as T;
  const results = await context.env.DB.batch(queries.map((q) => context.env.DB.prepare(q.sql).bind(...q.params)));
  return results.map((r) => r.results ?? []) as T;
}

/* ------------------------------------------------------------------ rounds held */

/** A year JoSAA's tables are held for: its rounds, ascending, and the final (last) one. */
export interface HeldYear {
  year: number;
  rounds: number[];
  final: number;
}

/** Years held, latest first (josaa_rounds is a few dozen rows). */
export async function heldYears(context: AppLoadContext): Promise<HeldYear[]> {
  return readCached(context, "josaa-rounds", "all", async () => {
    const [rows] = await batch<[Array<{ year: number; round: number }>]>(context, [
      { sql: "SELECT year, round FROM josaa_rounds", params: [] },
    ]);
    return groupRounds(rows);
  });
}

export function groupRounds(rows: ReadonlyArray<{ year: number; round: number }>): HeldYear[] {
  const byYear = new Map<number, number[]>();
  for (const r of rows) byYear.set(r.year, [...(byYear.get(r.year) ?? []), r.round]);
  return [...byYear.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([year, rounds]) => {
      const sorted = [...rounds].sort((a, b) => a - b);
      return { year, rounds: sorted, final: sorted[sorted.length - 1] };
    });
}

/* ------------------------------------------------------------------ a college's cut-offs */

export interface CutoffSelection {
  year: number;
  round: number;
  quota: Quota;
  seat: string;
  gender: string;
}

export interface ProgramCutoff {
  id: number;
  program: string;
  degree: string;
  opening: number | null;
  closing: number | null;
  openingPrep: boolean;
  closingPrep: boolean;
  /** Closing rank in the final round of each year held, latest first (null: none published). */
  trend: Array<{ year: number; closing: number | null; prep: boolean }>;
}

export interface CollegeCutoffs {
  /** JoSAA lists programmes of this college. */
  josaa: boolean;
  instituteType: InstituteType | null;
  held: HeldYear[];
  selection: CutoffSelection | null;
  rows: ProgramCutoff[];
}

/** Raw choices from a GET form (any may be missing or wrong: they fall back to the defaults). */
export interface CutoffParams {
  year?: string | null;
  round?: string | null;
  quota?: string | null;
  seat?: string | null;
  gender?: string | null;
}

/** The selection asked for, or the defaults: latest year, its final round, OPEN, Gender-Neutral, `quota`. */
export function resolveSelection(held: HeldYear[], params: CutoffParams, defaultQuota: Quota): CutoffSelection | null {
  if (!held.length) return null;
  const year = held.find((h) => String(h.year) === params.year) ?? held[0];
  const round = year.rounds.find((r) => String(r) === params.round) ?? year.final;
  const quota = (QUOTAS as readonly string[]).includes(params.quota ?? "") ? (params.quota as Quota) : defaultQuota;
  const seat = SEAT_TYPES.includes(params.seat ?? "") ? (params.seat as string) : "OPEN";
  const gender = (SEAT_GENDERS as readonly string[]).includes(params.gender ?? "")
    ? (params.gender as string)
    : GENDER_NEUTRAL;
  return { year: year.year, round, quota, seat, gender };
}

/** The cut-offs of one college (by id) for the selection `params` asks for. */
export async function collegeCutoffs(
  context: AppLoadContext,
  collegeId: number,
  params: CutoffParams,
): Promise<CollegeCutoffs> {
  const held = await heldYears(context);
  const key = `${collegeId}:${JSON.stringify([params.year, params.round, params.quota, params.seat, params.gender])}`;
  return readCached(context, "college-cutoffs", key, async () => {
    const [programs] = await batch<
      [Array<{ id: number; program: string; degree: string; institute_type: InstituteType }>]
    >(context, [
      {
        sql: "SELECT id, program, degree, institute_type FROM josaa_programs WHERE college_id = ?",
        params: [collegeId],
      },
    ]);
    if (!programs.length) return { josaa: false, instituteType: null, held, selection: null, rows: [] };
    programs.sort((a, b) => a.program.localeCompare(b.program));
    const instituteType = programs[0].institute_type;
    // IITs and IIITs fill every seat from the All India list; NITs by home and other state.
    let defaultQuota: Quota = "OS";
    if (held.length) {
      const [ai] = await batch<[unknown[]]>(context, [
        {
          sql: "SELECT 1 FROM josaa_cutoffs WHERE program_id = ? AND year = ? AND round = ? AND quota = 'AI' LIMIT 1",
          params: [programs[0].id, held[0].year, held[0].final],
        },
      ]);
      if (ai.length) defaultQuota = "AI";
    }
    const selection = resolveSelection(held, params, defaultQuota);
    if (!selection) return { josaa: true, instituteType, held, selection, rows: [] };
    const finals = held.map((h) => [h.year, h.final] as const);
    type Cell = {
      program_id: number;
      opening_rank: number | null;
      closing_rank: number | null;
      opening_prep: number;
      closing_prep: number;
    };
    const [chosen, trend] = await batch<[Cell[], Array<Cell & { year: number }>]>(context, [
      {
        sql: "SELECT c.program_id, c.opening_rank, c.closing_rank, c.opening_prep, c.closing_prep FROM josaa_programs p CROSS JOIN josaa_cutoffs c ON c.program_id = p.id AND c.year = ? AND c.round = ? AND c.quota = ? AND c.seat_type = ? AND c.gender = ? WHERE p.college_id = ?",
        params: [selection.year, selection.round, selection.quota, selection.seat, selection.gender, collegeId],
      },
      {
        sql: `WITH f(year, round) AS (VALUES ${finals.map(() => "(?, ?)").join(", ")}) SELECT c.program_id, c.year, c.opening_rank, c.closing_rank, c.opening_prep, c.closing_prep FROM josaa_programs p CROSS JOIN f CROSS JOIN josaa_cutoffs c ON c.program_id = p.id AND c.year = f.year AND c.round = f.round AND c.quota = ? AND c.seat_type = ? AND c.gender = ? WHERE p.college_id = ?`,
        params: [...finals.flat(), selection.quota, selection.seat, selection.gender, collegeId],
      },
    ]);
    const byProgram = new Map(chosen.map((c) => [c.program_id, c]));
    const trendOf = new Map<string, Cell>(trend.map((t) => [`${t.program_id}:${t.year}`, t]));
    const rows: ProgramCutoff[] = programs.map((p) => {
      const c = byProgram.get(p.id);
      return {
        id: p.id,
        program: p.program,
        degree: p.degree,
        opening: c?.opening_rank ?? null,
        closing: c?.closing_rank ?? null,
        openingPrep: Boolean(c?.opening_prep),
        closingPrep: Boolean(c?.closing_prep),
        trend: held.map((h) => {
          const t = trendOf.get(`${p.id}:${h.year}`);
          return { year: h.year, closing: t?.closing_rank ?? null, prep: Boolean(t?.closing_prep) };
        }),
      };
    });
    return { josaa: true, instituteType, held, selection, rows };
  });
}

/* ------------------------------------------------------------------ predictor */

/** The arms the predictor walks: a quota and a seat gender each. */
export function predictorArms(query: PredictorQuery): Array<{ quota: Quota; gender: string }> {
  const quotas: Quota[] = query.exam === "jee-advanced" ? ["AI"] : ["AI", "HS", "OS"];
  return seatGendersFor(query.gender).flatMap((gender) => quotas.map((quota) => ({ quota, gender })));
}

/** Where the previous page stopped: its last row's closing rank, programme and arm. */
export interface PredictorCursor {
  closing: number;
  program: number;
  arm: number;
}

export function parseCursor(raw: string | undefined): PredictorCursor | null {
  const m = /^(\d{1,9})-(\d{1,9})-(\d)$/.exec(raw ?? "");
  return m ? { closing: Number(m[1]), program: Number(m[2]), arm: Number(m[3]) } : null;
}
export const cursorText = (c: PredictorCursor) => `${c.closing}-${c.program}-${c.arm}`;

/**
 * The branch names a branch text asks for: the one it names exactly, else every one whose name contains it, found
 * through the trigram index of JoSAA's branch names (migration 0018; up to BROAD_BRANCHES + 1). A text shorter
 * than three characters is not looked up (null: checked per row).
 */
export async function branchesFor(context: AppLoadContext, text: string): Promise<string[] | null> {
  const t = text.trim().toLowerCase();
  if (t.length < 3) return null;
  return readCached(context, "josaa-branches", t, async () => {
    const [rows] = await batch<[Array<{ branch: string }>]>(context, [
      {
        sql: "SELECT branch FROM josaa_branches_tri WHERE josaa_branches_tri MATCH ? LIMIT ?",
        params: [`"${t.replace(/"/g, '""')}"`, BROAD_BRANCHES + 1],
      },
    ]);
    return matchBranches(
      rows.map((r) => r.branch),
      t,
    );
  });
}

/** Above this many branch names a branch text is checked per row (and D1 binds at most 100 parameters). */
export const BROAD_BRANCHES = 40;

/** The branches a branch text asks for: the one it names exactly, else every one whose name contains it. */
export function matchBranches(names: readonly string[], text: string): string[] {
  const t = text.trim().toLowerCase();
  if (!t) return [];
  const exact = names.filter((n) => n.toLowerCase() === t);
  return exact.length ? exact : names.filter((n) => n.toLowerCase().includes(t));
}

/**
 * One arm's statement: the latest final round's rows for a seat, in closing-rank order from the rank's reach.
 * An arm bound to one state (the home-state quota, or the institute-state filter) starts from that state's
 * programmes (josaa_programs_type) and looks each one's row up by primary key: at most one state's
 * programmes are read. The others seek the seat's rows (each cut-off row carries its institute type and branch,
 * migration 0018): one institute type (the filter, or JEE Advanced's IITs) walks josaa_cutoffs_predict_type in
 * closing-rank order and stops at a page; branches (`branches`: the names the branch text matched) read the rows
 * of those branches only (josaa_cutoffs_predict_branch / _type_branch) and sort them; the rest walk
 * josaa_cutoffs_predict, checking the exam's types per row.
 */
export function armSql(
  query: PredictorQuery,
  latest: HeldYear,
  arm: { quota: Quota; gender: string },
  index: number,
  cursor: PredictorCursor | null,
  limit: number,
  branches: readonly string[] | null = [],
): Sql {
  const types = query.type ? [query.type] : [...examTypes(query.exam)];
  const lo = Math.max(lowestClosingFor(query.rank), cursor?.closing ?? 0);
  const seat = seatType(query.category, query.pwd);
  const states = [...(arm.quota === "HS" ? [query.home ?? ""] : []), ...(query.state ? [query.state] : [])];
  // Checked on the cut-off row's own copy where the walk is not bound to a state (no programme read to skip a row).
  const where: string[] = [`${states.length ? "p" : "c"}.institute_type IN (${types.map(() => "?").join(", ")})`];
  const whereParams: Array<string | number> = [...types];
  for (const state of states) {
    where.push("p.state = ?");
    whereParams.push(state);
  }
  if (arm.quota === "OS") {
    where.push("p.state <> ?");
    whereParams.push(query.home ?? "");
  }
  where.push("c.closing_rank >= ?", "c.closing_prep = 0");
  whereParams.push(lo);
  if (cursor) {
    // Rows after the cursor: a later closing rank, or the same with a later programme (the same programme
    // too in an arm after the cursor's).
    where.push(`(c.closing_rank > ? OR c.program_id ${index > cursor.arm ? ">=" : ">"} ?)`);
    whereParams.push(cursor.closing, cursor.program);
  }
  // A text that matches most branches ("engineering") is checked per row: nearly every row walked matches.
  const broad = branches === null || branches.length > BROAD_BRANCHES;
  const seekBranches = Boolean(query.branch) && !broad;
  const branchIn = branches?.length ? branches : [""];
  if (query.branch && (broad || states.length)) {
    where.push(
      broad
        ? `instr(lower(${states.length ? "p" : "c"}.branch), ?) > 0`
        : `p.branch IN (${branchIn.map(() => "?").join(", ")})`,
    );
    whereParams.push(...(broad ? [query.branch.trim().toLowerCase()] : branchIn));
  }
  const columns =
    "c.program_id, c.opening_rank, c.closing_rank, p.institute, p.institute_type, p.state, p.program, p.degree, col.slug";
  const seatKey = [latest.year, latest.final, arm.quota, seat, arm.gender];
  if (states.length) {
    return {
      sql: `SELECT ${columns} FROM josaa_programs p INDEXED BY josaa_programs_type CROSS JOIN josaa_cutoffs c ON c.program_id = p.id AND c.year = ? AND c.round = ? AND c.quota = ? AND c.seat_type = ? AND c.gender = ? LEFT JOIN colleges col ON col.id = p.college_id WHERE ${where.join(" AND ")} ORDER BY c.closing_rank, c.program_id LIMIT ?`,
      params: [...seatKey, ...whereParams, limit],
    };
  }
  // Seek the seat's rows by the cut-off row's own type and branch; the programme joins by primary key.
  const one = types.length === 1;
  const seek: string[] = [];
  const seekParams: Array<string | number> = [];
  if (one) {
    seek.push("c.institute_type = ?");
    seekParams.push(types[0]);
  }
  if (seekBranches) {
    seek.push(`c.branch IN (${branchIn.map(() => "?").join(", ")})`);
    seekParams.push(...branchIn);
  }
  const walk = seekBranches
    ? one
      ? "josaa_cutoffs_predict_type_branch"
      : "josaa_cutoffs_predict_branch"
    : one
      ? "josaa_cutoffs_predict_type"
      : "josaa_cutoffs_predict";
  return {
    sql: `SELECT ${columns} FROM josaa_cutoffs c INDEXED BY ${walk} CROSS JOIN josaa_programs p ON p.id = c.program_id LEFT JOIN colleges col ON col.id = p.college_id WHERE c.year = ? AND c.round = ? AND c.quota = ? AND c.seat_type = ? AND c.gender = ? AND ${[...seek, ...where].join(" AND ")} ORDER BY c.closing_rank, c.program_id LIMIT ?`,
    params: [...seatKey, ...seekParams, ...whereParams, limit],
  };
}

export interface PredictedRow {
  programId: number;
  institute: string;
  instituteType: InstituteType;
  state: string;
  program: string;
  degree: string;
  slug: string | null;
  quota: Quota;
  gender: string;
  opening: number | null;
  closing: number;
  band: Band | null;
  /** Closings used, latest year first. */
  closings: YearClosing[];
  explanation: string;
}

export interface Prediction {
  held: HeldYear[];
  /** The years the rule read, latest first. */
  years: number[];
  rows: PredictedRow[];
  next: PredictorCursor | null;
}

/** The final-round closing ranks of year `held` for exact (programme, quota, gender) keys of one seat type. */
export function historySql(keys: ReadonlyArray<readonly [number, string, string]>, held: HeldYear, seat: string): Sql {
  return {
    sql: `WITH k(program_id, quota, gender) AS (VALUES ${keys.map(() => "(?, ?, ?)").join(", ")}) SELECT c.program_id, c.year, c.quota, c.gender, c.closing_rank FROM k CROSS JOIN josaa_cutoffs c ON c.program_id = k.program_id AND c.year = ? AND c.round = ? AND c.quota = k.quota AND c.seat_type = ? AND c.gender = k.gender WHERE c.closing_prep = 0`,
    params: [...keys.flat(), held.year, held.final, seat],
  };
}

/** One page of the predictor's answer (PREDICTOR_PAGE_SIZE rows from `cursor`). */
export async function predict(
  context: AppLoadContext,
  query: PredictorQuery,
  cursor: PredictorCursor | null,
): Promise<Prediction> {
  const held = await heldYears(context);
  if (!held.length) return { held, years: [], rows: [], next: null };
  const key = JSON.stringify([query, cursor]);
  return readCached(context, "predictor", key, async () => {
    const latest = held[0];
    const earlier = held.slice(1, TREND_YEARS);
    const arms = predictorArms(query);
    // More names than BROAD_BRANCHES (or a text too short to look up): the text is checked per row.
    const found = query.branch ? await branchesFor(context, query.branch) : [];
    const branches = found ?? [];
    const broad = found === null || branches.length > BROAD_BRANCHES;
    type ArmRow = {
      program_id: number;
      opening_rank: number | null;
      closing_rank: number;
      institute: string;
      institute_type: InstituteType;
      state: string;
      program: string;
      degree: string;
      slug: string | null;
    };
    const walked = await batch<ArmRow[][]>(
      context,
      arms.map((arm, i) => armSql(query, latest, arm, i, cursor, PREDICTOR_PAGE_SIZE + 1, broad ? null : branches)),
    );
    const merged = walked
      .flatMap((rows, arm) => rows.map((r) => ({ ...r, arm })))
      .sort((a, b) => a.closing_rank - b.closing_rank || a.program_id - b.program_id || a.arm - b.arm);
    const page = merged.slice(0, PREDICTOR_PAGE_SIZE);
    const last = page[page.length - 1];
    const next =
      merged.length > PREDICTOR_PAGE_SIZE && last
        ? { closing: last.closing_rank, program: last.program_id, arm: last.arm }
        : null;
    // The earlier years' final-round closing ranks of this page's rows: one primary-key lookup each.
    const seat = seatType(query.category, query.pwd);
    const keys = page.map((r) => [r.program_id, arms[r.arm].quota, arms[r.arm].gender] as const);
    const history = keys.length
      ? await batch<
          Array<Array<{ program_id: number; year: number; quota: string; gender: string; closing_rank: number | null }>>
        >(
          context,
          earlier.map((h) => historySql(keys, h, seat)),
        )
      : [];
    const past = new Map<string, number | null>();
    for (const rows of history)
      for (const r of rows) past.set(`${r.program_id}:${r.year}:${r.quota}:${r.gender}`, r.closing_rank);
    const rows: PredictedRow[] = page.map((r) => {
      const { quota, gender } = arms[r.arm];
      const closings: YearClosing[] = [
        { year: latest.year, closing: r.closing_rank },
        ...earlier.map((h) => ({
          year: h.year,
          closing: past.get(`${r.program_id}:${h.year}:${quota}:${gender}`) ?? null,
        })),
      ];
      const band = bandFor(query.rank, closings);
      return {
        programId: r.program_id,
        institute: r.institute,
        instituteType: r.institute_type,
        state: r.state,
        program: r.program,
        degree: r.degree,
        slug: r.slug,
        quota,
        gender,
        opening: r.opening_rank,
        closing: r.closing_rank,
        band,
        closings,
        explanation: bandExplanation(query.rank, closings, band),
      };
    });
    return { held, years: [latest.year, ...earlier.map((h) => h.year)], rows, next };
  });
}
