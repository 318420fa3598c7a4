/** One result of the college directory (/colleges): every button goes somewhere real. */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { countryLabel, OWNERSHIPS } from "~/lib/colleges/model";
import type { CollegeCardRow } from "~/lib/colleges/types";
import { CompareLink } from "./compare-controls";

const action =
  "rounded-lg px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function place(c: { city: string; state: string; country: string }): string {
  return [c.city, c.state, c.country === "india" ? "" : countryLabel(c.country)].filter(Boolean).join(", ");
}

export const ownershipLabel = (o: string) => OWNERSHIPS.find((x) => x.value === o)?.label ?? o;

export function formatInr(n: number): string {
  return `₹${n.toLocaleString("en-IN")}`;
}

export function DirectoryCard({ college }: { college: Pick<CollegeCardRow, keyof CollegeCardRow> }) {
  const href = `/colleges/${college.slug}`;
  const headingId = `college-${college.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Badge className="h-12 w-12 rounded-xl bg-gradient-to-br from-indigo-700 to-violet-700 text-xs font-bold text-white">
          {college.logo}
        </Badge>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
            <Link to={href} className="hover:underline">
              {college.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{place(college)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-600">Ownership</dt>
          <dd className="font-semibold text-slate-900">{ownershipLabel(college.ownership)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Rating</dt>
          <dd className="font-semibold text-slate-900">
            {college.rating_count > 0 ? `${college.rating.toFixed(1)}/5` : "No ratings yet"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Best rank</dt>
          <dd className="font-semibold text-slate-900">
            {college.rank_best < 1_000_000 ? `#${college.rank_best}` : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Fees from</dt>
          <dd className="font-semibold text-slate-900">{college.fees_min > 0 ? formatInr(college.fees_min) : "—"}</dd>
        </div>
      </dl>
      {college.streams ? <p className="text-sm text-slate-700">{college.streams}</p> : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1 sm:grid-cols-4">
        <Link to={href} className={`${action} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          View Details
        </Link>
        <Link to={`${href}#courses`} className={`${action} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
          Courses &amp; fees
        </Link>
        <CompareLink
          slug={college.slug}
          name={college.name}
          className={`${action} border border-indigo-300 text-indigo-800 hover:bg-indigo-50`}
        />
        <Link to={`${href}#brochure`} className={`${action} bg-indigo-700 text-white hover:bg-indigo-800`}>
          Apply Now
        </Link>
      </div>
    </article>
  );
}
