/** One course-finder result card: every field of the college; the buttons lead to the directory. */
import { useState, useSyncExternalStore } from "react";
import { Chip } from "~/components/ui/badge";
import { serverHtml } from "~/components/ui/server-markup";
import { CATEGORY_LABELS, type College } from "~/content/colleges";
import type { FinderCardSummary } from "~/lib/college-filter";
import { CompareLink } from "../colleges/compare-controls";
import { collegeHeadingId, FinderCardBody } from "./college-card-body";

const noSubscribe = () => () => {};

/**
 * True for a card that React hydrates from the server's HTML (and on the server), false for one
 * the browser mounts later (after a change of filter): kept for the card's life.
 */
function useFromServer(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  return useState(hydrating)[0];
}

/**
 * Styles: tailwind.css `.fc` — short classes with descendant rules, as the shell's, so the 24
 * cards a page repeats carry no long class strings (server render time is per element and
 * attribute: SSR throughput). The category (`.fc-ambitious` …) colours the chip and logo.
 * The body (`FinderCardBody`) is server markup when the page is rendered on the server (`bodyHtml`,
 * rendered once per cached list) and kept as is when hydrating; cards the browser shows later render it.
 * The links are plain `<a>`s as `<Link>` writes them, made client navigations by the list's `SiteLinks`.
 */
export function CollegeCard({
  college,
  favourite,
  favouritesReady,
  onToggleFavourite,
  bodyHtml,
}: {
  /** The whole college, or (a card the server renders, hydrated from its HTML) what the card's frame shows. */
  college: College | FinderCardSummary;
  /** The body's HTML: given on the server, absent in the browser. */
  bodyHtml?: string;
  favourite: boolean;
  /** False until hydrated: the list lives in the browser only. */
  favouritesReady: boolean;
  onToggleFavourite: (slug: string) => void;
}) {
  const headingId = collegeHeadingId(college.slug);
  const fromServer = useFromServer();
  return (
    <article aria-labelledby={headingId} className={`fc fc-${college.category}`}>
      <div className="fc-top">
        <Chip className="fc-chip">{CATEGORY_LABELS[college.category]}</Chip>
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={`Favourite ${college.name}`}
          title={favouritesReady ? undefined : "Favourites need JavaScript"}
          disabled={!favouritesReady}
          onClick={() => onToggleFavourite(college.slug)}
          className="fc-fav ic"
        />
      </div>

      {bodyHtml !== undefined || fromServer || !("programs" in college) ? (
        <div className="fc-b" {...serverHtml(bodyHtml)} />
      ) : (
        <div className="fc-b">
          <FinderCardBody college={college} />
        </div>
      )}

      <div className="fc-act">
        <a data-discover="true" href={`/colleges/${college.slug}`}>
          View Details
        </a>
        <CompareLink slug={college.slug} name={college.name} className="fc-cmp" />
        <a className="fc-apply" data-discover="true" href={`/colleges/${college.slug}#brochure`}>
          Apply Now
        </a>
      </div>
    </article>
  );
}
