/**
 * The table the counselling sections share (CSAB's special rounds, MCC's All India Quota): a caption for screen
 * readers, a header row, and one row per allotment whose row header is the programme or course. Scrolls sideways on
 * a narrow screen. Server-rendered; no JavaScript needed.
 */
import type { ReactNode } from "react";

export interface RankRow {
  key: string;
  /** The cells in column order; the one at `rowHeader` is the row's header (the programme or course). */
  cells: ReactNode[];
}

export function RankTable({
  caption,
  columns,
  rows,
  rowHeader,
  wide = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly RankRow[];
  rowHeader: number;
  /** Keeps the columns readable on a phone (the table scrolls instead of squeezing). */
  wide?: boolean;
}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className={`w-full text-left text-sm ${wide ? "min-w-[40rem]" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === rowHeader ? (
                  <th key={columns[i]} scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
