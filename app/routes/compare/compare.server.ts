/**
 * The server half of /compare: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { collegeNames } from "~/lib/accounts/colleges.server";
import { parseCategory, parseCompare, type CutoffSummary } from "~/lib/colleges/compare";
import { getColleges, searchColleges } from "~/lib/colleges/queries.server";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import type { CollegeDetail, SearchHit } from "~/lib/colleges/types";
import { collegeCutoffs } from "~/lib/cutoffs/queries.server";
import { pageHeaders } from "~/lib/platform/cache";

async function cutoffSummary(
  context: LoaderFunctionArgs["context"],
  collegeId: number,
  category: string,
): Promise<CutoffSummary | null> {
  const cut = await collegeCutoffs(context, collegeId, { seat: category });
  if (!cut.selection) return null;
  const held = cut.rows.filter((r) => r.closing !== null) as Array<(typeof cut.rows)[number] & { closing: number }>;
  if (!held.length) return null;
  const sorted = [...held].sort((a, b) => a.closing - b.closing);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return {
    year: cut.selection.year,
    round: cut.selection.round,
    quota: cut.selection.quota,
    lowest: { rank: first.closing, program: first.program },
    highest: { rank: last.closing, program: last.program },
    programs: held.length,
  };
}

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const list = parseCompare(url.searchParams.getAll("c"));
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  let colleges: CollegeDetail[] = [];
  let hits: SearchHit[] = [];
  let unavailable = false;
  try {
    colleges = await getColleges(context, list.slugs);
    if (q) hits = (await searchColleges(context, q, 8)).hits;
  } catch (error) {
    unavailable = true;
    console.error("compare unavailable", error instanceof Error ? error.message : error);
  }
  const found = colleges.map((c) => c.college.slug);
  // Cut-offs of the category asked (GET ?category=, default OPEN); null where JoSAA publishes none for the college.
  const category = parseCategory(url.searchParams.get("category"));
  let cutoffs: Record<string, CutoffSummary | null> = {};
  let cutoffsUnavailable = false;
  try {
    const rows = await Promise.all(colleges.map((c) => cutoffSummary(context, c.college.id, category)));
    cutoffs = Object.fromEntries(colleges.map((c, i) => [c.college.slug, rows[i]]));
  } catch (error) {
    cutoffsUnavailable = true;
    console.error("compare cut-offs unavailable", error instanceof Error ? error.message : error);
  }
  const missing = list.slugs.filter((s) => !found.includes(s));
  // The visitor's shortlist: each college a compare column can be saved to, and the ones to add from it.
  let shortlist: Array<{ slug: string; name: string }> = [];
  try {
    const { slugs } = await readShortlist(request, context.env);
    const name = await collegeNames(context.env, slugs);
    shortlist = slugs.map((slug) => ({ slug, name: name(slug) }));
  } catch (error) {
    console.error("shortlist unavailable", error instanceof Error ? error.message : error);
  }
  return {
    slugs: found,
    colleges,
    overflow: list.overflow,
    missing,
    q,
    hits,
    unavailable,
    shortlist,
    category,
    cutoffs,
    cutoffsUnavailable,
  };
}
