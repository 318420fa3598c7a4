import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { CardGrid } from "~/components/company/page-parts";
import { advertisingFormPart } from "~/components/company/parts";
import { OnDemand } from "~/components/ui/on-demand";
import { Section } from "~/components/ui/section";
import { CheckList, PageHero } from "~/components/ui/sections";
import { ADVERTISING } from "~/content/advertising";
import { pageMeta } from "~/lib/meta";
import type { loader } from "./advertising.server";

export { action, headers, loader } from "./advertising.server";

export const meta = pageMeta({ title: ADVERTISING.title, description: ADVERTISING.intro });

/**
 * A client navigation to /advertising renders the inquiry form live at once: its code loads with
 * the data. Not run when hydrating: the server's HTML holds the form, whose code loads on first interaction.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), advertisingFormPart.load()]);
  return data;
}

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
        <OnDemand part={advertisingFormPart} className="max-w-2xl" render={(m) => <m.AdvertisingInquiry />} />
      </Section>
    </>
  );
}
