/**
 * D1 reads of the college directory, each through the cached data layer
 * (readCached: isolate memory → edge cache → D1) and each recording D1's `rows_read` in
 * Server-Timing. Every statement is indexed (tests/integration/colleges-db.test.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { chooseSubmission } from "../official/placements";
import { PAGE_SIZE } from "./model";
import { ftsMatch, searchWords, trigramMatch, trigramSimilarity, type CollegeQuery } from "./query";
import {
  needsScan,
  scanLimit,
  scanPage,
  scanSql,
  chooseDriver,
  driverCountSql,
  TEXT_SET_MAX,
  textSetSql,
} from "./scan";
import { CARD_COLUMNS, countSql, listSql, orderBy, whereClause, type Sql } from "./sql";
import type {
  DirectoryRow,
  CollegeRecord,
  CourseRow,
  RankingRow,
  PlacementDbRow,
  CollegeDetail,
  ListResult,
  FilterOptions,
  SearchHit,
  FeaturedCard,
  RankingTableRow,
  FinderRow,
} from "./types";

async function all<T>(context: AppLoadContext, q: Sql): Promise<T[]> {
  const result = await context.env.DB.prepare(q.sql)
    .bind(...q.params)
    .all<T>();
  return result.results ?? [];
}

async function batch<T extends unknown[]>(context: AppLoadContext, queries: Sql[]): Promise<T> {
  const results = await context.env.DB.batch(queries.map((q) => context.env.DB.prepare(q.sql).bind(...q.params)));
  return results.map((r) => r.results ?? []) as T;
}

/* ------------------------------------------------------------------ search */

export interface TextMatch {
  /** The FTS condition to apply, or the ids of similar names (typo fallback). */
  match?: string;
  ids?: number[];
  /** True when the results are similar names, not exact word matches. */
  fuzzy: boolean;
}

/** Word-prefix search first; with no hit, names sharing most trigrams (typos). */
export async function matchText(context: AppLoadContext, q: string): Promise<TextMatch> {
  const match = ftsMatch(q);
  if (!match) return { ids: [], fuzzy: false };
  const exact = await all<{ id: number }>(context, {
    sql: "SELECT rowid AS id FROM colleges_fts WHERE colleges_fts MATCH ? LIMIT 1",
    params: [match],
  });
  if (exact.length) return { match, fuzzy: false };
  const tri = trigramMatch(q);
  if (!tri) return { ids: [], fuzzy: true };
  const candidates = await all<{ id: number; name: string; short_name: string; aliases: string }>(context, {
    sql: "SELECT t.rowid AS id, c.name, c.short_name, c.aliases FROM colleges_tri t JOIN colleges c ON c.id = t.rowid WHERE colleges_tri MATCH ? ORDER BY t.rank LIMIT 40",
    params: [tri],
  });
  const words = searchWords(q);
  const score = (text: string) => {
    const target = searchWords(text);
    if (!target.length) return 0;
    return words.reduce((sum, w) => sum + Math.max(...target.map((t) => trigramSimilarity(w, t))), 0) / words.length;
  };
  const ids = candidates
    .map((c) => ({ id: c.id, s: Math.max(score(c.name), score(`${c.short_name} ${c.aliases}`)) }))
    .filter((c) => c.s >= 0.4)
    .sort((a, b) => b.s - a.s)
    .slice(0, 20)
    .map((c) => c.id);
  return { ids, fuzzy: true };
}

/* ------------------------------------------------------------------ list */

export async function listColleges(context: AppLoadContext, query: CollegeQuery): Promise<ListResult> {
  const key = JSON.stringify(query);
  return readCached(context, "colleges-list", key, async () => {
    let text: TextMatch | undefined;
    if (query.q) text = await matchText(context, query.q);
    if (needsScan(query, text)) return scanColleges(context, query, text);
    const count = countSql(query, text);
    const [counted] = await batch<[Array<{ n: number }>]>(context, [count]);
    const total = counted[0]?.n ?? 0;
    if (total === 0) return { total, rows: [], fuzzy: text?.fuzzy ?? false };
    const rows = await all<DirectoryRow>(context, listSql(query, text, total));
    return { total, rows, fuzzy: text?.fuzzy ?? false };
  });
}

