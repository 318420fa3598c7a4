/**
 * The console's list of official tables held (/admin/data): each table's edition, its row count and the date its
 * copy was taken (lib/official/editions.server.ts). A plain table, the same with and without JavaScript.
 */
import { formatNumber } from "~/lib/format/plural";
import type { HeldEdition } from "~/lib/official/editions.server";

export function DataEditions({ editions }: { editions: readonly HeldEdition[] }) {
  return (
    <section aria-labelledby="editions-title" className="mt-8 max-w-4xl">
      <h2 id="editions-title" className="text-lg font-bold text-slate-900">
        Official tables by edition
      </h2>
      {editions.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Official tables held: edition, rows and the date each copy was taken</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  Table
                </th>
                <th scope="col" className="py-1 pr-3">
                  Edition
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Rows
                </th>
                <th scope="col" className="py-1">
                  Copy taken
                </th>
              </tr>
            </thead>
            <tbody>
              {editions.map((e) => (
                <tr key={`${e.table} ${e.edition}`} className="border-b border-slate-200">
                  <td className="py-1 pr-3">{e.table}</td>
                  <td className="py-1 pr-3">{e.edition}</td>
                  <td className="py-1 pr-3 text-right">{formatNumber(e.rows)}</td>
                  <td className="py-1">{e.taken || "Not recorded"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">No official table is loaded yet.</p>
      )}
    </section>
  );
}
