/**
 * One result of the college directory (/colleges): the name opens the college; two actions, Compare and
 * Shortlist (courses, fees and the brochure are on the college's page). Cards in a row share one height.
 */
import { Link } from "@remix-run/react";
import { countryLabel, OWNERSHIPS } from "~/lib/colleges/model";
import type { DirectoryCardView } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/format/plural";
import { tuitionInInrRange } from "~/lib/format/rupees";
import {
  CARD_COMPARE,
  CARD_FACT_LABEL as DT,
  CARD_FACT_VALUE as DD,
  CARD_FACTS,
  CARD_HEAD,
  CARD_NAME,
  CARD_PLACE,
} from "./card-styles";
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
 * A published fee in rupees a year, as the page states it: "₹X a year", "₹X–₹Y a year", "from ₹X a year", and
 * "… a year of two semesters" where the fee is published per semester; null when the fee cannot be read.
 */
export function tuitionInrText(fee: string): string | null {
  const inr = tuitionInInrRange(fee);
  if (!inr) return null;
  const amount = `${inr.from ? "from " : ""}${formatInr(inr.low)}${inr.high !== null ? `–${formatInr(inr.high)}` : ""}`;
  return `${amount} a year${inr.perSemester ? " of two semesters" : ""}`;
}

/** A fee with its rupees: "CA$28,362 (2023-24) a year (₹X)"; "€4,000–€6,000 a semester (₹X–₹Y a year of two semesters)". */
export function tuitionLine(fee: string): string {
  const inr = tuitionInrText(fee);
  if (!inr) return fee;
  return / a semester\b/.test(fee) ? `${fee} (${inr})` : `${fee} a year (${inr.replace(/ a year$/, "")})`;
}

/**
 * A directory card. `rank`: the college's rank in
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
    <article
      aria-labelledby={`college-${c.slug}`}
      id={`c-${c.slug}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-3">
        <div className={CARD_HEAD}>
          <CollegeMark slug={c.slug} initials={c.logo} className="h-12 w-12 rounded-xl text-xs" />
          <div className="min-w-0">
            <h3 id={`college-${c.slug}`} className={CARD_NAME}>
              <Link to={href} className="hover:underline">
                {c.name}
              </Link>
            </h3>
            <p className={CARD_PLACE}>{place(c)}</p>
          </div>
        </div>
        <dl className={CARD_FACTS}>
          <div>
            <dt className={DT}>Ownership</dt>
            <dd className={DD}>{ownershipLabel(c.ownership)}</dd>
          </div>
          <div>
            <dt className={DT}>Rating</dt>
            <dd className={DD}>{c.rating_count > 0 ? `${c.rating.toFixed(1)}/5` : "No ratings yet"}</dd>
          </div>
          {rank ? (
            <div>
              <dt className={DT}>{`${rank.category} rank`}</dt>
              <dd className={DD}>{rankText(rank.rank, `NIRF ${rank.year} ${rank.category}`)}</dd>
            </div>
          ) : (
            <div>
              <dt className={DT}>Best rank</dt>
              <dd className={DD}>{rankText(c.rank_best, c.rank_label)}</dd>
            </div>
          )}
          {stream ? (
            <div>
              <dt className={DT}>{`${stream.name} fees from`}</dt>
              <dd className={DD}>{stream.fees ? formatInr(stream.fees) : NOT_PUBLISHED}</dd>
            </div>
          ) : (
            <div>
              <dt className={DT}>Fees from</dt>
              <dd className={DD}>{c.fees_min > 0 ? formatInr(c.fees_min) : NOT_PUBLISHED}</dd>
            </div>
          )}
        </dl>
        {c.streams ? <p className="text-sm text-slate-700">{c.streams}</p> : null}
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
        <CompareLink slug={c.slug} name={c.name} className={CARD_COMPARE} />
        <ShortlistButton slug={c.slug} name={c.name} saved={saved} anchor={`c-${c.slug}`} wide />
      </div>
    </article>
  );
}
