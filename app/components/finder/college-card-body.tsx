/** A course-finder card's name, place, facts, programs and tags. */
import { Badge } from "~/components/ui/badge";
import type { College } from "~/content/colleges";

export const collegeHeadingId = (slug: string) => `college-${slug}-name`;

export function FinderCardBody({ college }: { college: College }) {
  const facts: Array<[string, string]> = [
    ["World Rank", `#${college.ranking}`],
    ["Acceptance", college.acceptance],
    ["Annual Tuition", college.tuition],
    ["Students", college.students],
    ["Minimum GPA", college.requirements.gpa],
  ];
  return (
    <>
      <div className="fc-head">
        <Badge className="fc-logo">{college.logo}</Badge>
        <div className="min-w-0">
          <h3 id={collegeHeadingId(college.slug)}>{college.name}</h3>
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
    </>
  );
}
