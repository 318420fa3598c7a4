/**
 * 'College Ranking 2025' (part 1 §2): year selector, seven agency buttons (first highlighted
 * by default) and a table of Maharashtra colleges. A GET form: without JS the buttons submit
 * ?year=&agency=; with JS the year selector submits on change and the page does not reload.
 */
import { Form, Link, useSearchParams, useSubmit } from "@remix-run/react";
import { InlineSelect } from "~/components/ui/inline-select";
import { ServerMarkup } from "~/components/ui/server-markup";
import { isRankingAgency, isRankingYear, RANKING_AGENCIES, RANKING_STATE, RANKING_YEARS } from "~/content/home";
import { useHydrated } from "~/lib/hooks";
import { keptParams } from "./params";
import { HomeSection } from "./section";

/**
 * `rows`: the table's rows for the URL's year and agency (the college directory's, as server
 * markup: app/lib/home-markup.server.tsx); absent when hydrating (the server's rows stay:
 * ServerMarkup) and sent with every client revalidation.
 */
export function CollegeRanking({ rows, head }: { rows: string | undefined; head: string | undefined }) {
  const [search] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const yearParam = search.get("year");
  const agencyParam = search.get("agency");
  const year = isRankingYear(yearParam) ? yearParam : RANKING_YEARS[0];
  const agency = isRankingAgency(agencyParam) ? agencyParam : RANKING_AGENCIES[0].id;
  const agencyLabel = RANKING_AGENCIES.find((a) => a.id === agency)!.label;

  return (
    <HomeSection id="college-ranking" head={head}>
      <Form method="get" action="/#college-ranking" preventScrollReset replace discover="none" className="rk-form">
        {keptParams(search, ["year", "agency"]).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div>
          <InlineSelect
            id="ranking-year"
            name="year"
            label="Year"
            options={RANKING_YEARS.map((y) => ({ value: y, label: y }))}
            defaultValue={year}
            key={year}
            onChange={(e) => {
              const data = new FormData(e.currentTarget.form!);
              data.set("agency", agency);
              submit(data, { method: "get", action: "/", preventScrollReset: true, replace: true });
            }}
          />
          {hydrated ? null : (
            <button type="submit" name="agency" value={agency}>
              Show
            </button>
          )}
        </div>
        <div role="group" aria-label="Ranking agency">
          {RANKING_AGENCIES.map((a) => (
            <button
              key={a.id}
              type="submit"
              name="agency"
              value={a.id}
              aria-pressed={a.id === agency}
              className="agency"
            >
              {a.label}
            </button>
          ))}
        </div>
      </Form>

      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="rank">
          <caption className="sr-only">{`${agencyLabel} ${year} ranking of colleges in ${RANKING_STATE}`}</caption>
          <thead>
            <tr>
              <th scope="col">College</th>
              <th scope="col">Ranking</th>
              <th scope="col">Streams</th>
            </tr>
          </thead>
          <ServerMarkup as="tbody" html={rows} />
        </table>
      </div>
      <p className="rk-all">
        <Link to={`/colleges?state=${encodeURIComponent(RANKING_STATE)}&agency=${agency}`}>View all Colleges</Link>
      </p>
    </HomeSection>
  );
}
