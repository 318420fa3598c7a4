/** A course-finder card's name, place, facts, programs and tags. */
import { NOT_PUBLISHED } from "~/components/colleges/college-card";
import { Badge } from "~/components/ui/badge";
import type { College } from "~/content/colleges";

export const collegeHeadingId = (slug: string) => `college-${slug}-name`;

export function FinderCardBody({ college }: { college: College }) {
  // A figure with no source says so (never an invented number).
  const or = (v: string | null | undefined) => (v && v !== "N/A" ? v : NOT_PUBLISHED);
  const facts: Array<[string, string]> = [
    ["World Rank", college.ranking ? `#${college.ranking}` : NOT_PUBLISHED],
    ["Acceptance", or(college.acceptance)],
    ["Annual Tuition", or(college.tuition)],
    ["Students", or(college.students)],
    ["Minimum GPA", or(college.requirements.gpa)],
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
    </>
  );
}
