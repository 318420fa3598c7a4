import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { CardGrid } from "~/components/company/page-parts";
import { ADVERTISING_INTENT as INTENT, advertisingFormPart } from "~/components/company/parts";
import { provideCompanyParts } from "~/components/company/parts.server";
import { OnDemand } from "~/components/ui/on-demand";
import { Section } from "~/components/ui/section";
import { CheckList, PageHero } from "~/components/ui/sections";
import { ADVERTISING, ADVERTISING_SUBJECT } from "~/content/advertising";
import { pageHeaders } from "~/lib/cache";
import { mailFormAction } from "~/lib/mail-form.server";
import { pageMeta } from "~/lib/meta";

/** The form's schema, which the inquiry form loads on its first input (docs/forms.md). */
const loadSchema = () => import("~/components/company/schemas").then((m) => m.AdvertisingSchema);

export const headers = pageHeaders;

export const meta = pageMeta({ title: ADVERTISING.title, description: ADVERTISING.intro });

/** The inquiry form, ready for the server render (it loads on demand in the browser). */
export function loader() {
  provideCompanyParts();
  return null;
}

/**
 * A client navigation to /advertising renders the inquiry form live at once: its code loads with
 * the data. Not run when hydrating: the server's HTML holds the form, whose code loads on first interaction.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), advertisingFormPart.load()]);
  return data;
}

export async function action({ request, context }: ActionFunctionArgs) {
  return mailFormAction(request, context, {
    schema: await loadSchema(),
    kind: INTENT,
    to: (settings) => settings.advertisingEmail,
    subject: ADVERTISING_SUBJECT,
    fields: (v) => [
      ["Name", v.name],
      ["Email", v.email],
      ["Company", v.company],
      ["Goal", v.goal],
      ["Budget", v.budget],
      ["Message", v.message],
    ],
  });
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
