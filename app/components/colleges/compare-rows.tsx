/**
 * The rows of the compare table (/compare): a list of row definitions, each a label and what one college's cell
 * shows. A new row is one more entry here; a row with `held` appears only when a compared college holds its figure
 * (Established, the NIRF placement figures). The courses follow as one row per course (`courseRows`).
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { rankText as josaaRank } from "~/components/cutoffs/cutoff-table";
import { streamRank, type CompareCategory, type CutoffSummary } from "~/lib/colleges/compare";
import { agencyLabel, formatMoney } from "~/lib/colleges/model";
import type { CollegeDetail } from "~/lib/colleges/types";
import { QUOTA_LABELS, type Quota } from "~/lib/cutoffs/model";
import { headlineSalary, placementCompareCell } from "~/lib/official/placements";
import { formatInr, NOT_PUBLISHED, ownershipLabel, place } from "./college-card";

export interface CompareView {
  category: CompareCategory;
  cutoffs: Record<string, CutoffSummary | null>;
  cutoffsUnavailable: boolean;
}

export interface CompareRow {
  key: string;
  label: (view: CompareView) => string;
  cell: (d: CollegeDetail, view: CompareView) => ReactNode;
  /** A row shown only when one of the compared colleges holds the figure (absent: always shown). */
  held?: (d: CollegeDetail) => boolean;
}

/** The rows the compared colleges call for: a row whose figure none of them holds is left out. */
export function compareRows(colleges: readonly CollegeDetail[]): CompareRow[] {
  return COMPARE_ROWS.filter((row) => !row.held || colleges.some(row.held));
}

function CutoffCell({ d, view }: { d: CollegeDetail; view: CompareView }) {
  if (view.cutoffsUnavailable) return <>The cut-offs are unavailable right now.</>;
  const c = view.cutoffs[d.college.slug];
  if (!c) return <>{`${NOT_PUBLISHED} (JoSAA lists no ${view.category} closing rank for this college)`}</>;
  const same = c.lowest.program === c.highest.program;
  return (
    <>
      <span className="block">
        {same
          ? `Closing rank ${josaaRank(c.lowest.rank)} (${c.lowest.program})`
          : `Closing ranks ${josaaRank(c.lowest.rank)} (${c.lowest.program}) to ${josaaRank(c.highest.rank)} (${c.highest.program})`}
      </span>
      <span className="mt-1 block text-xs text-slate-600">
        {`JoSAA ${c.year}, round ${c.round}, ${QUOTA_LABELS[c.quota as Quota] ?? c.quota}, Gender-Neutral, ${c.programs} programmes`}
      </span>
      <Link
        to={`/colleges/${d.college.slug}/cutoffs?seat=${encodeURIComponent(view.category)}`}
        className="mt-1 block text-xs font-medium text-indigo-800 underline"
      >
        All cut-offs
      </Link>
    </>
  );
}

export const COMPARE_ROWS: CompareRow[] = [
  { key: "location", label: () => "Location", cell: (d) => place(d.college) || NOT_PUBLISHED },
  { key: "ownership", label: () => "Ownership", cell: (d) => ownershipLabel(d.college.ownership) },
  {
    key: "established",
    label: () => "Established",
    cell: (d) => (d.college.established ? String(d.college.established) : NOT_PUBLISHED),
    held: (d) => Boolean(d.college.established),
  },
  {
    key: "rating",
    label: () => "Rating",
    cell: (d) =>
      d.college.rating_count > 0
        ? `${d.college.rating.toFixed(1)}/5 (${d.college.rating_count} reviews)`
        : "No ratings yet",
  },
  {
    key: "fees",
    label: () => "Fees from",
    cell: (d) => (d.college.fees_min > 0 ? formatInr(d.college.fees_min) : NOT_PUBLISHED),
  },
  {
    key: "nirf-stream",
    label: () => "NIRF rank in its stream",
    cell: (d) => {
      const r = streamRank(d.rankings, d.college.streams);
      return r
        ? `#${r.rank} (${agencyLabel("nirf")} ${r.year} ${r.category})`
        : `${NOT_PUBLISHED} (no NIRF stream rank)`;
    },
  },
  {
    key: "cutoffs",
    label: (view) => `Cut-offs (${view.category})`,
    cell: (d, view) => <CutoffCell d={d} view={view} />,
  },
  {
    key: "placements",
    label: () => "Median salary (NIRF submission)",
    cell: (d) => placementCompareCell(d.placements),
    held: (d) => headlineSalary(d.placements ?? []) !== null,
  },
  { key: "streams", label: () => "Streams", cell: (d) => d.college.streams || NOT_PUBLISHED },
];

/** One row per course any compared college lists, in the order first listed; a cell says whether that college offers it. */
export function courseRows(colleges: readonly CollegeDetail[]): CompareRow[] {
  const names: string[] = [];
  for (const d of colleges) for (const c of d.courses) if (!names.includes(c.name)) names.push(c.name);
  return names.map((name) => ({
    key: `course:${name}`,
    label: () => name,
    cell: (d) => {
      const c = d.courses.find((x) => x.name === name);
      if (!c) return "Not listed";
      return c.fees > 0 ? `Offered · ${formatMoney(c.fees, c.currency)}` : "Offered · fees not published";
    },
  }));
}
