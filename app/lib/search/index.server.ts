/**
 * The site's search: the small static content (typed modules) in a MiniSearch index built
 * once per isolate; blogs and colleges from D1's FTS5 indexes (nothing that grows
 * with the content is held in isolate memory).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { searchBlogs } from "~/lib/blog/blog.server";
import { countryLabel } from "~/lib/colleges/model";
import { searchColleges } from "~/lib/colleges/queries.server";
import { ftsMatch } from "~/lib/colleges/query";
import { cutoffCollegeWords } from "./cutoff-intent";
import { SearchIndex, tokenize, type SearchDoc, type SearchHit } from "./engine";
import { blogDocs, staticDocs } from "./sources";

let staticIndex: SearchIndex | undefined;

function getStaticIndex(): SearchIndex {
  staticIndex ??= new SearchIndex(staticDocs());
  return staticIndex;
}

/**
 * Blogs from D1's FTS5 index (migration 0007): every word as a prefix, best match first,
 * ranked just below the best static result. D1 unavailable → no blog results.
 */
async function blogHits(context: AppLoadContext, query: string, top: number): Promise<SearchHit[]> {
  try {
    const rows = await searchBlogs(context, ftsMatch(query), 8);
    return blogDocs(rows).map(({ id, type, title, subtitle, url }, i) => ({
      id,
      type,
      title,
      subtitle,
      url,
      score: top * 0.8 - i * 0.01,
    }));
  } catch (error) {
    console.error("blog search unavailable", error instanceof Error ? error.message : error);
    return [];
  }
}

/**
 * Colleges from the directory's D1 FTS index: word-prefix matches rank above the
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

/** "iit bombay cse cutoff": the named colleges' cut-off pages, above everything else. */
async function cutoffHits(context: AppLoadContext, words: string, top: number): Promise<SearchHit[]> {
  const colleges = await collegeHits(context, words, top, 0);
  return colleges
    .filter((h) => h.score > top)
    .slice(0, 3)
    .map((h) => ({
      ...h,
      id: `${h.id}:cutoffs`,
      title: `${h.title}: JoSAA cut-offs`,
      url: `${h.url}/cutoffs`,
      score: h.score + 10,
    }));
}

export async function searchSite(context: AppLoadContext, query: string, limit = 50): Promise<SearchHit[]> {
  const found = getStaticIndex().search(query, limit);
  const hits = [...found, ...(await blogHits(context, query, Math.max(1, ...found.map((h) => h.score))))];
  const scores = hits.map((h) => h.score);
  const top = Math.max(1, ...scores);
  const named = await collegeHits(context, query, top, Math.min(2, ...scores));
  // A query that is an exam's, course's or service's title word for word ("JEE", "NEET") finds that page first:
  // a college matching only as the start of a longer word ("Jeena") ranks below it.
  const asked = tokenize(query);
  const whole = (title: string) => asked.length > 0 && asked.every((w) => tokenize(title).includes(w));
  const best = found[0];
  const colleges =
    best && whole(best.title)
      ? named.map((h) => (whole(h.title) ? h : { ...h, score: Math.min(h.score, best.score * 0.9) }))
      : named;
  const words = cutoffCollegeWords(query);
  const cutoffs = words ? await cutoffHits(context, words, top) : [];
  return [...cutoffs, ...hits, ...colleges].sort((a, b) => b.score - a.score).slice(0, limit);
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
    "exam:neet-ug",
  ];
  const docs = new Map(staticDocs().map((d) => [d.id, d]));
  return wanted.map((id) => docs.get(id)).filter((d): d is SearchDoc => Boolean(d));
}
