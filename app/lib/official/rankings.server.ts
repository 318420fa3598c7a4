/**
 * NIRF ranks from D1 (nirf_ranks, as published): the /rankings table for one category and year,
 * and a college's ranks across years. Each list reads one category and year through the
 * (category, year, rank) index; other sorts order that one table (at most a few hundred rows).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content.server";

export const RANKINGS_PAGE_SIZE = 50;

export const RANKING_SORTS = [
  { value: "rank", label: "Rank", column: "n.rank IS NULL, n.rank, n.name" },
  { value: "score", label: "Score", column: "n.score IS NULL, n.score DESC, n.rank" },
  { value: "tlr", label: "TLR", column: "n.tlr IS NULL, n.tlr DESC, n.rank" },
  { value: "rpc", label: "RPC", column: "n.rpc IS NULL, n.rpc DESC, n.rank" },
  { value: "go", label: "GO", column: "n.go IS NULL, n.go DESC, n.rank" },
  { value: "oi", label: "OI", column: "n.oi IS NULL, n.oi DESC, n.rank" },
  { value: "perception", label: "Perception", column: "n.perception IS NULL, n.perception DESC, n.rank" },
  { value: "name", label: "Name", column: "n.name, n.rank" },
] as const;
export type RankingSort = (typeof RANKING_SORTS)[number]["value"];

/** What NIRF's five parameters stand for (the table's header abbreviations). */
export const PARAMETERS = [
  ["tlr", "TLR", "Teaching, Learning and Resources"],
  ["rpc", "RPC", "Research and Professional Practice"],
  ["go", "GO", "Graduation Outcomes"],
  ["oi", "OI", "Outreach and Inclusivity"],
  ["perception", "Perception", "Perception"],
] as const;

export interface NirfListRow {
  rank: number | null;
  rank_band: string;
  nirf_id: string;
  name: string;
  city: string;
  state: string;
  score: number | null;
  tlr: number | null;
  rpc: number | null;
  go: number | null;
  oi: number | null;
  perception: number | null;
  slug: string | null;
}

export interface NirfEdition {
  category: string;
  year: number;
  n: number;
  params: number;
}

/** Every (category, year) held, with its row count and how many rows carry parameter scores. */
export async function nirfEditions(context: AppLoadContext): Promise<NirfEdition[]> {
  return readCached(context, "nirf-editions", "v1", async () => {
    const r = await context.env.DB.prepare(
      "SELECT category, year, count(*) AS n, count(tlr) AS params FROM nirf_ranks GROUP BY category, year ORDER BY category, year DESC",
    ).all<NirfEdition>();
    return r.results ?? [];
  });
}

export async function nirfList(
  context: AppLoadContext,
  q: { category: string; year: number; sort: RankingSort; page: number },
): Promise<NirfListRow[]> {
  const order = RANKING_SORTS.find((s) => s.value === q.sort)!.column;
  return readCached(context, "nirf-list", `${q.category}:${q.year}:${q.sort}:${q.page}`, async () => {
    const r = await context.env.DB.prepare(
      `SELECT n.rank, n.rank_band, n.nirf_id, n.name, n.city, n.state, n.score, n.tlr, n.rpc, n.go, n.oi, n.perception, c.slug
       FROM nirf_ranks n INDEXED BY nirf_ranks_list LEFT JOIN colleges c ON c.id = n.college_id
       WHERE n.category = ?1 AND n.year = ?2 ORDER BY ${order} LIMIT ?3 OFFSET ?4`,
    )
      .bind(q.category, q.year, RANKINGS_PAGE_SIZE, (q.page - 1) * RANKINGS_PAGE_SIZE)
      .all<NirfListRow>();
    return r.results ?? [];
  });
}

export interface CollegeNirfRow {
  category: string;
  year: number;
  rank: number | null;
  rank_band: string;
  score: number | null;
}

/** A college's NIRF ranks, every category and year held (index nirf_ranks_college). */
export async function collegeNirf(context: AppLoadContext, collegeId: number): Promise<CollegeNirfRow[]> {
  const r = await context.env.DB.prepare(
    "SELECT category, year, rank, rank_band, score FROM nirf_ranks WHERE college_id = ?1 ORDER BY category, year",
  )
    .bind(collegeId)
    .all<CollegeNirfRow>();
  return r.results ?? [];
}
