/**
 * 'College Ranking 2025': year selector, seven agency buttons (first highlighted
 * by default) and a table of Maharashtra colleges. A GET form: without JS the buttons submit
 * ?year=&agency=; with JS the year selector submits on change and the page does not reload.
 * The form and the table are server markup for the URL's year and agency (static-markup.tsx
 * `RankingForm`, `RankingTableHead`, `RankingRows`; absent when hydrating: ServerMarkup): one
 * listener submits the form on the client, and a client revalidation brings the new markup.
 */
import { Link, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ServerMarkup } from "~/components/ui/server-markup";
import { isRankingAgency, RANKING_AGENCIES, RANKING_STATE } from "~/content/home";
import { HomeSection } from "./section";

/** The control to focus again once the new form is in: the year selector or an agency button. */
function controlOf(el: Element): string | undefined {
  if (el instanceof HTMLSelectElement) return `#${el.id}`;
  if (el instanceof HTMLButtonElement) return `button[name="${el.name}"][value="${el.value}"]:not(.rk-show)`;
  return undefined;
}

export function CollegeRanking({
  form,
  table,
  head,
}: {
  form: string | undefined;
  table: string | undefined;
  head: string | undefined;
}) {
  const [search] = useSearchParams();
  const submit = useSubmit();
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef<string>();
  const agencyParam = search.get("agency");
  const agency = isRankingAgency(agencyParam) ? agencyParam : RANKING_AGENCIES[0].id;

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
  useEffect(() => {
    const selector = refocus.current;
    if (!selector || !form) return;
    refocus.current = undefined;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [form]);

  return (
    <HomeSection id="college-ranking" head={head}>
      <div ref={box}>
        <ServerMarkup html={form} />
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <ServerMarkup as="table" className="rank" html={table} />
        </div>
      </div>
      <p className="rk-all">
        <Link to={`/colleges?state=${encodeURIComponent(RANKING_STATE)}&agency=${agency}`}>View all Colleges</Link>
      </p>
    </HomeSection>
  );
}
