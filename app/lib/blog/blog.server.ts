/**
 * The one blog module: D1 reads (lists of list columns, one page at a time; a
 * post by its id) through the cached data layer, and the server row → client view mapping
 * shared by /blogs, /blog/{id}, the JSON API, search and the sitemap. Server-only: loaders map
 * rows and send views (it uses the server sanitiser); components import its types only.
 *
 * Cost is flat as the blog grows: no read loads every post or any list of bodies.
 * A list reads one page through an index in its order (migration 0007: blogs_list,
 * blogs_category_list) plus the first BLOG_LEAD_CHARS of each body for the excerpt; pages
 * after the first follow a keyset cursor (the last post shown); a title search looks at the
 * newest SEARCH_WINDOW matches of the trigram index.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { uploadUrl, type BlogRow } from "../content/types";
import { formatCalendarDate } from "../format/dates";
import { htmlToText, sanitizeHtml } from "../platform/sanitize.server";
import type { BlogCategory } from "./filter";

export const BLOG_AUTHOR = "Admin";
export const EXCERPT_LENGTH = 120;
export const RELATED_COUNT = 3;

/** A post as the list shows it (excerpt, no body). */
export interface BlogCard {
  id: number;
  title: string;
  /** Public URL under /uploads. */
  image: string;
  excerpt: string;
  category: string;
  /** Display date, e.g. "8 Sep 2025". */
  date: string;
  /** ISO 8601 as stored, for <time dateTime> and JSON-LD. */
  dateTime: string;
  author: typeof BLOG_AUTHOR;
}

/** A post as the detail page shows it: the card plus sanitised HTML body and tags. */
export interface BlogPost extends BlogCard {
  /** Sanitised HTML (sanitised by the data layer when it left D1). */
  content: string;
  tags: string[];
}

export interface RelatedBlog {
  id: number;
  title: string;
  image: string;
}

/** Markup removed, entities decoded, first 120 characters plus '...'. */
export function excerptOf(html: string): string {
  const chars = Array.from(htmlToText(html));
  return `${chars.slice(0, EXCERPT_LENGTH).join("")}...`;
}

