/**
 * D1 read of a college's CSAB special-round opening and closing ranks (migration 0038), through the cached data
 * layer and by the csab_cutoffs_college index.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";

/** One of a college's CSAB rows. */
export interface CsabCutoff {
  program: string;
  year: number;
  round: string;
  quota: string;
  seatType: string;
  gender: string;
  opening: number | null;
  closing: number | null;
  source: string;
}

/** A college's CSAB rows: the newest year first, then by programme, quota, seat type and gender. */
export async function collegeCsabCutoffs(context: AppLoadContext, collegeId: number): Promise<CsabCutoff[]> {
  return readCached(context, "college-csab", String(collegeId), async () => {
    const { results } = await context.env.DB.prepare(
      "SELECT program, year, round, quota, seat_type, gender, opening_rank, closing_rank, source FROM csab_cutoffs WHERE college_id = ? ORDER BY year DESC, round, program, quota, seat_type, gender",
    )
      .bind(collegeId)
      .all<{
        program: string;
        year: number;
        round: string;
        quota: string;
        seat_type: string;
        gender: string;
        opening_rank: number | null;
        closing_rank: number | null;
        source: string;
      }>();
    return (results ?? []).map((r) => ({
      program: r.program,
      year: r.year,
      round: r.round,
      quota: r.quota,
      seatType: r.seat_type,
      gender: r.gender,
      opening: r.opening_rank,
      closing: r.closing_rank,
      source: r.source,
    }));
  });
}
