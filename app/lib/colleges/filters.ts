/**
 * /colleges filters as GET parameters (issue 17): parsing (unknown values are dropped, never
 * an error), the canonical query string, and the SQL for a page and its count. Pure: unit
 * tested in filters.test.ts; every statement is checked with EXPLAIN QUERY PLAN in
 * tests/integration/colleges-db.test.ts.
 */
import { formatNumber } from "~/lib/plural";
import { AGENCIES, FEE_RANGES, OWNERSHIPS, PAGE_SIZE, RATING_OPTIONS, SORTS, STREAMS, type CollegeSort } from "./model";

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
  sort: CollegeSort;
  page: number;
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
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

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
  sort: "rank",
  page: 1,
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
      exam: text(params.get("exam")),
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
      sort,
      page,
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
  return params;
}

export function queryHref(query: CollegeQuery, overrides: Partial<CollegeQuery> = {}): string {
  const s = querySearchParams(query, overrides).toString();
  return s ? `/colleges?${s}` : "/colleges";
}

export function activeFilters(query: CollegeQuery): FilterKey[] {
  return FILTER_KEYS.filter((k) => query[k] !== "");
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

/* ------------------------------------------------------------------ SQL */

export interface Sql {
  sql: string;
  params: Array<string | number>;
}

/** Each sort's columns; the stored positions (`pos_*`, recomputed on import) follow this order. */
export const ORDER: Record<CollegeSort, string> = {
  rank: "c.rank_best, c.id",
  rating: "c.rating DESC, c.id",
  "fees-asc": "c.fees_min, c.id",
  "fees-desc": "c.fees_min DESC, c.id DESC",
  name: "c.name, c.id",
};
const POSITION: Record<CollegeSort, string> = {
  rank: "pos_rank",
  rating: "pos_rating",
  "fees-asc": "pos_fees",
  "fees-desc": "pos_fees",
  name: "pos_name",
};

/** Columns of a result card. */
export const CARD_COLUMNS =
  "c.id, c.slug, c.name, c.short_name, c.country, c.state, c.city, c.ownership, c.established, c.streams, c.logo, c.image, c.rating, c.rating_count, c.rank_best, c.fees_min, c.approvals";

/** How `q` matched: an FTS5 MATCH text, or the ids of similar names (typo fallback). */
export interface TextFilter {
  match?: string;
  ids?: number[];
}

/** Filters answered by college_facets rows (migration 0008 adds the fee ranges and ratings). */
export const FACET_KEYS = ["stream", "course", "exam", "agency", "fees", "rating"] as const;
/** Filters on the college's own columns, copied onto its facet rows (a facet + place index). */
export const PLACE_KEYS = ["state", "city", "ownership"] as const;

/** WHERE conditions for the filters (`q` through the FTS index). */
export function whereClause(query: CollegeQuery, text?: TextFilter): Sql {
  const parts: string[] = [];
  const params: Array<string | number> = [];
  // With a place or ownership filter the page walks that (filter, sort) index and checks the
  // facet per row (EXISTS); alone, a facet's matching ids drive the query (IN).
  const walk = Boolean(query.state || query.city || query.ownership);
  const facet = (kind: string, value: string) => {
    parts.push(
      walk
        ? "EXISTS (SELECT 1 FROM college_facets f WHERE f.kind = ? AND f.value = ? AND f.college_id = c.id)"
        : "c.id IN (SELECT college_id FROM college_facets WHERE kind = ? AND value = ?)",
    );
    params.push(kind, value);
  };
  if (text?.match) {
    parts.push("c.id IN (SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH ?)");
    params.push(text.match);
  } else if (text?.ids) {
    const ids = text.ids.slice(0, 40);
    parts.push(ids.length ? `c.id IN (${ids.map(() => "?").join(", ")})` : "0");
    params.push(...ids);
  }
  for (const key of FACET_KEYS) if (query[key]) facet(key, query[key]);
  for (const key of PLACE_KEYS) {
    if (query[key]) {
      parts.push(`c.${key} = ?`);
      params.push(query[key]);
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/**
 * One facet filter, alone or with one place filter, and no text: the page is one walk of the
 * (facet[, place], position) index of college_facets (migration 0008), in the sort's order.
 */
export function facetDriver(query: CollegeQuery, text?: TextFilter): { facet: FacetKey; place?: PlaceKey } | null {
  if (text || query.q) return null;
  const active = activeFilters(query);
  const facets = FACET_KEYS.filter((k) => query[k]);
  const places = PLACE_KEYS.filter((k) => query[k]);
  if (facets.length !== 1 || places.length > 1 || active.length !== facets.length + places.length) return null;
  return { facet: facets[0], place: places[0] };
}
export type FacetKey = (typeof FACET_KEYS)[number];
export type PlaceKey = (typeof PLACE_KEYS)[number];

/** True when nothing narrows the list (positions and stored counts apply). */
export function isUnfiltered(query: CollegeQuery): boolean {
  return activeFilters(query).length === 0;
}

/** One page of results. Unfiltered pages read their rows by stored position. */
export function listSql(query: CollegeQuery, text?: TextFilter, total?: number): Sql {
  const offset = (query.page - 1) * PAGE_SIZE;
  if (isUnfiltered(query) && !text) {
    const pos = POSITION[query.sort];
    if (query.sort === "fees-desc" && total !== undefined) {
      return {
        sql: `SELECT ${CARD_COLUMNS} FROM colleges c WHERE c.${pos} BETWEEN ? AND ? ORDER BY c.${pos} DESC`,
        params: [total - offset - PAGE_SIZE + 1, total - offset],
      };
    }
    if (query.sort !== "fees-desc") {
      return {
        sql: `SELECT ${CARD_COLUMNS} FROM colleges c WHERE c.${pos} BETWEEN ? AND ? ORDER BY c.${pos}`,
        params: [offset + 1, offset + PAGE_SIZE],
      };
    }
  }
  const driver = facetDriver(query, text);
  if (driver) {
    const pos = `f.${POSITION[query.sort]}${query.sort === "fees-desc" ? " DESC" : ""}`;
    const params: Array<string | number> = [driver.facet, query[driver.facet]];
    if (driver.place) params.push(query[driver.place]);
    return {
      sql: `SELECT ${CARD_COLUMNS} FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE f.kind = ? AND f.value = ?${driver.place ? ` AND f.${driver.place} = ?` : ""} ORDER BY ${pos} LIMIT ? OFFSET ?`,
      params: [...params, PAGE_SIZE, offset],
    };
  }
  const active = activeFilters(query);
  if (active.length === 2 && query.ownership && (query.state || query.city)) {
    // A place with ownership: its (place, ownership, position) index (migration 0008).
    const place = query.state ? "state" : "city";
    return {
      sql: `SELECT ${CARD_COLUMNS} FROM colleges c WHERE c.${place} = ? AND c.ownership = ? ORDER BY c.${POSITION[query.sort]}${query.sort === "fees-desc" ? " DESC" : ""} LIMIT ? OFFSET ?`,
      params: [query[place], query.ownership, PAGE_SIZE, offset],
    };
  }
  const where = whereClause(query, text);
  return {
    sql: `SELECT ${CARD_COLUMNS} FROM colleges c ${where.sql} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`,
    params: [...where.params, PAGE_SIZE, offset],
  };
}

/**
 * The result count: one stored row (college_counts) for no filter, one filter, a facet with a
 * place, a place with ownership, or state with city; else a COUNT over the filters' indexes.
 */
export function countSql(query: CollegeQuery, text?: TextFilter): Sql {
  const active = activeFilters(query);
  const stored = (kind: string, value: string): Sql => ({
    sql: "SELECT n FROM college_counts WHERE kind = ? AND value = ?",
    params: [kind, value],
  });
  if (!text && active.length === 0) return stored("all", "");
  if (!text && active.length === 1 && active[0] !== "q") return stored(active[0], query[active[0]]);
  if (!text && active.length === 2) {
    const facet = FACET_KEYS.find((k) => query[k]);
    const place = PLACE_KEYS.find((k) => query[k]);
    if (facet && place) return stored(`${facet}+${place}`, `${query[facet]}|${query[place]}`);
    if ((query.state || query.city) && query.ownership) {
      const where = query.state ? "state" : "city";
      return stored(`${where}+ownership`, `${query[where]}|${query.ownership}`);
    }
    if (query.state && query.city) return stored("state+city", `${query.state}|${query.city}`);
  }
  const where = whereClause(query, text);
  return { sql: `SELECT count(*) AS n FROM colleges c ${where.sql}`, params: where.params };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** "1 college found" / "n colleges found". */
export function resultCountText(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? "college" : "colleges"} found`;
}
