/**
 * A college page's "Placements and intake": what the institution submitted to NIRF for its latest India Rankings
 * (sanctioned intake, students graduating in the minimum time, placed, median salary, higher studies, per programme
 * level), labelled as the institution's own submission with its edition and the date the copy was taken. A plain
 * server-rendered table: the same with and without JavaScript. Fees are not part of it ("Not published yet").
 */
import { formatMoney } from "~/lib/colleges/model";
import type { PlacementDbRow } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/format/plural";
import { levelLabel, submissionLabel } from "~/lib/official/placements";
import { h2Class, sectionClass } from "./college-sections";

const count = (n: number | null) => (n === null ? "Not reported" : formatNumber(n));

export function NirfPlacements({ name, rows }: { name: string; rows: readonly PlacementDbRow[] }) {
  const first = rows[0];
  return (
    <section id="placements" aria-labelledby="placements-title" className={sectionClass}>
      <h2 id="placements-title" className={h2Class}>
        Placements and intake
      </h2>
      {first ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{`${submissionLabel(first)}: the figures are ${name}'s own, as NIRF publishes them.`}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
              <caption className="sr-only">{`${submissionLabel(first)}: intake and placements of ${name}`}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col">Programme level</th>
                  <th scope="col">Sanctioned intake</th>
                  <th scope="col">Graduating in minimum time</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Median salary (per year)</th>
                  <th scope="col">Higher studies</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.level}>
                    <th scope="row" className="font-medium text-slate-900">
                      {levelLabel(r.level)}
                    </th>
                    <td>{r.intake === null ? "Not reported" : `${formatNumber(r.intake)} (${r.intake_year})`}</td>
                    <td>
                      {r.graduating === null ? "Not reported" : `${formatNumber(r.graduating)} (${r.graduation_year})`}
                    </td>
                    <td>{count(r.placed)}</td>
                    <td>{r.median_salary ? formatMoney(r.median_salary, "INR") : "Not reported"}</td>
                    <td>{count(r.higher_studies)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-slate-600">
            {`Source: data submitted by the institution to the National Institutional Ranking Framework (Ministry of Education) for India Rankings ${first.year}, ${first.category}, institute id ${first.nirf_id}${first.taken ? `; copy taken ${first.taken}` : ""}. NIRF publishes these sheets as submitted; they are not audited figures. Fees: not published yet.`}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Not published yet: NIRF publishes intake and placement figures for the institutions it ranks, and the tables
          we hold carry none for this college.
        </p>
      )}
    </section>
  );
}
