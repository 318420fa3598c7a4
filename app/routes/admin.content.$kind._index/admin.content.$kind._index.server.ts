/**
 * The server half of /admin/content/{kind}: its loader and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/admin/auth.server";
import { contentKind, LIST_STATES, type ListState } from "~/lib/admin/content-kinds";
import { listItems } from "~/lib/admin/content.server";
import { formatDmyTime } from "~/lib/admin/dates";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const kind = contentKind(params.kind);
  if (!kind) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  const url = new URL(request.url);
  const before = Number(url.searchParams.get("before")) || undefined;
  const stateParam = url.searchParams.get("state") ?? "";
  const state = (LIST_STATES as readonly string[]).includes(stateParam) ? (stateParam as ListState) : undefined;
  const { rows, next } = await listItems(context, kind, before, state);
  return data(
    {
      slug: kind.slug,
      label: kind.label,
      one: kind.one,
      state,
      rows: rows.map((r) => ({
        ...r,
        author: r.author?.replace(/ \(.*\)$/, "") ?? null,
        updated: r.updated ? formatDmyTime(r.updated) : null,
      })),
      next,
    },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}
