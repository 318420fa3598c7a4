/**
 * The site's search index: static content (typed modules) indexed once per isolate,
 * blogs from the cached data layer indexed whenever that list changes.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
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

export async function searchSite(context: AppLoadContext, query: string, limit = 50): Promise<SearchHit[]> {
  const blogs = await readContentOr(context, "blogs", [] as BlogRow[]);
  const hits = [...getStaticIndex().search(query, limit), ...getBlogIndex(blogs).search(query, limit)];
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** What an empty query shows: the items visitors look for most. */
export function popularItems(): SearchDoc[] {
  const wanted = [
    "exam:ielts",
    "exam:gre",
    "course:mba",
    "course:btech",
    "college:finder-1",
    "service:visa-assistance",
    "service:student-accommodation",
    "exam:neet",
  ];
  const docs = new Map(staticDocs().map((d) => [d.id, d]));
  return wanted.map((id) => docs.get(id)).filter((d): d is SearchDoc => Boolean(d));
}
