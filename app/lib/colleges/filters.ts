/**
 * /colleges filters as GET parameters: parsing (unknown values are dropped, never
 * an error), the canonical query string, and the SQL for a page and its count. Pure: unit
 * tested in filters.test.ts; every statement is checked with EXPLAIN QUERY PLAN in
 * tests/integration/colleges-db.test.ts.
 */
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS, type EntranceExamSlug } from "~/content/entrance-exams";
import { formatNumber } from "~/lib/plural";
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

/* ------------------------------------------------------------------ SQL */

export interface Sql {
  sql: string;
  params: Array<string | number>;
}

/** Each sort's columns; the stored positions (`pos_*`, recomputed on import) follow this order. */
export const ORDER: Record<CollegeSort, string> = {
  rank: "c.pos_rank",
  rating: "c.rating DESC, c.id",
  "fees-asc": "c.fees_min, c.id",
  "fees-desc": "c.fees_min DESC, c.id DESC",
  salary: "c.pos_salary",
  name: "c.name, c.id",
};
const POSITION: Record<CollegeSort, string> = {
  rank: "pos_rank",
  rating: "pos_rating",
  "fees-asc": "pos_fees",
  "fees-desc": "pos_fees",
  salary: "pos_salary",
  name: "pos_name",
};

/**
 * "Fees: high to low" under a stream: the stream facet's own high-to-low positions (`pos_fees_desc`: the highest
 * published fee first, colleges without one last), walked ascending through its stream-only indexes (migration 0022).
 */
export function streamFeesDesc(query: CollegeQuery): boolean {
  return query.sort === "fees-desc" && orderFacet(query) === "stream";
}

/**
 * The position column a walk reads, and whether it walks it descending: on the stream's own facet rows (`facet`
 * "stream") "high to low" has positions of its own; any other index walks the sort's positions backwards.
 */
function walkPosition(query: CollegeQuery, facet: FacetKey | null | undefined): { col: string; desc: boolean } {
  if (facet === "stream" && streamFeesDesc(query)) return { col: "pos_fees_desc", desc: false };
  return { col: POSITION[query.sort], desc: query.sort === "fees-desc" };
}

/** `kind = ?` of a facet walk; literal for the stream-only indexes of "Fees: high to low" (a partial index needs it). */
function facetKind(query: CollegeQuery, alias: string, facet: FacetKey): { sql: string; params: string[] } {
  return streamFeesDesc(query) && facet === "stream"
    ? { sql: `${alias}.kind = 'stream'`, params: [] }
    : { sql: `${alias}.kind = ?`, params: [facet] };
}

/**
 * The ORDER BY of a list over colleges `c` in the order its pages show: a facet's own positions where the sort
 * follows a NIRF category or a stream (orderFacet), else the college's columns. Read by the region list (a few
 * hundred rows, sorted in memory) and by tests as the unindexed answer.
 */
export function orderBy(query: CollegeQuery): Sql {
  const own = orderFacet(query);
  if (!own) return { sql: ORDER[query.sort], params: [] };
  const { col, desc } = walkPosition(query, own);
  return {
    sql: `(SELECT f.${col} FROM college_facets f WHERE f.kind = ? AND f.value = ? AND f.college_id = c.id)${desc ? " DESC" : ""}, c.id`,
    params: [own, facetValue(query, own)],
  };
}

/** Columns of a result card. */
export const CARD_COLUMNS =
  "c.id, c.slug, c.name, c.short_name, c.country, c.state, c.city, c.ownership, c.established, c.streams, c.logo, c.image, c.rating, c.rating_count, c.rank_best, c.rank_label, c.fees_min, c.approvals";

/** How `q` matched: an FTS5 MATCH text, or the ids of similar names (typo fallback). */
export interface TextFilter {
  match?: string;
  ids?: number[];
}

