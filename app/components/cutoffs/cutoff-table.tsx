/**
 * A JoSAA institute's opening and closing ranks per programme for one year, round, quota, seat type and
 * gender (a GET form: works without JavaScript), with each programme's closing rank in the final round of
 * every year held, and the source named under the table. Used by the college page's "Cut-offs" section and
 * /colleges/{slug}/cutoffs.
 */
import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-select";
import { josaaTakenNote } from "~/lib/cutoffs/editions";
import { JOSAA_SOURCE, QUOTA_LABELS, QUOTAS, SEAT_GENDER_LABELS, SEAT_GENDERS, SEAT_TYPES } from "~/lib/cutoffs/model";
import type { CollegeCutoffs } from "~/lib/cutoffs/queries.server";
import { formatNumber } from "~/lib/format/plural";

/** A rank as JoSAA prints it: a preparatory-course rank carries a "P". */
export const rankText = (rank: number | null, prep = false) =>
  rank == null ? "—" : `${formatNumber(rank)}${prep ? "P" : ""}`;

export function CutoffTable({
  data,
  collegeName,
  action,
  formId,
}: {
  data: CollegeCutoffs;
  collegeName: string;
  /** Where the GET form goes (this page). */
  action: string;
  formId: string;
}) {
  if (!data.josaa) {
    return (
      <p className="mt-2 text-slate-700">
        {`${collegeName} has no JoSAA cut-offs: JoSAA allots seats only at the IITs, NITs, IIITs and other government-funded technical institutes.`}
      </p>
    );
  }
  const { selection, held, rows } = data;
  if (!selection) {
    return <p className="mt-2 text-slate-700">JoSAA opening and closing ranks: not published yet.</p>;
  }
  const chosenYear = held.find((h) => h.year === selection.year) ?? held[0];
  const published = rows.some((r) => r.closing != null);
  // The trend reads left to right, oldest year first.
  const trendYears = held.map((h) => h.year).reverse();
  const select = (name: string, label: string, value: string, options: Array<{ value: string; label: string }>) => (
    <FilterSelect
      id={`${formId}-${name}`}
      name={name}
      label={label}
      value={value}
      options={options.slice(1)}
      anyLabel={options[0].label}
      anyValue={options[0].value}
    />
  );
  return (
    <>
      <Form
        method="get"
        action={action}
        preventScrollReset
        aria-label="Choose the cut-offs"
        className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        {select(
          "year",
          "Year",
          String(selection.year),
          held.map((h) => ({ value: String(h.year), label: String(h.year) })),
        )}
        {select(
          "round",
          "Round",
          String(selection.round),
          chosenYear.rounds.map((r) => ({
            value: String(r),
            label:
              r !== chosenYear.final
                ? `Round ${r}`
                : chosenYear.partial
                  ? `Round ${r} (latest held)`
                  : `Round ${r} (final)`,
          })),
        )}
        {select(
          "quota",
          "Quota",
          selection.quota,
          QUOTAS.map((q) => ({ value: q, label: QUOTA_LABELS[q] })),
        )}
        {select(
          "seat",
          "Seat type",
          selection.seat,
          SEAT_TYPES.map((s) => ({ value: s, label: s })),
        )}
        {select(
          "gender",
          "Gender",
          selection.gender,
          SEAT_GENDERS.map((g) => ({ value: g, label: SEAT_GENDER_LABELS[g] })),
        )}
        <button type="submit" className={buttonClass("primary", { size: "sm" })}>
          Show cut-offs
        </button>
      </Form>
      {published ? null : (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          No opening or closing ranks are published for this choice. Try another quota, seat type or round.
        </p>
      )}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            {`JoSAA opening and closing ranks at ${collegeName}, ${selection.year} round ${selection.round}, ${selection.quota} quota, ${selection.seat}, ${selection.gender}`}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Programme
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Opening rank
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Closing rank
              </th>
              {trendYears.map((y) => (
                <th key={y} scope="col" className="px-3 py-2 font-semibold">
                  {`Closing ${y}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {r.program}
                </th>
                <td className="px-3 py-2">{rankText(r.opening, r.openingPrep)}</td>
                <td className="px-3 py-2 font-semibold">{rankText(r.closing, r.closingPrep)}</td>
                {[...r.trend].reverse().map((t) => (
                  <td key={t.year} className="px-3 py-2">
                    {rankText(t.closing, t.prep)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {`Source: ${JOSAA_SOURCE}, ${selection.year}, round ${selection.round} (${josaaTakenNote([{ year: selection.year, round: selection.round }]) || "date taken not recorded"}); ${QUOTA_LABELS[selection.quota]} quota, ${selection.seat}, ${selection.gender}. The “Closing” column of each year: the closing rank in the final round of each year held${
          held.some((h) => h.partial)
            ? ` (${held
                .filter((h) => h.partial)
                .map((h) => `${h.year}: round ${h.final}, the latest held for this institute`)
                .join("; ")})`
            : ""
        }. A rank ending in P is a preparatory-course rank.`}
      </p>
    </>
  );
}
