import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MailSent, useMailForm } from "~/components/company/mail-form";
import { CardGrid } from "~/components/company/page-parts";
import { KitForm, SelectField, SubmitButton, TextareaField, TextField } from "~/components/forms";
import { Section } from "~/components/ui/section";
import { CheckList, PageHero } from "~/components/ui/sections";
import { AD_BUDGETS, AD_GOALS, ADVERTISING, ADVERTISING_SUBJECT } from "~/content/advertising";
import { pageHeaders } from "~/lib/cache";
import { mailFormAction } from "~/lib/mail-form.server";
import { pageMeta } from "~/lib/meta";
import { useSettings } from "~/lib/use-settings";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/components/company/schemas").then((m) => m.AdvertisingSchema);

const INTENT = "advertising";

export const headers = pageHeaders;

export const meta = pageMeta({ title: ADVERTISING.title, description: ADVERTISING.intro });

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
  const settings = useSettings();
  const { form, fields, mailto, pending } = useMailForm(loadSchema, INTENT);

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
          {mailto ? <MailSent mailto={mailto} address={settings.advertisingEmail} /> : null}
          <KitForm form={form} intent={INTENT} className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.name} label="Name" required autoComplete="name" />
            <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
            <TextField meta={fields.company} label="Company" autoComplete="organization" className="sm:col-span-2" />
            <SelectField meta={fields.goal} label="Goal" options={AD_GOALS} placeholder="Select Goal" />
            <SelectField meta={fields.budget} label="Budget" options={AD_BUDGETS} placeholder="Select Budget" />
            <TextareaField meta={fields.message} label="Message" className="sm:col-span-2" />
            <div className="sm:col-span-2">
              <SubmitButton pending={pending} pendingLabel="Sending...">
                Send Inquiry
              </SubmitButton>
            </div>
          </KitForm>
        </div>
      </Section>
    </>
  );
}
