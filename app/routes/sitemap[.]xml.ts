import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { services } from "~/content/services";
import { cachePolicy, resourceHeaders } from "~/lib/cache";
import { readContentOr } from "~/lib/content.server";
import { PUBLIC_ROUTES } from "~/lib/site-routes";

export const headers = resourceHeaders;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Every public route, every service page and every active blog. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const blogs = await readContentOr(context, "blogs", []);
  const entries: Array<{ loc: string; lastmod?: string }> = [
    ...PUBLIC_ROUTES.map((path) => ({ loc: `${origin}${path}` })),
    ...services.map((s) => ({ loc: `${origin}/services/${s.slug}` })),
    ...blogs.map((b) => ({ loc: `${origin}/blog/${b.blog_id}`, lastmod: b.date_time.slice(0, 10) })),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    entries
      .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
      .join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cachePolicy.feed },
  });
}
