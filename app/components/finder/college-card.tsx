/** One course-finder result card: every field of the college; the buttons lead to the directory. */
import { Link, useLocation } from "@remix-run/react";
import { memo } from "react";
import { Chip } from "~/components/ui/badge";
import { Honeypot } from "~/components/ui/honeypot";
import { CATEGORY_LABELS, type College } from "~/content/colleges";
import { CARD_ACTION, CARD_APPLY, CARD_COMPARE } from "../colleges/card-styles";
import { CompareLink } from "../colleges/compare-controls";
import { collegeHeadingId, FinderCardBody } from "./college-card-body";

/** The category's chip colours (the logo's gradient follows the category too: college-card-body.tsx). */
const CHIP = {
  ambitious: "bg-rose-100 text-rose-800 ring-rose-200",
  moderate: "bg-amber-100 text-amber-900 ring-amber-200",
  safe: "bg-emerald-100 text-emerald-800 ring-emerald-200",
} as const;

const HEART =
  "M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z";

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
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
    >
      <div className="flex items-center justify-between">
        <Chip className={`ring-1 ${CHIP[college.category]}`}>{CATEGORY_LABELS[college.category]}</Chip>
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
            className="rounded-full p-2 text-slate-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-50 aria-pressed:text-rose-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="block">
              <path
                d={HEART}
                fill={favourite ? "currentColor" : "none"}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </form>
      </div>

      <div className="flex flex-col gap-4">
        <FinderCardBody college={college} level={level} />
      </div>

      <div className="mt-auto grid grid-cols-3 gap-2 pt-1">
        <Link className={CARD_ACTION} to={`/colleges/${college.slug}`}>
          View Details
        </Link>
        <CompareLink slug={college.slug} name={college.name} className={CARD_COMPARE} />
        <Link className={CARD_APPLY} to={`/colleges/${college.slug}/apply`}>
          Apply Now
        </Link>
      </div>
    </article>
  );
});
