/**
 * A university abroad's figures on its page: the Scorecard's admission rate, enrolment and tuition, the published
 * English-test and grade minimums per level, each with its source and the date read; "Apply Now" leads to the
 * university's own site. A figure with no source says "Not published yet".
 */
import type { AbroadFact } from "~/lib/colleges/abroad.server";
import { NOT_PUBLISHED } from "./college-card";
import { h2Class, sectionClass } from "./college-sections";

const KIND_LABELS: Record<string, string> = {
  admission_rate: "Admission rate",
  undergraduates: "Undergraduate students",
  tuition: "Tuition and fees",
  ipeds: "IPEDS unit id",
  ielts: "IELTS Academic",
  toefl: "TOEFL iBT",
  pte: "PTE Academic",
  duolingo: "Duolingo English Test",
  gre: "GRE",
  gmat: "GMAT",
  gpa: "GPA",
  grade: "Grades",
  programme: "Programme",
};
const LEVELS = [
  ["masters", "Master's"],
  ["bachelors", "Bachelor's"],
] as const;

function Source({ fact }: { fact: AbroadFact }) {
  return (
    <span className="block text-xs text-slate-600">
      {"Source: "}
      <a href={fact.source_url} className="underline" rel="noopener noreferrer">
        {fact.source_name}
      </a>
      {fact.edition ? ` (${fact.edition})` : ""}
      {`, read ${fact.read_on}`}
      {fact.scope ? `. ${fact.scope}` : ""}
    </span>
  );
}

export function AbroadFacts({ facts, name }: { facts: readonly AbroadFact[]; name: string }) {
  const website = facts.find((f) => f.kind === "website");
  const general = facts.filter((f) => f.level === "" && f.kind !== "website");
  const show = (kind: string) => general.find((f) => f.kind === kind);
  return (
    <section id="abroad-figures" aria-labelledby="abroad-figures-title" className={sectionClass}>
      <h2 id="abroad-figures-title" className={h2Class}>
        Admissions and costs
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {(["admission_rate", "undergraduates", "tuition"] as const).map((kind) => {
          const fact = show(kind);
          return (
            <div key={kind}>
              <dt className="text-sm text-slate-600">{KIND_LABELS[kind]}</dt>
              <dd className="font-semibold text-slate-900">
                {fact ? fact.value : NOT_PUBLISHED}
                {fact ? <Source fact={fact} /> : null}
              </dd>
            </div>
          );
        })}
      </dl>
      {show("ipeds") ? <p className="mt-2 text-xs text-slate-600">{`IPEDS unit id ${show("ipeds")!.value}`}</p> : null}

      {LEVELS.map(([level, label]) => {
        const rows = facts.filter((f) => f.level === level);
        return (
          <div key={level} className="mt-4">
            <h3 className="font-semibold text-slate-900">{`${label} entry requirements`}</h3>
            {rows.length ? (
              <ul className="mt-2 space-y-2">
                {rows.map((f) => (
                  <li key={`${f.kind}-${f.source_url}`}>
                    <span className="font-medium text-slate-900">{`${KIND_LABELS[f.kind] ?? f.kind}: ${f.value}`}</span>
                    <Source fact={f} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-700">{NOT_PUBLISHED}</p>
            )}
          </div>
        );
      })}
      <div className="mt-4">
        <h3 className="font-semibold text-slate-900">Application deadlines</h3>
        <p className="mt-1 text-slate-700">{NOT_PUBLISHED}</p>
      </div>
      {website ? (
        <p className="mt-4">
          <a
            href={website.value}
            rel="noopener noreferrer"
            className="inline-block rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white"
          >
            Apply Now
          </a>
          <span className="ml-2 text-xs text-slate-600">{`on ${name}'s own site (${website.value})`}</span>
        </p>
      ) : null}
    </section>
  );
}
