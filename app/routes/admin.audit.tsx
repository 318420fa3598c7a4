/** /admin/audit: every admin change, newest first (admins only). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageTitle, consoleMeta } from "~/components/admin/admin-shell";
import { listAudit } from "~/lib/admin/audit.server";
import { requireAdmin } from "~/lib/admin/auth.server";
import { formatIst } from "~/lib/admin/leads.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";

export const headers = pageHeaders;

export const meta = consoleMeta("Audit log");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const { rows, next } = await listAudit(context, before);
  return data(
    { rows: rows.map((r) => ({ ...r, when: formatIst(r.at) })), next },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

export default function AuditPage() {
  const { rows, next } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      {rows.length === 0 ? (
        <p className="text-slate-700">No changes yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Admin changes, newest first</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  Before
                </th>
                <th scope="col" className="px-3 py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{r.when}</td>
                  <td className="px-3 py-2">{r.actor}</td>
                  <td className="px-3 py-2">
                    {r.action} <span className="text-slate-600">{r.target}</span>
                  </td>
                  <td className="max-w-xs px-3 py-2 break-words text-slate-700">
                    <code>{r.before ?? "—"}</code>
                  </td>
                  <td className="max-w-xs px-3 py-2 break-words text-slate-700">
                    <code>{r.after ?? "—"}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`/admin/audit?before=${next}`} className="font-semibold text-indigo-700 underline">
            Older changes
          </Link>
        </p>
      ) : null}
    </>
  );
}
