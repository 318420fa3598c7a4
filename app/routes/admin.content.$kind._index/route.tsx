/**
 * /admin/content/{kind}: the items of one kind, newest first — each with its state (published,
 * draft, changes waiting, deleted), its last change's author and time; filtered by state (a GET
 * link: the filter is in the URL).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  BackLink,
  buttonClass,
  consoleTitle,
  PageTitle,
  Pill,
  secondaryButtonClass,
  type PillTone,
} from "~/components/admin/admin-shell";
import { ConsoleRow, ConsoleTable, RowLink } from "~/components/admin/console-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LIST_STATE_LABELS, LIST_STATES, type ListState } from "~/lib/admin/content-kinds";
import type { loader } from "./admin.content.$kind._index.server";

export { headers, loader } from "./admin.content.$kind._index.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => consoleTitle(data ? data.label : "Not found");

const TONES: Record<ListState, PillTone> = { published: "green", draft: "slate", changed: "amber", deleted: "red" };

export default function ContentList() {
  const { slug, label, one, state, rows, next } = useLoaderData<typeof loader>();
  const chip = (active: boolean) =>
    `inline-block rounded-full px-3 py-1 text-sm font-semibold ${active ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-indigo-50"}`;
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
      <nav aria-label="Filter by state" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={`/admin/content/${slug}`} className={chip(!state)} aria-current={!state ? "page" : undefined}>
              All
            </Link>
          </li>
          {LIST_STATES.map((s) => (
            <li key={s}>
              <Link to={`?state=${s}`} className={chip(state === s)} aria-current={state === s ? "page" : undefined}>
                {s === "changed" ? "Changes waiting" : LIST_STATE_LABELS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length === 0 ? (
        <p className="text-slate-700">Nothing here.</p>
      ) : (
        <ConsoleTable
          caption={`${label}, newest first`}
          columns={["Title", "State", "Last change by", "Updated (IST)"]}
        >
          {rows.map((r) => (
            <ConsoleRow key={r.id}>
              <td className="px-3 py-2">
                <RowLink to={`/admin/content/${slug}/${r.id}`}>{r.title}</RowLink>
              </td>
              <td className="px-3 py-2">
                <Pill tone={TONES[r.state]}>{LIST_STATE_LABELS[r.state]}</Pill>
              </td>
              <td className="px-3 py-2">{r.author ?? "—"}</td>
              <td className="px-3 py-2 whitespace-nowrap">{r.updated ?? "—"}</td>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`?${state ? `state=${state}&` : ""}before=${next}`} className={secondaryButtonClass}>
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
