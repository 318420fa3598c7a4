/** One course-finder result card (part 1 §2): every field of the college; the buttons lead to the directory. */
import { Link } from "@remix-run/react";
import { Badge, Chip } from "~/components/ui/badge";
import { CATEGORY_LABELS, type College, type CollegeCategory } from "~/content/colleges";
import { CompareLink } from "../colleges/compare-controls";

const badgeClass: Record<CollegeCategory, string> = {
  ambitious: "bg-rose-100 text-rose-800 ring-rose-200",
  moderate: "bg-amber-100 text-amber-900 ring-amber-200",
  safe: "bg-emerald-100 text-emerald-800 ring-emerald-200",
};

const logoClass: Record<CollegeCategory, string> = {
  ambitious: "from-indigo-700 to-violet-700",
  moderate: "from-sky-700 to-indigo-700",
  safe: "from-emerald-700 to-teal-700",
};

const actionClass =
  "rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

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
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
    >
      <div className="flex items-center justify-between">
        <Chip className={`ring-1 ${badgeClass[college.category]}`}>{CATEGORY_LABELS[college.category]}</Chip>
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={`Favourite ${college.name}`}
          title={favouritesReady ? undefined : "Favourites need JavaScript"}
          disabled={!favouritesReady}
          onClick={() => onToggleFavourite(college.slug)}
          className="rounded-full p-2 text-slate-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-50 aria-pressed:text-rose-700"
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            fill={favourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              strokeLinejoin="round"
              d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            />
          </svg>
        </button>
      </div>

      <div className="flex items-start gap-3">
        <Badge
          className={`h-12 w-12 rounded-xl bg-gradient-to-br text-sm font-bold text-white ${logoClass[college.category]}`}
        >
          {college.logo}
        </Badge>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
            {college.name}
          </h3>
          <p className="text-sm text-slate-600">{college.location}</p>
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-slate-800">
            <svg
              viewBox="0 0 20 20"
              width="16"
              height="16"
              aria-hidden="true"
              className="text-amber-500"
              fill="currentColor"
            >
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
            </svg>
            <span>
              {`${college.rating.toFixed(1)}/5`} <span className="sr-only">rating</span>
            </span>
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">Popular Programs</h4>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {college.programs.map((p) => (
            <li key={p} className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
              {p}
            </li>
          ))}
        </ul>
      </div>

      <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
        {college.tags.map((t) => (
          <li key={t} className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
            {`#${t}`}
          </li>
        ))}
      </ul>

      <div className="mt-auto grid grid-cols-3 gap-2 pt-1">
        <Link
          to={`/colleges/${college.slug}`}
          className={`${actionClass} border border-slate-300 text-center text-slate-800 hover:bg-slate-50`}
        >
          View Details
        </Link>
        <CompareLink
          slug={college.slug}
          name={college.name}
          className={`${actionClass} border border-indigo-300 text-center text-indigo-800 hover:bg-indigo-50`}
        />
        <Link
          to={`/colleges/${college.slug}#brochure`}
          className={`${actionClass} bg-indigo-700 text-center text-white hover:bg-indigo-800`}
        >
          Apply Now
        </Link>
      </div>
    </article>
  );
}
