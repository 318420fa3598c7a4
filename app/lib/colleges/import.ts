/**
 * The college CSV's rows as D1 statements that upsert by slug idempotently (re-importing an unchanged row changes
 * nothing) with at most 100 bound parameters each (D1's limit), and the statements that recompute what the rows
 * derive. Used by `npm run db:import`, by `npm run db:generate` and to build the shipped sample (app/db/sample/).
 */
import { type CollegeRow, PROFILE_COLUMNS, LISTING_COLUMNS } from "./college-csv";
import { POS_RANK_STATEMENT, FACET_ORDER_STATEMENTS, NIRF_YEAR_COUNTS } from "./facet-order";
import { INR_PER, agencyLabel, STREAMS } from "./model";

export const D1_MAX_PARAMS = 100;

export interface Statement {
  sql: string;
  params: Array<string | number | null>;
}

/** FNV-1a over the row's JSON: equal rows, equal hash. */
export function rowHash(row: CollegeRow): string {
  const s = JSON.stringify(row);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(16).padStart(8, "0")}${s.length.toString(16)}`;
}

/** The derived sort keys: best rank of the latest ranked year, lowest total fees in INR. */
export function derived(row: CollegeRow) {
  const latest = Math.max(0, ...row.rankings.map((r) => r.year));
  const best = row.rankings
    .filter((r) => r.year === latest)
    .sort((a, b) => a.rank - b.rank || a.category.localeCompare(b.category))[0];
  // Fees of 0 are "not published": they never count as the lowest fee.
  const fees = row.courses.map((c) => Math.round(c.fees * (INR_PER[c.currency] ?? 1))).filter((f) => f > 0);
  return {
    rankBest: best ? best.rank : 1_000_000,
    // The agency, year and category the best rank belongs to: a rank is never shown without them.
    rankLabel: best ? `${agencyLabel(best.agency)} ${best.year} ${best.category}` : "",
    feesMin: fees.length ? Math.min(...fees) : 0,
  };
}

export function facets(row: CollegeRow): Array<[string, string]> {
  const out = new Set<string>();
  const streams = new Set([...row.streams, ...row.courses.map((c) => c.stream)]);
  for (const s of streams) {
    const canonical = STREAMS.find((x) => x.toLowerCase() === s.toLowerCase());
    if (canonical) out.add(`stream\u0000${canonical}`);
  }
  for (const c of row.courses) {
    out.add(`course\u0000${c.degree}`);
    for (const e of c.exams) out.add(`exam\u0000${e}`);
  }
  for (const r of row.rankings) out.add(`agency\u0000${r.agency}`);
  return [...out].map((s) => s.split("\u0000") as [string, string]);
}

const COLLEGE_COLUMNS = [
  ...PROFILE_COLUMNS,
  "rank_best",
  "fees_min",
  ...LISTING_COLUMNS,
  "is_sample",
  "source",
  "rank_label",
  "data_updated",
  "row_hash",
] as const;

/** `colleges.ownership` of an imported value: '' when no source gives it ("unknown"). */
export const storedOwnership = (ownership: string): string => (ownership === "unknown" ? "" : ownership);

/** Published reviews on the college row (`review_stats.n`, 0 when the JSON is empty or malformed). */
const REVIEWED =
  "(CASE WHEN json_valid(colleges.review_stats) THEN coalesce(json_extract(colleges.review_stats, '$.n'), 0) ELSE 0 END) > 0";

/**
 * A college with published reviews keeps `rating`/`rating_count` from the reviews' aggregates
 * (kept by /admin/reviews and `npm run reviews:moderate`); the imported figures become
 * the `review_stats.base` the college falls back to once no review is published any more.
 */
const KEEP_REVIEWED = {
  rating: `rating = CASE WHEN ${REVIEWED} THEN colleges.rating ELSE excluded.rating END`,
  rating_count: `rating_count = CASE WHEN ${REVIEWED} THEN colleges.rating_count ELSE excluded.rating_count END, review_stats = CASE WHEN json_valid(colleges.review_stats) THEN json_set(colleges.review_stats, '$.base', json_object('rating', excluded.rating, 'count', excluded.rating_count)) ELSE colleges.review_stats END`,
};

/**
 * Statements for one row. The upsert marks a new or changed row `pending:<hash>`; only then
 * are its courses, rankings, ratings and facets replaced, and the last statement settles the
 * hash. An unchanged row matches no statement's condition: re-importing changes nothing.
 */
export function rowStatements(row: CollegeRow): Statement[] {
  const hash = rowHash(row);
  const pending = `pending:${hash}`;
  const { rankBest, rankLabel, feesMin } = derived(row);
  const streams = [...new Set([...row.streams, ...row.courses.map((c) => c.stream)])];
  const values: Record<(typeof COLLEGE_COLUMNS)[number], string | number | null> = {
    slug: row.slug,
    name: row.name,
    short_name: row.short_name,
    aliases: row.aliases,
    country: row.country,
    state: row.state,
    city: row.city,
    ownership: storedOwnership(row.ownership),
    established: row.established,
    approvals: row.approvals.join(", "),
    streams: streams.join(", "),
    summary: row.summary,
    website: row.website,
    logo: row.logo || initials(row.short_name || row.name),
    image: row.image,
    rating: row.rating,
    rating_count: row.rating_count ?? 0,
    rank_best: rankBest,
    fees_min: feesMin,
    featured: row.featured,
    featured_order: row.featured_order ?? 0,
    category: row.category,
    world_rank: row.world_rank,
    acceptance: row.acceptance,
    students: row.students,
    tuition: row.tuition,
    tags: row.tags.join(", "),
    requirements: row.requirements ? JSON.stringify(row.requirements) : "",
    is_sample: row.sample ? 1 : 0,
    source: row.source,
    rank_label: rankLabel,
    data_updated: row.data_updated,
    row_hash: pending,
  };
  const cols = COLLEGE_COLUMNS.join(", ");
  const updates = COLLEGE_COLUMNS.filter((c) => c !== "slug")
    .map((c) => (c === "rating" || c === "rating_count" ? KEEP_REVIEWED[c] : `${c} = excluded.${c}`))
    .join(", ");
  const mine = "SELECT id FROM colleges WHERE slug = ? AND row_hash = ?";
  const statements: Statement[] = [
    {
      sql: `INSERT INTO colleges (${cols}) VALUES (${COLLEGE_COLUMNS.map(() => "?").join(", ")}) ON CONFLICT (slug) DO UPDATE SET ${updates}, updated_at = datetime('now') WHERE colleges.row_hash <> ?`,
      params: [...COLLEGE_COLUMNS.map((c) => values[c]), hash],
    },
  ];
  for (const table of ["college_courses", "college_rankings", "college_ratings", "college_facets"]) {
    // Fee range and rating facets follow the row's columns by trigger (migration 0008): kept.
    const own = table === "college_facets" ? " AND kind NOT IN ('fees', 'rating')" : "";
    statements.push({ sql: `DELETE FROM ${table} WHERE college_id IN (${mine})${own}`, params: [row.slug, pending] });
  }
  for (const c of row.courses) {
    statements.push({
      sql: `INSERT INTO college_courses (college_id, name, degree, stream, level, duration_years, fees, currency, fees_inr, seats, exams) SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM colleges WHERE slug = ? AND row_hash = ?`,
      params: [
        c.name,
        c.degree,
        c.stream,
        c.level,
        c.duration,
        c.fees,
        c.currency,
        Math.round(c.fees * (INR_PER[c.currency] ?? 1)),
        c.seats,
        c.exams.join(", "),
        row.slug,
        pending,
      ],
    });
  }
  for (const r of row.rankings) {
    statements.push({
      sql: "INSERT OR IGNORE INTO college_rankings (college_id, agency, year, category, rank) SELECT id, ?, ?, ?, ? FROM colleges WHERE slug = ? AND row_hash = ?",
      params: [r.agency, r.year, r.category, r.rank, row.slug, pending],
    });
  }
  for (const r of row.ratings) {
    statements.push({
      sql: "INSERT OR IGNORE INTO college_ratings (college_id, aspect, score) SELECT id, ?, ? FROM colleges WHERE slug = ? AND row_hash = ?",
      params: [r.aspect, r.score, row.slug, pending],
    });
  }
  for (const [kind, value] of facets(row)) {
    statements.push({
      sql: "INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT ?, ?, id FROM colleges WHERE slug = ? AND row_hash = ?",
      params: [kind, value, row.slug, pending],
    });
  }
  statements.push({
    sql: "UPDATE colleges SET row_hash = ? WHERE slug = ? AND row_hash = ?",
    params: [hash, row.slug, pending],
  });
  return statements;
}

/**
 * After rows change: every college's position in each unfiltered sort, and the stored
 * result counts. Writes only values that differ.
 */
export const RECOMPUTE_STATEMENTS: readonly string[] = [
  POS_RANK_STATEMENT,
  ...(
    [
      ["pos_rating", "rating DESC, id"],
      ["pos_fees", "fees_min, id"],
      ["pos_name", "name, id"],
    ] as const
  ).map(
    ([col, order]) =>
      `UPDATE colleges SET ${col} = p.n FROM (SELECT id, row_number() OVER (ORDER BY ${order}) AS n FROM colleges) AS p WHERE p.id = colleges.id AND colleges.${col} <> p.n`,
  ),
  ...FACET_ORDER_STATEMENTS,
  "DELETE FROM college_counts",
  "INSERT INTO college_counts (kind, value, n) SELECT 'all', '', count(*) FROM colleges",
  NIRF_YEAR_COUNTS,
  "INSERT INTO college_counts (kind, value, n) SELECT kind, value, count(*) FROM college_facets GROUP BY kind, value",
  "INSERT INTO college_counts (kind, value, n) SELECT 'state', state, count(*) FROM colleges WHERE state <> '' GROUP BY state",
  "INSERT INTO college_counts (kind, value, n) SELECT 'city', city, count(*) FROM colleges GROUP BY city",
  "INSERT INTO college_counts (kind, value, n) SELECT 'ownership', ownership, count(*) FROM colleges GROUP BY ownership",
  "INSERT INTO college_counts (kind, value, n) SELECT 'country', country, count(*) FROM colleges GROUP BY country",
  // Two-filter counts (a facet with a place or ownership): the header's goal + city pages.
  ...["state", "city", "ownership"].map(
    (col) =>
      `INSERT INTO college_counts (kind, value, n) SELECT f.kind || '+${col}', f.value || '|' || c.${col}, count(*) FROM college_facets f JOIN colleges c ON c.id = f.college_id GROUP BY f.kind, f.value, c.${col}`,
  ),
  "INSERT INTO college_counts (kind, value, n) SELECT 'state+ownership', state || '|' || ownership, count(*) FROM colleges GROUP BY state, ownership",
  "INSERT INTO college_counts (kind, value, n) SELECT 'city+ownership', city || '|' || ownership, count(*) FROM colleges GROUP BY city, ownership",
  "INSERT INTO college_counts (kind, value, n) SELECT 'state+city', state || '|' || city, count(*) FROM colleges GROUP BY state, city",
  "INSERT INTO colleges_fts (colleges_fts) VALUES ('optimize')",
];

export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[\s,-]+/)
    .filter((w) => /^[A-Z]/.test(w) && !["Of", "The", "And"].includes(w));
  return (
    words
      .map((w) => w[0])
      .join("")
      .slice(0, 4) || name.slice(0, 2).toUpperCase()
  );
}

/** SQL literal for the file sink (sample seed, --remote): strings quoted, numbers as is. */
export function sqlLiteral(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  return `'${value.replace(/\r?\n/g, " ").replace(/'/g, "''")}'`;
}

