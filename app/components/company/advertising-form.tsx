/** /advertising's campaign inquiry form and its confirmation. */
import { KitForm, SelectField, SubmitButton, TextareaField, TextField } from "~/components/forms";
import { AD_BUDGETS, AD_GOALS, ADVERTISING_INTENT } from "~/content/advertising";
import { useSettings } from "~/lib/platform/hooks";
import { AdvertisingSchema } from "./advertising-schema";
import { MailSent, useMailForm } from "./mail-form";

export function AdvertisingInquiry() {
  const settings = useSettings();
  const { form, fields, mailto, pending } = useMailForm(AdvertisingSchema, ADVERTISING_INTENT);
  return (
    <>
      {mailto ? <MailSent mailto={mailto} address={settings.advertisingEmail} /> : null}
      <KitForm form={form} intent={ADVERTISING_INTENT} className="grid gap-4 sm:grid-cols-2">
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
    </>
  );
}
