/**
 * Combinations of filters no stored list and count cover, walked within a fixed number of rows a request
 * (docs/decisions/stored-counts-and-bounded-walks.md has the measured figures that keep this module). Every walk is
 * checked with EXPLAIN QUERY PLAN in tests/integration/rows-scale-directory.test.ts.
 */
import { PAGE_SIZE, type CollegeSort } from "./model";
import {
  activeFilters,
  FACET_KEYS,
  facetValue,
  orderFacet,
  PLACE_KEYS,
  type CollegeQuery,
  type FacetKey,
  type PlaceKey,
} from "./query";
import { facetKind, streamFeesDesc, walkPosition, type Sql, type TextFilter } from "./sql";

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
