import { MailSent, useMailForm } from "~/components/company/mail-form";
import { ContactSchema } from "~/components/company/schemas";
import { KitForm, SubmitButton, TextareaField, TextField } from "~/components/forms";
import { PageHero } from "~/components/ui/sections";
import { CONTACT } from "~/content/contact";
import { telHref } from "~/lib/platform/config";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";
import { INTENT } from "./shared";

export { action, headers } from "./contact.server";

export const meta = pageMeta({ title: CONTACT.title, description: CONTACT.intro });

export default function ContactPage() {
  const settings = useSettings();
  const { form, fields, mailto, pending } = useMailForm(ContactSchema, INTENT);

  return (
    <>
      <PageHero hero={{ title: CONTACT.title, subtitle: CONTACT.intro }} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="details-title" className="self-start rounded-2xl bg-indigo-900 p-8 text-white">
          <h2 id="details-title" className="text-2xl font-bold">
            Get in touch
          </h2>
          <dl className="mt-6 space-y-5">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Email</dt>
              <dd className="mt-1">
                <a href={`mailto:${settings.supportEmail}`} className="text-lg underline underline-offset-4">
                  {settings.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Phone</dt>
              <dd className="mt-1">
                <a href={telHref(settings.phone)} className="text-lg underline underline-offset-4">
                  {settings.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Office</dt>
              <dd className="mt-1 not-italic">
                <address className="not-italic">{settings.postalAddress}</address>
              </dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="message-title">
          <h2 id="message-title" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-6">
            {mailto ? <MailSent mailto={mailto} address={settings.supportEmail} /> : null}
            <KitForm form={form} intent={INTENT} className="space-y-4">
              <TextField meta={fields.name} label="Name" required autoComplete="name" />
              <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
              <TextareaField meta={fields.message} label="Message" required rows={6} />
              <SubmitButton pending={pending} pendingLabel="Sending...">
                Send Message
              </SubmitButton>
            </KitForm>
          </div>
        </section>
      </div>
    </>
  );
}
