/**
 * One result of the college directory (/colleges): the name opens the college; two actions, Compare and
 * Shortlist (courses, fees and the brochure are on the college's page). Cards in a row share one height.
 */
import { Link } from "@remix-run/react";
import { countryLabel, OWNERSHIPS } from "~/lib/colleges/model";
import type { DirectoryCardView } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/plural";
import { CollegeMark } from "./college-mark";
import { CompareLink } from "./compare-controls";
import { ShortlistButton } from "./shortlist-button";

export function place(c: { city: string; state: string; country: string }): string {
  return [c.city, c.state, c.country === "india" ? "" : countryLabel(c.country)].filter(Boolean).join(", ");
}

/** Where no source gives a figure or fact, the page says so instead of a number. */
export const NOT_PUBLISHED = "Not published yet";
/** A university abroad without a programme taken from its own pages: said so, never a placeholder. */
export const PROGRAMMES_NOT_PUBLISHED = "Programme list not published here yet";

/** An ownership no source publishes is stored as '' (any value outside OWNERSHIPS reads the same). */
export const ownershipLabel = (o: string) => OWNERSHIPS.find((x) => x.value === o)?.label ?? NOT_PUBLISHED;

/** A rank always with its agency, year and category: "#3 (NIRF 2025 Overall)". */
export const rankText = (rank: number, label: string) =>
  rank < 1_000_000 && label ? `#${rank} (${label})` : NOT_PUBLISHED;

export function formatInr(n: number): string {
  return `₹${formatNumber(n)}`;
}

/**
 * Styles: tailwind.css `.dc` (short classes: the directory repeats 20 cards a page). `rank`: the college's rank in
 * the NIRF category the list is sorted by (else its best rank, with its own agency, year and category); `stream`:
 * under a stream filter, that stream's lowest published fee instead of the college's.
 */
export function DirectoryCard({
  college: c,
  saved,
  rank,
  stream,
}: {
  college: DirectoryCardView;
  saved: boolean;
  rank?: { rank: number; category: string; year: number } | null;
  stream?: { name: string; fees: number | null } | null;
}) {
  const href = `/colleges/${c.slug}`;
  return (
    <article aria-labelledby={`college-${c.slug}`} id={`c-${c.slug}`} className="dc">
      <div className="dc-b">
        <div className="dc-head">
          <CollegeMark slug={c.slug} initials={c.logo} className="dc-logo" />
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
          {rank ? (
            <div>
              <dt>{`${rank.category} rank`}</dt>
              <dd>{rankText(rank.rank, `NIRF ${rank.year} ${rank.category}`)}</dd>
            </div>
          ) : (
            <div>
              <dt>Best rank</dt>
              <dd>{rankText(c.rank_best, c.rank_label)}</dd>
            </div>
          )}
          {stream ? (
            <div>
              <dt>{`${stream.name} fees from`}</dt>
              <dd>{stream.fees ? formatInr(stream.fees) : NOT_PUBLISHED}</dd>
            </div>
          ) : (
            <div>
              <dt>Fees from</dt>
              <dd>{c.fees_min > 0 ? formatInr(c.fees_min) : NOT_PUBLISHED}</dd>
            </div>
          )}
        </dl>
        {c.streams ? <p>{c.streams}</p> : null}
      </div>
      <div className="dc-act">
        <CompareLink slug={c.slug} name={c.name} className="fc-cmp" />
        <ShortlistButton slug={c.slug} name={c.name} saved={saved} anchor={`c-${c.slug}`} />
      </div>
    </article>
  );
}
