/**
 * The planning blocks of an entrance exam's page (/exams/{slug}): the latest cycle's dates, the pattern paper by
 * paper, the syllabus outline, eligibility, previous years' papers and the pages every figure was read from
 * (app/content/entrance-exam-cycles.ts). Cards and lists only, so nothing is wider than a 320 px screen.
 */
import type { ExamCycle } from "~/content/entrance-exam-cycles";
import { NOT_PUBLISHED, READ_ON } from "~/content/entrance-exam-cycles";
import type { EntranceExam } from "~/content/entrance-exams";

const box = "min-w-0 rounded-2xl bg-white p-6 shadow-sm";
const h2 = "text-xl font-semibold text-slate-900";

/** "2026-11-28" → "28 November 2026". */
export function readableDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `${d} ${month} ${y}`;
}

const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");

export function ExamPlan({ exam, cycle }: { exam: EntranceExam; cycle: ExamCycle }) {
  const secondaryOnly = cycle.sources.every((s) => s.kind === "secondary");
  // The days the sources were read: one day is named once; several are named beside each source.
  const readDays = [...new Set(cycle.sources.map((s) => s.readOn ?? READ_ON))].sort();
  const readDates = readDays.length > 1 ? "the dates shown beside each" : readableDate(readDays[0] ?? READ_ON);
  const fields: Array<[string, keyof ExamCycle["papers"][number]]> = [
    ["Sections", "sections"],
    ["Questions", "questions"],
    ["Marks", "marks"],
    ["Negative marking", "negative"],
    ["Duration", "duration"],
  ];
  return (
    <>
      <section aria-labelledby="dates-title" className={box}>
        <h2 id="dates-title" className={h2}>
          {`Dates: ${cycle.cycle}`}
        </h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {cycle.dates.map((d) => (
            <div key={d.event} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-slate-600">{d.event}</dt>
              <dd className={d.date === NOT_PUBLISHED ? "text-slate-700 italic" : "font-medium text-slate-900"}>
                {d.date}
              </dd>
            </div>
          ))}
        </dl>
        {cycle.nextDates ? (
          <>
            <h3 className="mt-5 font-semibold text-slate-900">{`Next: ${cycle.next}`}</h3>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              {cycle.nextDates.map((d) => (
                <div key={d.event} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
                  <dt className="text-slate-600">{d.event}</dt>
                  <dd className="font-medium text-slate-900">{d.date}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-slate-800">
              {"As the conducting body published them; it may change them. Check "}
              <a href={exam.officialSite.url} rel="noopener nofollow" className="text-indigo-800 underline">
                {host(exam.officialSite.url)}
              </a>
              .
            </p>
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-800">
            {`${cycle.next} dates: ${NOT_PUBLISHED}. None of the pages we read confirms them; check `}
            <a href={exam.officialSite.url} rel="noopener nofollow" className="text-indigo-800 underline">
              {host(exam.officialSite.url)}
            </a>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="pattern-title" className={box}>
        <h2 id="pattern-title" className={h2}>
          Pattern and marking
        </h2>
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {cycle.papers.map((p) => (
            <li key={p.paper} className="rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{p.paper}</h3>
              <dl className="mt-2 space-y-1 text-sm">
                {fields.map(([label, key]) => (
                  <div key={key}>
                    <dt className="inline text-slate-600">{`${label}: `}</dt>
                    <dd className="inline text-slate-900">{p[key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">{`Mode: ${exam.mode}.`}</p>
      </section>

      <section aria-labelledby="syllabus-title" className={box}>
        <h2 id="syllabus-title" className={h2}>
          Syllabus outline
        </h2>
        <ul className="mt-2 list-disc pl-5 text-slate-800">
          {cycle.syllabus.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <h2 id="eligibility-title" className={`${h2} mt-6`}>
          Eligibility
        </h2>
        <ul className="mt-2 list-disc pl-5 text-slate-800">
          {cycle.eligibility.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <h2 id="papers-title" className={`${h2} mt-6`}>
          Previous years&apos; papers
        </h2>
        <p className="mt-2 text-slate-800">
          {cycle.pastPapers ? (
            <a href={cycle.pastPapers.url} rel="noopener nofollow" className="text-indigo-800 underline">
              {cycle.pastPapers.label}
            </a>
          ) : (
            <>
              {`${NOT_PUBLISHED} here: none of the conducting body's pages we read links them. Look on `}
              <a href={exam.officialSite.url} rel="noopener nofollow" className="text-indigo-800 underline">
                {host(exam.officialSite.url)}
              </a>
              .
            </>
          )}
        </p>
      </section>

      <section aria-labelledby="sources-title" className={`${box} text-sm`}>
        <h2 id="sources-title" className="text-base font-semibold text-slate-900">
          Sources
        </h2>
        <p className="mt-1 text-slate-700">
          {`Conducting body: ${exam.conductingBody}. Official site: `}
          <a href={exam.officialSite.url} rel="noopener nofollow" className="text-indigo-800 underline">
            {host(exam.officialSite.url)}
          </a>
          {secondaryOnly
            ? `. The body's own pages were not among the pages we could read: every figure above comes from these secondary sources (news and education sites reporting the body's notices), read on ${readDates}. Confirm them on the official site before you apply.`
            : `. The figures above come from these pages, read on ${readDates}: the body's own documents where we could read them, secondary sources (news and education sites reporting the body's notices) for the rest. Confirm them on the official site before you apply.`}
        </p>
        <ul className="mt-2 space-y-1">
          {cycle.sources.map((s) => (
            <li key={s.url} className="break-words">
              {`${s.kind === "official" ? "Official page" : "Secondary source"}, ${s.covers}: `}
              <a href={s.url} rel="noopener nofollow" className="text-indigo-800 underline">
                {host(s.url)}
              </a>
              {s.published ? ` (page dated ${readableDate(s.published)})` : ""}
              {readDays.length > 1 ? `, read ${readableDate(s.readOn ?? READ_ON)}` : ""}
              {s.via ? `; read through ${s.via}` : ""}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
