/** A course-finder card's name, place, facts, programs and tags. */
import {
  CARD_FACT_LABEL,
  CARD_FACT_VALUE,
  CARD_FACTS,
  CARD_HEAD,
  CARD_NAME,
  CARD_PLACE,
} from "~/components/colleges/card-styles";
import { NOT_PUBLISHED, PROGRAMMES_NOT_PUBLISHED, tuitionInrText } from "~/components/colleges/college-card";
import { Badge } from "~/components/ui/badge";
import type { College } from "~/content/colleges";
import { levelFor } from "~/lib/finder/bands";
import { FX_DATE_TEXT } from "~/lib/format/rupees";

const ENGLISH_TESTS = { ielts: "IELTS", toefl: "TOEFL iBT", pte: "PTE", duolingo: "Duolingo" } as const;

/** The logo's gradient by the college's category. */
const LOGO = {
  ambitious: "from-indigo-700 to-violet-700",
  moderate: "from-sky-700 to-indigo-700",
  safe: "from-emerald-700 to-teal-700",
} as const;

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z";

export const collegeHeadingId = (slug: string) => `college-${slug}-name`;

export function FinderCardBody({ college, level }: { college: College; level?: string }) {
  // A figure with no source says so (never an invented number).
  const or = (v: string | null | undefined) => (v && v !== "N/A" ? v : NOT_PUBLISHED);
  const published = college.requirements[levelFor(level)] ?? {};
  const english = (["ielts", "toefl", "pte", "duolingo"] as const)
    .filter((k) => published[k])
    .map((k) => `${ENGLISH_TESTS[k]} ${published[k]}`)
    .join(" · ");
  // "Annual Tuition" already says a year; a fee published per semester says how its year is counted.
  const inr = college.tuition ? tuitionInrText(college.tuition)?.replace(/ a year$/, "") : null;
  const rank = college.rankText || (college.ranking ? String(college.ranking) : "");
  const facts: Array<[string, string]> = [
    ["World Rank", rank ? `#${rank} (QS World University Rankings 2026)` : NOT_PUBLISHED],
    ["Acceptance", or(college.acceptance)],
    [
      "Annual Tuition",
      college.tuition && inr && !college.tuition.startsWith("₹")
        ? `${college.tuition} · ${inr} at the ECB rate of ${FX_DATE_TEXT}`
        : or(college.tuition),
    ],
    ["Students", or(college.students)],
    ["Minimum GPA", or(published.gpa ?? published.grade)],
    [`English (${levelFor(level) === "bachelors" ? "Bachelor's" : "Master's"})`, english || NOT_PUBLISHED],
  ];
  return (
    <>
      <div className={CARD_HEAD}>
        <Badge
          className={`h-12 w-12 rounded-xl bg-gradient-to-br text-sm font-bold text-white ${LOGO[college.category]}`}
        >
          {college.logo}
        </Badge>
        <div className="min-w-0">
          <h3 id={collegeHeadingId(college.slug)} className={CARD_NAME}>
            {college.name}
          </h3>
          <p className={CARD_PLACE}>{college.location}</p>
          {college.rating > 0 ? (
            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-slate-800">
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="shrink-0 fill-amber-500">
                <path d={STAR} />
              </svg>
              {`${college.rating.toFixed(1)}/5`} <span className="sr-only">rating</span>
            </p>
          ) : (
            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-slate-800">No ratings yet</p>
          )}
        </div>
      </div>

      <dl className={`${CARD_FACTS} sm:grid-cols-3`}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={CARD_FACT_LABEL}>{label}</dt>
            <dd className={CARD_FACT_VALUE}>{value}</dd>
          </div>
        ))}
      </dl>

      {college.bandReason ? <p>{college.bandReason}</p> : null}

      <div>
        <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">Popular Programs</h4>
        {college.programs.length ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {college.programs.map((p) => (
              <li key={p} className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
                {p}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-xs text-slate-600">{PROGRAMMES_NOT_PUBLISHED}</p>
        )}
      </div>

      <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
        {college.tags.map((t) => (
          <li key={t} className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
            {`#${t}`}
          </li>
        ))}
      </ul>
    </>
  );
}
