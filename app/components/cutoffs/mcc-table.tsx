/**
 * A college's MCC NEET-UG All India Quota opening and closing ranks (year, round, course, quota, category) with the
 * NMC's MBBS seats, the source and the date the copy was taken. Server-rendered; no JavaScript needed.
 */
import type { MccCutoff } from "~/lib/cutoffs/mcc-queries.server";
import { MCC_SOURCE } from "~/lib/cutoffs/neet";
import { formatNumber } from "~/lib/format/plural";

const rank = (n: number | null) => (n === null ? "Not published" : formatNumber(n));

export function MccTable({ rows, collegeName }: { rows: readonly MccCutoff[]; collegeName: string }) {
  if (!rows.length) return null;
  const seats = rows.find((r) => r.seats != null)?.seats ?? null;
  const sources = [...new Set(rows.map((r) => r.source))];
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  const rounds = [...new Set(rows.map((r) => `${r.year} round ${r.round}`))].join(", ");
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        The first and the last All India Rank the Medical Counselling Committee (MCC) allotted a seat to in its All
        India Quota counselling.
        {seats != null ? ` MBBS seats for the year (National Medical Commission): ${formatNumber(seats)}.` : ""}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`MCC NEET-UG opening and closing ranks at ${collegeName}`}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {["Year", "Round", "Course", "Quota", "Category", "Opening rank", "Closing rank"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={`${r.year}-${r.round}-${r.course}-${r.quota}-${r.category}`}>
                <td className="px-3 py-2">{r.year}</td>
                <td className="px-3 py-2">{r.round}</td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {r.course}
                </th>
                <td className="px-3 py-2">{r.quota}</td>
                <td className="px-3 py-2">{r.category}</td>
                <td className="px-3 py-2">{rank(r.opening)}</td>
                <td className="px-3 py-2">{rank(r.closing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {`Source: ${MCC_SOURCE} (${sources.join("; ")}). ${
          categories.length > 1
            ? `Categories held for this college: ${categories.join(", ")}.`
            : `Only the ${categories[0]} category's ranks are held for this college; other categories are not published here yet.`
        } PwD seats, BDS and rounds other than ${rounds} are not published here yet.`}
      </p>
    </>
  );
}
