/**
 * The server half of /admin: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/admin/auth.server";
import { contentKind } from "~/lib/admin/content-kinds";
import { readDashboard } from "~/lib/admin/dashboard.server";
import { formatDmyTime } from "~/lib/admin/dates";
import { catalogueHref } from "~/lib/catalogue/kinds";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** "blogs #12" → the item's edit page (content changes in the audit name their target so); a catalogue entry's too. */
function contentHref(target: string): string | undefined {
  const m = /^([a-z-]+) #(\d+)$/.exec(target);
  return m && contentKind(m[1]) ? `/admin/content/${m[1]}/${m[2]}` : catalogueHref(target);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const board = await readDashboard(context, admin.role);
  return data(
    {
      ...board,
      leads: board.leads && {
        ...board.leads,
        oldest: board.leads.oldest && { ...board.leads.oldest, when: formatDmyTime(board.leads.oldest.created_at) },
      },
      recent: board.recent.map((r) => ({ ...r, when: formatDmyTime(r.at), href: contentHref(r.target) })),
    },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}
