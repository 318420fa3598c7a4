/**
 * /admin/audit: every admin change, newest first (admins only), filtered by operator, area and
 * IST dates (a GET form: the filter is in the URL), each change as a readable before → after; a
 * deleted item links to its page, where it can be restored.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { buttonClass, consoleMeta, PageTitle, secondaryButtonClass } from "~/components/admin/admin-shell";
import { DateRangeFilter } from "~/components/admin/date-range";
import { FilterSelect } from "~/components/ui/filter-select";
import { AUDIT_AREAS } from "~/lib/admin/audit-areas";
import type { loader } from "./admin.audit.server";

export { headers, loader } from "./admin.audit.server";

export const meta = consoleMeta("Audit log");

export default function AuditPage() {
  const { filter, operators, rows, nextHref } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <Form
        method="get"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FilterSelect
          id="audit-actor"
          name="actor"
          label="Who"
          value={filter.actor}
          anyLabel="Anyone"
          options={operators.map((o) => ({ value: o, label: o }))}
        />
        <FilterSelect
          id="audit-area"
          name="area"
          label="What"
          value={filter.area}
          anyLabel="Every change"
          options={Object.entries(AUDIT_AREAS).map(([value, l]) => ({ value, label: l }))}
        />
        <DateRangeFilter idPrefix="audit" from={filter.from} to={filter.to} />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass}>
            Filter
          </button>
          <Link to="/admin/audit" className={secondaryButtonClass}>
            Clear
          </Link>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="text-slate-700">No changes match.</p>
      ) : (
        <ol aria-label="Changes, newest first" className="space-y-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900">
                  {r.action}{" "}
                  {r.href ? (
                    <Link to={r.href} className="text-indigo-700 underline">
                      {r.target}
                    </Link>
                  ) : (
                    <span className="text-slate-700">{r.target}</span>
                  )}
                </span>
                <span className="text-slate-700">{r.actor}</span>
                <span className="text-slate-600">{r.when}</span>
                {r.deleted && r.href ? (
                  <Link to={r.href} className="font-semibold text-indigo-700 underline">
                    Restore…
                  </Link>
                ) : null}
              </p>
              {r.changes.length ? (
                <table className="mt-2 w-full table-fixed text-left">
                  <caption className="sr-only">{`Before and after: ${r.action} ${r.target}`}</caption>
                  <thead>
                    <tr className="text-xs text-slate-600">
                      <th scope="col" className="w-40 py-1 pr-2">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-2">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.changes.map((c) => (
                      <tr key={c.field} className="border-t border-slate-100 align-top">
                        <th scope="row" className="py-1 pr-2 font-semibold break-words text-slate-800">
                          {c.field}
                        </th>
                        {c.lines ? (
                          <td colSpan={2} className="py-1">
                            <pre className="max-h-64 overflow-auto text-xs whitespace-pre-wrap">
                              {c.lines.map((l, i) => (
                                <span
                                  key={i}
                                  className={`block ${l.op === "-" ? "bg-red-50 text-red-900" : l.op === "+" ? "bg-green-50 text-green-900" : "text-slate-700"}`}
                                >
                                  {l.op === " " ? "  " : `${l.op === "-" ? "−" : "+"} `}
                                  {l.text}
                                </span>
                              ))}
                            </pre>
                          </td>
                        ) : (
                          <>
                            <td className="py-1 pr-2 break-words text-red-900">
                              {c.before ? <del>{c.before}</del> : "—"}
                            </td>
                            <td className="py-1 break-words text-green-900">{c.after ? <ins>{c.after}</ins> : "—"}</td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {nextHref ? (
        <p className="mt-4">
          <Link to={nextHref} className="font-semibold text-indigo-700 underline">
            Older changes
          </Link>
        </p>
      ) : null}
    </>
  );
}
