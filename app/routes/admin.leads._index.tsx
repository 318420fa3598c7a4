/**
 * /admin/leads: the leads inbox (admins only). Filters are a GET form (works without JS);
 * newest first, 50 a page with keyset links; counts per kind and status for the filter.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageTitle, buttonClass, secondaryButtonClass } from "~/components/admin/admin-shell";
import { FilterSelect, plainOptions } from "~/components/ui/filter-select";
import { requireAdmin } from "~/lib/admin/auth.server";
import { SEARCH_COUNT_CAP, STATUS_LABELS, STATUS_OPTIONS, WALK_PAGE } from "~/lib/admin/leads";
import { filterQueryString, formatIst, listLeads, parseLeadFilter, textWalk } from "~/lib/admin/leads.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const page = await listLeads(context, filter);
  return data(
    {
      filter,
      rows: page.rows.map((r) => ({ ...r, when: formatIst(r.created_at) })),
      counts: page.counts,
      kinds: page.kinds,
      nextHref: page.next ? filterQueryString(filter, page.next) : undefined,
      partial: page.partial ?? false,
      // A prefix lists by key (newest first within each); one whole number or e-mail, newest first.
      byKey: filter.q && textWalk(filter.q).hi !== undefined ? textWalk(filter.q).key : undefined,
      firstHref: filter.before ? filterQueryString(filter) || "?" : undefined,
      csvHref: `/admin/leads.csv${filterQueryString(filter)}`,
    },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}

const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";
const label = "block text-sm font-semibold text-slate-800";

export default function LeadsPage() {
  const { filter, rows, counts, kinds, nextHref, firstHref, csvHref, byKey, partial } = useLoaderData<typeof loader>();
  const plus = counts.capped ? "+" : "";
  return (
    <>
      <PageTitle
        actions={
          <a href={csvHref} className={secondaryButtonClass} download>
            Export CSV
          </a>
        }
      >
        Leads
      </PageTitle>

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        <div className="lg:col-span-2">
          <label htmlFor="lead-q" className={label}>
            Name, e-mail or phone
          </label>
          <input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ""} className={field} />
        </div>
        <FilterSelect
          id="lead-kind"
          name="kind"
          label="Kind"
          value={filter.kind}
          anyLabel="All kinds"
          options={plainOptions(kinds)}
        />
        <div>
          <label htmlFor="lead-ref" className={label}>
            Service, college or expert
          </label>
          <input id="lead-ref" name="ref" defaultValue={filter.ref ?? ""} className={field} />
        </div>
        <FilterSelect
          id="lead-status"
          name="status"
          label="Status"
          value={filter.status}
          anyLabel="Any status"
          options={STATUS_OPTIONS}
        />
        <div>
          <label htmlFor="lead-from" className={label}>
            From (IST)
          </label>
          <input id="lead-from" name="from" type="date" defaultValue={filter.from ?? ""} className={field} />
        </div>
        <div>
          <label htmlFor="lead-to" className={label}>
            To (IST)
          </label>
          <input id="lead-to" name="to" type="date" defaultValue={filter.to ?? ""} className={field} />
        </div>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-7">
          <button type="submit" className={buttonClass}>
            Filter
          </button>
          <Link to="/admin/leads" className={secondaryButtonClass}>
            Clear
          </Link>
        </div>
      </Form>

      <section aria-labelledby="lead-counts" className="mt-4 grid gap-4 sm:grid-cols-2">
        <h2 id="lead-counts" className="sr-only">
          Counts for this filter
        </h2>
        {counts.capped ? (
          <p className="text-sm text-slate-800 sm:col-span-2">
            <strong>{`${counts.matched ?? SEARCH_COUNT_CAP}+`}</strong> leads match this search (counting stops after{" "}
            {SEARCH_COUNT_CAP} leads), so each count below is a lower bound.
          </p>
        ) : null}
        <CountList title="By kind" plus={plus} items={counts.kinds} />
        <CountList
          title="By status"
          plus={plus}
          items={counts.statuses.map((s) => ({
            ...s,
            key: STATUS_LABELS[s.key as keyof typeof STATUS_LABELS] ?? s.key,
          }))}
        />
      </section>

      {partial ? (
        <p className="mt-6 text-sm text-slate-800">
          {`This page looked through the next ${WALK_PAGE} leads and shows the ${rows.length} that match every filter.`}{" "}
          <strong>Older leads</strong> looks further.
        </p>
      ) : null}
      {rows.length === 0 ? (
        partial ? null : (
          <p className="mt-6 text-slate-700">No leads match this filter.</p>
        )
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              {byKey === "lead_name"
                ? "Leads by name, newest first for each name"
                : byKey === "lead_phone"
                  ? "Leads by phone number, newest first for each number"
                  : "Leads, newest first"}
            </caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Lead
                </th>
                <th scope="col" className="px-3 py-2">
                  Received (IST)
                </th>
                <th scope="col" className="px-3 py-2">
                  Kind
                </th>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Assignee
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <Link to={`/admin/leads/${r.id}`} className="font-semibold text-indigo-700 underline">
                      #{r.id}
                    </Link>
                    {r.repeatOf ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                        repeat of #{r.repeatOf}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.when}</td>
                  <td className="px-3 py-2">
                    {r.kind}
                    {r.ref ? <span className="block text-xs text-slate-600">{r.ref}</span> : null}
                  </td>
                  <td className="px-3 py-2">{r.display_name ?? ""}</td>
                  <td className="px-3 py-2">{r.lead_phone ?? ""}</td>
                  <td className="px-3 py-2">{r.email ?? ""}</td>
                  <td className="px-3 py-2">{STATUS_LABELS[r.status] ?? r.status}</td>
                  <td className="px-3 py-2">{r.assignee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Lead pages" className="mt-4 flex gap-3">
        {firstHref ? (
          <Link to={firstHref} className={secondaryButtonClass}>
            Newest
          </Link>
        ) : null}
        {nextHref ? (
          <Link to={nextHref} className={secondaryButtonClass}>
            Older leads
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function CountList({ title, items, plus }: { title: string; items: Array<{ key: string; n: number }>; plus: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {items.length ? (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {items.map((i) => (
            <li key={i.key} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
              {i.key}: <strong>{`${i.n}${plus}`}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">None</p>
      )}
    </div>
  );
}
