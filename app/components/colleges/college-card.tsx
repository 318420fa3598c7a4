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

/** What a directory card shows (the loader sends only these fields). */
export type DirectoryCardView = Pick<
  CollegeCardRow,
  | "slug"
  | "name"
  | "logo"
  | "city"
  | "state"
  | "country"
  | "ownership"
  | "rating"
  | "rating_count"
  | "rank_best"
  | "fees_min"
  | "streams"
>;

/** Styles: tailwind.css `.dc` (short classes: the directory repeats 20 cards a page). */
export function DirectoryCard({ college: c }: { college: DirectoryCardView }) {
  const href = `/colleges/${c.slug}`;
  return (
    <article aria-labelledby={`college-${c.slug}`} className="dc">
      <div className="dc-b">
        <div className="dc-head">
          <Badge className="dc-logo">{c.logo}</Badge>
          <div className="min-w-0">
            <h3 id={`college-${c.slug}`}>
              <Link to={href}>{c.name}</Link>
            </h3>
            <p>{place(c)}</p>
          </div>
        </div>
        <dl>
          <div>
            <dt>Ownership</dt>
            <dd>{ownershipLabel(c.ownership)}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{c.rating_count > 0 ? `${c.rating.toFixed(1)}/5` : "No ratings yet"}</dd>
          </div>
          <div>
            <dt>Best rank</dt>
            <dd>{c.rank_best < 1_000_000 ? `#${c.rank_best}` : "—"}</dd>
          </div>
          <div>
            <dt>Fees from</dt>
            <dd>{c.fees_min > 0 ? formatInr(c.fees_min) : "—"}</dd>
          </div>
        </dl>
        {c.streams ? <p>{c.streams}</p> : null}
      </div>
      <div className="dc-act">
        {/* The name's link discovers the route (lazy route discovery). */}
        <Link to={href} discover="none">
          View Details
        </Link>
        <Link to={`${href}#courses`} discover="none">
          Courses &amp; fees
        </Link>
        <CompareLink slug={c.slug} name={c.name} className="fc-cmp" />
        <Link className="fc-apply" to={`${href}/apply`} discover="none">
          Apply Now
        </Link>
      </div>
    </article>
  );
}
