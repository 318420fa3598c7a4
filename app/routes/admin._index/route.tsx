/**
 * /admin: the dashboard. Leads received today and in the last 7 days (by kind and by status),
 * the oldest unanswered lead, reviews waiting, rewards to pay and recent content changes — each a
 * link into the filtered list. Every figure is a running total or one indexed row
 * (app/lib/admin/dashboard.server.ts). Editors see the reviews and content figures.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { consoleMeta, PageTitle } from "~/components/admin/admin-shell";
import type { Period } from "~/lib/admin/dashboard.server";
import { toDmy } from "~/lib/admin/dates";
import { STATUS_LABELS } from "~/lib/admin/leads";
import type { loader } from "./admin._index.server";

export { headers, loader } from "./admin._index.server";

export const meta = consoleMeta("Dashboard");

const card = "rounded-xl border border-slate-200 bg-white p-5";

const figure = "block text-3xl font-bold text-slate-900";

const linkClass = "font-semibold text-indigo-700 underline";

function range(p: Pick<Period, "from" | "to">) {
  return `from=${encodeURIComponent(toDmy(p.from))}&to=${encodeURIComponent(toDmy(p.to))}`;
}

function PeriodCard({ title, period }: { title: string; period: Period }) {
  const q = range(period);
  return (
    <section aria-labelledby={`p-${period.from}-${title}`} className={card}>
      <h2 id={`p-${period.from}-${title}`} className="text-sm font-semibold text-slate-700">
        {title}
      </h2>
      <Link to={`/admin/leads?${q}`} className="mt-1 inline-block">
        <span className={figure}>{period.total}</span>
        <span className="text-sm text-indigo-700 underline">{period.total === 1 ? "new lead" : "new leads"}</span>
      </Link>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">By kind</h3>
      {period.kinds.length ? (
        <ul className="mt-1 flex flex-wrap gap-2 text-sm">
          {period.kinds.map((k) => (
            <li key={k.key}>
              <Link
                to={`/admin/leads?kind=${encodeURIComponent(k.key)}&${q}`}
                className="inline-block rounded-full bg-slate-100 px-3 py-1 text-slate-900 hover:bg-indigo-50"
              >
                {k.key}: <strong>{k.n}</strong>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">None</p>
      )}
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">By status now</h3>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {period.statuses.map((s) => (
          <li key={s.key}>
            <Link
              to={`/admin/leads?status=${s.key}&${q}`}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-slate-900 hover:bg-indigo-50"
            >
              {STATUS_LABELS[s.key]}: <strong>{s.n}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Dashboard() {
  const { leads, reviewsPending, rewardsDue, recent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      {leads ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <PeriodCard title="Today" period={leads.today} />
          <PeriodCard title="Last 7 days" period={leads.week} />
          <section aria-labelledby="unanswered-title" className={card}>
            <h2 id="unanswered-title" className="text-sm font-semibold text-slate-700">
              Unanswered
            </h2>
            <Link to="/admin/leads?status=new" className="mt-1 inline-block">
              <span className={figure}>{leads.unanswered}</span>
              <span className="text-sm text-indigo-700 underline">leads still new</span>
            </Link>
            <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Oldest unanswered</h3>
            {leads.oldest ? (
              <p className="mt-1 text-sm">
                <Link to={`/admin/leads/${leads.oldest.id}`} className={linkClass}>
                  Lead #{leads.oldest.id}: {leads.oldest.kind}
                </Link>
                <span className="block text-slate-700">received {leads.oldest.when}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-700">Every lead has been answered.</p>
            )}
          </section>
        </div>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="reviews-title" className={card}>
          <h2 id="reviews-title" className="text-sm font-semibold text-slate-700">
            Reviews waiting
          </h2>
          <Link to="/admin/reviews?status=pending" className="mt-1 inline-block">
            <span className={figure}>{reviewsPending}</span>
            <span className="text-sm text-indigo-700 underline">to moderate</span>
          </Link>
        </section>
        <section aria-labelledby="rewards-title" className={card}>
          <h2 id="rewards-title" className="text-sm font-semibold text-slate-700">
            Rewards to pay
          </h2>
          <Link to="/admin/reviews#rewards-title" className="mt-1 inline-block">
            <span className={figure}>{rewardsDue}</span>
            <span className="text-sm text-indigo-700 underline">{rewardsDue === 1 ? "reward" : "rewards"}</span>
          </Link>
        </section>
        <section aria-labelledby="recent-title" className={card}>
          <h2 id="recent-title" className="text-sm font-semibold text-slate-700">
            Recent content changes
          </h2>
          {recent.length ? (
            <ul className="mt-2 space-y-2 text-sm">
              {recent.map((r) => (
                <li key={r.id}>
                  {r.href ? (
                    <Link to={r.href} className={linkClass}>
                      {r.target}
                    </Link>
                  ) : (
                    <span className="font-semibold">{r.target}</span>
                  )}{" "}
                  <span className="text-slate-700">
                    {r.action.split(".").pop()} · {r.actor.replace(/ \(.*\)$/, "")} · {r.when}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">No changes yet.</p>
          )}
          <p className="mt-3 text-sm">
            <Link to="/admin/audit?area=content" className={linkClass}>
              All content changes
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
