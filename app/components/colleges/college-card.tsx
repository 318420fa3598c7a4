/** One result of the college directory (/colleges): every button goes somewhere real. */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { ServerMarkup } from "~/components/ui/server-markup";
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

/** What the client keeps of a directory card: its links' slug and name (the rest is server markup). */
export type DirectoryLink = Pick<CollegeCardRow, "slug" | "name">;

/**
 * The card's name, place and figures are server markup (`card` is absent when hydrating:
 * ServerMarkup, data sent once); its links — details, courses, compare, apply — stay live.
 */
export function DirectoryCard({ college, card }: { college: DirectoryLink; card: CollegeCardRow | undefined }) {
  const href = `/colleges/${college.slug}`;
  const headingId = `college-${college.slug}`;
  return (
    // Styles: tailwind.css `.dc` (short classes: the directory repeats 20 cards a page; issue 21's SSR throughput).
    <article aria-labelledby={headingId} className="dc">
      <ServerMarkup className="dc-b" data={card}>
        {(c) => (
          <>
            <div className="dc-head">
              <Badge className="dc-logo">{c.logo}</Badge>
              <div className="min-w-0">
                <h3 id={headingId}>
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
          </>
        )}
      </ServerMarkup>
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
