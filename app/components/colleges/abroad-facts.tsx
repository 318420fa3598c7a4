/**
 * A university abroad's figures on its page: its world rank (a named edition), the Scorecard's admission rate,
 * enrolment and tuition (also in rupees at the dated reference rate), the published English-test and grade minimums
 * and fees per level, the programmes by their published names, and deadlines, each with its source and the date read; "Apply Now" leads to the university's own
 * application page where one is held, else its own site. A figure with no source says "Not published yet".
 */
import type { AbroadFact } from "~/lib/colleges/abroad.server";
import { INR_RATE_NOTE } from "~/lib/format/rupees";
import { NOT_PUBLISHED, PROGRAMMES_NOT_PUBLISHED, tuitionInrText, tuitionLine } from "./college-card";
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
  language: "Language",
  deadline: "Application deadlines",
  apply: "Application page",
  world_rank: "World rank",
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
  const apply = facts.find((f) => f.kind === "apply");
  const applyHref = apply?.value ?? website?.value ?? "";
  const deadlines = facts.filter((f) => f.kind === "deadline");
  const general = facts.filter((f) => f.level === "" && f.kind !== "website");
  const programmes = facts.filter((f) => f.kind === "programme");
  // The Scorecard's tuition where held, else the fee a university page publishes (master's before bachelor's).
  const tuition =
    general.find((f) => f.kind === "tuition") ??
    facts.find((f) => f.kind === "tuition" && f.level === "masters") ??
    facts.find((f) => f.kind === "tuition" && f.level === "bachelors");
  const show = (kind: string) => (kind === "tuition" ? tuition : general.find((f) => f.kind === kind));
  return (
    <section id="abroad-figures" aria-labelledby="abroad-figures-title" className={sectionClass}>
      <h2 id="abroad-figures-title" className={h2Class}>
        Admissions and costs
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(["world_rank", "admission_rate", "undergraduates", "tuition"] as const).map((kind) => {
          const fact = show(kind);
          const inr = kind === "tuition" && fact ? tuitionInrText(fact.value) : null;
          return (
            <div key={kind}>
              <dt className="text-sm text-slate-600">{KIND_LABELS[kind]}</dt>
              <dd className="font-semibold text-slate-900">
                {fact
                  ? kind === "world_rank"
                    ? `#${fact.value} (${fact.source_name} ${fact.edition})`
                    : fact.value
                  : NOT_PUBLISHED}
                {inr ? <span className="block font-normal">{inr}</span> : null}
                {inr ? <span className="block text-xs text-slate-600">{INR_RATE_NOTE}</span> : null}
                {fact ? <Source fact={fact} /> : null}
              </dd>
            </div>
          );
        })}
      </dl>
      {show("ipeds") ? <p className="mt-2 text-xs text-slate-600">{`IPEDS unit id ${show("ipeds")!.value}`}</p> : null}

      {LEVELS.map(([level, label]) => {
        const rows = facts.filter(
          (f) => f.level === level && f.kind !== "deadline" && f.kind !== "apply" && f.kind !== "programme",
        );
        return (
          <div key={level} className="mt-4">
            <h3 className="font-semibold text-slate-900">{`${label} entry requirements`}</h3>
            {rows.length ? (
              <ul className="mt-2 space-y-2">
                {rows.map((f) => {
                  const inr = f.kind === "tuition" ? tuitionInrText(f.value) : null;
                  return (
                    <li key={`${f.kind}-${f.source_url}`}>
                      <span className="font-medium text-slate-900">{`${KIND_LABELS[f.kind] ?? f.kind}: ${f.kind === "tuition" ? tuitionLine(f.value) : f.value}`}</span>
                      {inr ? <span className="block text-xs text-slate-600">{INR_RATE_NOTE}</span> : null}
                      <Source fact={f} />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-1 text-slate-700">{NOT_PUBLISHED}</p>
            )}
          </div>
        );
      })}
      <div id="abroad-programmes" className="mt-4">
        <h3 className="font-semibold text-slate-900">Programmes</h3>
        {programmes.length ? (
          <ul className="mt-2 space-y-2">
            {programmes.map((f) => (
              <li key={`${f.value}-${f.source_url}`}>
                <span className="font-medium text-slate-900">{`${f.value}, ${f.level === "bachelors" ? "Bachelor's" : "Master's"}`}</span>
                <Source fact={f} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-700">{`${PROGRAMMES_NOT_PUBLISHED}: ${name} publishes its programmes on its own site.`}</p>
        )}
      </div>
      <div className="mt-4">
        <h3 className="font-semibold text-slate-900">Application deadlines</h3>
        {deadlines.length ? (
          <ul className="mt-2 space-y-2">
            {deadlines.map((f) => (
              <li key={`${f.level}-${f.source_url}`}>
                <span className="font-medium text-slate-900">{`${f.level === "bachelors" ? "Bachelor's" : "Master's"}: ${f.value}`}</span>
                <Source fact={f} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-700">{NOT_PUBLISHED}</p>
        )}
      </div>
      {applyHref ? (
        <p className="mt-4">
          <a
            href={applyHref}
            rel="noopener noreferrer"
            className="inline-block rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white"
          >
            Apply Now
          </a>
          <span className="ml-2 text-xs text-slate-600">
            {apply
              ? `on ${name}'s own application page (${apply.value})`
              : `on ${name}'s own site (${applyHref}); no application page is held`}
          </span>
        </p>
      ) : null}
    </section>
  );
}
