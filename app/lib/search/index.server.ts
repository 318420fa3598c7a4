/**
 * The site's search index: static content (typed modules) indexed once per isolate,
 * blogs from the cached data layer indexed whenever that list changes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { countryLabel } from "~/lib/colleges/model";
import { searchColleges } from "~/lib/colleges/queries.server";
import type { BlogRow } from "~/lib/content-types";
import { readContentOr } from "~/lib/content.server";
import { SearchIndex, type SearchDoc, type SearchHit } from "./engine";
import { blogDocs, staticDocs } from "./sources";

let staticIndex: SearchIndex | undefined;
let blogIndex: { rows: readonly BlogRow[]; index: SearchIndex } | undefined;

function getStaticIndex(): SearchIndex {
  staticIndex ??= new SearchIndex(staticDocs());
  return staticIndex;
}

function getBlogIndex(rows: readonly BlogRow[]): SearchIndex {
  if (!blogIndex || blogIndex.rows !== rows) blogIndex = { rows, index: new SearchIndex(blogDocs(rows)) };
  return blogIndex.index;
}

/**
 * Colleges from the directory's D1 FTS index (issue 17): word-prefix matches rank above the
 * static results, similar names (typos) below them. D1 unavailable → no college results.
 */
async function collegeHits(context: AppLoadContext, query: string, top: number, bottom: number): Promise<SearchHit[]> {
  try {
    const { hits, fuzzy } = await searchColleges(context, query, 8);
    return hits.map((h, i) => ({
      id: `college:${h.slug}`,
      type: "college" as const,
      title: h.name,
      subtitle: [h.city, h.state, h.country === "india" ? "" : countryLabel(h.country)].filter(Boolean).join(", "),
      url: `/colleges/${h.slug}`,
      score: (fuzzy ? bottom * 0.5 : top + 10) - i * 0.01,
    }));
  } catch (error) {
    console.error("college search unavailable", error instanceof Error ? error.message : error);
    return [];
  }
}

export async function searchSite(context: AppLoadContext, query: string, limit = 50): Promise<SearchHit[]> {
  const blogs = await readContentOr(context, "blogs", [] as BlogRow[]);
  const hits = [...getStaticIndex().search(query, limit), ...getBlogIndex(blogs).search(query, limit)];
  const scores = hits.map((h) => h.score);
  const colleges = await collegeHits(context, query, Math.max(1, ...scores), Math.min(2, ...scores));
  return [...hits, ...colleges].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** What an empty query shows: the items visitors look for most. */
export function popularItems(): SearchDoc[] {
  const wanted = [
    "exam:ielts",
    "exam:gre",
    "course:mba",
    "course:btech",
    "service:visa-assistance",
    "service:student-accommodation",
    "exam:neet",
  ];
  const docs = new Map(staticDocs().map((d) => [d.id, d]));
  return wanted.map((id) => docs.get(id)).filter((d): d is SearchDoc => Boolean(d));
}
