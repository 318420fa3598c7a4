/**
 * The /colleges URL as a typed query: every filter a GET parameter (unknown values are dropped, never an error), the
 * canonical query string and link of a query, and the words a text search looks for. Pure: unit tested in
 * query.test.ts. The SQL of a query is sql.ts's (and scan.ts's for combinations no stored list covers).
 */
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS, type EntranceExamSlug } from "~/content/entrance-exams";
import {
  AGENCIES,
  DEFAULT_RANK_CATEGORY,
  FEE_RANGES,
  NIRF_TOPS,
  OWNERSHIPS,
  PAGE_SIZE,
  RATING_OPTIONS,
  SORTS,
  STREAM_CATEGORY,
  STREAMS,
  type CollegeSort,
} from "./model";

export interface CollegeQuery {
  q: string;
  stream: string;
  course: string;
  state: string;
  city: string;
  ownership: string;
  exam: string;
  fees: string;
  rating: string;
  agency: string;
  /** NIRF category (the latest year held for it); with `top`, a rank range in it. */
  nirf: string;
  /** "10", "50", "100" or "200": ranked at most this in `nirf` (Overall when no category is chosen). */
  top: string;
  sort: CollegeSort;
  page: number;
  /** Keyset cursor of a bounded scan (`?after=`): the sort position the previous request stopped at; 0 = start. */
  after: number;
}

export const FILTER_KEYS = [
  "q",
  "stream",
  "course",
  "state",
  "city",
  "ownership",
  "exam",
  "fees",
  "rating",
  "agency",
  "nirf",
  "top",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filters answered by college_facets rows (one row a college and value). */
export const FACET_KEYS = ["stream", "course", "exam", "agency", "fees", "rating", "nirf"] as const;
/** Filters on the college's own columns, copied onto its facet rows. */
export const PLACE_KEYS = ["state", "city", "ownership"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export type PlaceKey = (typeof PLACE_KEYS)[number];

export const EMPTY_QUERY: CollegeQuery = {
  q: "",
  stream: "",
  course: "",
  state: "",
  city: "",
  ownership: "",
  exam: "",
  fees: "",
  rating: "",
  agency: "",
  nirf: "",
  top: "",
  sort: "rank",
  page: 1,
  after: 0,
};

const MAX_TEXT = 80;

function text(value: string | null): string {
  return [...(value ?? "")]
    .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TEXT);
}

function pick(list: readonly string[], value: string | null): string {
  const v = text(value).toLowerCase();
  return list.find((item) => item.toLowerCase() === v) ?? "";
}

export interface ParsedQuery {
  query: CollegeQuery;
  /** The page parameter was not a positive whole number (redirect to the canonical URL). */
  badPage: boolean;
}

export function parseCollegeQuery(params: URLSearchParams): ParsedQuery {
  const rawPage = params.get("page");
  let page = 1;
  let badPage = false;
  if (rawPage !== null) {
    if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else badPage = true;
  }
  const rawAfter = params.get("after");
  const after = rawAfter !== null && /^\d{1,9}$/.test(rawAfter) ? Number(rawAfter) : 0;
  const top = pick(
    NIRF_TOPS.map((t) => t.value),
    params.get("top"),
  );
  // A category is a word or two (Overall, Engineering, State Public University): title case, as NIRF names it.
  const rawNirf = text(params.get("nirf"));
  const nirf = /^[A-Za-z][A-Za-z ]{1,40}$/.test(rawNirf)
    ? rawNirf.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase())
    : top
      ? DEFAULT_RANK_CATEGORY
      : "";
  const sort = (pick(
    SORTS.map((s) => s.value),
    params.get("sort"),
  ) || "rank") as CollegeSort;
  return {
    query: {
      q: text(params.get("q")),
      stream: pick(STREAMS, params.get("stream")),
      course: text(params.get("course")),
      state: text(params.get("state")),
      city: text(params.get("city")),
      ownership: pick(
        OWNERSHIPS.map((o) => o.value),
        params.get("ownership"),
      ),
      exam: examId(text(params.get("exam"))),
      fees: pick(
        FEE_RANGES.map((f) => f.value),
        params.get("fees"),
      ),
      rating: pick(
        RATING_OPTIONS.map((r) => r.value),
        params.get("rating"),
      ),
      agency: pick(
        AGENCIES.map((a) => a.id),
        params.get("agency"),
      ),
      nirf,
      top,
      sort,
      page,
      after,
    },
    badPage,
  };
}

/** The canonical query string: fixed key order, defaults left out. */
export function querySearchParams(query: CollegeQuery, overrides: Partial<CollegeQuery> = {}): URLSearchParams {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (q[key]) params.set(key, q[key]);
  if (q.sort !== "rank") params.set("sort", q.sort);
  if (q.page > 1) params.set("page", String(q.page));
  if (q.after > 0) params.set("after", String(q.after));
  return params;
}

