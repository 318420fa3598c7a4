/** One course-finder result card (part 1 §2): every field of the college; the buttons lead to the directory. */
import { Link } from "@remix-run/react";
import { Badge, Chip } from "~/components/ui/badge";
import { CATEGORY_LABELS, type College } from "~/content/colleges";
import { CompareLink } from "../colleges/compare-controls";

/**
 * Styles: tailwind.css `.fc` — short classes with descendant rules, as the shell's, so the 24
 * cards a page repeats carry no long class strings (server render time is per element and
 * attribute: issue 21's SSR throughput). The category (`.fc-ambitious` …) colours the chip and logo.
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
  const headingId = `college-${college.slug}-name`;
  const facts: Array<[string, string]> = [
    ["World Rank", `#${college.ranking}`],
    ["Acceptance", college.acceptance],
    ["Annual Tuition", college.tuition],
    ["Students", college.students],
    ["Minimum GPA", college.requirements.gpa],
  ];
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

      <div className="fc-head">
        <Badge className="fc-logo">{college.logo}</Badge>
        <div className="min-w-0">
          <h3 id={headingId}>{college.name}</h3>
          <p>{college.location}</p>
          <p className="fc-rate ic">
            {`${college.rating.toFixed(1)}/5`} <span className="sr-only">rating</span>
          </p>
        </div>
      </div>

      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <div>
        <h4>Popular Programs</h4>
        <ul className="fc-progs">
          {college.programs.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>

      <ul className="fc-tags" aria-label="Tags">
        {college.tags.map((t) => (
          <li key={t}>{`#${t}`}</li>
        ))}
      </ul>

      <div className="fc-act">
        <Link to={`/colleges/${college.slug}`}>View Details</Link>
        <CompareLink slug={college.slug} name={college.name} className="fc-cmp" />
        <Link to={`/colleges/${college.slug}#brochure`} className="fc-apply">
          Apply Now
        </Link>
      </div>
    </article>
  );
}
