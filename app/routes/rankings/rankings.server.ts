/**
 * /rankings on the server: the edition asked for (or the latest held), one page of its rows, and the canonical URL.
 * `route.tsx` re-exports them, so the browser build sees one empty module in place of every server module they use
 * (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { RANKING_SORTS, RANKINGS_PAGE_SIZE, rankingsHref, type RankingSort } from "~/lib/official/rankings";
import { nirfEditions, nirfList, type NirfEdition } from "~/lib/official/rankings.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const p = url.searchParams;
  let editions: NirfEdition[] = [];
  try {
    editions = await nirfEditions(context);
  } catch (error) {
    console.error("rankings unavailable", error instanceof Error ? error.message : error);
    return { unavailable: true as const };
  }
  if (!editions.length) return { unavailable: true as const };
  const categories = [...new Set(editions.map((e) => e.category))].sort((a, b) =>
    a === "Overall" ? -1 : b === "Overall" ? 1 : a.localeCompare(b),
  );
  const wanted = (p.get("category") ?? "").trim().toLowerCase();
  const category = categories.find((c) => c.toLowerCase() === wanted) ?? "Overall";
  const years = editions.filter((e) => e.category === category).map((e) => e.year);
  const year = years.includes(Number(p.get("year"))) ? Number(p.get("year")) : Math.max(...years);
  const sort = (RANKING_SORTS.find((s) => s.value === p.get("sort"))?.value ?? "rank") as RankingSort;
  const rawPage = p.get("page") ?? "1";
  const page = /^[1-9]\d{0,3}$/.test(rawPage) ? Number(rawPage) : 0;
  const edition = editions.find((e) => e.category === category && e.year === year)!;
  const pages = Math.max(1, Math.ceil(edition.n / RANKINGS_PAGE_SIZE));
  if (!page) return redirect(rankingsHref({ category, year, sort, page: 1 }), 302);
  if (page > pages) throw notFound();
  // Values in another spelling or left out land on one canonical URL.
  const canonical = rankingsHref({ category, year, sort, page });
  if (`${url.pathname}${url.search}` !== canonical && url.search) return redirect(canonical, 301);
  const rows = await nirfList(context, { category, year, sort, page });
  return {
    unavailable: false as const,
    category,
    year,
    sort,
    page,
    pages,
    total: edition.n,
    hasParams: edition.params > 0,
    taken: /copy taken (\d{4}-\d{2}-\d{2})/.exec(edition.source ?? "")?.[1] ?? "",
    categories,
    years: editions.filter((e) => e.category === category).map((e) => e.year),
    allYears: [...new Set(editions.map((e) => e.year))].sort((a, b) => b - a),
    rows,
  };
}
