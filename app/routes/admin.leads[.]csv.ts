/**
 * GET /admin/leads.csv?<the inbox's filters>: the filtered list as CSV, streamed in keyset
 * batches (never the whole list in memory), formula-injection safe. Admins only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/admin/auth.server";
import { leadsCsvStream, parseLeadFilter } from "~/lib/admin/leads.server";
import { cachePolicy } from "~/lib/cache";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(context, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": cachePolicy.noStore,
    },
  });
}
