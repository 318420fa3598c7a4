/**
 * GET /admin/leads.csv?<the inbox's filters>: the filtered list as CSV, streamed in keyset
 * batches (never the whole list in memory), formula-injection safe. Admins only; every export is audited.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { actorOf, auditEventStatement } from "~/lib/admin/audit.server";
import { requireAdmin } from "~/lib/admin/auth.server";
import { leadsCsvStream, parseLeadFilter } from "~/lib/admin/leads.server";
import { cachePolicy } from "~/lib/cache";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  await auditEventStatement(context.env.DB, actorOf(admin), "leads.export-csv", "leads", filter).run();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(context, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": cachePolicy.noStore,
    },
  });
}
