/**
 * The report of an import (the dry run and the result): counts, then each list — added,
 * changed with before → after, unmatched (and what happens to them), malformed rows by line.
 * Server-rendered; long lists are cut on the page (the counts keep the totals).
 */
import type { ImportReport, PlanEntry } from "~/lib/official/import-plan";

function EntryList({ title, entries, total }: { title: string; entries: PlanEntry[]; total: number }) {
  if (!total) return null;
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-slate-900">{`${title} (${total.toLocaleString("en-IN")})`}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-800">
        {entries.map((e) => (
          <li key={`${e.line}-${e.text}`}>
            <span className="text-slate-600">{`line ${e.line}:`}</span> {e.text}
            {e.changes?.length ? (
              <ul className="ml-5 list-disc text-slate-700">
                {e.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {total > entries.length ? (
        <p className="mt-1 text-sm text-slate-600">
          … and {(total - entries.length).toLocaleString("en-IN")} more (
          <code>npm run db:import -- FILE --dry-run</code> lists every row).
        </p>
      ) : null}
    </section>
  );
}

export function ImportReportView({ report, heading }: { report: ImportReport; heading: string }) {
  const c = report.counts;
  return (
    <section aria-labelledby="import-report" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="import-report" className="text-lg font-bold text-slate-900">
        {`${heading}: ${report.title}`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {`${report.file}: ${report.read.toLocaleString("en-IN")} rows read.`}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {(
          [
            ["Added", c.added],
            ["Changed", c.changed],
            ["Unchanged", report.unchanged],
            ["Unmatched", c.unmatched],
            ["Malformed", c.malformed],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-100 p-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{n.toLocaleString("en-IN")}</dd>
          </div>
        ))}
      </dl>
      {report.notInFile ? (
        <p className="mt-3 text-sm text-slate-700">
          {report.notInFile.toLocaleString("en-IN")} rows held for this table are not in the file: they are left as they
          are.
        </p>
      ) : null}
      <EntryList title="Added" entries={report.added} total={c.added} />
      <EntryList title="Changed" entries={report.changed} total={c.changed} />
      <EntryList title="Unmatched" entries={report.unmatched} total={report.unmatched.length} />
      {c.unmatched ? <p className="mt-1 text-sm text-amber-900">{report.unmatchedNote}</p> : null}
      <EntryList title="Malformed (not imported)" entries={report.malformed} total={c.malformed} />
    </section>
  );
}
