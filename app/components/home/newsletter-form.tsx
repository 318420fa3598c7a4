/** The newsletter form 'Subscribe To Our News Letter' (engagement.tsx `NewsletterSection`). */
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { answerFor, EmailField, KitForm, MobileField, SelectField, SubmitButton, useKitForm } from "~/components/forms";
import { NEWSLETTER_INTENT } from "~/content/home";
import { NEWSLETTER_COURSES } from "~/content/home-forms";
import type { action } from "~/lib/home/page.server";
import { NewsletterSchema } from "~/lib/home/schemas";
import { useHydrated } from "~/lib/platform/hooks";

export const NEWSLETTER_SUCCESS = "Form submitted successfully!";

export function NewsletterForm() {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof action>({ key: NEWSLETTER_INTENT });
  const actionData = useActionData<typeof action>();
  const mine = answerFor(fetcher.data ?? actionData, NEWSLETTER_INTENT);
  const [form, fields] = useKitForm(NewsletterSchema, {
    id: NEWSLETTER_INTENT,
    lastResult: mine?.result,
  });

  // The alert answers a post made with JavaScript (a fetcher answer), not a no-JS post's page.
  useEffect(() => {
    if (mine && mine === fetcher.data && mine.status === "success") window.alert(NEWSLETTER_SUCCESS);
  }, [mine, fetcher.data]);

  return (
    <KitForm
      form={form}
      intent={NEWSLETTER_INTENT}
      as={fetcher.Form}
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
    >
      {!hydrated && mine?.status === "success" ? (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 sm:col-span-2"
        >
          {NEWSLETTER_SUCCESS}
        </p>
      ) : null}
      <EmailField meta={fields.email} required placeholder="you@example.com" />
      <MobileField meta={fields.mobile} label="Mobile" required placeholder="10-digit mobile number" />
      <SelectField
        className="sm:col-span-2"
        meta={fields.course}
        label="Course"
        required
        options={NEWSLETTER_COURSES}
        placeholder="Select a course"
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Subscribing...">
          Subscribe
        </SubmitButton>
      </div>
    </KitForm>
  );
}
