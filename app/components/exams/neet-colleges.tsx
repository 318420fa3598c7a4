/**
 * /exams/neet-ug's medical colleges: how many colleges and MBBS seats MCC's All India Quota table holds and the
 * lowest closing All India Ranks of the newest round held, each linked to the college's cut-off page, with the
 * source. Server-rendered.
 */
import { Link } from "@remix-run/react";
import type { NeetRow } from "~/lib/cutoffs/mcc-queries.server";
import { MCC_SOURCE, roundText } from "~/lib/cutoffs/neet";
import { formatNumber } from "~/lib/format/plural";

export interface NeetCollegesData {
  year: number;
  round: number;
  rows: NeetRow[];
  colleges: number;
  seats: number;
}

export function NeetColleges({ data }: { data: NeetCollegesData | null }) {
  return (
    <section aria-labelledby="neet-colleges-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="neet-colleges-title" className="text-xl font-semibold text-slate-900">
        Medical colleges, seats and closing ranks
      </h2>
      {data ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {`MCC's All India Quota, NEET-UG ${data.year}, ${roundText(data.round)}: ${formatNumber(data.colleges)} colleges with ${formatNumber(data.seats)} MBBS seats in all (the National Medical Commission's figures). The lowest closing All India Ranks, OPEN category:`}
          </p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{`Lowest MCC closing ranks, NEET-UG ${data.year}`}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    College
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    State
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    MBBS seats
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">{`Closing rank ${data.year}`}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.rows.map((r) => (
                  <tr key={`${r.collegeId}-${r.quota}`}>
                    <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                      {r.slug ? (
                        <Link to={`/colleges/${r.slug}/cutoffs`} className="text-indigo-800 underline">
                          {r.name}
                        </Link>
                      ) : (
                        r.name
                      )}
                    </th>
                    <td className="px-3 py-2">{r.state}</td>
                    <td className="px-3 py-2">{r.seats === null ? "Not published" : formatNumber(r.seats)}</td>
                    <td className="px-3 py-2">{formatNumber(r.closing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-slate-600">{`Source: ${MCC_SOURCE}, ${data.year}, ${roundText(data.round)}; MBBS seats from the National Medical Commission.`}</p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">MCC&apos;s NEET-UG opening and closing ranks: not published yet.</p>
      )}
      <p className="mt-3">
        <Link to="/college-predictor?exam=neet-ug" className="font-semibold text-indigo-800 underline">
          Predict your MBBS seats from your NEET-UG rank
        </Link>
      </p>
    </section>
  );
}
