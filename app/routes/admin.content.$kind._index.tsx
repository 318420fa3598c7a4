/** /admin/content/{kind}: the items of one kind, newest first, with their state. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink, buttonClass, consoleTitle, PageTitle, secondaryButtonClass } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Chip } from "~/components/ui/badge";
import { requireAdmin } from "~/lib/admin/auth.server";
import { contentKind } from "~/lib/admin/content-kinds";
import { listItems } from "~/lib/admin/content.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => consoleTitle(data ? data.label : "Not found");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const kind = contentKind(params.kind);
  if (!kind) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const { rows, next } = await listItems(context, kind, before);
  return data(
    { slug: kind.slug, label: kind.label, one: kind.one, rows, next },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

export default function ContentList() {
  const { slug, label, one, rows, next } = useLoaderData<typeof loader>();
  return (
    <>
      <BackLink to="/admin/content">All content</BackLink>
      <PageTitle
        actions={
          <Link to={`/admin/content/${slug}/new`} className={buttonClass}>
            New {one}
          </Link>
        }
      >
        {label}
      </PageTitle>
      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing here yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <Link to={`/admin/content/${slug}/${r.id}`} className="font-semibold text-indigo-700 underline">
                {r.title}
              </Link>
              <Chip className={r.published ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}>
                {r.published ? "Published" : "Draft"}
              </Chip>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`/admin/content/${slug}?before=${next}`} className={secondaryButtonClass}>
            Older items
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
