/**
 * A college's CSAB special-round opening and closing ranks (programme, quota, seat type, gender), with the round,
 * the source and the date the copy was taken. Server-rendered; no JavaScript needed. Same table style as the JoSAA
 * table beside it (cutoff-table.tsx).
 */
import { rankText } from "~/components/cutoffs/cutoff-table";
import type { CsabCutoff } from "~/lib/cutoffs/csab-queries.server";

export function CsabTable({ rows, collegeName }: { rows: readonly CsabCutoff[]; collegeName: string }) {
  if (!rows.length) return null;
  const rounds = [...new Set(rows.map((r) => `${r.year} ${r.round.toLowerCase()}`))].join(", ");
  const sources = [...new Set(rows.map((r) => r.source))];
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        CSAB (Central Seat Allocation Board) fills the NIT, IIIT and GFTI seats left vacant after JoSAA&apos;s last
        round, in special rounds of its own with its own quotas: the first and the last JEE Main rank it allotted a seat
        to.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{`CSAB opening and closing ranks at ${collegeName}, ${rounds}`}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {["Programme", "Quota", "Seat type", "Gender", "Opening rank", "Closing rank"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={`${r.year}-${r.round}-${r.program}-${r.quota}-${r.seatType}-${r.gender}`}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {r.program}
                </th>
                <td className="px-3 py-2">{r.quota}</td>
                <td className="px-3 py-2">{r.seatType}</td>
                <td className="px-3 py-2">{r.gender}</td>
                <td className="px-3 py-2">{rankText(r.opening)}</td>
                <td className="px-3 py-2 font-semibold">{rankText(r.closing)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {`Source: ${sources.join("; ")} (admissions.nic.in/csabspl). Only the seats CSAB allotted in this round are listed; its earlier special rounds are not published here yet.`}
      </p>
    </>
  );
}
