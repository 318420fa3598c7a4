/**
 * The one blog mapping (part 1 §3): server row → client view, shared by /blogs and
 * /blog/{id}. Server-only: loaders map rows and send views (it uses the server sanitiser);
 * components import its types only.
 */
import { uploadUrl, type BlogRow } from "./content-types";
import { formatCalendarDate } from "./dates";
import { htmlToText } from "./sanitize.server";

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

export function toBlogCard(row: BlogRow): BlogCard {
  return {
    id: row.blog_id,
    title: row.blog_title,
    image: uploadUrl(row.blog_image),
    excerpt: excerptOf(row.blog_info),
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
export function relatedBlogs(rows: readonly BlogRow[], currentId: number): RelatedBlog[] {
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
