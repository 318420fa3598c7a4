/** /career's hero, hiring companies and why join us (the copy comes from the loader: content/careers.ts, content/jobs.ts). */
import { CardGrid } from "~/components/company/page-parts";
import { Section } from "~/components/ui/section";
import { PageHero } from "~/components/ui/sections";
import type { Company } from "~/content/jobs";

export function CareerHero({ title, subtitle }: { title: string; subtitle: string }) {
  return <PageHero hero={{ title, subtitle }} links={[{ label: "See open positions", to: "#openings" }]} />;
}

export function HiringCompanies({ companies }: { companies: readonly Company[] }) {
  return (
    <Section id="companies" title="Companies hiring with us" tone="muted">
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {companies.map((c) => (
          <li key={c.name} className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <img src={c.logo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12" />
            <span className="text-center text-sm font-semibold text-slate-800">{c.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WhyJoin({ cards }: { cards: Parameters<typeof CardGrid>[0]["cards"] }) {
  return (
    <Section id="why-join" title="Why Join Us" tone="muted">
      <CardGrid cards={cards} />
    </Section>
  );
}
