/**
 * Site search engine on MiniSearch (small, dependency-free, runs in Workers).
 * Matching: case- and accent-insensitive, prefix and small-typo tolerant, abbreviation
 * aware ("B.Tech" also indexes as "btech"), ranked by relevance with title boosts.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { vocabulary } from "~/content/vocabulary";

const TYPES = vocabulary({ college: "Colleges", exam: "Exams", course: "Courses", service: "Services", blog: "Blogs" });
export const SEARCH_TYPES = TYPES.values;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const TYPE_LABELS = TYPES.labels;

export interface SearchDoc {
  id: string;
  type: SearchType;
  title: string;
  subtitle?: string;
  /** Extra words that should find this item (synonyms, expansions, places). */
  keywords?: string;
  url: string;
}

export interface SearchHit {
  id: string;
  type: SearchType;
  title: string;
  subtitle?: string;
  url: string;
  score: number;
}

/** Lower-case, strip accents (é → e). */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Tokens of a text: words split on whitespace and punctuation, plus each word with its
 * inner punctuation removed, so "B.Tech" gives "b", "tech" and "btech", "M.Tech/ME" gives
 * "mtech" and "me".
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const chunk of normalize(text).split(/[\s/,;:()|+&]+/)) {
    if (!chunk) continue;
    const parts = chunk.split(/[^a-z0-9]+/).filter(Boolean);
    tokens.push(...parts);
    const joined = parts.join("");
    if (parts.length > 1 && joined) tokens.push(joined);
  }
  return tokens;
}

const FIELDS = ["title", "keywords", "subtitle"] as const;

function fuzziness(term: string): number | boolean {
  if (term.length < 4) return false;
  if (term.length < 6) return 2; // "ielst" → "ielts" (a swap is two edits)
  return 0.34; // about one edit in three characters, at most maxFuzzy
}

export class SearchIndex {
  private readonly mini: MiniSearch<SearchDoc>;

  constructor(docs: readonly SearchDoc[]) {
    this.mini = new MiniSearch<SearchDoc>({
      fields: [...FIELDS],
      storeFields: ["type", "title", "subtitle", "url"],
      tokenize,
      processTerm: (term) => term || null,
      searchOptions: {
        boost: { title: 3, keywords: 1.5, subtitle: 1 },
        prefix: (term) => term.length >= 2,
        fuzzy: fuzziness,
        maxFuzzy: 2,
        combineWith: "AND",
        weights: { fuzzy: 0.35, prefix: 0.6 },
      },
    });
    this.mini.addAll(dedupe(docs));
  }

  search(query: string, limit = 50): SearchHit[] {
    const q = query.trim().slice(0, 100);
    if (!q) return [];
    let results: SearchResult[] = this.mini.search(q);
    // A long query where one word misses entirely: fall back to OR, ranked by matches.
    if (results.length === 0 && tokenize(q).length > 1) {
      results = this.mini.search(q, { combineWith: "OR" });
    }
    return results.slice(0, limit).map((r) => ({
      id: String(r.id),
      type: r.type as SearchType,
      title: r.title as string,
      subtitle: r.subtitle as string | undefined,
      url: r.url as string,
      score: r.score,
    }));
  }
}

function dedupe(docs: readonly SearchDoc[]): SearchDoc[] {
  const seen = new Set<string>();
  return docs.filter((d) => (seen.has(d.id) ? false : (seen.add(d.id), true)));
}

/** Hits grouped by type, groups ordered by their best hit. */
export function groupHits(hits: readonly SearchHit[]): Array<{ type: SearchType; label: string; hits: SearchHit[] }> {
  const groups = new Map<SearchType, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.type) ?? [];
    list.push(hit);
    groups.set(hit.type, list);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1][0].score - a[1][0].score)
    .map(([type, list]) => ({ type, label: TYPE_LABELS[type], hits: list }));
}