/** "a, b ,, c " → ["a", "b", "c"]. */
export function parseTags(tags: string | null | undefined): string[] {
  return (tags ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

export function toBlogCard(row: BlogRow | BlogListRow): BlogCard {
  return {
    id: row.blog_id,
    title: row.blog_title,
    image: uploadUrl(row.blog_image),
    excerpt: excerptOf("blog_lead" in row ? leadText(row.blog_lead) : row.blog_info),
    category: row.category_name,
    date: formatCalendarDate(row.date_time),
    dateTime: row.date_time,
    author: BLOG_AUTHOR,
  };
}

export function toBlogPost(row: BlogRow): BlogPost {
  return { ...toBlogCard(row), content: row.blog_info, tags: parseTags(row.tags) };
}

/** Related articles: the list minus the current post, first 3. */
export function relatedBlogs(
  rows: readonly Pick<BlogRow, "blog_id" | "blog_title" | "blog_image">[],
  currentId: number,
): RelatedBlog[] {
  return rows
    .filter((r) => r.blog_id !== currentId)
    .slice(0, RELATED_COUNT)
    .map((r) => ({ id: r.blog_id, title: r.blog_title, image: uploadUrl(r.blog_image) }));
}

/** Route param → blog id, or undefined when it is not a plain positive number. */
export function parseBlogId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}

/* ------------------------------------------------------------------ reads (D1, cached) */

/** Posts per list page ('Show All Blogs' shows all of the first page, then page links). */
export const BLOG_PAGE_SIZE = 24;
/** The JSON API's page size: at most this many, by default all of them (small data). */
export const API_PAGE_MAX = 100;
/** Characters of the body a list reads: enough for the 120-character excerpt. */
export const BLOG_LEAD_CHARS = 1200;
/** A title search (and a 1–2 character one) looks at this many newest candidates. */
export const SEARCH_WINDOW = 50;

/** A post as lists read it: list columns and the first BLOG_LEAD_CHARS of the body. */
export type BlogListRow = Omit<BlogRow, "blog_info" | "tags"> & { blog_lead: string };

const LIST_COLUMNS = `blog_id, blog_title, blog_image, substr(blog_info, 1, ${BLOG_LEAD_CHARS}) AS blog_lead, category_name, date_time`;
const FULL_COLUMNS = "blog_id, blog_title, blog_image, blog_info, category_name, date_time, tags";

/** The lead cut at a tag boundary: a tag cut in two never reaches the text. */
function leadText(lead: string): string {
  return lead.replace(/<[^>]*$/, "");
}

/** Where a page starts: after (older than) or before (newer than) a post, as `date~id`. */
export interface BlogCursor {
  dir: "after" | "before";
  date: string;
  id: number;
}

export function cursorOf(row: Pick<BlogRow, "date_time" | "blog_id">): string {
  return `${row.date_time}~${row.blog_id}`;
}

export function parseCursor(dir: BlogCursor["dir"], value: string | null): BlogCursor | undefined {
  const m = /^(.{1,40})~(\d{1,9})$/.exec(value ?? "");
  return m ? { dir, date: m[1], id: Number(m[2]) } : undefined;
}

export interface BlogListQuery {
  q?: string;
  category?: BlogCategory;
  /** 1-based page number (shown; read with OFFSET only when no cursor is given). */
  page?: number;
  cursor?: BlogCursor;
  limit?: number;
}

export interface BlogPage {
  rows: BlogListRow[];
  page: number;
  /** Cursor of the next (older) page, when there is one. */
  older?: string;
  /** Cursor of the previous (newer) page, when this is not the first. */
  newer?: string;
}

type Sql = { sql: string; params: unknown[] };

async function all<T>(context: AppLoadContext, q: Sql): Promise<T[]> {
  const result = await context.env.DB.prepare(q.sql)
    .bind(...q.params)
    .all<T>();
  return result.results ?? [];
}

/** The SQL of one list page (exported for the EXPLAIN QUERY PLAN test). */
export function blogListSql(query: BlogListQuery): Sql {
  const limit = Math.min(Math.max(1, query.limit ?? BLOG_PAGE_SIZE), API_PAGE_MAX);
  const q = (query.q ?? "").trim();
  const category = query.category && query.category !== "All" ? query.category : undefined;
  const where = category ? ["is_active = 1", "category_name = ?"] : ["is_active = 1"];
  const params: unknown[] = category ? [category] : [];
  let from = "blogs";
  let columns = LIST_COLUMNS;
  if (q.length >= 3) {
    // Substring of the title through the trigram index: the newest SEARCH_WINDOW matches, joined
    // by primary key (`+` keeps SQLite from walking a list index instead) and sorted.
    from = `(SELECT rowid AS tri_id FROM blogs_tri WHERE blogs_tri MATCH ? ORDER BY rowid DESC LIMIT ${SEARCH_WINDOW}) JOIN blogs ON blog_id = tri_id`;
    where.splice(0, where.length, ...where.map((w) => `+${w}`));
    params.unshift(`"${q.replace(/"/g, '""')}"`);
  } else if (q) {
    // Too short for trigrams: the title filter over the newest SEARCH_WINDOW posts.
    from = `(SELECT ${LIST_COLUMNS} FROM blogs WHERE ${where.join(" AND ")} ORDER BY date_time DESC, blog_id DESC LIMIT ${SEARCH_WINDOW})`;
    columns = "blog_id, blog_title, blog_image, blog_lead, category_name, date_time";
    where.splice(0, where.length, "instr(lower(blog_title), ?) > 0");
    params.push(q.toLowerCase());
  }
  const cursor = query.cursor;
  if (cursor) {
    where.push(cursor.dir === "after" ? "(date_time, blog_id) < (?, ?)" : "(date_time, blog_id) > (?, ?)");
    params.push(cursor.date, cursor.id);
  }
  const order = cursor?.dir === "before" ? "date_time ASC, blog_id ASC" : "date_time DESC, blog_id DESC";
  const page = query.page ?? 1;
  const offset = !cursor && page > 1 ? ` OFFSET ${(page - 1) * limit}` : "";
  return {
    sql: `SELECT ${columns} FROM ${from} WHERE ${where.join(" AND ")} ORDER BY ${order} LIMIT ${limit + 1}${offset}`,
    params,
  };
}

/** One page of the active posts, newest first (cached per query; the content version is in the key). */
export async function readBlogPage(context: AppLoadContext, query: BlogListQuery = {}): Promise<BlogPage> {
  const page = Math.max(1, query.page ?? 1);
  const limit = Math.min(Math.max(1, query.limit ?? BLOG_PAGE_SIZE), API_PAGE_MAX);
  const cursor = query.cursor;
  const key = JSON.stringify([query.q ?? "", query.category ?? "All", page, cursor ?? null, limit]);
  return readCached(context, "blogs", key, async () => {
    const rows = await all<BlogListRow>(context, blogListSql({ ...query, page, limit }));
    const more = rows.length > limit;
    const shown = rows.slice(0, limit);
    if (cursor?.dir === "before") shown.reverse();
    const first = shown[0];
    const last = shown.at(-1);
    // Going back (before): there is always an older page (the one we came from).
    const older = last && (more || cursor?.dir === "before") ? cursorOf(last) : undefined;
    const newer = first && page > 1 && (cursor?.dir !== "before" || more) ? cursorOf(first) : undefined;
    return { rows: shown, page, older, newer };
  });
}

/** One active post with its sanitised body, by id (cached per id); null when there is none. */
export async function readBlog(context: AppLoadContext, id: number): Promise<BlogRow | null> {
  return readCached(context, "blog", String(id), async () => {
    const rows = await all<BlogRow>(context, {
      sql: `SELECT ${FULL_COLUMNS} FROM blogs WHERE blog_id = ? AND +is_active = 1`,
      params: [id],
    });
    const row = rows[0];
    return row ? { ...row, blog_info: sanitizeHtml(row.blog_info) } : null;
  });
}

/** How many of the newest matches site search ranks (FTS5 reads them in rowid order and stops). */
export const SEARCH_CANDIDATES = 30;

/**
 * Site search: active posts whose words start with the query's words (FTS5 MATCH text, e.g.
 * `"nirf"* "rank"*`). Title matches first, then matches anywhere (tags, category, body); each
 * group ranked by bm25 among its SEARCH_CANDIDATES newest matches, so the cost stays flat.
 */
export async function searchBlogs(
  context: AppLoadContext,
  match: string,
  limit = 8,
): Promise<Array<Pick<BlogRow, "blog_id" | "blog_title" | "category_name">>> {
  if (!match) return [];
  return readCached(context, "blogs-search", `${limit}:${match}`, async () => {
    const candidates = (expr: string) =>
      all<{ id: number; rank: number }>(context, {
        sql: `SELECT rowid AS id, rank FROM blogs_fts WHERE blogs_fts MATCH ? ORDER BY rowid DESC LIMIT ${SEARCH_CANDIDATES}`,
        params: [expr],
      }).then((rows) => rows.sort((a, b) => a.rank - b.rank).map((r) => r.id));
    const titles = await candidates(`blog_title : (${match})`);
    const anywhere = titles.length >= limit ? [] : await candidates(match);
    const ids = [...new Set([...titles, ...anywhere])].slice(0, limit * 2);
    if (!ids.length) return [];
    const rows = await all<Pick<BlogRow, "blog_id" | "blog_title" | "category_name">>(context, {
      sql: `SELECT blog_id, blog_title, category_name FROM blogs WHERE blog_id IN (${ids.map(() => "?").join(", ")}) AND +is_active = 1`,
      params: ids,
    });
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.blog_id)! - order.get(b.blog_id)!).slice(0, limit);
  });
}

