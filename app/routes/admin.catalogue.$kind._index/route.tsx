/**
 * /admin/catalogue/{experts|services|news}: the entries of a typed catalogue as the site shows
 * them, each with its state (the defaults, published changes, changes waiting) and its last
 * change; experts with their availability and their status now. Editors and admins.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { consoleTitle, PageTitle, Pill, type PillTone } from "~/components/admin/admin-shell";
import { ConsoleRow, ConsoleTable, RowLink } from "~/components/admin/console-table";
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
      <ConsoleTable
        caption={label}
        columns={[
          experts ? "Name" : "Title",
          experts ? "Availability (IST)" : null,
          "State",
          "Last change by",
          "Updated (IST)",
        ]}
      >
        {rows.map((r) => (
          <ConsoleRow key={r.key}>
            <td className="px-3 py-2">
              <RowLink to={`/admin/catalogue/${kind}/${r.key}`}>{r.title}</RowLink>
            </td>
            {experts ? <td className="px-3 py-2">{r.availability}</td> : null}
            <td className="px-3 py-2">
              <Pill tone={TONES[r.state]}>{CATALOGUE_STATE_LABELS[r.state]}</Pill>
            </td>
            <td className="px-3 py-2">{r.author ?? "—"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{r.updated ?? "—"}</td>
          </ConsoleRow>
        ))}
      </ConsoleTable>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
