/**
 * The server half of /news/{slug}: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findNews } from "~/content/home-lists";
import { getNews } from "~/lib/catalogue/catalogue.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const news = await getNews(context);
  const item = findNews(params.slug ?? "", news);
  if (!item) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  const more = news
    .filter((n) => n.category === item.category && n !== item)
    .map((n) => ({
      slug: n.slug,
      title: n.title,
      date: n.date,
    }));
  return { item, more };
}
