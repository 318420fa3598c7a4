/** A college page's overview, courses & fees, rankings and ratings (/colleges/{slug}). */
import { ownershipLabel } from "~/components/colleges/college-card";
import { agencyLabel, formatMoney } from "~/lib/colleges/model";
import type { CollegeDetail } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/plural";

export const sectionClass = "scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm";
export const h2Class = "text-xl font-semibold text-slate-900";

export function CollegeSections({ detail }: { detail: CollegeDetail }) {
  const { college, courses, rankings, ratings } = detail;
  const years = [...new Set(rankings.map((r) => r.year))].sort((a, b) => b - a);
  const agencies = [...new Set(rankings.map((r) => r.agency))];
  return (
    <>
      <section id="overview" aria-labelledby="overview-title" className={sectionClass}>
        <h2 id="overview-title" className={h2Class}>
          Overview
        </h2>
        {college.summary ? <p className="mt-2 text-slate-700">{college.summary}</p> : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <Fact label="Streams" value={college.streams || "—"} />
          <Fact label="Ownership" value={ownershipLabel(college.ownership)} />
          <Fact label="Approvals" value={college.approvals || "—"} />
          {college.short_name ? <Fact label="Also known as" value={college.short_name} /> : null}
          {college.website ? (
            <div>
              <dt className="text-slate-600">Website</dt>
              <dd className="font-medium">
                <a href={college.website} rel="noopener nofollow" className="text-indigo-800 underline">
                  {college.website.replace(/^https:\/\//, "")}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section id="courses" aria-labelledby="courses-title" className={sectionClass}>
        <h2 id="courses-title" className={h2Class}>
          Courses &amp; Fees
        </h2>
        {courses.length ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Courses and total fees at {college.name}</caption>
              <HeadRow cells={["Course", "Level", "Duration", "Total fees", "Seats", "Exams accepted"]} />
              <tbody className="divide-y divide-slate-100">
                {courses.map((c) => (
                  <tr key={c.name}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {c.name}
                    </th>
                    <td className="px-3 py-2">{c.level}</td>
                    <td className="px-3 py-2">{`${c.duration_years} ${c.duration_years === 1 ? "year" : "years"}`}</td>
                    <td className="px-3 py-2">{formatMoney(c.fees, c.currency)}</td>
                    <td className="px-3 py-2">{c.seats ?? "—"}</td>
                    <td className="px-3 py-2">{c.exams || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">No courses listed yet.</p>
        )}
      </section>

      <section id="rankings" aria-labelledby="rankings-title" className={sectionClass}>
        <h2 id="rankings-title" className={h2Class}>
          Rankings
        </h2>
        {rankings.length ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rank of {college.name} by agency and year</caption>
              <HeadRow cells={["Agency", ...years]} />
              <tbody className="divide-y divide-slate-100">
                {agencies.map((a) => (
                  <tr key={a}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {agencyLabel(a)}
                    </th>
                    {years.map((y) => {
                      const r = rankings.filter((x) => x.agency === a && x.year === y);
                      return (
                        <td key={y} className="px-3 py-2">
                          {r.length ? r.map((x) => `#${x.rank} ${x.category}`).join(", ") : "—"}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-slate-700">Not ranked by the agencies we list.</p>
        )}
      </section>

      <section id="ratings" aria-labelledby="ratings-title" className={sectionClass}>
        <h2 id="ratings-title" className={h2Class}>
          Ratings
        </h2>
        {college.rating_count > 0 ? (
          <>
            <p className="mt-2 text-slate-800">
              <span className="text-2xl font-bold">{college.rating.toFixed(1)}</span>/5 from{" "}
              {formatNumber(college.rating_count)} {college.rating_count === 1 ? "review" : "reviews"}
            </p>
            {ratings.length ? (
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-5">
                {ratings.map((r) => (
                  <Fact key={r.aspect} label={r.aspect} value={`${r.score.toFixed(1)}/5`} />
                ))}
              </dl>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-slate-700">No ratings yet.</p>
        )}
      </section>
    </>
  );
}

function HeadRow({ cells }: { cells: Array<string | number> }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {cells.map((h) => (
          <th key={h} scope="col" className="px-3 py-2 font-semibold">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
