/**
 * The table of a console list page (leads, content, catalogue, colleges): a scrolling white box, a
 * caption for screen readers, a header row of column names and the page's rows. A row whose first
 * cell holds a `RowLink` is a link as a whole.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The padding every console table cell has. */
export const cellClass = "px-3 py-2";

export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** Column names; `null` leaves a column out. */
  columns: ReadonlyArray<ReactNode>;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns
              .filter((column) => column !== null)
              .map((column, i) => (
                <th key={i} scope="col" className={cellClass}>
                  {column}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A console table row, highlighted under the pointer. */
export function ConsoleRow({ children }: { children: ReactNode }) {
  return <tr className="relative border-t border-slate-200 hover:bg-indigo-50/60">{children}</tr>;
}

/** The row's main link: its hit area covers the whole row. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-indigo-800 after:absolute after:inset-0 after:content-['']">
      {children}
    </Link>
  );
}
