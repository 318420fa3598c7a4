/**
 * /rankings — NIRF's India Rankings as published: one category and year at a time (a GET form
 * that works without JavaScript), rank, score and the five parameter scores, sortable by each
 * column and paged (25 a page). Unknown category or year → the latest held; a page past the end
 * → 404. Every figure names its source under the table.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { formatNumber } from "~/lib/format/plural";
import { PARAMETERS, RANKING_SORTS, rankingsHref, type RankingSort } from "~/lib/official/rankings";
import type { NirfListRow } from "~/lib/official/rankings.server";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./rankings.server";

export { headers, loader } from "./rankings.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const d = args.data;
  const what = d && !d.unavailable ? `NIRF ${d.year} ${d.category}` : "NIRF";
  return getMeta(
    {
      title: `${what} ranking: rank, score and parameter scores`,
      description: `${what} India Rankings as published by the Ministry of Education: rank, score and the five parameter scores (TLR, RPC, GO, OI, Perception) for every institution ranked.`,
      path: "/rankings",
    },
    args,
  );
};

const fmt = (n: number | null) => (n === null ? "—" : n.toFixed(2));

export default function RankingsPage() {
  const data = useLoaderData<typeof loader>();
  if (data.unavailable) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">College rankings</h1>
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          The rankings are unavailable right now. Please try again in a few minutes.
        </p>
      </div>
    );
  }
  const { category, year, sort, page, pages, total, rows, hasParams, taken } = data;
  const columns: Array<[RankingSort, string, string]> = [
    ["rank", "Rank", "Rank"],
    ["name", "Institution", "Institution"],
    ["score", "Score", "Score"],
    ...(hasParams ? PARAMETERS.map(([v, short, long]) => [v, short, long] as [RankingSort, string, string]) : []),
  ];
  return (
    <div className="bg-slate-50 pb-24">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{`NIRF ${year} ranking: ${category}`}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          India Rankings of the National Institutional Ranking Framework (Ministry of Education), as published: one
          category and year at a time. Ranks of different categories are never mixed in one list.
        </p>
        <Form
          method="get"
          action="/rankings"
          className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm"
        >
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Agency
            <select name="agency" defaultValue="nirf" className="rounded-lg border border-slate-300 px-3 py-2">
              <option value="nirf">NIRF</option>
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Category
            <select name="category" defaultValue={category} className="rounded-lg border border-slate-300 px-3 py-2">
              {data.categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Year
            <select name="year" defaultValue={year} className="rounded-lg border border-slate-300 px-3 py-2">
              {data.allYears.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Sort by
            <select name="sort" defaultValue={sort} className="rounded-lg border border-slate-300 px-3 py-2">
              {RANKING_SORTS.filter((s) => hasParams || !PARAMETERS.some(([v]) => v === s.value)).map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass("primary", { size: "sm" })}>
            Show ranking
          </button>
        </Form>
        {!data.years.includes(year) ? null : (
          <p className="mt-4 text-sm text-slate-700">
            {`NIRF India Rankings ${year}, ${category}: ${formatNumber(total)} institutions in the copy we hold, in published order${taken ? ` (copy taken ${taken})` : ""}. Years held for ${category}: ${data.years.join(", ")}.`}
          </p>
        )}
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm">
          <table className="w-full min-w-[48rem] text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
            <caption className="sr-only">{`NIRF ${year} ${category} ranking, page ${page} of ${pages}`}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {columns.map(([v, short, long]) => (
                  <th
                    key={v}
                    scope="col"
                    className="font-semibold"
                    aria-sort={sort === v ? (v === "rank" || v === "name" ? "ascending" : "descending") : undefined}
                  >
                    <Link
                      to={rankingsHref({ category, year, sort: v, page: 1 })}
                      className="underline decoration-dotted"
                      title={long === short ? undefined : long}
                    >
                      {short}
                      {long === short ? null : <span className="sr-only">{` (${long})`}</span>}
                    </Link>
                  </th>
                ))}
                <th scope="col" className="font-semibold">
                  NIRF id
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <Row key={r.nirf_id} r={r} hasParams={hasParams} />
              ))}
            </tbody>
          </table>
        </div>
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          {page > 1 ? (
            <Link
              to={rankingsHref({ category, year, sort, page: page - 1 })}
              rel="prev"
              className="font-medium text-indigo-800 underline"
            >
              Previous page
            </Link>
          ) : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? (
            <Link
              to={rankingsHref({ category, year, sort, page: page + 1 })}
              rel="next"
              className="font-medium text-indigo-800 underline"
            >
              Next page
            </Link>
          ) : null}
        </nav>
        <p className="mt-6 text-xs text-slate-600">
          {`Source: National Institutional Ranking Framework, Ministry of Education, India Rankings ${year} (${category})${taken ? `, from a public copy taken ${taken}` : ""}. `}
          {hasParams
            ? "Parameter scores out of 100: TLR Teaching, Learning and Resources; RPC Research and Professional Practice; GO Graduation Outcomes; OI Outreach and Inclusivity; Perception."
            : "The copy we hold of this table gives the score and rank only: parameter scores are not published here yet."}{" "}
          <Link to="/colleges" className="underline">
            Browse the college directory
          </Link>
        </p>
      </div>
    </div>
  );
}

function Row({ r, hasParams }: { r: NirfListRow; hasParams: boolean }) {
  return (
    <tr>
      <td className="font-semibold">{r.rank ?? r.rank_band}</td>
      <th scope="row" className="font-medium text-slate-900">
        {r.slug ? (
          <Link to={`/colleges/${r.slug}`} className="text-indigo-800 underline">
            {r.name}
          </Link>
        ) : (
          r.name
        )}
        <span className="block text-xs font-normal text-slate-600">{[r.city, r.state].filter(Boolean).join(", ")}</span>
      </th>
      <td>{fmt(r.score)}</td>
      {hasParams ? (
        <>
          <td>{fmt(r.tlr)}</td>
          <td>{fmt(r.rpc)}</td>
          <td>{fmt(r.go)}</td>
          <td>{fmt(r.oi)}</td>
          <td>{fmt(r.perception)}</td>
        </>
      ) : null}
      <td className="text-xs text-slate-600">{r.nirf_id}</td>
    </tr>
  );
}
