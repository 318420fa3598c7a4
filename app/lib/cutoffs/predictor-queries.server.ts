/**
 * The predictor's D1 reads, through the cached data layer: one walk of josaa_cutoffs_predict in closing-rank order per
 * quota and seat gender (an arm), stopping at a page, then the page's earlier years by primary key. Plans are checked
 * in tests/integration/cutoffs.test.ts; docs/official-data.md explains the rule and the reads.
 */
import { type AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import {
  lowestClosingFor,
  type Band,
  type YearClosing,
  TREND_YEARS,
  bandFor,
  isNewProgramme,
  bandExplanation,
} from "./bands";
import {
  type Quota,
  seatArms,
  seatGendersFor,
  examTypes,
  examPaper,
  PAPER2_BRANCHES,
  type InstituteType,
  PREDICTOR_PAGE_SIZE,
} from "./model";
import { batch, type HeldYear, type Sql, heldYears } from "./queries.server";
import { type PredictorQuery } from "./schema";

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
