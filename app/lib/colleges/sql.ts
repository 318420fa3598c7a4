/**
 * The SQL of a typed directory query (query.ts): the WHERE of its filters, its ORDER BY, one page (LIMIT/OFFSET
 * over the index of the filter and the sort's stored position) and its count (a stored count where one is kept,
 * else COUNT over the filters' indexes). Every statement is checked with EXPLAIN QUERY PLAN in
 * tests/integration/colleges-db.test.ts and rows-scale-directory.test.ts.
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
import { DIRECTORY_CARD_FIELDS } from "./types";

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
export const POSITION: Record<CollegeSort, string> = {
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
export function walkPosition(query: CollegeQuery, facet: FacetKey | null | undefined): { col: string; desc: boolean } {
  if (facet === "stream" && streamFeesDesc(query)) return { col: "pos_fees_desc", desc: false };
  return { col: POSITION[query.sort], desc: query.sort === "fees-desc" };
}

/** `kind = ?` of a facet walk; literal for the stream-only indexes of "Fees: high to low" (a partial index needs it). */
export function facetKind(query: CollegeQuery, alias: string, facet: FacetKey): { sql: string; params: string[] } {
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

/** Columns of a directory page: the college's id and what its card shows. */
export const CARD_COLUMNS = ["id", ...DIRECTORY_CARD_FIELDS].map((field) => `c.${field}`).join(", ");

/** How `q` matched: an FTS5 MATCH text, or the ids of similar names (typo fallback). */
export interface TextFilter {
  match?: string;
  ids?: number[];
}

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
