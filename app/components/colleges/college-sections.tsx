/** A college page's overview, courses & fees, rankings and ratings (/colleges/{slug}). */
import { NOT_PUBLISHED, ownershipLabel } from "~/components/colleges/college-card";
import { AICTE_EDITION } from "~/content/official-editions";
import { agencyLabel, formatMoney } from "~/lib/colleges/model";
import type { CollegeDetail } from "~/lib/colleges/types";
import { uploadUrl } from "~/lib/content/types";
import { formatNumber } from "~/lib/format/plural";

export const sectionClass = "scroll-mt-6 rounded-2xl bg-white p-6 shadow-sm";
export const h2Class = "text-xl font-semibold text-slate-900";

export function CollegeSections({ detail }: { detail: CollegeDetail }) {
  const { college, courses, rankings, ratings } = detail;
  const years = [...new Set(rankings.map((r) => r.year))].sort((a, b) => b - a);
  // One row per agency and category: ranks of different categories are never mixed.
  const lines = [...new Set(rankings.map((r) => `${r.agency}\u0000${r.category}`))].map((k) => {
    const [agency, category] = k.split("\u0000");
    return { agency, category };
  });
  const nirf = rankings.filter((r) => r.agency === "nirf");
  const josaa = courses.some((c) => /JEE/.test(c.exams));
  const aicte = college.approvals.startsWith("AICTE");
  return (
    <>
      <section id="overview" aria-labelledby="overview-title" className={sectionClass}>
        <h2 id="overview-title" className={h2Class}>
          Overview
        </h2>
        {college.image ? (
          <figure className="mt-3">
            <img
              src={uploadUrl(college.image)}
              alt={`${college.name}`}
              width={960}
              height={400}
              loading="lazy"
              className="h-auto max-h-72 w-full rounded-xl bg-slate-100 object-cover"
            />
            {college.image_credit ? (
              <figcaption className="mt-1 text-xs text-slate-600">{`Photo: ${college.image_credit}`}</figcaption>
            ) : null}
          </figure>
        ) : null}
        {college.summary ? <p className="mt-2 whitespace-pre-line text-slate-700">{college.summary}</p> : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <Fact label="Streams" value={college.streams || "—"} />
          <Fact label="Ownership" value={ownershipLabel(college.ownership)} />
          <Fact label="Approvals" value={college.approvals || NOT_PUBLISHED} />
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
                    <td className="px-3 py-2">{c.fees > 0 ? formatMoney(c.fees, c.currency) : NOT_PUBLISHED}</td>
                    <td className="px-3 py-2">{c.seats ?? NOT_PUBLISHED}</td>
                    <td className="px-3 py-2">{c.exams || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {josaa ? (
              <p className="mt-2 text-xs text-slate-600">
                Programmes: JoSAA opening and closing ranks (Joint Seat Allocation Authority), the latest year each
                programme was offered. Fees and seats are not in that table: not published here yet.
              </p>
            ) : aicte ? (
              <p className="mt-2 text-xs text-slate-600">
                {`Programmes and seats (sanctioned intake): AICTE's approved institutes, academic year ${AICTE_EDITION.year}, copy taken ${AICTE_EDITION.taken}. Durations are AICTE's norms for each level. Fees are not in that list: not published here yet.`}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-slate-700">
            {college.country === "india"
              ? "No courses listed yet."
              : "Programmes abroad are listed under Admissions and costs, each with the university page it comes from."}
          </p>
        )}
      </section>

      <section id="rankings" aria-labelledby="rankings-title" className={sectionClass}>
        <h2 id="rankings-title" className={h2Class}>
          Rankings
        </h2>
        {rankings.length ? (
          <>
            {nirf.length ? <RankChart rankings={nirf} name={college.name} /> : null}
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Rank of {college.name} by agency, category and year</caption>
                <HeadRow cells={["Agency and category", ...years]} />
                <tbody className="divide-y divide-slate-100">
                  {lines.map((l) => (
                    <tr key={`${l.agency} ${l.category}`}>
                      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                        {`${agencyLabel(l.agency)} ${l.category}`}
                      </th>
                      {years.map((y) => {
                        const r = rankings.find(
                          (x) => x.agency === l.agency && x.category === l.category && x.year === y,
                        );
                        return (
                          <td key={y} className="px-3 py-2">
                            {r ? `#${r.rank}` : "—"}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {nirf.length ? (
              <p className="mt-2 text-xs text-slate-600">
                Source: National Institutional Ranking Framework (Ministry of Education), India Rankings{" "}
                {[...new Set(nirf.map((r) => r.year))].sort().join(", ")}. &ldquo;—&rdquo;: not ranked in that category
                that year, or not in the tables we hold.{" "}
                <a href="/rankings" className="underline">
                  Full NIRF tables
                </a>
              </p>
            ) : null}
          </>
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
            <p className="mt-1 text-xs text-slate-600">From reviews written on this site and approved by our team.</p>
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
      {college.data_updated && college.country === "india" ? (
        <p className="text-sm text-slate-600">
          {`Data last updated ${college.data_updated} from the published tables: `}
          <a href="/rankings" className="underline">
            NIRF
          </a>
          {josaa ? " and JoSAA opening and closing ranks" : ""}
          {aicte ? ` and AICTE's approved institutes ${AICTE_EDITION.year}` : ""}.
        </p>
      ) : null}
    </>
  );
}

const CHART = { w: 560, h: 200, left: 44, right: 96, top: 14, bottom: 28 };
const COLORS = ["#4338ca", "#b45309", "#047857", "#be123c", "#0369a1", "#6d28d9", "#4d7c0f"];

/** NIRF ranks across years, one line per category (rank 1 at the top): drawn on the server. */
function RankChart({ rankings, name }: { rankings: CollegeDetail["rankings"]; name: string }) {
  const years = [...new Set(rankings.map((r) => r.year))].sort((a, b) => a - b);
  const categories = [...new Set(rankings.map((r) => r.category))];
  const worst = Math.max(...rankings.map((r) => r.rank));
  const top = Math.max(10, Math.ceil(worst / 10) * 10);
  const x = (y: number) =>
    CHART.left +
    (years.length < 2 ? 0.5 : years.indexOf(y) / (years.length - 1)) * (CHART.w - CHART.left - CHART.right);
  const yOf = (rank: number) => CHART.top + ((rank - 1) / (top - 1 || 1)) * (CHART.h - CHART.top - CHART.bottom);
  const summary = categories
    .map(
      (c) =>
        `${c}: ${rankings
          .filter((r) => r.category === c)
          .map((r) => `${r.year} #${r.rank}`)
          .join(", ")}`,
    )
    .join("; ");
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${CHART.w} ${CHART.h}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`NIRF ranks of ${name} by year. ${summary}`}
      >
        <line x1={CHART.left} x2={CHART.w - CHART.right} y1={yOf(1)} y2={yOf(1)} stroke="#e2e8f0" />
        <line x1={CHART.left} x2={CHART.w - CHART.right} y1={yOf(top)} y2={yOf(top)} stroke="#e2e8f0" />
        <text x={CHART.left - 6} y={yOf(1) + 4} textAnchor="end" fontSize="11" fill="#475569">
          #1
        </text>
        <text x={CHART.left - 6} y={yOf(top) + 4} textAnchor="end" fontSize="11" fill="#475569">
          {`#${top}`}
        </text>
        {years.map((y) => (
          <text key={y} x={x(y)} y={CHART.h - 8} textAnchor="middle" fontSize="11" fill="#475569">
            {y}
          </text>
        ))}
        {categories.map((c, i) => {
          const pts = rankings.filter((r) => r.category === c).sort((a, b) => a.year - b.year);
          const color = COLORS[i % COLORS.length];
          const last = pts[pts.length - 1];
          return (
            <g key={c}>
              <polyline
                fill="none"
                stroke={color}
                strokeWidth="2"
                points={pts.map((p) => `${x(p.year)},${yOf(p.rank)}`).join(" ")}
              />
              {pts.map((p) => (
                <circle key={p.year} cx={x(p.year)} cy={yOf(p.rank)} r="3" fill={color} />
              ))}
              <text x={x(last.year) + 8} y={yOf(last.rank) + 4} fontSize="11" fill={color}>
                {`${c} #${last.rank}`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">NIRF rank by year and category (lower is better).</figcaption>
    </figure>
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
