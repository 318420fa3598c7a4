import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /Blogs/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy.feed },
  });
}
