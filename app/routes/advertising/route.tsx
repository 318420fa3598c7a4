import { AdvertisingInquiry } from "~/components/company/advertising-form";
import { CardGrid } from "~/components/company/page-parts";
import { Section } from "~/components/ui/section";
import { CheckList, PageHero } from "~/components/ui/sections";
import { ADVERTISING } from "~/content/advertising";
import { pageMeta } from "~/lib/platform/meta";
export { action, headers } from "./advertising.server";

export const meta = pageMeta({ title: ADVERTISING.title, description: ADVERTISING.intro });

export default function AdvertisingPage() {
  return (
    <>
      <PageHero
        hero={{ title: ADVERTISING.title, subtitle: ADVERTISING.intro }}
        links={[{ label: "Start a campaign", to: "#inquiry" }]}
      />

      <Section id="offers" title="What we offer">
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {ADVERTISING.offers.map((offer) => (
            <article key={offer.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{offer.title}</h3>
              <CheckList
                items={offer.items}
                className="mt-4 space-y-2 text-slate-700"
                markClassName="font-bold text-emerald-700"
              />
            </article>
          ))}
        </div>
      </Section>

      <Section id="formats" title="Ad formats" tone="muted">
        <CardGrid cards={ADVERTISING.formats} />
      </Section>

      <Section
        id="inquiry"
        title="Campaign inquiry"
        intro="Tell us about your campaign and we will reply within one business day."
      >
        <div className="max-w-2xl">
          <AdvertisingInquiry />
        </div>
      </Section>
    </>
  );
}
