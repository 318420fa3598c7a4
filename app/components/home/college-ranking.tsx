/**
 * 'College Ranking 2025': year selector, seven agency buttons (first highlighted
 * by default) and a table of Maharashtra colleges. A GET form: without JS the buttons submit
 * ?year=&agency=; with JS the year selector submits on change and the page does not reload.
 * The form and the table are for the loader's year and agency (cards.tsx `RankingForm`,
 * `RankingTableHead`, `RankingRows`): listeners submit the form on the client, and a client
 * revalidation brings the new rows.
 */
import { Link, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { RANKING_STATE, type RankingAgency, type RankingRow, type RankingYear } from "~/content/home";
import { RANKING_BODY, RankingForm, RankingRows, RankingTableHead } from "./cards";
import { keptParams } from "./params";
import { HomeSection } from "./section";

/** The control to focus again once the new form is in: the year selector or an agency button. */
function controlOf(el: Element): string | undefined {
  if (el instanceof HTMLSelectElement) return `#${el.id}`;
  if (el instanceof HTMLButtonElement) return `[role="group"] button[name="${el.name}"][value="${el.value}"]`;
  return undefined;
}

export function CollegeRanking({
  year,
  agency,
  rows,
}: {
  year: RankingYear;
  agency: RankingAgency;
  rows: ReadonlyArray<Pick<RankingRow, "slug" | "name" | "rank" | "stream">>;
}) {
  const [search] = useSearchParams();
  const submit = useSubmit();
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef<string>();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const send = (target: HTMLFormElement | HTMLButtonElement) => {
      const active = document.activeElement;
      refocus.current = active && el.contains(active) ? controlOf(active) : undefined;
      submit(target, { method: "get", action: "/", preventScrollReset: true, replace: true });
    };
    // A year change keeps the highlighted agency (the pressed button submits its value).
    const onChange = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !select.form) return;
      const pressed = select.form.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
      send(pressed ?? select.form);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      send(event.submitter instanceof HTMLButtonElement ? event.submitter : event.target);
    };
    el.addEventListener("change", onChange);
    el.addEventListener("submit", onSubmit);
    return () => {
      el.removeEventListener("change", onChange);
      el.removeEventListener("submit", onSubmit);
    };
  }, [submit]);

  // The new form replaced the old one: the control the visitor used keeps the focus.
  const formKey = `${year} ${agency}`;
  useEffect(() => {
    const selector = refocus.current;
    if (!selector) return;
    refocus.current = undefined;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [formKey]);

  return (
    <HomeSection id="college-ranking">
      <div ref={box}>
        <div>
          <RankingForm key={formKey} year={year} agency={agency} kept={keptParams(search, ["year", "agency"])} />
        </div>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm max-sm:min-w-0">
            <RankingTableHead year={year} agency={agency} />
            <tbody className={RANKING_BODY}>
              <RankingRows rows={rows} />
            </tbody>
          </table>
        </div>
      </div>
      <p className="mt-4 font-semibold text-indigo-700">
        <Link
          className="hover:underline"
          to={
            agency === "nirf"
              ? `/rankings?category=Overall&year=${year}`
              : `/colleges?state=${encodeURIComponent(RANKING_STATE)}&agency=${agency}`
          }
        >
          View all Colleges
        </Link>
      </p>
    </HomeSection>
  );
}
