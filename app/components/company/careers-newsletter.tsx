/** The careers newsletter's form. The route owns the fetcher and the action's answer. */
import type { SubmissionResult } from "@conform-to/react";
import type { FetcherWithComponents } from "@remix-run/react";
import { FormErrors, FormMeta, getFormProps, SubmitButton, TextField, useKitForm } from "~/components/forms";
import { CAREERS_NEWSLETTER_INTENT } from "~/content/careers";
import { CareersNewsletterSchema } from "./schemas";

export function CareersNewsletterForm({
  fetcher,
  lastResult,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useKitForm(CareersNewsletterSchema, { id: CAREERS_NEWSLETTER_INTENT, lastResult });
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      className="mx-auto mt-6 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start [&_label]:sr-only"
    >
      <FormMeta intent={CAREERS_NEWSLETTER_INTENT} />
      <div className="flex-1">
        <FormErrors form={form} summary={false} />
        <TextField
          meta={fields.email}
          label="Email"
          type="email"
          placeholder="Enter your email"
          autoComplete="email"
          className="[&_li]:text-orange-200"
        />
      </div>
      <SubmitButton
        pending={fetcher.state === "submitting"}
        pendingLabel="Subscribing..."
        className="rounded-lg bg-indigo-600 px-6 py-2.5 font-semibold text-white hover:bg-indigo-500 disabled:opacity-60"
      >
        Subscribe
      </SubmitButton>
    </fetcher.Form>
  );
}
