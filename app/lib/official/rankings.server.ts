/**
 * NIRF ranks from D1 (nirf_ranks, as published): the /rankings table for one category and year.
 * Each list reads one category and year through the
 * (category, year, rank) index; other sorts order that one table (at most a few hundred rows).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { RANKING_SORTS, RANKINGS_PAGE_SIZE, type RankingSort } from "./rankings";

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
  /** "NIRF India Rankings 2025, Engineering; copy taken 2026-11-28" (nirf_ranks.source, written by the build). */
  source: string;
}

/** Every (category, year) held, with its row count and how many rows carry parameter scores. */
export async function nirfEditions(context: AppLoadContext): Promise<NirfEdition[]> {
  return readCached(context, "nirf-editions", "v2", async () => {
    const r = await context.env.DB.prepare(
      "SELECT category, year, count(*) AS n, count(tlr) AS params, max(source) AS source FROM nirf_ranks GROUP BY category, year ORDER BY category, year DESC",
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
       FROM nirf_ranks n LEFT JOIN colleges c ON c.id = n.college_id
       WHERE n.category = ?1 AND n.year = ?2 ORDER BY ${order} LIMIT ?3 OFFSET ?4`,
    )
      .bind(q.category, q.year, RANKINGS_PAGE_SIZE, (q.page - 1) * RANKINGS_PAGE_SIZE)
      .all<NirfListRow>();
    return r.results ?? [];
  });
}
