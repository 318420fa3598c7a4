/** Exam-only blocks of the exam pages and the GRE page: fact chips and the module grid. */
import { StepNumber } from "~/components/ui/sections";
import type { ExamFact, ExamModule } from "~/content/exams";

export function FactList({ facts }: { facts: ExamFact[] }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-indigo-100 bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ModuleGrid({ modules }: { modules: ExamModule[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {modules.map((m, i) => (
        <li key={m.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <StepNumber n={i + 1} className="size-9" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{m.title}</h3>
          <p className="text-sm font-medium text-indigo-800">{m.detail}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">{m.description}</p>
        </li>
      ))}
    </ul>
  );
}
