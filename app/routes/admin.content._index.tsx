/** /admin/content: the kinds of server content the console publishes (editors and admins). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageTitle, consoleMeta } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/lib/admin/auth.server";
import { CONTENT_KINDS } from "~/lib/admin/content-kinds";
import { cachePolicy, pageHeaders } from "~/lib/cache";

export const headers = pageHeaders;

export const meta = consoleMeta("Content");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  return data(null, { headers: { "Cache-Control": cachePolicy.noStore } });
}

export default function ContentHome() {
  return (
    <>
      <PageTitle>Content</PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CONTENT_KINDS.map((k) => (
          <li key={k.slug}>
            <Link
              to={`/admin/content/${k.slug}`}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-bold text-indigo-800 shadow-sm hover:border-indigo-400"
            >
              {k.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