/** Blog ids and dates for the sitemap, by id (primary key), `limit` from `afterId`. */
export async function blogSitemapRows(
  context: AppLoadContext,
  afterId: number,
  limit: number,
): Promise<Array<Pick<BlogRow, "blog_id" | "date_time">>> {
  return all(context, {
    sql: "SELECT blog_id, date_time FROM blogs WHERE blog_id > ? AND +is_active = 1 ORDER BY blog_id LIMIT ?",
    params: [afterId, limit],
  });
}

/** The largest blog id (primary key: one row), an upper bound of the number of posts. */
export async function maxBlogId(context: AppLoadContext): Promise<number> {
  const rows = await all<{ n: number | null }>(context, { sql: "SELECT max(blog_id) AS n FROM blogs", params: [] });
  return rows[0]?.n ?? 0;
}

/**
 * The JSON API's list (full rows, blog_info included), one page: `limit` posts
 * (default and most API_PAGE_MAX, so small data answers as before: every post) from `page`.
 */
export async function readBlogApiPage(
  context: AppLoadContext,
  page: number,
  limit: number,
): Promise<{ rows: BlogRow[]; more: boolean }> {
  return readCached(context, "blogs-api", `${page}:${limit}`, async () => {
    const rows = await all<BlogRow>(context, {
      sql: `SELECT ${FULL_COLUMNS} FROM blogs WHERE is_active = 1 ORDER BY date_time DESC, blog_id DESC LIMIT ? OFFSET ?`,
      params: [limit + 1, (page - 1) * limit],
    });
    return {
      rows: rows.slice(0, limit).map((r) => ({ ...r, blog_info: sanitizeHtml(r.blog_info) })),
      more: rows.length > limit,
    };
  });
}
