/**
 * /privacy-policy: what is collected, why, for how long, who processes it, the rights under India's
 * DPDP Act 2023, the Grievance Officer (site settings) and a form to ask for access, correction or
 * deletion (the form kit: stored as a `data-request` lead before the page confirms it).
 */
import { useActionData, useNavigation } from "@remix-run/react";
import { ContentSections } from "~/components/company/page-parts";
import {
  answerFor,
  KitForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from "~/components/forms";
import { PageHero } from "~/components/ui/sections";
import { DATA_REQUESTS, PRIVACY_POLICY } from "~/content/policies";
import { formatIstDate } from "~/lib/format/dates";
import { useSettings } from "~/lib/platform/hooks";
import { pageMeta } from "~/lib/platform/meta";
import { fillSections, fillSettings } from "~/lib/policies/policies";
import { DataRequestSchema } from "~/lib/policies/schema";
import type { action } from "./privacy-policy.server";
import { INTENT } from "./shared";

export { action, headers } from "./privacy-policy.server";

export const meta = pageMeta({
  title: PRIVACY_POLICY.title,
  description: "What personal data we collect, why, for how long, and how to see, correct or delete it.",
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  const settings = useSettings();
  const actionData = answerFor(useActionData<typeof action>(), INTENT);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(DataRequestSchema, { id: "data-request", lastResult: actionData?.result });
  const sent = actionData?.status === "success" ? actionData.data : undefined;
  return (
    <>
      <PageHero hero={{ title: PRIVACY_POLICY.title, subtitle: fillSettings(PRIVACY_POLICY.intro, settings) }} />
      <p className="mx-auto max-w-3xl px-4 pt-6 text-sm text-slate-700">
        Last updated {formatIstDate(`${PRIVACY_POLICY.updated}T00:00:00+05:30`)}
      </p>
      <ContentSections sections={fillSections(PRIVACY_POLICY.sections, settings)} />
      <section aria-labelledby="data-request-title" className="mx-auto max-w-3xl px-4 pb-12">
        <h2 id="data-request-title" className="text-2xl font-bold text-slate-900">
          Ask about your data
        </h2>
        {sent ? (
          <div role="status" className="mt-4 rounded-lg bg-emerald-50 p-4 text-emerald-900">
            <p className="font-semibold">{`Thank you, ${String(sent.name)}.`}</p>
            <p>{`Your request is recorded. We will write to ${String(sent.email)} within 7 days.`}</p>
          </div>
        ) : (
          <KitForm form={form} intent={INTENT} className="mt-4 grid gap-4 rounded-2xl bg-white p-6 shadow-sm">
            <TextField meta={fields.name} label="Your name" required autoComplete="name" />
            <TextField
              meta={fields.email}
              label="The e-mail you used with us"
              type="email"
              required
              autoComplete="email"
            />
            <SelectField
              meta={fields.request}
              label="What are you asking for?"
              required
              placeholder="Choose one"
              options={DATA_REQUESTS}
            />
            <TextareaField meta={fields.details} label="Details (optional)" />
            <div>
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
                Send request
              </SubmitButton>
            </div>
          </KitForm>
        )}
      </section>
    </>
  );
}
