/**
 * Stored facts the directory's NIRF filter and its category orders read, recomputed with the positions after every
 * import and seed (RECOMPUTE_STATEMENTS in import.ts), from college_rankings and college_courses:
 *
 * - `nirf` facets: a college ranked in a NIRF category in the latest year the directory holds for that category
 *   has the facet `{category}` and, for each range of NIRF_TOPS it falls in, `{category}|{top}` ("Engineering|50").
 * - `college_counts` kind `nirf-year`: each category's latest year held (value the category, n the year).
 * - On `stream` facets, `fees`: the lowest published fee (INR) of the college's courses in that stream (NULL when
 *   none is published).
 * - Positions: on `nirf` facets and on `stream` facets, `pos_rank` is the order of that category's rank (the
 *   stream's category, STREAM_CATEGORY, else Overall), colleges without one after them in the college's own
 *   order; on `stream` facets, `pos_fees` is the order of the stream's fees, colleges without one last, and
 *   `pos_fees_desc` (migration 0022) the same fees highest first, colleges without one last again. Every
 *   other facet keeps the college's positions (triggers of migration 0008).
 *
 * The college's own `pos_rank` is NIRF Overall (latest year held), the rest by name: one category, never a mix.
 */
import { DEFAULT_RANK_CATEGORY, NIRF_TOPS, STREAM_CATEGORY } from "./model";

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Each NIRF category's latest year in college_rankings. */
const LATEST = "SELECT category, max(year) AS year FROM college_rankings WHERE agency = 'nirf' GROUP BY category";

/** The colleges' own ranking order (runs as the pos_rank statement of RECOMPUTE_STATEMENTS). */
export const POS_RANK_STATEMENT = `WITH y AS (SELECT max(year) AS year FROM college_rankings WHERE agency = 'nirf' AND category = ${q(DEFAULT_RANK_CATEGORY)}) UPDATE colleges SET pos_rank = p.n FROM (SELECT c.id, row_number() OVER (ORDER BY coalesce(r.rank, 1000000), c.name, c.id) AS n FROM colleges c LEFT JOIN college_rankings r ON r.college_id = c.id AND r.agency = 'nirf' AND r.category = ${q(DEFAULT_RANK_CATEGORY)} AND r.year = (SELECT year FROM y)) AS p WHERE p.id = colleges.id AND colleges.pos_rank <> p.n`;

const TOPS = `(VALUES (0), ${NIRF_TOPS.map((t) => `(${Number(t.value)})`).join(", ")})`;
const NIRF_SET = `SELECT 'nirf' AS kind, CASE WHEN t.column1 = 0 THEN r.category ELSE r.category || '|' || t.column1 END AS value, r.college_id FROM college_rankings r JOIN (${LATEST}) l ON l.category = r.category AND l.year = r.year JOIN ${TOPS} t ON t.column1 = 0 OR r.rank <= t.column1 WHERE r.agency = 'nirf'`;

/** The category a facet row orders by. */
const CATEGORY_OF = `CASE f.kind WHEN 'nirf' THEN (CASE WHEN instr(f.value, '|') > 0 THEN substr(f.value, 1, instr(f.value, '|') - 1) ELSE f.value END) ELSE (CASE f.value ${Object.entries(
  STREAM_CATEGORY,
)
  .map(([stream, category]) => `WHEN ${q(stream)} THEN ${q(category)}`)
  .join(" ")} ELSE ${q(DEFAULT_RANK_CATEGORY)} END) END`;

/**
 * The "Median salary" sort's positions (migration 0024): the college's headline median salary from its submission to
 * NIRF (college_salary, written by the build), highest first; colleges without one follow in their ranking order.
 * Facet rows follow through the trigger `colleges_facets_pos_salary`.
 */
export const POS_SALARY_STATEMENT =
  "UPDATE colleges SET pos_salary = p.n FROM (SELECT c.id, row_number() OVER (ORDER BY s.median_salary IS NULL, s.median_salary DESC, c.pos_rank, c.id) AS n FROM colleges c LEFT JOIN college_salary s ON s.college_id = c.id) AS p WHERE p.id = colleges.id AND colleges.pos_salary <> p.n";

/** Run after the colleges' positions and before the counts (the counts include the `nirf` facets). */
export const FACET_ORDER_STATEMENTS: readonly string[] = [
  POS_SALARY_STATEMENT,
  `DELETE FROM college_facets WHERE kind = 'nirf' AND (value, college_id) NOT IN (SELECT value, college_id FROM (${NIRF_SET}))`,
  `INSERT OR IGNORE INTO college_facets (kind, value, college_id) ${NIRF_SET}`,
  "UPDATE college_facets SET fees = s.fees FROM (SELECT college_id, stream, min(fees_inr) AS fees FROM college_courses WHERE fees_inr > 0 GROUP BY college_id, stream) AS s WHERE college_facets.kind = 'stream' AND college_facets.value = s.stream AND college_facets.college_id = s.college_id AND college_facets.fees IS NOT s.fees",
  "UPDATE college_facets SET fees = NULL WHERE kind = 'stream' AND fees IS NOT NULL AND NOT EXISTS (SELECT 1 FROM college_courses cc WHERE cc.college_id = college_facets.college_id AND cc.stream = college_facets.value AND cc.fees_inr > 0)",
  `WITH l AS (${LATEST}) UPDATE college_facets SET pos_rank = p.r, pos_fees = p.f, pos_fees_desc = p.d FROM (SELECT f.kind, f.value, f.college_id, row_number() OVER (PARTITION BY f.kind, f.value ORDER BY coalesce(r.rank, 1000000), c.pos_rank) AS r, row_number() OVER (PARTITION BY f.kind, f.value ORDER BY CASE WHEN f.kind = 'stream' THEN f.fees IS NULL ELSE 0 END, CASE WHEN f.kind = 'stream' THEN f.fees END, c.pos_fees) AS f, CASE WHEN f.kind = 'stream' THEN row_number() OVER (PARTITION BY f.kind, f.value ORDER BY f.fees IS NULL, f.fees DESC, c.pos_fees DESC) ELSE 0 END AS d FROM college_facets f JOIN colleges c ON c.id = f.college_id LEFT JOIN l ON l.category = ${CATEGORY_OF} LEFT JOIN college_rankings r ON r.college_id = f.college_id AND r.agency = 'nirf' AND r.category = l.category AND r.year = l.year WHERE f.kind IN ('nirf', 'stream')) AS p WHERE college_facets.kind = p.kind AND college_facets.value = p.value AND college_facets.college_id = p.college_id AND (college_facets.pos_rank <> p.r OR college_facets.pos_fees <> p.f OR college_facets.pos_fees_desc <> p.d)`,
];

/** After the counts are rebuilt: each category's latest year held. */
export const NIRF_YEAR_COUNTS = `INSERT INTO college_counts (kind, value, n) ${LATEST.replace("SELECT category, max(year) AS year", "SELECT 'nirf-year', category, max(year)")}`;
