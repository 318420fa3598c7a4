/**
 * D1 reads of JoSAA's opening and closing ranks (tables in migration 0013), each through the cached data
 * layer (readCached) and each indexed: a college's cut-offs by josaa_programs_college and the primary key
 * of josaa_cutoffs; the predictor by josaa_cutoffs_predict in closing-rank order (one walk per quota and
 * seat gender, stopping at a page), then the page's earlier years by primary key. Plans are checked in
 * tests/integration/cutoffs.test.ts; docs/official-data.md explains the rule and the reads.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import {
  bandExplanation,
  bandFor,
  isNewProgramme,
  lowestClosingFor,
  TREND_YEARS,
  type Band,
  type YearClosing,
} from "./bands";
import {
  examPaper,
  examTypes,
  GENDER_NEUTRAL,
  PAPER2_BRANCHES,
  PREDICTOR_PAGE_SIZE,
  QUOTAS,
  SEAT_GENDERS,
  SEAT_TYPES,
  seatArms,
  seatGendersFor,
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

/** A round held and the institute types its table holds (migration 0023). */
export interface HeldRound {
  year: number;
  round: number;
  types: string[];
}

/**
 * Years held, latest first (josaa_rounds is a few dozen rows); with `types`, only the rounds whose table holds one
 * of those institute types (the newest year's copy may hold some types only: an IIT page keeps to the years held
 * for the IITs).
 */
export async function heldYears(context: AppLoadContext, types?: readonly string[]): Promise<HeldYear[]> {
  const rounds = await readCached(context, "josaa-rounds", "all", async () => {
    const [rows] = await batch<[Array<{ year: number; round: number; institute_types: string | null }>]>(context, [
      { sql: "SELECT year, round, institute_types FROM josaa_rounds", params: [] },
    ]);
    return rows.map((r): HeldRound => ({ year: r.year, round: r.round, types: (r.institute_types ?? "").split(",") }));
  });
  return groupRounds(roundsFor(rounds, types));
}

