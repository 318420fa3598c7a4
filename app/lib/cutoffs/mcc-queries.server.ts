/**
 * D1 reads of MCC's NEET-UG All India Quota opening and closing ranks (migration 0031), each through the cached
 * data layer and each indexed: a college's rows by mcc_cutoffs_college; the predictor and the exam page walk
 * mcc_cutoffs_predict (course, year, round, category) in closing-rank order, a page at a time.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { lowestClosingFor, type Band, type YearClosing } from "./bands";
import { PREDICTOR_PAGE_SIZE, type Category } from "./model";
import { MCC_CATEGORY, NEET_COURSE, neetBand, neetExplanation, pageArms } from "./neet";
import type { PredictorCursor } from "./predictor-queries.server";

/** One of a college's MCC rows. */
export interface MccCutoff {
  institute: string;
  course: string;
  year: number;
  round: number;
  quota: string;
  category: string;
  opening: number | null;
  closing: number | null;
  allotted: number | null;
  seats: number | null;
  source: string;
}

/** A college's MCC rows, newest year and round first. */
export async function collegeMccCutoffs(context: AppLoadContext, collegeId: number): Promise<MccCutoff[]> {
  return readCached(context, "college-mcc", String(collegeId), async () => {
    const { results } = await context.env.DB.prepare(
      "SELECT institute, course, year, round, quota, category, opening_rank, closing_rank, allotted, nmc_seats, source FROM mcc_cutoffs WHERE college_id = ? ORDER BY year DESC, round DESC, course, quota, category",
    )
      .bind(collegeId)
      .all<{
        institute: string;
        course: string;
        year: number;
        round: number;
        quota: string;
        category: string;
        opening_rank: number | null;
        closing_rank: number | null;
        allotted: number | null;
        nmc_seats: number | null;
        source: string;
      }>();
    return (results ?? []).map((r) => ({
      institute: r.institute,
      course: r.course,
      year: r.year,
      round: r.round,
      quota: r.quota,
      category: r.category,
      opening: r.opening_rank,
      closing: r.closing_rank,
      allotted: r.allotted,
      seats: r.nmc_seats,
      source: r.source,
    }));
  });
}

/** The (year, round) pairs held for a course and category, newest first. */
export async function mccRoundsHeld(
  context: AppLoadContext,
  category = "OPEN",
): Promise<Array<{ year: number; round: number }>> {
  return readCached(context, "mcc-rounds", `${NEET_COURSE}:${category}`, async () => {
    const { results } = await context.env.DB.prepare(
      "SELECT DISTINCT year, round FROM mcc_cutoffs WHERE course = ? AND category = ? ORDER BY year DESC, round DESC",
    )
      .bind(NEET_COURSE, category)
      .all<{ year: number; round: number }>();
    return results ?? [];
  });
}

export interface NeetRow {
  collegeId: number;
  institute: string;
  name: string;
  slug: string | null;
  state: string;
  instituteType: string;
  quota: string;
  category: string;
  opening: number | null;
  closing: number;
  seats: number | null;
}

type Walked = {
  college_id: number;
  institute: string;
  name: string | null;
  slug: string | null;
  state: string;
  institute_type: string;
  quota: string;
  category: string;
  opening_rank: number | null;
  closing_rank: number;
  nmc_seats: number | null;
};

/** One walk of the predictor index: closing ranks from `from` up, after the cursor, `limit` rows. */
async function walk(
  context: AppLoadContext,
  held: { year: number; round: number },
  category: string,
  from: number,
  limit: number,
  options: { state?: string; after?: { closing: number; college: number; sameCollege: boolean } | null },
): Promise<NeetRow[]> {
  const where = ["m.course = ?", "m.year = ?", "m.round = ?", "m.category = ?", "m.closing_rank >= ?"];
  const params: Array<string | number> = [NEET_COURSE, held.year, held.round, category, from];
  if (options.state) {
    where.push("m.state = ?");
    params.push(options.state);
  }
  if (options.after) {
    // sameCollege: this arm comes after the cursor's arm, so the cursor's own college is not yet shown in it.
    where.push(
      `(m.closing_rank > ? OR (m.closing_rank = ? AND coalesce(m.college_id, 0) ${options.after.sameCollege ? ">=" : ">"} ?))`,
    );
    params.push(options.after.closing, options.after.closing, options.after.college);
  }
  const { results } = await context.env.DB.prepare(
    `SELECT coalesce(m.college_id, 0) AS college_id, m.institute, c.name, c.slug, m.state, m.institute_type, m.quota, m.category, m.opening_rank, m.closing_rank, m.nmc_seats FROM mcc_cutoffs m LEFT JOIN colleges c ON c.id = m.college_id WHERE ${where.join(" AND ")} ORDER BY m.closing_rank, coalesce(m.college_id, 0) LIMIT ?`,
  )
    .bind(...params, limit)
    .all<Walked>();
  return (results ?? []).map((r) => ({
    collegeId: r.college_id,
    institute: r.institute,
    name: r.name ?? r.institute,
    slug: r.slug,
    state: r.state,
    instituteType: r.institute_type,
    quota: r.quota,
    category: r.category,
    opening: r.opening_rank,
    closing: r.closing_rank,
    seats: r.nmc_seats,
  }));
}