/** Filters answered by college_facets rows (migration 0008 adds the fee ranges and ratings). */
export const FACET_KEYS = ["stream", "course", "exam", "agency", "fees", "rating", "nirf"] as const;
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
  for (const key of FACET_KEYS) if (query[key]) facet(key, facetValue(query, key));
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
    const walk = walkPosition(query, driver.facet);
    const pos = `f.${walk.col}${walk.desc ? " DESC" : ""}`;
    const kind = facetKind(query, "f", driver.facet);
    const params: Array<string | number> = [...kind.params, facetValue(query, driver.facet)];
    if (driver.place) params.push(query[driver.place]);
    return {
      sql: `SELECT ${CARD_COLUMNS} FROM college_facets f JOIN colleges c ON c.id = f.college_id WHERE ${kind.sql} AND f.value = ?${driver.place ? ` AND f.${driver.place} = ?` : ""} ORDER BY ${pos} LIMIT ? OFFSET ?`,
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
  if (!text && active.length === 1 && active[0] !== "q") {
    const key = active[0];
    return stored(
      key,
      (FACET_KEYS as readonly string[]).includes(key) ? facetValue(query, key as FacetKey) : query[key],
    );
  }
  if (!text && active.length === 2) {
    const facet = FACET_KEYS.find((k) => query[k]);
    const place = PLACE_KEYS.find((k) => query[k]);
    if (facet && place) return stored(`${facet}+${place}`, `${facetValue(query, facet)}|${query[place]}`);
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

/* ------------------------------------------------------------------ bounded scan */

/**
 * Combinations no stored list covers — two or more facets, three or more filters, a facet with
 * two places, any text search — walk ONE index in the sort's position order (the "driver": the
 * most selective of the active filters by its stored count) from a keyset cursor (`?after=`),
 * check the other filters per row, and stop after a fixed number of index entries. A request
 * therefore reads a bounded number of rows at any size; "More results" continues where the walk
 * stopped, and the count is exact only when the walk reached the end ("n+" otherwise).
 */
/** Rows a bounded-scan request may read in all (what it read before the walk included). */
export const SCAN_BUDGET = 190;
/** Text searches matching at most this many colleges are read whole (exact, then sorted). */
export const TEXT_SET_MAX = 40;

/** True when no stored list and count cover the combination (see listSql/countSql). */
export function needsScan(query: CollegeQuery, text?: TextFilter): boolean {
  if (text || query.q) return true;
  const active = activeFilters(query);
  if (active.length <= 1) return false;
  if (active.length > 2) return true;
  const facets = FACET_KEYS.filter((k) => query[k]).length;
  if (facets === 2) return true;
  if (facets === 1) return false;
  return !((query.state || query.city) && query.ownership) && !(query.state && query.city);
}

const SORT_INDEX: Record<CollegeSort, string> = {
  rank: "rank",
  rating: "rating",
  "fees-asc": "fees",
  "fees-desc": "fees",
  salary: "salary",
  name: "name",
};

/** The index a scan walks, and the stored count that sizes it. */
export interface ScanDriver {
  /** `facet`: college_facets (kind, value[, place], pos); `colleges`: colleges ([place[, ownership]], pos); `text`: the whole match set. */
  from: "facet" | "colleges" | "text";
  facet?: FacetKey;
  place?: PlaceKey;
  /** With `place` (state or city) on colleges: also ownership (index (place, ownership, pos)). */
  ownership?: boolean;
  size: number;
}

/** The college_counts rows (kind, value) that size each possible driver of a scan. */
export function driverCountKeys(query: CollegeQuery): Array<[string, string]> {
  const facets = FACET_KEYS.filter((k) => query[k]);
  const places = PLACE_KEYS.filter((k) => query[k]);
  const keys: Array<[string, string]> = [["all", ""]];
  for (const f of facets) {
    if (places.length) for (const p of places) keys.push([`${f}+${p}`, `${facetValue(query, f)}|${query[p]}`]);
    else keys.push([f, facetValue(query, f)]);
  }
  for (const p of places) keys.push([p, query[p]]);
  if (query.ownership)
    for (const p of ["state", "city"] as const)
      if (query[p]) keys.push([`${p}+ownership`, `${query[p]}|${query.ownership}`]);
  return keys;
}

export function driverCountSql(query: CollegeQuery): Sql {
  const keys = driverCountKeys(query);
  return {
    sql: `SELECT kind, value, n FROM college_counts WHERE ${keys.map(() => "(kind = ? AND value = ?)").join(" OR ")}`,
    params: keys.flat(),
  };
}

/** Every index a scan of this query could walk, with its size (`textSize`: the match count of a small text set). */
export function driverCandidates(query: CollegeQuery, counts: Map<string, number>, textSize?: number): ScanDriver[] {
  const n = (kind: string, value: string) => counts.get(`${kind}\u0000${value}`) ?? 0;
  const candidates: ScanDriver[] = [];
  if (textSize !== undefined) candidates.push({ from: "text", size: textSize });
  const places = PLACE_KEYS.filter((k) => query[k]);
  for (const f of FACET_KEYS.filter((k) => query[k])) {
    if (places.length)
      for (const p of places)
        candidates.push({
          from: "facet",
          facet: f,
          place: p,
          size: n(`${f}+${p}`, `${facetValue(query, f)}|${query[p]}`),
        });
    else candidates.push({ from: "facet", facet: f, size: n(f, facetValue(query, f)) });
  }
  if (query.ownership)
    for (const p of ["state", "city"] as const)
      if (query[p])
        candidates.push({
          from: "colleges",
          place: p,
          ownership: true,
          size: n(`${p}+ownership`, `${query[p]}|${query.ownership}`),
        });
  for (const p of places) candidates.push({ from: "colleges", place: p, size: n(p, query[p]) });
  candidates.push({ from: "colleges", size: n("all", "") });
  return candidates;
}

/**
 * The smallest driver: fewest index entries to walk. A sort in a facet's own order (orderFacet: a NIRF
 * category's or a stream's ranks or fees) walks that facet, so the page keeps that order.
 */
export function chooseDriver(query: CollegeQuery, counts: Map<string, number>, textSize?: number): ScanDriver {
  const own = orderFacet(query);
  const all = driverCandidates(query, counts, own ? undefined : textSize);
  const usable = own ? all.filter((c) => c.facet === own) : all;
  return usable.reduce((best, c) => (c.size < best.size ? c : best));
}

/** Filters the driver does not answer, each a condition on the walked row `d` (places first: free). */
function scanChecks(
  query: CollegeQuery,
  driver: ScanDriver,
  text: TextFilter | undefined,
): { sql: string[]; params: Array<string | number>; cost: number } {
  const id = driver.from === "facet" ? "d.college_id" : "d.id";
  const sql: string[] = [];
  const params: Array<string | number> = [];
  let cost = 0;
  for (const p of PLACE_KEYS) {
    if (!query[p] || driver.place === p || (p === "ownership" && driver.ownership)) continue;
    sql.push(`d.${p} = ?`);
    params.push(query[p]);
  }
  for (const f of FACET_KEYS) {
    if (!query[f] || driver.facet === f) continue;
    sql.push(`EXISTS (SELECT 1 FROM college_facets g WHERE g.kind = ? AND g.value = ? AND g.college_id = ${id})`);
    params.push(f, facetValue(query, f));
    cost++;
  }
  if (driver.from !== "text" && text?.match) {
    sql.push(`EXISTS (SELECT 1 FROM colleges_fts WHERE colleges_fts MATCH ? AND rowid = ${id})`);
    params.push(text.match);
    cost++;
  } else if (driver.from !== "text" && text?.ids) {
    const ids = text.ids.slice(0, TEXT_SET_MAX);
    sql.push(ids.length ? `${id} IN (${ids.map(() => "?").join(", ")})` : "0");
    params.push(...ids);
  }
  return { sql, params, cost };
}

/** Index entries one request may walk with this driver, given the rows already read. */
export function scanLimit(
  query: CollegeQuery,
  driver: ScanDriver,
  text: TextFilter | undefined,
  spent: number,
): number {
  const { cost } = scanChecks(query, driver, text);
  return Math.max(PAGE_SIZE + 1, Math.floor((SCAN_BUDGET - spent - afterWalkRows(query)) / (1 + cost)));
}

/**
 * What a page reads after its walk: its cards by id, and each card's figures (its rank in the page's NIRF category,
 * rankCategory, and under a stream the stream's fee: queries.server.ts cardFigures). Each of those is an IN-list
 * lookup, which D1 counts as two rows an id.
 */
function afterWalkRows(query: CollegeQuery): number {
  const lookups = 2 + (query.stream ? 1 : 0);
  return 2 * PAGE_SIZE * lookups;
}

/**
 * One bounded walk: rows (p = sort position, id, ok = every other filter holds), at most `limit`
 * index entries from the cursor, in the sort's order — one indexed SEARCH, the checks evaluated
 * on each entry. A `text` driver reads its whole (small) match set; the caller sorts it.
 */
export function scanSql(query: CollegeQuery, driver: ScanDriver, text: TextFilter | undefined, limit: number): Sql {
  const walk = walkPosition(query, driver.from === "facet" ? driver.facet : null);
  const pos = `d.${walk.col}`;
  const desc = walk.desc;
  const cursor = query.after > 0 ? query.after : desc ? 2_000_000_000 : 0;
  const range = `${pos} ${desc ? "<" : ">"} ?`;
  const order = `ORDER BY ${pos}${desc ? " DESC" : ""} LIMIT ?`;
  const checks = scanChecks(query, driver, text);
  const select = `SELECT ${pos} AS p, ${driver.from === "facet" ? "d.college_id" : "d.id"} AS id, ${checks.sql.length ? checks.sql.join(" AND ") : "1"} AS ok`;
  const sortIndex = SORT_INDEX[query.sort];
  if (driver.from === "facet") {
    const own = streamFeesDesc(query) && driver.facet === "stream";
    const index = `college_facets_${driver.place ? `${driver.place}_` : ""}${own ? "fees_desc" : sortIndex}`;
    const kind = facetKind(query, "d", driver.facet!);
    return {
      sql: `${select} FROM college_facets d INDEXED BY ${index} WHERE ${kind.sql} AND d.value = ?${driver.place ? ` AND d.${driver.place} = ?` : ""} AND ${range} ${order}`,
      params: [
        ...checks.params,
        ...kind.params,
        facetValue(query, driver.facet!),
        ...(driver.place ? [query[driver.place]] : []),
        cursor,
        limit,
      ],
    };
  }
  if (driver.from === "colleges") {
    const index = !driver.place
      ? `colleges_pos_${sortIndex}`
      : driver.ownership
        ? `colleges_${driver.place}_own_${sortIndex}`
        : `colleges_${driver.place}_pos_${sortIndex}`;
    const where = driver.place ? `d.${driver.place} = ?${driver.ownership ? " AND d.ownership = ?" : ""} AND ` : "";
    return {
      sql: `${select} FROM colleges d INDEXED BY ${index} WHERE ${where}${range} ${order}`,
      params: [
        ...checks.params,
        ...(driver.place ? [query[driver.place]] : []),
        ...(driver.ownership ? [query.ownership] : []),
        cursor,
        limit,
      ],
    };
  }
  const ids = (text?.ids ?? []).slice(0, TEXT_SET_MAX);
  const set = text?.match
    ? {
        sql: "SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH ? LIMIT ?",
        params: [text.match, TEXT_SET_MAX + 1],
      }
    : { sql: ids.length ? ids.map(() => "?").join(", ") : "NULL", params: ids };
  return {
    sql: `${select} FROM colleges d WHERE d.id IN (${set.sql}) AND ${range}`,
    params: [...checks.params, ...set.params, cursor],
  };
}

/** The text's matches, up to TEXT_SET_MAX + 1 (more: the text is a per-row check instead). */
export function textSetSql(match: string): Sql {
  return {
    sql: "SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH ? LIMIT ?",
    params: [match, TEXT_SET_MAX + 1],
  };
}

export interface ScanPage {
  /** The page's college ids, in order. */
  ids: number[];
  /** Matches found in this walk (all of them when `done`). */
  found: number;
  /** The walk reached the end of the driver: nothing after these. */
  done: boolean;
  /** Cursor of the next request (null when nothing is left). */
  next: number | null;
}

/** Picks a page from a walk's rows (sorted here: a text set comes unordered). */
export function scanPage(
  query: CollegeQuery,
  rows: Array<{ p: number; id: number; ok: number }>,
  exhausted: boolean,
): ScanPage {
  // A sort in a facet's own order always walks that facet (chooseDriver).
  const { desc } = walkPosition(query, orderFacet(query));
  const sorted = [...rows].sort((a, b) => (desc ? b.p - a.p : a.p - b.p));
  const matches = sorted.filter((r) => r.ok);
  const page = matches.slice(0, PAGE_SIZE);
  let next: number | null = null;
  if (matches.length > PAGE_SIZE) next = page[page.length - 1].p;
  else if (!exhausted && sorted.length) next = sorted[sorted.length - 1].p;
  return { ids: page.map((r) => r.id), found: matches.length, done: exhausted, next };
}

/** "12 colleges found", "120+ colleges found"; after a cursor: "… more …". */
export function scanCountText(found: number, done: boolean, continued: boolean): string {
  if (found === 0 && !done) return "No colleges found so far";
  const n = `${formatNumber(found)}${done ? "" : "+"}`;
  const noun = found === 1 && done ? "college" : "colleges";
  return `${n} ${continued ? "more " : ""}${noun} found`;
}
