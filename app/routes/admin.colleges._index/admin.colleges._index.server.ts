/**
 * The server half of /admin/colleges: its loader and its `headers`. `route.tsx` re-exports them, so the browser
 * build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/admin/auth.server";
import { listColleges } from "~/lib/admin/colleges.server";
import { formatDmyTime } from "~/lib/admin/dates";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const changed = params.get("state") === "changed";
  const after = Number(params.get("after")) || undefined;
  const { rows, next } = await listColleges(context, { q, after, changed });
  return data(
    {
      q,
      changed,
      next,
      rows: rows.map((r) => {
        const [author, at] = r.last ? r.last.split("\t") : [null, null];
        return {
          slug: r.slug,
          name: r.name,
          place: [r.city, r.state].filter(Boolean).join(", "),
          changed: Boolean(r.changed),
          author: author?.replace(/ \(.*\)$/, "") ?? null,
          updated: formatDmyTime(at ?? `${r.updated_at.replace(" ", "T")}Z`),
        };
      }),
    },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}
