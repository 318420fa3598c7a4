/**
 * The NEET-UG answer of /college-predictor: MCC's All India Quota MBBS seats within reach of an All India Rank, each
 * with its band and the figures the band was drawn from, paged by links (no JavaScript needed).
 */
import { Link } from "@remix-run/react";
import type { Band } from "~/lib/cutoffs/bands";
import type { NeetPrediction } from "~/lib/cutoffs/mcc-queries.server";
import { PREDICTOR_PAGE_SIZE } from "~/lib/cutoffs/model";
import { MCC_SOURCE, roundText } from "~/lib/cutoffs/neet";
import { formatNumber } from "~/lib/format/plural";

const BAND_CLASS: Record<Band, string> = {
  Safe: "bg-emerald-100 text-emerald-900",
  Moderate: "bg-amber-100 text-amber-900",
  Ambitious: "bg-rose-100 text-rose-900",
};

export function NeetAnswer({
  answer,
  firstPage,
  path,
}: {
  answer: NeetPrediction & { rank: number; nextHref: string | null };
  firstPage: string;
  path: string;
}) {
  const latest = answer.held[0];
  if (!latest) return null;
  const { rows } = answer;
  const ownArm = answer.category !== "OPEN" && answer.categoryHeld;
  return (
    <section aria-labelledby="answer-title" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="answer-title" aria-live="polite" className="text-xl font-semibold text-slate-900">
        {rows.length
          ? `MBBS seats for NEET-UG rank ${formatNumber(answer.rank)}`
          : `No MBBS seat within reach of NEET-UG rank ${formatNumber(answer.rank)}`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {`MCC All India Quota, NEET-UG ${latest.year}, ${roundText(latest.round)}: OPEN seats${ownArm ? ` and ${answer.category} seats` : ""} matched on your All India Rank, ordered by closing rank, the most competitive first; ${PREDICTOR_PAGE_SIZE} a page. Later rounds usually close at higher ranks than round 1. State quota seats are not predicted: no state's table is held.`}
      </p>
      {answer.categoryHeld ? null : (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          {`MCC's ${answer.category} closing ranks are not held yet: only OPEN seats are shown, on your All India Rank.`}
        </p>
      )}
      {ownArm && answer.categoryInstitutes < answer.openInstitutes ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          {`MCC's ${answer.category} closing ranks of ${latest.year}, ${roundText(latest.round)} are held for ${formatNumber(answer.categoryInstitutes)} of the ${formatNumber(answer.openInstitutes)} institutes; at the others only OPEN seats are shown.`}
        </p>
      ) : null}
      {answer.pwd ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          MCC&apos;s PwD closing ranks are not held yet: PwD seats are not shown.
        </p>
      ) : null}
      {rows.length ? (
        <ol className="mt-4 divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={`${r.collegeId}-${r.quota}-${r.category}`} className="py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  MBBS
                  <span className="block text-sm font-normal text-slate-700">
                    {r.slug ? (
                      <Link to={`/colleges/${r.slug}/cutoffs`} className="text-indigo-800 underline">
                        {r.name}
                      </Link>
                    ) : (
                      r.name
                    )}
                    {` · ${r.state}`}
                  </span>
                </h3>
                {r.band ? (
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BAND_CLASS[r.band]}`}>{r.band}</span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {`${r.category} seat on your All India Rank (${formatNumber(r.rank)}) · ${r.quota} · opening rank ${latest.year}: ${r.opening === null ? "not published" : formatNumber(r.opening)}${r.seats ? ` · ${formatNumber(r.seats)} MBBS seats (NMC)` : ""}`}
              </p>
              <p className="mt-1 text-sm text-slate-900">{r.explanation}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700">
          {firstPage
            ? "No more MBBS seats within reach for these choices."
            : "No All India Quota MBBS seat's closing rank reached this rank. Try removing the state filter."}
        </p>
      )}
      {answer.nextHref || firstPage ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-3">
          {firstPage ? (
            <Link to={`${path}?${firstPage}`} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm">
              First page
            </Link>
          ) : null}
          {answer.nextHref ? (
            <Link to={answer.nextHref} rel="next" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm">
              Next colleges
            </Link>
          ) : null}
        </nav>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">{`Source: ${MCC_SOURCE}, ${latest.year}, ${roundText(latest.round)}; MBBS seats from the National Medical Commission.`}</p>
    </section>
  );
}
