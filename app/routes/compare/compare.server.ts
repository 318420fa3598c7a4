/**
 * The server half of /compare: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RANKING_YEARS } from "~/content/home";
import { collegeNames } from "~/lib/accounts/colleges.server";
import { pageHeaders } from "~/lib/cache";
import { parseCompare } from "~/lib/colleges/compare";
import { getColleges, searchColleges } from "~/lib/colleges/queries.server";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import type { CollegeDetail, SearchHit } from "~/lib/colleges/types";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const list = parseCompare(url.searchParams.getAll("c"));
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 80);
  let colleges: CollegeDetail[] = [];
  let hits: SearchHit[] = [];
  let unavailable = false;
  try {
    colleges = await getColleges(context, list.slugs, Number(RANKING_YEARS[0]));
    if (q) hits = (await searchColleges(context, q, 8)).hits;
  } catch (error) {
    unavailable = true;
    console.error("compare unavailable", error instanceof Error ? error.message : error);
  }
  const found = colleges.map((c) => c.college.slug);
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
  return { slugs: found, colleges, overflow: list.overflow, missing, q, hits, unavailable, shortlist };
}
