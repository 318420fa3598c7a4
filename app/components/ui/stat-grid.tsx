/**
 * A row of statistics with counters (exam prep, travel, the services hub). Apart from
 * ./sections so that a page using only sections does not load the counter.
 */
import { AnimatedCounter } from "~/components/ui/animated-counter";
import type { Statistic } from "~/content/exams";

/** Statistics that count up when 10 % visible (final numbers are in the server HTML). */
export function StatGrid({ stats, dark = false }: { stats: readonly Statistic[]; dark?: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className={`flex flex-col rounded-2xl p-6 ${dark ? "bg-white/10" : "bg-indigo-50"}`}>
          <dt className={`order-2 mt-1 text-sm font-medium ${dark ? "text-indigo-100" : "text-slate-700"}`}>
            {s.label}
          </dt>
          <dd className={`text-3xl font-extrabold ${dark ? "text-white" : "text-indigo-800"}`}>
            <AnimatedCounter value={s.value} suffix={s.suffix} duration={2000} threshold={0.1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
