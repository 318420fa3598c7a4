/**
 * /admin/colleges: the college directory, 50 a page — by name, or found by any fragment of the
 * name (a GET form: the search is in the URL), or only those with changes waiting. Each row with
 * its state and its last change (editors and admins).
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { consoleMeta, PageTitle, Pill, secondaryButtonClass } from "~/components/admin/admin-shell";
import { ConsoleRow, ConsoleTable, RowLink } from "~/components/admin/console-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { loader } from "./admin.colleges._index.server";

export { headers, loader } from "./admin.colleges._index.server";

export const meta = consoleMeta("Colleges");

export default function CollegeList() {
  const { q, changed, next, rows } = useLoaderData<typeof loader>();
  const chip = (active: boolean) =>
    `inline-block rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-indigo-50"}`;
  const more = new URLSearchParams({ ...(q ? { q } : {}), ...(changed ? { state: "changed" } : {}) });
  if (next) more.set("after", String(next));
  return (
    <>
      <PageTitle>Colleges</PageTitle>
      <p className="-mt-4 mb-4 max-w-3xl text-sm text-slate-700">
        Edit what a college says about itself: its description, website, address and contacts, logo, photo and brochure
        text. Ranks, cut-offs, fees and seats come only from the official imports.
      </p>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="college-q" className="block text-sm font-semibold text-slate-800">
            Name contains
          </label>
          <input
            id="college-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-72 max-w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        {changed ? <input type="hidden" name="state" value="changed" /> : null}
        <button type="submit" className={secondaryButtonClass}>
          Search
        </button>
      </Form>
      <nav aria-label="Filter by state" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/admin/colleges" className={chip(!changed)} aria-current={!changed ? "page" : undefined}>
              All
            </Link>
          </li>
          <li>
            <Link
              to="/admin/colleges?state=changed"
              className={chip(changed)}
              aria-current={changed ? "page" : undefined}
            >
              Changes waiting
            </Link>
          </li>
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="text-slate-700">{q ? `No college's name contains “${q}”.` : "Nothing here."}</p>
      ) : (
        <ConsoleTable
          caption={q ? `Colleges whose name contains ${q}` : "Colleges by name"}
          columns={["College", "State", "Last change by", "Updated (IST)"]}
        >
          {rows.map((r) => (
            <ConsoleRow key={r.slug}>
              <td className="px-3 py-2">
                <RowLink to={`/admin/colleges/${r.slug}`}>{r.name}</RowLink>
                <span className="block text-xs text-slate-600">{r.place}</span>
              </td>
              <td className="px-3 py-2">
                {r.changed ? <Pill tone="amber">Changes waiting</Pill> : <Pill tone="green">Published</Pill>}
              </td>
              <td className="px-3 py-2">{r.author ?? "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">{r.updated}</td>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`?${more.toString()}`} className={secondaryButtonClass}>
            Next colleges
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