export function queryHref(query: CollegeQuery, overrides: Partial<CollegeQuery> = {}): string {
  const s = querySearchParams(query, overrides).toString();
  return s ? `/colleges?${s}` : "/colleges";
}

/** The filters that narrow the list (`top` narrows `nirf`'s facet, so it is not a filter of its own here). */
export function activeFilters(query: CollegeQuery): FilterKey[] {
  return FILTER_KEYS.filter((k) => k !== "top" && query[k] !== "");
}

/** "Filters (n)": every filter the visitor set, the NIRF rank range too. */
export function filterCount(query: CollegeQuery): number {
  return FILTER_KEYS.filter((k) => k !== "q" && query[k] !== "").length;
}

/** An entrance exam asked for by its id or its directory name ("JEE Main") is its id; any other text stays. */
export function examId(exam: string): string {
  const lower = exam.toLowerCase();
  return (
    ENTRANCE_EXAM_SLUGS.find((id) => id === lower || ENTRANCE_EXAMS[id].directoryExam.toLowerCase() === lower) ?? exam
  );
}

/** The exam filter's value: an entrance exam's id (app/content/entrance-exams.ts), or a name a course lists. */
export function examName(exam: string): string {
  return ENTRANCE_EXAMS[exam as EntranceExamSlug]?.directoryExam ?? exam;
}

/** The college_facets value a facet filter reads (the NIRF range joins category and range: "Engineering|50"). */
export function facetValue(query: CollegeQuery, key: FacetKey): string {
  if (key === "exam") return examName(query.exam);
  if (key === "nirf") return query.nirf && query.top ? `${query.nirf}|${query.top}` : query.nirf;
  return query[key];
}

/* ------------------------------------------------------------------ ranking and fee order */

/**
 * The one NIRF category the "Ranking" sort uses (ranks of two categories are never mixed): the chosen NIRF
 * category; else the category the stream names (STREAM_CATEGORY); else Overall — each in the latest year the
 * directory holds for it (`years`: category → year). A category with no year held falls back to Overall.
 */
export function rankCategory(
  query: CollegeQuery,
  years: Readonly<Record<string, number>>,
): { category: string; year: number; why: "chosen" | "stream" | "default" } | null {
  const pick = (category: string, why: "chosen" | "stream" | "default") =>
    years[category] ? { category, year: years[category], why } : null;
  if (query.nirf) return pick(query.nirf, "chosen");
  const ofStream = STREAM_CATEGORY[query.stream];
  return (ofStream ? pick(ofStream, "stream") : null) ?? pick(DEFAULT_RANK_CATEGORY, "default");
}

/**
 * The facet whose stored positions give this sort's order, when the order is not the college's own: "Ranking"
 * under a NIRF category (its rank) or a stream (the stream's category), fees under a stream (the stream's own
 * fees). Its facet rows hold those positions (RECOMPUTE_STATEMENTS in import.ts); every other order is the
 * college's (`colleges.pos_*`, the same on every facet row).
 */
export function orderFacet(query: CollegeQuery): "nirf" | "stream" | null {
  if (query.sort === "rank") return query.nirf ? "nirf" : query.stream ? "stream" : null;
  if (query.sort === "fees-asc" || query.sort === "fees-desc") return query.stream ? "stream" : null;
  return null;
}

/* ------------------------------------------------------------------ full-text query */

/** Words of a search text, lowercased, letters and digits only. */
export function searchWords(input: string): string[] {
  return (
    input
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/** FTS5 MATCH text: every word as a prefix ("iit bomb" → "iit"* "bomb"*). */
export function ftsMatch(input: string): string {
  return searchWords(input)
    .map((w) => `"${w}"*`)
    .join(" ");
}

/** Trigrams of the words (typo fallback over the trigram index), OR-ed. */
export function trigramMatch(input: string): string {
  const grams = new Set<string>();
  for (const w of searchWords(input)) {
    for (let i = 0; i + 3 <= w.length; i++) grams.add(w.slice(i, i + 3));
  }
  return [...grams].map((g) => `"${g}"`).join(" OR ");
}

/** Dice similarity of two texts' trigram sets (0..1): how close a typo'd name is. */
export function trigramSimilarity(a: string, b: string): number {
  const grams = (s: string) => {
    const set = new Set<string>();
    for (const w of searchWords(s)) for (let i = 0; i + 3 <= w.length; i++) set.add(w.slice(i, i + 3));
    return set;
  };
  const x = grams(a);
  const y = grams(b);
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const g of x) if (y.has(g)) common++;
  return (2 * common) / (x.size + y.size);
}

/** Pages of `total` results, PAGE_SIZE a page (one page when there is nothing). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