/** The rounds whose table holds one of `types` (every round without `types`, or for a round of unknown types). */
export function roundsFor(rounds: readonly HeldRound[], types?: readonly string[]): HeldRound[] {
  if (!types?.length) return [...rounds];
  return rounds.filter((r) => !r.types.join("") || r.types.some((t) => types.includes(t)));
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
  const all = await heldYears(context);
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
    if (!programs.length) return { josaa: false, instituteType: null, held: all, selection: null, rows: [] };
    programs.sort((a, b) => a.program.localeCompare(b.program));
    const instituteType = programs[0].institute_type;
    // The years and rounds whose tables hold this college's institute type.
    const held = await heldYears(context, [instituteType]);
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

/** One walk of the predictor: a quota and a seat gender for one seat type, matched on one of the candidate's ranks. */
export interface PredictorArm {
  quota: Quota;
  gender: string;
  seat: string;
  rank: number;
  /** Which rank it is matched on: "CRL rank", "OBC-NCL rank", … */
  basis: string;
}

/** The arms the predictor walks: each seat the candidate competes for (seatArms) × quota × seat gender. */
export function predictorArms(query: PredictorQuery): PredictorArm[] {
  const quotas: Quota[] = query.exam === "jee-advanced" ? ["AI"] : ["AI", "HS", "OS"];
  return seatArms(query).flatMap((s) =>
    seatGendersFor(query.gender).flatMap((gender) =>
      quotas.map((quota) => ({ quota, gender, seat: s.seat, rank: s.rank, basis: s.basis })),
    ),
  );
}

/**
 * Where the previous page stopped: its last row's closing rank, programme and arm. Rows are ordered by how
 * far each closing rank is from the rank its arm matches on (closing ÷ rank, compared by cross-multiplying:
 * integer-exact), so OPEN rows on the CRL rank and category rows on the category rank interleave fairly.
 */
export interface PredictorCursor {
  closing: number;
  program: number;
  arm: number;
}

export function parseCursor(raw: string | undefined): PredictorCursor | null {
  const m = /^(\d{1,9})-(\d{1,9})-(\d{1,2})$/.exec(raw ?? "");
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
 * closing-rank order and stops at a page; branches (`branches`: the names the branch text matched, or Paper 2's
 * branches) read the rows of those branches only (josaa_cutoffs_predict_branch / _type_branch) and sort them; the
 * rest walk josaa_cutoffs_predict, checking the exam's types (and Paper 1's exclusion of Paper 2) per row.
 * `branches`: undefined, no branch restriction; null, the branch text is checked per row; a list, those names only.
 */
export function armSql(
  query: PredictorQuery,
  latest: HeldYear,
  arm: PredictorArm,
  index: number,
  cursor: PredictorCursor | null,
  limit: number,
  branches: readonly string[] | null | undefined = undefined,
  cursorRank: number = arm.rank,
): Sql {
  const types = query.type ? [query.type] : [...examTypes(query.exam)];
  // Rows at or after the cursor's position: closing·cursorRank ≥ cursor.closing·rank.
  const after = cursor ? Math.ceil((cursor.closing * arm.rank) / cursorRank) : 0;
  const lo = Math.max(lowestClosingFor(arm.rank), after);
  const states = [...(arm.quota === "HS" ? [query.home ?? ""] : []), ...(query.state ? [query.state] : [])];
  const on = states.length ? "p" : "c";
  // Checked on the cut-off row's own copy where the walk is not bound to a state (no programme read to skip a row).
  const where: string[] = [`${on}.institute_type IN (${types.map(() => "?").join(", ")})`];
  const whereParams: Array<string | number> = [...types];
  for (const state of states) {
    where.push("p.state = ?");
    whereParams.push(state);
  }
  if (arm.quota === "OS") {
    where.push("p.state <> ?");
    whereParams.push(query.home ?? "");
  }
  if (examPaper(query.exam) === 1) {
    // Paper 2's programmes are filled on another merit list. Plain comparisons, not NOT IN (a list SQLite would
    // probe as a temporary index on every row walked, each probe a row read).
    where.push(...PAPER2_BRANCHES.map(() => `${on}.branch <> ?`));
    whereParams.push(...PAPER2_BRANCHES);
  }
  where.push("c.closing_rank >= ?", "c.closing_prep = 0");
  whereParams.push(lo);
  if (cursor) {
    // Rows after the cursor: a later position, or the same with a later programme (the same programme too in an
    // arm after the cursor's).
    where.push(`(c.closing_rank * ? > ? OR c.program_id ${index > cursor.arm ? ">=" : ">"} ?)`);
    whereParams.push(cursorRank, cursor.closing * arm.rank, cursor.program);
  }
  // A text that matches most branches ("engineering") is checked per row: nearly every row walked matches.
  const broad = branches === null || (branches !== undefined && branches.length > BROAD_BRANCHES);
  const restricted = branches !== undefined && !broad;
  const branchIn = branches?.length ? branches : [""];
  if (branches !== undefined && (broad || states.length)) {
    where.push(broad ? `instr(lower(${on}.branch), ?) > 0` : `p.branch IN (${branchIn.map(() => "?").join(", ")})`);
    whereParams.push(...(broad ? [(query.branch ?? "").trim().toLowerCase()] : branchIn));
  }
  const columns =
    "c.program_id, c.opening_rank, c.closing_rank, p.institute, p.institute_type, p.state, p.program, p.degree, col.slug";
  const seatKey = [latest.year, latest.final, arm.quota, arm.seat, arm.gender];
  if (states.length) {
    return {
      sql: `SELECT ${columns} FROM josaa_programs p CROSS JOIN josaa_cutoffs c ON c.program_id = p.id AND c.year = ? AND c.round = ? AND c.quota = ? AND c.seat_type = ? AND c.gender = ? LEFT JOIN colleges col ON col.id = p.college_id WHERE ${where.join(" AND ")} ORDER BY c.closing_rank, c.program_id LIMIT ?`,
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
  if (restricted) {
    seek.push(`c.branch IN (${branchIn.map(() => "?").join(", ")})`);
    seekParams.push(...branchIn);
  }
  // The one index hint kept: given a list of branches, SQLite walks josaa_cutoffs_predict(_type) in closing-rank
  // order and checks the branch on every row, reading every row of the seat above the rank until a page of those
  // branches is found (2024's final All India OPEN gender-neutral seat: 549 rows for a branch offered once, against
  // 1 through the (…, branch, closing_rank) index, which reads those branches' rows only and sorts them). Without
  // branches SQLite picks josaa_cutoffs_predict / _type unaided (EXPLAIN QUERY PLAN).
  const walk = restricted
    ? ` INDEXED BY ${one ? "josaa_cutoffs_predict_type_branch" : "josaa_cutoffs_predict_branch"}`
    : "";
  return {
    sql: `SELECT ${columns} FROM josaa_cutoffs c${walk} CROSS JOIN josaa_programs p ON p.id = c.program_id LEFT JOIN colleges col ON col.id = p.college_id WHERE c.year = ? AND c.round = ? AND c.quota = ? AND c.seat_type = ? AND c.gender = ? AND ${[...seek, ...where].join(" AND ")} ORDER BY c.closing_rank, c.program_id LIMIT ?`,
    params: [...seatKey, ...seekParams, ...whereParams, limit],
  };
}

/**
 * The branch restriction of an answer: Paper 2 keeps its own branches (those the branch text names, when one is
 * given); otherwise the branch text's names (null: checked per row), or undefined without a branch text.
 */
export async function branchFilter(
  context: AppLoadContext,
  query: PredictorQuery,
): Promise<readonly string[] | null | undefined> {
  if (examPaper(query.exam) === 2) return query.branch ? matchBranches(PAPER2_BRANCHES, query.branch) : PAPER2_BRANCHES;
  if (!query.branch) return undefined;
  return branchesFor(context, query.branch);
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
  /** The seat type matched and the rank it was matched on. */
  seat: string;
  basis: string;
  rank: number;
  opening: number | null;
  closing: number;
  band: Band | null;
  /** Closing ranks for fewer than two of the years read. */
  newProgramme: boolean;
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

/** The final-round closing ranks of year `held` for exact (programme, quota, gender, seat type) keys. */
export function historySql(keys: ReadonlyArray<readonly [number, string, string, string]>, held: HeldYear): Sql {
  return {
    sql: `WITH k(program_id, quota, gender, seat_type) AS (VALUES ${keys.map(() => "(?, ?, ?, ?)").join(", ")}) SELECT c.program_id, c.year, c.quota, c.gender, c.seat_type, c.closing_rank FROM k CROSS JOIN josaa_cutoffs c ON c.program_id = k.program_id AND c.year = ? AND c.round = ? AND c.quota = k.quota AND c.seat_type = k.seat_type AND c.gender = k.gender WHERE c.closing_prep = 0`,
    params: [...keys.flat(), held.year, held.final],
  };
}

/** One page of the predictor's answer (PREDICTOR_PAGE_SIZE rows from `cursor`). */
export async function predict(
  context: AppLoadContext,
  query: PredictorQuery,
  cursor: PredictorCursor | null,
): Promise<Prediction> {
  const held = await heldYears(context, query.type ? [query.type] : examTypes(query.exam));
  if (!held.length) return { held, years: [], rows: [], next: null };
  const key = JSON.stringify([query, cursor]);
  return readCached(context, "predictor", key, async () => {
    const latest = held[0];
    const earlier = held.slice(1, TREND_YEARS);
    const arms = predictorArms(query);
    const at = cursor && arms[cursor.arm] ? cursor : null;
    const cursorRank = at ? arms[at.arm].rank : 1;
    const branches = await branchFilter(context, query);
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
      arms.map((arm, i) => armSql(query, latest, arm, i, at, PREDICTOR_PAGE_SIZE + 1, branches, cursorRank)),
    );
    const merged = walked
      .flatMap((rows, arm) => rows.map((r) => ({ ...r, arm })))
      .sort(
        (a, b) =>
          a.closing_rank * arms[b.arm].rank - b.closing_rank * arms[a.arm].rank ||
          a.program_id - b.program_id ||
          a.arm - b.arm,
      );
    const page = merged.slice(0, PREDICTOR_PAGE_SIZE);
    const last = page[page.length - 1];
    const next =
      merged.length > PREDICTOR_PAGE_SIZE && last
        ? { closing: last.closing_rank, program: last.program_id, arm: last.arm }
        : null;
    // The earlier years' final-round closing ranks of this page's rows: one primary-key lookup each.
    const keys = page.map((r) => [r.program_id, arms[r.arm].quota, arms[r.arm].gender, arms[r.arm].seat] as const);
    const history = keys.length
      ? await batch<
          Array<
            Array<{
              program_id: number;
              year: number;
              quota: string;
              gender: string;
              seat_type: string;
              closing_rank: number | null;
            }>
          >
        >(
          context,
          earlier.map((h) => historySql(keys, h)),
        )
      : [];
    const past = new Map<string, number | null>();
    for (const rows of history)
      for (const r of rows) past.set(`${r.program_id}:${r.year}:${r.quota}:${r.gender}:${r.seat_type}`, r.closing_rank);
    const rows: PredictedRow[] = page.map((r) => {
      const { quota, gender, seat, rank, basis } = arms[r.arm];
      const closings: YearClosing[] = [
        { year: latest.year, closing: r.closing_rank },
        ...earlier.map((h) => ({
          year: h.year,
          closing: past.get(`${r.program_id}:${h.year}:${quota}:${gender}:${seat}`) ?? null,
        })),
      ];
      const band = bandFor(rank, closings);
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
        seat,
        basis,
        rank,
        opening: r.opening_rank,
        closing: r.closing_rank,
        band,
        newProgramme: isNewProgramme(closings),
        closings,
        explanation: bandExplanation(rank, closings, band),
      };
    });
    return { held, years: [latest.year, ...earlier.map((h) => h.year)], rows, next };
  });
}
