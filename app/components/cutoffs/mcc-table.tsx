/**
 * A college's MCC NEET-UG All India Quota opening and closing ranks (year, round, course, quota, category) with the
 * NMC's MBBS seats, the source and the date the copy was taken. Server-rendered; no JavaScript needed.
 */
import { RankTable } from "~/components/cutoffs/rank-table";
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
      <RankTable
        caption={`MCC NEET-UG opening and closing ranks at ${collegeName}`}
        columns={["Year", "Round", "Course", "Quota", "Category", "Opening rank", "Closing rank"]}
        rowHeader={2}
        rows={rows.map((r) => ({
          key: `${r.year}-${r.round}-${r.course}-${r.quota}-${r.category}`,
          cells: [r.year, r.round, r.course, r.quota, r.category, rank(r.opening), rank(r.closing)],
        }))}
      />
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
