/**
 * GET /admin/leads.csv?<the inbox's filters>: the filtered list as CSV, streamed in keyset
 * batches (never the whole list in memory), formula-injection safe. `?ids=1&ids=2…` (the inbox's
 * bulk "Export selected", which also sends `selected=1`): just those leads. Admins only; every export is audited.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { actorOf, auditEventStatement } from "~/lib/admin/audit.server";
import { requireAdmin } from "~/lib/admin/auth.server";
import { leadsCsvOf, leadsCsvStream } from "~/lib/admin/leads-csv.server";
import { BULK_MAX, parseLeadFilter } from "~/lib/admin/leads.server";
import { cachePolicy } from "~/lib/platform/cache";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const ids = params
    .getAll("ids")
    .filter((v) => /^\d{1,12}$/.test(v))
    .map(Number)
    .slice(0, BULK_MAX);
  const filter = parseLeadFilter(params);
  const day = new Date().toISOString().slice(0, 10);
  const headers = {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    "Cache-Control": cachePolicy.noStore,
  };
  // "Export selected" (`selected=1`): only the chosen leads, none when none was chosen.
  if (params.has("ids") || params.has("selected")) {
    await auditEventStatement(context.env.DB, actorOf(admin), "leads.export-csv", "leads", { ids }).run();
    return new Response(await leadsCsvOf(context, ids), { headers });
  }
  await auditEventStatement(context.env.DB, actorOf(admin), "leads.export-csv", "leads", filter).run();
  return new Response(leadsCsvStream(context, filter), { headers });
}
