/** /career's hero, hiring companies and why join us. */
import { CardGrid } from "~/components/company/page-parts";
import { Section } from "~/components/ui/section";
import { PageHero } from "~/components/ui/sections";
import { CAREERS } from "~/content/careers";
import { COMPANIES } from "~/content/jobs";

export function CareerHero() {
  return (
    <PageHero
      hero={{ title: CAREERS.title, subtitle: CAREERS.intro }}
      links={[{ label: "See open positions", to: "#openings" }]}
    />
  );
}

export function HiringCompanies() {
  return (
    <Section id="companies" title="Companies hiring with us" tone="muted">
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {COMPANIES.map((c) => (
          <li key={c.name} className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <img src={c.logo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12" />
            <span className="text-center text-sm font-semibold text-slate-800">{c.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WhyJoin() {
  return (
    <Section id="why-join" title="Why Join Us" tone="muted">
      <CardGrid cards={CAREERS.whyJoin} />
    </Section>
  );
}
