/** One course-finder result card: every field of the college; the buttons lead to the directory. */
import { Link, useLocation } from "@remix-run/react";
import { memo } from "react";
import { Chip } from "~/components/ui/badge";
import { Honeypot } from "~/components/ui/honeypot";
import { CATEGORY_LABELS, type College } from "~/content/colleges";
import { CompareLink } from "../colleges/compare-controls";
import { collegeHeadingId, FinderCardBody } from "./college-card-body";

/**
 * Styles: tailwind.css `.fc` — short classes with descendant rules, as the shell's, so the cards a
 * page repeats carry no long class strings. The category (`.fc-ambitious` …) colours the chip and logo.
 */
export const CollegeCard = memo(function CollegeCard({
  college,
  favourite,
  onToggleFavourite,
  level,
}: {
  college: College;
  /** The finder's study level: the card shows that level's published minimums. */
  level?: string;
  favourite: boolean;
  /** Toggles the heart in the background: false until hydrated, when the heart posts its form instead. */
  onToggleFavourite: (slug: string) => boolean;
}) {
  const headingId = collegeHeadingId(college.slug);
  const { pathname, search } = useLocation();
  return (
    <article aria-labelledby={headingId} className={`fc fc-${college.category}`}>
      <div className="fc-top">
        <Chip className="fc-chip">{CATEGORY_LABELS[college.category]}</Chip>
        {/* The shortlist's form: without JavaScript it posts and the page comes back with the heart pressed. */}
        <form method="post" action="/account/favourites">
          <Honeypot />
          <input type="hidden" name="college" value={college.slug} />
          <input type="hidden" name="saved" value={favourite ? "0" : "1"} />
          <input type="hidden" name="redirectTo" value={`${pathname}${search}#${headingId}`} />
          <button
            type="submit"
            aria-pressed={favourite}
            aria-label={`Favourite ${college.name}`}
            onClick={(event) => {
              if (onToggleFavourite(college.slug)) event.preventDefault();
            }}
            className="fc-fav ic"
          />
        </form>
      </div>

      <div className="fc-b">
        <FinderCardBody college={college} level={level} />
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
});
