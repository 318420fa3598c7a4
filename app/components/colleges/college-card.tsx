/** One result of the college directory (/colleges): every button goes somewhere real. */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { countryLabel, OWNERSHIPS } from "~/lib/colleges/model";
import type { CollegeCardRow } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/plural";
import { CompareLink } from "./compare-controls";

export function place(c: { city: string; state: string; country: string }): string {
  return [c.city, c.state, c.country === "india" ? "" : countryLabel(c.country)].filter(Boolean).join(", ");
}

export const ownershipLabel = (o: string) => OWNERSHIPS.find((x) => x.value === o)?.label ?? o;

export function formatInr(n: number): string {
  return `₹${formatNumber(n)}`;
}

export function DirectoryCard({ college }: { college: Pick<CollegeCardRow, keyof CollegeCardRow> }) {
  const href = `/colleges/${college.slug}`;
  const headingId = `college-${college.slug}`;
  return (
    // Styles: tailwind.css `.dc` (short classes: the directory repeats 20 cards a page; issue 21's SSR throughput).
    <article aria-labelledby={headingId} className="dc">
      <div className="dc-head">
        <Badge className="dc-logo">{college.logo}</Badge>
        <div className="min-w-0">
          <h3 id={headingId}>
            <Link to={href}>{college.name}</Link>
          </h3>
          <p>{place(college)}</p>
        </div>
      </div>
      <dl>
        <div>
          <dt>Ownership</dt>
          <dd>{ownershipLabel(college.ownership)}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{college.rating_count > 0 ? `${college.rating.toFixed(1)}/5` : "No ratings yet"}</dd>
        </div>
        <div>
          <dt>Best rank</dt>
          <dd>{college.rank_best < 1_000_000 ? `#${college.rank_best}` : "—"}</dd>
        </div>
        <div>
          <dt>Fees from</dt>
          <dd>{college.fees_min > 0 ? formatInr(college.fees_min) : "—"}</dd>
        </div>
      </dl>
      {college.streams ? <p>{college.streams}</p> : null}
      <div className="dc-act">
        <Link to={href}>View Details</Link>
        <Link to={`${href}#courses`}>Courses &amp; fees</Link>
        <CompareLink slug={college.slug} name={college.name} className="fc-cmp" />
        <Link to={`${href}#brochure`} className="fc-apply">
          Apply Now
        </Link>
      </div>
    </article>
  );
}
