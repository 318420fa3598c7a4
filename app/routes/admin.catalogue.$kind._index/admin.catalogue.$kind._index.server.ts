/**
 * The server half of /admin/catalogue/{kind}: its loader and its `headers`. `route.tsx` re-exports them, so the
 * browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import type { Expert } from "~/content/experts";
import { requireAdmin } from "~/lib/admin/auth.server";
import { formatDmyTime } from "~/lib/admin/dates";
import { listEntries } from "~/lib/catalogue/console.server";
import { expertStatus, hoursSummary } from "~/lib/catalogue/hours";
import { catalogueKind } from "~/lib/catalogue/kinds";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const def = catalogueKind(params.kind);
  if (!def) throw new Response("Not found", { status: 404, headers: noStore });
  const now = new Date();
  const rows = await listEntries(context, def.kind);
  return data(
    {
      kind: def.kind,
      label: def.label,
      rows: rows.map(({ entry, ...r }) => {
        const hours = def.kind === "experts" ? (entry as Expert).hours : undefined;
        return {
          ...r,
          updated: r.updated ? formatDmyTime(r.updated) : null,
          availability: !hours
            ? undefined
            : hours.mode === "hours"
              ? `${expertStatus(hours, now).status} now · ${hoursSummary(hours)}`
              : hours.mode === "online"
                ? "Online (always available)"
                : "Offline (no hours set)",
        };
      }),
    },
    { headers: noStore },
  );
}
