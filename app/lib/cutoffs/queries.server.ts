/**
 * D1 reads of JoSAA's opening and closing ranks (tables in migration 0013), each through the cached data
 * layer (readCached) and each indexed: the rounds held, and a college's cut-offs by josaa_programs_college and the
 * primary key of josaa_cutoffs. The predictor's reads are in predictor-queries.server.ts. Plans are checked in
 * tests/integration/cutoffs.test.ts; docs/official-data.md explains the rule and the reads.
 */
import { type AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { type Quota, type InstituteType, QUOTAS, SEAT_TYPES, SEAT_GENDERS, GENDER_NEUTRAL } from "./model";

export interface Sql {
  sql: string;
  params: Array<string | number>;
}

export async function batch<T extends unknown[]>(context: AppLoadContext, queries: Sql[]): Promise<T> {
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
  /**
   * True when `final` is only the latest round held for the institute types asked for: a later round of that year is
   * held for other types (2025: the IITs' round 5 beside the NITs' round 6), so JoSAA's final round is not held here.
   */
  partial?: boolean;
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
  return heldFor(rounds, types);
}

/** The years held for `types`, each marked `partial` when a later round of its year is held for other types only. */
export function heldFor(rounds: readonly HeldRound[], types?: readonly string[]): HeldYear[] {
  const all = groupRounds(rounds);
  return groupRounds(roundsFor(rounds, types)).map((h) =>
    h.final < (all.find((a) => a.year === h.year)?.final ?? h.final) ? { ...h, partial: true } : h,
  );
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
