/** A course-finder card's name, place, facts, programs and tags. */
import { formatInr, NOT_PUBLISHED, PROGRAMMES_NOT_PUBLISHED } from "~/components/colleges/college-card";
import { Badge } from "~/components/ui/badge";
import type { College } from "~/content/colleges";
import { FX_DATE_TEXT, levelFor, tuitionInInr } from "~/lib/finder-bands";

const ENGLISH_TESTS = { ielts: "IELTS", toefl: "TOEFL iBT", pte: "PTE", duolingo: "Duolingo" } as const;

export const collegeHeadingId = (slug: string) => `college-${slug}-name`;

export function FinderCardBody({ college, level }: { college: College; level?: string }) {
  // A figure with no source says so (never an invented number).
  const or = (v: string | null | undefined) => (v && v !== "N/A" ? v : NOT_PUBLISHED);
  const published = college.requirements[levelFor(level)] ?? {};
  const english = (["ielts", "toefl", "pte", "duolingo"] as const)
    .filter((k) => published[k])
    .map((k) => `${ENGLISH_TESTS[k]} ${published[k]}`)
    .join(" · ");
  const inr = college.tuition ? tuitionInInr(college.tuition) : null;
  const rank = college.rankText || (college.ranking ? String(college.ranking) : "");
  const facts: Array<[string, string]> = [
    ["World Rank", rank ? `#${rank} (QS World University Rankings 2026)` : NOT_PUBLISHED],
    ["Acceptance", or(college.acceptance)],
    [
      "Annual Tuition",
      college.tuition && inr !== null && !college.tuition.startsWith("₹")
        ? `${college.tuition} · ${formatInr(inr)} at the ECB rate of ${FX_DATE_TEXT}`
        : or(college.tuition),
    ],
    ["Students", or(college.students)],
    ["Minimum GPA", or(published.gpa ?? published.grade)],
    [`English (${levelFor(level) === "bachelors" ? "Bachelor's" : "Master's"})`, english || NOT_PUBLISHED],
  ];
  return (
    <>
      <div className="fc-head">
        <Badge className="fc-logo">{college.logo}</Badge>
        <div className="min-w-0">
          <h3 id={collegeHeadingId(college.slug)}>{college.name}</h3>
          <p>{college.location}</p>
          {college.rating > 0 ? (
            <p className="fc-rate ic">
              {`${college.rating.toFixed(1)}/5`} <span className="sr-only">rating</span>
            </p>
          ) : (
            <p className="fc-rate">No ratings yet</p>
          )}
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

      {college.bandReason ? <p className="fc-why">{college.bandReason}</p> : null}

      <div>
        <h4>Popular Programs</h4>
        {college.programs.length ? (
          <ul className="fc-progs">
            {college.programs.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-xs text-slate-600">{PROGRAMMES_NOT_PUBLISHED}</p>
        )}
      </div>

      <ul className="fc-tags" aria-label="Tags">
        {college.tags.map((t) => (
          <li key={t}>{`#${t}`}</li>
        ))}
      </ul>
    </>
  );
}
