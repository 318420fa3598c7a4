/**
 * /admin/catalogue/{experts|services|news}: the entries of a typed catalogue as the site shows
 * them, each with its state (the defaults, published changes, changes waiting) and its last
 * change; experts with their availability and their status now. Editors and admins.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { consoleTitle, PageTitle, Pill, type PillTone } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CATALOGUE_STATE_LABELS, type CatalogueState } from "~/lib/catalogue/kinds";
import type { loader } from "./admin.catalogue.$kind._index.server";

export { headers, loader } from "./admin.catalogue.$kind._index.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => consoleTitle(data ? data.label : "Not found");

const TONES: Record<CatalogueState, PillTone> = { default: "slate", changed: "green", draft: "amber" };

export default function CatalogueList() {
  const { kind, label, rows } = useLoaderData<typeof loader>();
  const experts = kind === "experts";
  return (
    <>
      <PageTitle>{label}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        The site ships these texts; a change here is a draft until it is published, and “Restore default” brings back
        the shipped text.
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2">
                {experts ? "Name" : "Title"}
              </th>
              {experts ? (
                <th scope="col" className="px-3 py-2">
                  Availability (IST)
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2">
                State
              </th>
              <th scope="col" className="px-3 py-2">
                Last change by
              </th>
              <th scope="col" className="px-3 py-2">
                Updated (IST)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="relative border-t border-slate-200 hover:bg-indigo-50/60">
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/catalogue/${kind}/${r.key}`}
                    className="font-semibold text-indigo-800 after:absolute after:inset-0 after:content-['']"
                  >
                    {r.title}
                  </Link>
                </td>
                {experts ? <td className="px-3 py-2">{r.availability}</td> : null}
                <td className="px-3 py-2">
                  <Pill tone={TONES[r.state]}>{CATALOGUE_STATE_LABELS[r.state]}</Pill>
                </td>
                <td className="px-3 py-2">{r.author ?? "—"}</td>
                <td className="px-3 py-2 whitespace-nowrap">{r.updated ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
