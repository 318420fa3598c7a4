/**
 * Blog list filter and its URL form. Client-safe: the /blogs loader and
 * the page component both use it, so the no-JS GET form and the instant JS filter agree.
 */

/** Blog categories and the preview count. */
export const BLOG_CATEGORIES = ["All", "Rankings", "Exams", "Careers", "Education"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_PREVIEW_COUNT = 4;

export interface BlogQuery {
  /** Search text; matched against the title, case-insensitive. */
  q: string;
  category: BlogCategory;
  /** 'Show All Blogs' pressed. */
  all: boolean;
}

export const DEFAULT_BLOG_QUERY: BlogQuery = { q: "", category: "All", all: false };

function toCategory(value: string | null): BlogCategory {
  if (!value) return "All";
  const lower = value.toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === lower) ?? "All";
}

/** Reads `?q=&category=&all=1`; unknown categories fall back to All. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    category: toCategory(params.get("category")),
    all: params.get("all") === "1",
  };
}

/** The query as URL parameters, defaults left out (shareable, short URLs). */
export function blogQueryParams(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "All") params.set("category", query.category);
  if (query.all) params.set("all", "1");
  return params;
}

/** `?…` for a link to /blogs with this query ("" for the defaults). */
export function blogQueryString(query: BlogQuery): string {
  const search = blogQueryParams(query).toString();
  return search ? `?${search}` : "";
}

/** A post shows if its title contains the search text and (category is All or equal). */
export function filterBlogs<T extends { title: string; category: string }>(
  blogs: readonly T[],
  query: Pick<BlogQuery, "q" | "category">,
): T[] {
  const needle = query.q.toLowerCase();
  return blogs.filter(
    (b) => b.title.toLowerCase().includes(needle) && (query.category === "All" || b.category === query.category),
  );
}

/** The posts on screen: the first BLOG_PREVIEW_COUNT until 'Show All Blogs'. */
export function visibleBlogs<T>(matching: readonly T[], all: boolean): T[] {
  return all ? [...matching] : matching.slice(0, BLOG_PREVIEW_COUNT);
}