/** The lowest closing ranks of the newest round held (the exam page's table), with the count of colleges and seats. */
export async function neetClosings(
  context: AppLoadContext,
  limit: number,
): Promise<{ year: number; round: number; rows: NeetRow[]; colleges: number; seats: number } | null> {
  const held = (await mccRoundsHeld(context))[0];
  if (!held) return null;
  return readCached(context, "neet-closings", `${held.year}:${held.round}:${limit}`, async () => {
    const rows = await walk(context, held, "OPEN", 1, limit, {});
    const totals = await context.env.DB.prepare(
      "SELECT count(*) AS n, coalesce(sum(nmc_seats), 0) AS seats FROM mcc_cutoffs WHERE course = ? AND year = ? AND round = ? AND category = 'OPEN'",
    )
      .bind(NEET_COURSE, held.year, held.round)
      .first<{ n: number; seats: number }>();
    return { ...held, rows, colleges: totals?.n ?? 0, seats: totals?.seats ?? 0 };
  });
}

export interface NeetPredictedRow extends NeetRow {
  rank: number;
  band: Band | null;
  closings: YearClosing[];
  explanation: string;
}

export interface NeetPrediction {
  held: Array<{ year: number; round: number }>;
  /** The candidate's category as MCC names it, and whether its table is held (OPEN seats are always walked). */
  category: string;
  categoryHeld: boolean;
  /** How many institutes the newest round's table holds for the category, and for OPEN. */
  categoryInstitutes: number;
  openInstitutes: number;
  /** MCC's PwD tables are not held: a PwD candidate is told so. */
  pwd: boolean;
  rows: NeetPredictedRow[];
  next: PredictorCursor | null;
}

/** How many institutes a round's table holds for a category. */
async function institutesHeld(context: AppLoadContext, held: { year: number; round: number }, category: string) {
  return readCached(context, "mcc-institutes", `${held.year}:${held.round}:${category}`, async () => {
    const row = await context.env.DB.prepare(
      "SELECT count(*) AS n FROM mcc_cutoffs WHERE course = ? AND year = ? AND round = ? AND category = ?",
    )
      .bind(NEET_COURSE, held.year, held.round, category)
      .first<{ n: number }>();
    return row?.n ?? 0;
  });
}

/**
 * One page of the NEET answer: MBBS seats of the All India Quota whose closing All India Rank in the newest round
 * held is within reach of the rank: OPEN seats, and the category's own seats where MCC's table for it is held (MCC
 * fills both on the All India Rank), the most competitive first. The two are walked side by side (arm 0 OPEN,
 * arm 1 the category) and merged by closing rank, college and arm, so the cursor pages both.
 */
export async function predictNeet(
  context: AppLoadContext,
  query: { rank: number; category: Category; pwd?: boolean; state?: string },
  cursor: PredictorCursor | null,
): Promise<NeetPrediction> {
  const held = await mccRoundsHeld(context);
  const category = MCC_CATEGORY[query.category];
  const pwd = query.pwd ?? false;
  const latest = held[0];
  if (!latest)
    return {
      held,
      category,
      categoryHeld: category === "OPEN",
      categoryInstitutes: 0,
      openInstitutes: 0,
      pwd,
      rows: [],
      next: null,
    };
  const openInstitutes = await institutesHeld(context, latest, "OPEN");
  const categoryInstitutes = category === "OPEN" ? openInstitutes : await institutesHeld(context, latest, category);
  const categoryHeld = categoryInstitutes > 0;
  const key = JSON.stringify([query, cursor]);
  return readCached(context, "neet-predictor", key, async () => {
    const arms = category !== "OPEN" && categoryHeld ? ["OPEN", category] : ["OPEN"];
    const from = lowestClosingFor(query.rank);
    const walked = await Promise.all(
      arms.map(async (armCategory, arm) => {
        const after = cursor
          ? { closing: cursor.closing, college: cursor.program, sameCollege: arm > cursor.arm }
          : null;
        const rows = await walk(context, latest, armCategory, from, PREDICTOR_PAGE_SIZE + 1, {
          state: query.state,
          after,
        });
        return rows.map((r) => ({ ...r, arm }));
      }),
    );
    const { page, next } = pageArms(walked, PREDICTOR_PAGE_SIZE);
    const rows = page.map(({ arm: _arm, ...r }): NeetPredictedRow => {
      const closings: YearClosing[] = [{ year: latest.year, closing: r.closing }];
      const band = neetBand(query.rank, closings);
      return {
        ...r,
        rank: query.rank,
        band,
        closings,
        explanation: neetExplanation(query.rank, closings, latest.round, band),
      };
    });
    return { held, category, categoryHeld, categoryInstitutes, openInstitutes, pwd, rows, next };
  });
}
