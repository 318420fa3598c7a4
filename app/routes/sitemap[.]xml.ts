import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ENTRANCE_EXAM_SLUGS } from "~/content/entrance-exams";
import { services } from "~/content/services";
import { blogSitemapRows, maxBlogId } from "~/lib/blog/blog.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";
import { DIRECTORY_ROUTES, INFO_ROUTES, PUBLIC_ROUTES } from "~/lib/platform/site-routes";

export const headers = resourceHeaders;

/** URLs per sitemap file; above this the sitemap becomes an index of pages. */
export const SITEMAP_PAGE_SIZE = 5000;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

type Entry = { loc: string; lastmod?: string };

function xml(body: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicy.feed },
  });
}

function urlset(entries: Entry[]) {
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      entries
        .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
        .join("\n") +
      `\n</urlset>\n`,
  );
}

async function collegeCount(context: LoaderFunctionArgs["context"]): Promise<number> {
  try {
    const row = await context.env.DB.prepare("SELECT n FROM college_counts WHERE kind = 'all' AND value = ''").first<{
      n: number;
    }>();
    return row?.n ?? 0;
  } catch {
    return 0;
  }
}

/** Colleges by their position in name order (indexed): positions from..to. */
async function collegeEntries(context: LoaderFunctionArgs["context"], origin: string, from: number, to: number) {
  try {
    const { results } = await context.env.DB.prepare(
      "SELECT slug, updated_at FROM colleges WHERE pos_name BETWEEN ? AND ? ORDER BY pos_name",
    )
      .bind(from, to)
      .all<{ slug: string; updated_at: string }>();
    return (results ?? []).map((r) => ({ loc: `${origin}/colleges/${r.slug}`, lastmod: r.updated_at.slice(0, 10) }));
  } catch {
    return [];
  }
}

/** Active blogs with ids in (afterId, afterId + SITEMAP_PAGE_SIZE], by primary key. */
async function blogEntries(context: LoaderFunctionArgs["context"], origin: string, afterId: number) {
  try {
    const rows = await blogSitemapRows(context, afterId, SITEMAP_PAGE_SIZE);
    return rows
      .filter((b) => b.blog_id <= afterId + SITEMAP_PAGE_SIZE)
      .map((b) => ({ loc: `${origin}/blog/${b.blog_id}`, lastmod: b.date_time.slice(0, 10) }));
  } catch {
    return [];
  }
}

/**
 * Every public route, service, active blog and college. Up to 5 000 URLs in one file; beyond
 * that /sitemap.xml is an index of /sitemap.xml?page=0 (pages and services), one page per
 * 5 000 colleges and one per 5 000 blog ids (never the whole blog in one read).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const origin = url.origin;
  const fixed: Entry[] = [
    ...PUBLIC_ROUTES.map((path) => ({ loc: `${origin}${path}` })),
    ...DIRECTORY_ROUTES.map((path) => ({ loc: `${origin}${path}` })),
    ...INFO_ROUTES.map((path) => ({ loc: `${origin}${path}` })),
    ...services.map((s) => ({ loc: `${origin}/services/${s.slug}` })),
    ...ENTRANCE_EXAM_SLUGS.map((slug) => ({ loc: `${origin}/exams/${slug}` })),
  ];
  const colleges = await collegeCount(context);
  const blogIds = await maxBlogId(context).catch(() => 0);
  const pageParam = url.searchParams.get("page");
  if (fixed.length + blogIds + colleges <= SITEMAP_PAGE_SIZE) {
    return urlset([
      ...fixed,
      ...(await blogEntries(context, origin, 0)),
      ...(await collegeEntries(context, origin, 1, colleges)),
    ]);
  }
  // Blogs by id range: on page 0 while their ids fit beside the fixed URLs, else 5 000 ids a page.
  const blogsOnFirst = fixed.length + blogIds <= SITEMAP_PAGE_SIZE;
  const collegePages = Math.ceil(colleges / SITEMAP_PAGE_SIZE);
  const pages = collegePages + (blogsOnFirst ? 0 : Math.ceil(blogIds / SITEMAP_PAGE_SIZE));
  if (pageParam === null) {
    const locs = Array.from({ length: pages + 1 }, (_, i) => `${origin}/sitemap.xml?page=${i}`);
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        locs.map((l) => `  <sitemap><loc>${escapeXml(l)}</loc></sitemap>`).join("\n") +
        `\n</sitemapindex>\n`,
    );
  }
  const page = /^\d{1,5}$/.test(pageParam) ? Number(pageParam) : -1;
  if (page === 0) return urlset(blogsOnFirst ? [...fixed, ...(await blogEntries(context, origin, 0))] : fixed);
  if (page < 1 || page > pages) {
    return new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  }
  if (page > collegePages) {
    return urlset(await blogEntries(context, origin, (page - collegePages - 1) * SITEMAP_PAGE_SIZE));
  }
  return urlset(await collegeEntries(context, origin, (page - 1) * SITEMAP_PAGE_SIZE + 1, page * SITEMAP_PAGE_SIZE));
}
