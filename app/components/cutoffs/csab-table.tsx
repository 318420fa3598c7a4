/**
 * A college's CSAB special-round opening and closing ranks (programme, quota, seat type, gender), with the round,
 * the source and the date the copy was taken. Server-rendered; no JavaScript needed. Same table style as the JoSAA
 * table beside it (cutoff-table.tsx).
 */
import { rankText } from "~/components/cutoffs/cutoff-table";
import { RankTable } from "~/components/cutoffs/rank-table";
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
      <RankTable
        caption={`CSAB opening and closing ranks at ${collegeName}, ${rounds}`}
        columns={["Programme", "Quota", "Seat type", "Gender", "Opening rank", "Closing rank"]}
        rowHeader={0}
        wide
        rows={rows.map((r) => ({
          key: `${r.year}-${r.round}-${r.program}-${r.quota}-${r.seatType}-${r.gender}`,
          cells: [
            r.program,
            r.quota,
            r.seatType,
            r.gender,
            rankText(r.opening),
            <strong key="closing">{rankText(r.closing)}</strong>,
          ],
        }))}
      />
      <p className="mt-3 text-xs text-slate-600">
        {`Source: ${sources.join("; ")} (admissions.nic.in/csabspl). Only the seats CSAB allotted in this round are listed; its earlier special rounds are not published here yet.`}
      </p>
    </>
  );
}
