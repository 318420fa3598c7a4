/**
 * /admin/leads: the leads inbox (admins only). Filters are a GET form, so every filter lives in
 * the URL (bookmark or share it; the quick filters are such links). Newest first, 50 a page with
 * keyset links; counts per kind and status for the filter. A text of 3 characters or more finds
 * any fragment of a name, phone or e-mail. Each row links to the lead; the selected rows can be
 * assigned, moved to a status or exported at once (a plain form: works without JS).
 */
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import {
  buttonClass,
  consoleMeta,
  CsrfField,
  PageTitle,
  Pill,
  secondaryButtonClass,
} from "~/components/admin/admin-shell";
import { ConsoleRow, ConsoleTable, RowLink } from "~/components/admin/console-table";
import { DateRangeFilter } from "~/components/admin/date-range";
import { FilterSelect, plainOptions } from "~/components/ui/filter-select";
import { phoneLinks, STATUS_LABELS, STATUS_OPTIONS, STATUS_TONES } from "~/lib/admin/leads";
import type { loader, action } from "./admin.leads._index.server";

export { action, headers, loader } from "./admin.leads._index.server";

const label = "block text-sm font-semibold text-slate-800";

export const meta = consoleMeta("Leads");

const field = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";

const cellLink = "relative z-10 inline-block min-h-6 py-0.5 text-indigo-700 underline";

export default function LeadsPage() {
  const { filter, rows, counts, kinds, nextHref, firstHref, csvHref, byName, partial, looked, quick } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();
  const plus = counts.capped ? "+" : "";
  const updated = params.get("updated");
  const back = new URLSearchParams(location.search);
  back.delete("updated");
  const backSearch = back.toString() ? `?${back}` : "";
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

      <nav aria-label="Quick filters" className="mb-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {quick.map((q) => (
            <li key={q.label}>
              <Link
                to={q.href}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-800 hover:bg-indigo-50"
              >
                {q.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form
        method="get"
        action="/admin/leads"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-7"
      >
        <div className="lg:col-span-2">
          <label htmlFor="lead-q" className={label}>
            Name, e-mail or phone
          </label>
          <input
            id="lead-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            aria-describedby="lead-q-hint"
            className={field}
          />
          <p id="lead-q-hint" className="mt-1 text-xs text-slate-600">
            Any part of it, 3 characters or more.
          </p>
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
        <DateRangeFilter idPrefix="lead" from={filter.from} to={filter.to} />
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
            <strong>{`${counts.matched ?? 0}+`}</strong> leads match this search (counting stops after {counts.cap}{" "}
            leads), so each count below is a lower bound.
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

      {updated !== null ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {updated === "1" ? "1 lead updated." : `${updated} leads updated.`}
        </p>
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {partial ? (
        <p className="mt-6 text-sm text-slate-800">
          {`This page looked through the next ${looked} leads and shows the ${rows.length} that match every filter.`}{" "}
          <strong>Older leads</strong> looks further.
        </p>
      ) : null}
      {rows.length === 0 ? (
        partial ? null : (
          <p className="mt-6 text-slate-700">No leads match this filter.</p>
        )
      ) : (
        <form method="post" action="/admin/leads?index" className="mt-6">
          <CsrfField />
          <input type="hidden" name="back" value={backSearch} />
          <fieldset className="mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3">
            <legend className="sr-only">Selected leads</legend>
            <div>
              <label htmlFor="bulk-status" className={label}>
                Status for the selected
              </label>
              <select id="bulk-status" name="bulk_status" className={field} defaultValue="">
                <option value="">Choose…</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="bulk-status" className={secondaryButtonClass}>
              Set status
            </button>
            <div>
              <label htmlFor="bulk-assignee" className={label}>
                Assign the selected to
              </label>
              <input id="bulk-assignee" name="bulk_assignee" maxLength={120} className={field} />
            </div>
            <button type="submit" name="intent" value="bulk-assign" className={secondaryButtonClass}>
              Assign
            </button>
            <button
              type="submit"
              name="selected"
              value="1"
              formMethod="get"
              formAction="/admin/leads.csv"
              formNoValidate
              className={secondaryButtonClass}
            >
              Export selected
            </button>
          </fieldset>
          <ConsoleTable
            caption={byName ? "Leads by name, newest first for each name" : "Leads, newest first"}
            columns={[
              <span key="select" className="sr-only">
                Select
              </span>,
              "Lead",
              "Received (IST)",
              "Kind",
              "Contact",
              "Status",
              "Assignee",
            ]}
          >
            {rows.map((r) => {
              const phone = phoneLinks(r.lead_phone);
              return (
                <ConsoleRow key={r.id}>
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      name="ids"
                      value={r.id}
                      aria-label={`Select lead #${r.id}`}
                      className="relative z-10 h-4 w-4"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <RowLink to={`/admin/leads/${r.id}`}>
                      #{r.id} {r.display_name || "(no name)"}
                    </RowLink>
                    {r.repeatOf ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                        repeat of #{r.repeatOf}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.when}</td>
                  <td className="px-3 py-2">
                    {r.kind}
                    {r.refName ? (
                      <span className="block text-xs text-slate-700">
                        {r.refName.href ? (
                          <a href={r.refName.href} className={cellLink}>
                            {r.refName.name}
                          </a>
                        ) : (
                          r.refName.name
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    {phone ? (
                      <span className="flex gap-3 whitespace-nowrap">
                        <a href={phone.tel} className={cellLink}>
                          {r.lead_phone}
                        </a>
                        <a
                          href={phone.whatsapp}
                          className={cellLink}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`WhatsApp ${r.lead_phone}`}
                        >
                          WhatsApp
                        </a>
                      </span>
                    ) : null}
                    {r.email ? (
                      <a href={`mailto:${r.email}`} className={`${cellLink} block break-all`}>
                        {r.email}
                      </a>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    <Pill tone={STATUS_TONES[r.status] ?? "slate"}>{STATUS_LABELS[r.status] ?? r.status}</Pill>
                  </td>
                  <td className="px-3 py-2">{r.assignee}</td>
                </ConsoleRow>
              );
            })}
          </ConsoleTable>
        </form>
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
