/**
 * /exams/{jee-main, jee-advanced, neet-ug, cat, cuet-ug, gate} — an Indian entrance exam: conducting body,
 * purpose, pattern, subjects, mode, score or rank and official site (app/content/entrance-exams.ts), the latest
 * cycle's dates, pattern, syllabus, eligibility and sources (app/content/entrance-exam-cycles.ts), then the colleges
 * in the directory that admit through it and, for the JEE, JoSAA's closing ranks and the college predictor.
 * Unknown exam → 404.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { rankText } from "~/components/cutoffs/cutoff-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExamPlan } from "~/components/exams/entrance-exam-plan";
import { NeetColleges } from "~/components/exams/neet-colleges";
import { EXAM_CYCLES } from "~/content/entrance-exam-cycles";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import { josaaTakenNote } from "~/lib/cutoffs/editions";
import { examPaper, JOSAA_SOURCE } from "~/lib/cutoffs/model";
import { countOf } from "~/lib/format/plural";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./exams.$slug.server";

export { headers, loader } from "./exams.$slug.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const exam = args.data ? ENTRANCE_EXAMS[args.data.slug] : undefined;
  if (!exam)
    return getMeta({ title: "Exam not found", description: "This exam has no page here.", noIndex: true }, args);
  return getMeta(
    {
      title: `${exam.name}: ${exam.fullName}`,
      description: `${exam.name} (${exam.fullName}): dates, pattern, syllabus, eligibility, conducting body and the colleges that admit through it.`,
      path: `/exams/${exam.slug}`,
    },
    args,
  );
};

export default function ExamPage() {
  const { slug, colleges, cutoffs, neet } = useLoaderData<typeof loader>();
  const exam = ENTRANCE_EXAMS[slug];
  const facts: Array<[string, string]> = [
    ["Conducting body", exam.conductingBody],
    ["Mode", exam.mode],
    ["Score or rank", exam.result],
  ];
  const box = "rounded-2xl bg-white p-6 shadow-sm";
  const h2 = "text-xl font-semibold text-slate-900";
  return (
    <div className="bg-slate-50 pb-24">
      <section aria-labelledby="exam-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm text-indigo-100">
            <Link to="/exams" className="underline">
              Entrance exams
            </Link>
          </p>
          <h1 id="exam-title" className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
            {exam.name}
          </h1>
          <p className="mt-1 text-indigo-100">{exam.fullName}</p>
        </div>
      </section>
      {/* One column that never grows past the screen: a wide table scrolls inside its own box. */}
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 lg:px-8">
        <section aria-labelledby="about-title" className={box}>
          <h2 id="about-title" className={h2}>
            About the exam
          </h2>
          <p className="mt-2 text-slate-800">{exam.purpose}</p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-5 font-semibold text-slate-900">Pattern</h3>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {exam.pattern.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold text-slate-900">Subjects</h3>
          <p className="mt-1 text-slate-800">{exam.subjects.join(" · ")}</p>
        </section>

        <ExamPlan exam={exam} cycle={EXAM_CYCLES[slug]} />

        <section aria-labelledby="colleges-title" className={box}>
          <h2 id="colleges-title" className={h2}>
            {`Colleges that admit through ${exam.name}`}
          </h2>
          {colleges === null ? (
            <p className="mt-2 text-slate-700">The college list is unavailable right now.</p>
          ) : colleges.total === 0 ? (
            <p className="mt-2 text-slate-700">No college in the directory lists this exam yet.</p>
          ) : (
            <>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {colleges.rows.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/colleges/${c.slug}`} className="font-medium text-indigo-800 underline">
                      {c.name}
                    </Link>
                    <span className="text-sm text-slate-600">{` · ${[c.city, c.state].filter(Boolean).join(", ")}`}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm">
                <Link to={`/colleges?exam=${exam.slug}`} className="font-semibold text-indigo-800 underline">
                  {`All ${countOf(colleges.total, "college")} that accept ${exam.directoryExam}`}
                </Link>
              </p>
            </>
          )}
        </section>

        {exam.predictor ? (
          <section aria-labelledby="exam-cutoffs-title" className={box}>
            <h2 id="exam-cutoffs-title" className={h2}>
              Cut-offs and college predictor
            </h2>
            {cutoffs ? (
              <>
                <p className="mt-1 text-sm text-slate-700">
                  {`The most competitive programmes by closing rank in JoSAA ${cutoffs.year}, round ${cutoffs.round} (${cutoffs.partial ? "the latest round held for these institutes" : "the final round"}): OPEN seats, Gender-Neutral.`}
                  {examPaper(exam.predictor) === 1
                    ? " Paper 1 programmes only: B.Arch and B.Plan seats are filled on the Paper 2 merit list."
                    : ""}
                </p>
                <div className="mt-3 overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{`Lowest JoSAA closing ranks through ${exam.name}, ${cutoffs.year}`}</caption>
                    <thead className="bg-slate-50 text-slate-700">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          Institute
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          Programme
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">
                          Quota
                        </th>
                        <th scope="col" className="px-3 py-2 font-semibold">{`Closing rank ${cutoffs.year}`}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {cutoffs.rows.map((r) => (
                        <tr key={r.key}>
                          <td className="px-3 py-2">
                            {r.slug ? (
                              <Link to={`/colleges/${r.slug}/cutoffs`} className="text-indigo-800 underline">
                                {r.institute}
                              </Link>
                            ) : (
                              r.institute
                            )}
                          </td>
                          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                            {r.program}
                          </th>
                          <td className="px-3 py-2">{r.quota}</td>
                          <td className="px-3 py-2">{rankText(r.closing)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="mt-2 text-xs text-slate-600">{`Source: ${JOSAA_SOURCE}, ${cutoffs.year}, round ${cutoffs.round} (${josaaTakenNote([{ year: cutoffs.year, round: cutoffs.round }]) || "date taken not recorded"}).`}</p>
              </>
            ) : (
              <p className="mt-2 text-slate-700">JoSAA opening and closing ranks: not published yet.</p>
            )}
            <p className="mt-3">
              <Link
                to={`/college-predictor?exam=${exam.predictor}`}
                className="font-semibold text-indigo-800 underline"
              >
                {`Predict your colleges from your ${exam.name} rank`}
              </Link>
              {examPaper(exam.predictor) === 1 ? (
                <>
                  {" · "}
                  <Link
                    to="/college-predictor?exam=jee-main-paper2"
                    className="font-semibold text-indigo-800 underline"
                  >
                    B.Arch and B.Plan: predict from your Paper 2 rank
                  </Link>
                </>
              ) : null}
            </p>
          </section>
        ) : null}

        {slug === "neet-ug" ? <NeetColleges data={neet} /> : null}

        <nav aria-label="Other entrance exams" className="flex flex-wrap gap-2 text-sm">
          {ENTRANCE_EXAM_SLUGS.filter((s) => s !== slug).map((s) => (
            <Link
              key={s}
              to={`/exams/${s}`}
              className="rounded-full bg-white px-3 py-1 font-medium text-slate-800 shadow-sm"
            >
              {ENTRANCE_EXAMS[s].name}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
