/** One course-finder result card: every field of the college; the buttons lead to the directory. */
import { Link } from "@remix-run/react";
import { Chip } from "~/components/ui/badge";
import { CATEGORY_LABELS, type College } from "~/content/colleges";
import { CompareLink } from "../colleges/compare-controls";
import { collegeHeadingId, FinderCardBody } from "./college-card-body";

/**
 * Styles: tailwind.css `.fc` — short classes with descendant rules, as the shell's, so the cards a
 * page repeats carry no long class strings. The category (`.fc-ambitious` …) colours the chip and logo.
 */
export function CollegeCard({
  college,
  favourite,
  favouritesReady,
  onToggleFavourite,
}: {
  college: College;
  favourite: boolean;
  /** False until hydrated: the list lives in the browser only. */
  favouritesReady: boolean;
  onToggleFavourite: (slug: string) => void;
}) {
  const headingId = collegeHeadingId(college.slug);
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

      <div className="fc-b">
        <FinderCardBody college={college} />
      </div>

      <div className="fc-act">
        <Link to={`/colleges/${college.slug}`}>View Details</Link>
        <CompareLink slug={college.slug} name={college.name} className="fc-cmp" />
        <Link className="fc-apply" to={`/colleges/${college.slug}/apply`}>
          Apply Now
        </Link>
      </div>
    </article>
  );
}