/** A statement with its parameters inlined, on one line (the harness splits on `;` + newline). */
export function inlineStatement(s: Statement): string {
  let i = 0;
  // `?` takes the next parameter, `?N` the N-th.
  const sql = s.sql.replace(/\?(\d+)?/g, (_, n?: string) => sqlLiteral(s.params[n ? Number(n) - 1 : i++] ?? null));
  return `${sql};`;
}

/**
 * Compact seed statements for the shipped directory (a fresh or re-seeded database): a few
 * multi-row statements instead of the upsert path's hundred times more. `sample` rows
 * (db:generate, is_sample = 1) replace the shipped directory; `official` rows (built from the
 * published tables, source = 'official') are upserted by slug, so their ids, reviews and review
 * aggregates stay.
 * Rows an operator imported are never touched; a seed row whose slug an operator already uses
 * is skipped.
 */
export function seedStatements(
  rows: readonly CollegeRow[],
  chunk = 40,
  kind: "sample" | "official" = rows.some((r) => r.source === "official") ? "official" : "sample",
): string[] {
  const out: string[] = [];
  const mine = kind === "official" ? "c.source = 'official'" : "c.is_sample = 1";
  // Either kind replaces the other's rows: synthetic colleges (db:generate, test fixtures) take the
  // shipped directory's place, and the shipped directory removes synthetic ones.
  for (const table of ["college_courses", "college_rankings", "college_ratings", "college_facets"]) {
    out.push(
      `DELETE FROM ${table} WHERE college_id IN (SELECT id FROM colleges WHERE is_sample = 1 OR source = 'official')`,
    );
  }
  out.push(`DELETE FROM colleges WHERE is_sample = 1${kind === "sample" ? " OR source = 'official'" : ""}`);
  const upsert =
    kind === "official"
      ? ` ON CONFLICT (slug) DO UPDATE SET ${COLLEGE_COLUMNS.filter((c) => c !== "slug")
          .map((c) => (c === "rating" || c === "rating_count" ? KEEP_REVIEWED[c] : `${c} = excluded.${c}`))
          .join(
            ", ",
          )}, updated_at = datetime('now') WHERE colleges.source = 'official' AND colleges.row_hash <> excluded.row_hash`
      : "";
  const lit = (v: string | number | null) => sqlLiteral(v);
  const chunks = <T>(list: T[]) => {
    const result: T[][] = [];
    for (let i = 0; i < list.length; i += chunk) result.push(list.slice(i, i + chunk));
    return result;
  };
  const colleges = rows.map((row) => {
    const s = rowStatements(row)[0];
    return `(${s.params
      .slice(0, COLLEGE_COLUMNS.length)
      .map((v, i) => (COLLEGE_COLUMNS[i] === "row_hash" ? lit(rowHash(row)) : lit(v)))
      .join(", ")})`;
  });
  for (const part of chunks(colleges)) {
    out.push(
      `INSERT${upsert ? "" : " OR IGNORE"} INTO colleges (${COLLEGE_COLUMNS.join(", ")}) VALUES ${part.join(", ")}${upsert}`,
    );
  }
  const child = (table: string, columns: string[], values: string[]) => {
    const cols = columns.map((_, i) => `v.column${i + 2}`).join(", ");
    for (const part of chunks(values)) {
      out.push(
        `INSERT OR IGNORE INTO ${table} (college_id, ${columns.join(", ")}) SELECT c.id, ${cols} FROM (VALUES ${part.join(", ")}) AS v JOIN colleges c ON c.slug = v.column1 AND ${mine}`,
      );
    }
  };
  child(
    "college_courses",
    ["name", "degree", "stream", "level", "duration_years", "fees", "currency", "fees_inr", "seats", "exams"],
    rows.flatMap((row) =>
      row.courses.map(
        (c) =>
          `(${[row.slug, c.name, c.degree, c.stream, c.level, c.duration, c.fees, c.currency, Math.round(c.fees * (INR_PER[c.currency] ?? 1)), c.seats, c.exams.join(", ")].map(lit).join(", ")})`,
      ),
    ),
  );
  child(
    "college_rankings",
    ["agency", "year", "category", "rank"],
    rows.flatMap((row) =>
      row.rankings.map((r) => `(${[row.slug, r.agency, r.year, r.category, r.rank].map(lit).join(", ")})`),
    ),
  );
  child(
    "college_ratings",
    ["aspect", "score"],
    rows.flatMap((row) => row.ratings.map((r) => `(${[row.slug, r.aspect, r.score].map(lit).join(", ")})`)),
  );
  // college_facets has (kind, value, college_id): the join writes college_id last.
  for (const part of chunks(
    rows.flatMap((row) => facets(row).map(([k, v]) => `(${[row.slug, k, v].map(lit).join(", ")})`)),
  )) {
    out.push(
      `INSERT OR IGNORE INTO college_facets (kind, value, college_id) SELECT v.column2, v.column3, c.id FROM (VALUES ${part.join(", ")}) AS v JOIN colleges c ON c.slug = v.column1 AND ${mine}`,
    );
  }
  return [...out, ...RECOMPUTE_STATEMENTS];
}