/**
 * A region (model.ts REGIONS) with any other filters: its states' and cities' colleges (each side of the OR an index
 * of colleges), the other filters checked on those rows, paged. A region is a few hundred colleges at most, so the
 * count and the page read at most that many rows.
 */
export async function listRegion(
  context: AppLoadContext,
  region: { states: readonly string[]; cities: readonly string[] },
  query: CollegeQuery,
): Promise<ListResult> {
  const rest: CollegeQuery = { ...query, state: "", city: "" };
  return readCached(context, "colleges-region", JSON.stringify([region, rest]), async () => {
    const text = rest.q ? await matchText(context, rest.q) : undefined;
    if (text?.ids && !text.ids.length) return { total: 0, rows: [], fuzzy: text.fuzzy };
    const where = whereClause(rest, text);
    const place = `(c.state IN (${region.states.map(() => "?").join(", ")}) OR c.city IN (${region.cities.map(() => "?").join(", ")}))`;
    const sql = where.sql ? `${where.sql} AND ${place}` : `WHERE ${place}`;
    const params = [...where.params, ...region.states, ...region.cities];
    const [counted] = await batch<[Array<{ n: number }>]>(context, [
      { sql: `SELECT count(*) AS n FROM colleges c ${sql}`, params },
    ]);
    const total = counted[0]?.n ?? 0;
    if (total === 0) return { total, rows: [], fuzzy: text?.fuzzy ?? false };
    const order = orderBy(rest);
    const rows = await all<DirectoryRow>(context, {
      sql: `SELECT ${CARD_COLUMNS} FROM colleges c ${sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
      params: [...params, ...order.params, PAGE_SIZE, (rest.page - 1) * PAGE_SIZE],
    });
    return { total, rows, fuzzy: text?.fuzzy ?? false };
  });
}

/** A region's cities with their counts: the stored counts of its states' cities and of its own cities. */
export async function citiesOfRegion(
  context: AppLoadContext,
  region: { states: readonly string[]; cities: readonly string[] },
): Promise<Array<{ value: string; n: number }>> {
  const ofStates = (await Promise.all(region.states.map((s) => citiesOfState(context, s)))).flat();
  const own = await readCached(context, "colleges-region-cities", region.cities.join("|"), () =>
    all<{ value: string; n: number }>(context, {
      sql: `SELECT value, n FROM college_counts WHERE kind = 'city' AND value IN (${region.cities.map(() => "?").join(", ")})`,
      params: [...region.cities],
    }),
  );
  const merged = new Map<string, number>();
  for (const c of [...ofStates, ...own]) if (c.n > 0) merged.set(c.value, Math.max(merged.get(c.value) ?? 0, c.n));
  return [...merged].map(([value, n]) => ({ value, n })).sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * A combination no stored list covers: one bounded walk of the most selective filter's index
 * from the `?after=` cursor (scan.ts), then the page's cards by id. The walk
 * is sized from what the request has read so far (D1's rows_read, `context.timing`), so the
 * whole request stays within SCAN_BUDGET rows.
 */
async function scanColleges(
  context: AppLoadContext,
  query: CollegeQuery,
  text: TextMatch | undefined,
): Promise<ListResult> {
  const spent = () => context.timing?.rowsRead ?? 0;
  const fuzzy = text?.fuzzy ?? false;
  if (text?.ids && !text.ids.length) return { total: 0, rows: [], fuzzy, scan: { done: true, next: null } };
  const [countRows, textRows] = await batch<
    [Array<{ kind: string; value: string; n: number }>, Array<{ rowid: number }>]
  >(context, [driverCountSql(query), ...(text?.match ? [textSetSql(text.match)] : [])]);
  const counts = new Map(countRows.map((r) => [`${r.kind}\u0000${r.value}`, r.n]));
  const textSize = text?.match ? (textRows?.length ?? 0) : text?.ids?.length;
  let driver = chooseDriver(query, counts, textSize !== undefined && textSize <= TEXT_SET_MAX ? textSize : undefined);
  // A small text set is read whole: only while it fits the budget with its checks.
  if (driver.from === "text" && textSize! > scanLimit(query, driver, text, spent())) {
    driver = chooseDriver(query, counts);
  }
  const limit = scanLimit(query, driver, text, spent());
  const walked = await all<{ p: number; id: number; ok: number }>(context, scanSql(query, driver, text, limit));
  const page = scanPage(query, walked, driver.from === "text" || walked.length < limit);
  const cards = page.ids.length
    ? await all<DirectoryRow>(context, {
        sql: `SELECT ${CARD_COLUMNS} FROM colleges c WHERE c.id IN (${page.ids.map(() => "?").join(", ")})`,
        params: page.ids,
      })
    : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  const rows = page.ids.map((id) => byId.get(id)).filter((c): c is DirectoryRow => Boolean(c));
  return { total: page.found, rows, fuzzy, scan: { done: page.done, next: page.next } };
}

/* ------------------------------------------------------------------ filter options */

export async function filterOptions(context: AppLoadContext): Promise<FilterOptions> {
  return readCached(context, "colleges-options", "v2", async () => {
    const rows = await all<{ kind: string; value: string; n: number }>(context, {
      sql: "SELECT kind, value, n FROM college_counts WHERE kind IN ('all', 'state', 'city', 'course', 'exam', 'nirf', 'nirf-year') ORDER BY kind, value",
      params: [],
    });
    const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ value, n }) => ({ value, n }));
    return {
      states: of("state"),
      cities: of("city"),
      courses: of("course"),
      exams: of("exam"),
      nirf: of("nirf"),
      nirfYears: Object.fromEntries(of("nirf-year").map((r) => [r.value, r.n])),
      total: rows.find((r) => r.kind === "all")?.n ?? 0,
    };
  });
}

/**
 * The cities of one state with their counts (the stored 'state+city' rows: one range of the primary key), so the
 * City filter offers only what the chosen State has, each count the number that state and city then show.
 */
export async function citiesOfState(
  context: AppLoadContext,
  state: string,
): Promise<Array<{ value: string; n: number }>> {
  if (!state) return [];
  return readCached(context, "colleges-state-cities", state, async () => {
    const rows = await all<{ value: string; n: number }>(context, {
      sql: "SELECT value, n FROM college_counts WHERE kind = 'state+city' AND value >= ? AND value < ? ORDER BY value",
      params: [`${state}|`, `${state}|\uffff`],
    });
    return rows.map((r) => ({ value: r.value.slice(state.length + 1), n: r.n })).filter((r) => r.value && r.n > 0);
  });
}

/**
 * What a page's cards show beside the order: each college's rank in the sort's NIRF category (`rank`: the
 * category and year, from college_rankings by primary key) and, under a stream, the stream's lowest published fee
 * (its `stream` facet row). One primary-key lookup per card each: 20 rows apiece.
 */
export async function cardFigures(
  context: AppLoadContext,
  ids: number[],
  rank: { category: string; year: number } | null,
  stream: string,
): Promise<{ ranks: Map<number, number>; fees: Map<number, number | null> }> {
  if (!ids.length || (!rank && !stream)) return { ranks: new Map(), fees: new Map() };
  const key = JSON.stringify([ids, rank, stream]);
  const [ranks, fees] = await readCached(context, "colleges-card-figures", key, async () => {
    const marks = ids.map(() => "?").join(", ");
    return batch<[Array<{ college_id: number; rank: number }>, Array<{ college_id: number; fees: number | null }>]>(
      context,
      [
        rank
          ? {
              sql: `SELECT college_id, rank FROM college_rankings WHERE college_id IN (${marks}) AND agency = 'nirf' AND year = ? AND category = ?`,
              params: [...ids, rank.year, rank.category],
            }
          : { sql: "SELECT NULL AS college_id, NULL AS rank WHERE 0", params: [] },
        stream
          ? {
              sql: `SELECT college_id, fees FROM college_facets WHERE kind = 'stream' AND value = ? AND college_id IN (${marks})`,
              params: [stream, ...ids],
            }
          : { sql: "SELECT NULL AS college_id, NULL AS fees WHERE 0", params: [] },
      ],
    );
  });
  return {
    ranks: new Map(ranks.map((r) => [r.college_id, r.rank])),
    fees: new Map(fees.map((r) => [r.college_id, r.fees])),
  };
}

/* ------------------------------------------------------------------ one college */

const DETAIL_COLUMNS =
  "id, slug, name, short_name, aliases, country, state, city, ownership, established, approvals, streams, summary, website, logo, image, rating, rating_count, rank_best, rank_label, fees_min, category, world_rank, acceptance, students, tuition, tags, requirements, is_sample, source, data_updated, updated_at, address, phone, email, logo_image, image_credit, brochure_text";

/**
 * The reads of one or more colleges. `rankingYear` (compare): only that year's rankings and no
 * aspect ratings, so four colleges stay well under 200 rows.
 */
export function detailQueries(slugs: string[], rankingYear?: number): Sql[] {
  const marks = slugs.map(() => "?").join(", ");
  const ids = `SELECT id FROM colleges WHERE slug IN (${marks})`;
  return [
    { sql: `SELECT ${DETAIL_COLUMNS} FROM colleges WHERE slug IN (${marks})`, params: slugs },
    {
      sql: `SELECT college_id, name, degree, stream, level, duration_years, fees, currency, fees_inr, seats, exams FROM college_courses WHERE college_id IN (${ids}) ORDER BY college_id, id`,
      params: slugs,
    },
    {
      sql: `SELECT college_id, agency, year, category, rank FROM college_rankings WHERE college_id IN (${ids})${rankingYear ? " AND year = ?" : ""} ORDER BY college_id, year DESC, agency`,
      params: rankingYear ? [...slugs, rankingYear] : slugs,
    },
    {
      sql: `SELECT college_id, aspect, score FROM college_ratings WHERE ${rankingYear ? "0 AND " : ""}college_id IN (${ids}) ORDER BY college_id, aspect`,
      params: slugs,
    },
    {
      sql: `SELECT college_id, nirf_id, category, year, level, intake, intake_year, graduation_year, graduating, placed, median_salary, higher_studies, (SELECT taken FROM data_sources WHERE id = 'nirf-submissions') AS taken FROM nirf_placements WHERE college_id IN (${ids}) ORDER BY college_id, year DESC, nirf_id, level`,
      params: slugs,
    },
  ];
}

type WithCollege<T> = T & { college_id: number };

async function readDetails(context: AppLoadContext, slugs: string[], rankingYear?: number): Promise<CollegeDetail[]> {
  if (!slugs.length) return [];
  const [colleges, courses, rankings, ratings, placements] = await batch<
    [
      CollegeRecord[],
      Array<WithCollege<CourseRow>>,
      Array<WithCollege<RankingRow>>,
      Array<WithCollege<{ aspect: string; score: number }>>,
      Array<WithCollege<PlacementDbRow>>,
    ]
  >(context, detailQueries(slugs, rankingYear));
  const strip = <T extends { college_id: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.college_id === id).map(({ college_id: _, ...rest }) => rest);
  return slugs
    .map((slug) => colleges.find((c) => c.slug === slug))
    .filter((c): c is CollegeRecord => Boolean(c))
    .map((college) => ({
      college,
      courses: strip(courses, college.id),
      rankings: strip(rankings, college.id),
      ratings: strip(ratings, college.id),
      placements: chooseSubmission(strip(placements, college.id).map((p) => ({ ...p, nirfId: p.nirf_id }))).map(
        ({ nirfId: _, ...p }) => p,
      ),
    }));
}

export async function getCollege(context: AppLoadContext, slug: string): Promise<CollegeDetail | null> {
  return readCached(context, "college", slug, async () => (await readDetails(context, [slug]))[0] ?? null);
}

/** Up to four colleges for /compare, in the order asked, with `rankingYear`'s rankings (every year's without it). */
export async function getColleges(
  context: AppLoadContext,
  slugs: string[],
  rankingYear?: number,
): Promise<CollegeDetail[]> {
  return readCached(context, "compare", `${rankingYear ?? "all"}:${slugs.join(",")}`, () =>
    readDetails(context, slugs, rankingYear),
  );
}

/* ------------------------------------------------------------------ site search */

export async function searchColleges(
  context: AppLoadContext,
  q: string,
  limit = 8,
): Promise<{ hits: SearchHit[]; fuzzy: boolean }> {
  if (!searchWords(q).length) return { hits: [], fuzzy: false };
  return readCached(context, "colleges-search", `${limit}:${q.toLowerCase()}`, async () => {
    const text = await matchText(context, q);
    if (text.ids && !text.ids.length) return { hits: [], fuzzy: text.fuzzy };
    const where = text.match
      ? {
          sql: "c.id IN (SELECT rowid FROM colleges_fts WHERE colleges_fts MATCH ? ORDER BY rank LIMIT ?)",
          params: [text.match, limit],
        }
      : { sql: `c.id IN (${text.ids!.map(() => "?").join(", ")})`, params: text.ids! };
    const rows = await all<SearchHit & { id: number }>(context, {
      sql: `SELECT c.id, c.slug, c.name, c.city, c.state, c.country FROM colleges c WHERE ${where.sql} LIMIT ?`,
      params: [...where.params, limit],
    });
    const order = text.ids ?? [];
    const hits = text.ids ? rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)) : rows;
    return { hits, fuzzy: text.fuzzy };
  });
}

/* ------------------------------------------------------------------ home and finder */

/**
 * The home carousels' statement. Each featured college (partial index `colleges_featured`; the
 * importer allows only these two groups) reads its first course by id and the one ranking its
 * card shows — the first entry of `college_rankings_card` (migration 0009) — then that ranking
 * and course by primary key: a few rows a card, however many rankings or colleges there are.
 */
export function featuredSql(): Sql {
  return {
    sql: `SELECT c.slug, c.name, c.city, c.state, c.featured, c.rating, c.rating_count,
        cc.name AS course, cc.fees, cc.currency, r.agency, r.year, r.category, r.rank
        FROM colleges c
        LEFT JOIN college_courses cc ON cc.id = (SELECT id FROM college_courses WHERE college_id = c.id ORDER BY id LIMIT 1)
        LEFT JOIN college_rankings r ON r.college_id = c.id AND (r.agency, r.year, r.category) =
          (SELECT agency, year, category FROM college_rankings WHERE college_id = c.id
            ORDER BY year DESC, agency <> 'nirf', agency <> 'indiatoday', rank LIMIT 1)
        WHERE c.featured <> '' AND c.featured IN ('colleges', 'universities') ORDER BY c.featured, c.featured_order`,
    params: [],
  };
}

export async function featuredColleges(context: AppLoadContext): Promise<FeaturedCard[]> {
  return readCached(context, "colleges-featured", "v3", () => all<FeaturedCard>(context, featuredSql()));
}

/**
 * The home ranking table: one walk of college_rankings_state (agency, year, state, rank, name;
 * migration 0008 copies the college's state and name onto its ranking rows): 20 colleges, no
 * temporary sort. One category only (Overall): ranks of different categories are never mixed.
 */
export function rankingTableSql(year: number, agency: string, state: string): Sql {
  return {
    sql: "SELECT c.slug, c.name, r.rank, r.category AS stream, c.state FROM college_rankings r JOIN colleges c ON c.id = r.college_id WHERE r.agency = ? AND r.year = ? AND r.state = ? AND r.category = 'Overall' ORDER BY r.rank, r.name LIMIT 20",
    params: [agency, year, state],
  };
}

export async function rankingTable(
  context: AppLoadContext,
  year: number,
  agency: string,
  state: string,
): Promise<RankingTableRow[]> {
  return readCached(context, "colleges-ranking", `${year}:${agency}:${state}`, () =>
    all<RankingTableRow>(context, rankingTableSql(year, agency, state)),
  );
}

/** The course finder's colleges abroad (those with a finder category: the partial index colleges_finder, in id order). */
export async function finderColleges(context: AppLoadContext): Promise<FinderRow[]> {
  return readCached(context, "colleges-finder", "v4", () =>
    all<FinderRow>(context, {
      sql: `SELECT c.slug, c.name, c.city, c.state, c.country, c.logo, c.world_rank, c.acceptance, c.tuition, c.students, c.rating, c.category, c.tags, c.requirements,
        coalesce((SELECT group_concat(name, '|') FROM college_courses WHERE college_id = c.id),
          (SELECT group_concat(value, '|') FROM abroad_facts WHERE college_slug = c.slug AND kind = 'programme')) AS programs,
        coalesce((SELECT value FROM abroad_facts WHERE college_slug = c.slug AND level = '' AND kind = 'world_rank' LIMIT 1), '') AS world_rank_text
        FROM colleges c WHERE c.category <> '' ORDER BY c.id LIMIT 1000`,
      params: [],
    }),
  );
}
