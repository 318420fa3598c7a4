/**
 * Engagement blocks of the home page: the 'Have Questions' banner (opens the call popup),
 * the 'Subscribe For Regular Alerts' banner (its button does nothing, part 1 §2) and the
 * newsletter form 'Subscribe To Our News Letter' (part 1 §2, §5).
 */
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import {
  EmailField,
  KitForm,
  MobileField,
  SelectField,
  SubmitButton,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { NEWSLETTER_COURSES } from "~/content/home";
import { useHydrated } from "~/lib/hooks";
import { CallTrigger } from "./call-request";
import { NEWSLETTER_INTENT } from "./intents";

export const NEWSLETTER_SUCCESS = "Form submitted successfully!";

export function HaveQuestions({ onGetOnCall }: { onGetOnCall: () => void }) {
  return (
    <section id="have-questions" aria-labelledby="have-questions-title" className="py-10">
      <div className="banner bg-amber-50 ring-1 ring-amber-200">
        <div>
          <h2 id="have-questions-title">Have Questions?</h2>
          <p className="mt-2 max-w-xl text-slate-700">
            Not sure which college, course or country is right for you? Talk to a counsellor for free.
          </p>
        </div>
        <CallTrigger onOpen={onGetOnCall} className={buttonClass("primary", { size: "lg", className: "shrink-0" })}>
          Get on Call
        </CallTrigger>
      </div>
    </section>
  );
}

export function AlertsBanner() {
  return (
    <section aria-labelledby="alerts-title" className="bg-indigo-700 py-10 text-white">
      <div className="banner py-0!">
        <div>
          <h2 id="alerts-title">Subscribe For Regular Alerts</h2>
          <p className="mt-1 text-indigo-100">Exam dates, admission deadlines and scholarship news, as they happen.</p>
        </div>
        <button
          type="button"
          className="rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 hover:bg-indigo-50"
        >
          Subscribe Now
        </button>
      </div>
    </section>
  );
}

export function NewsletterForm() {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: NEWSLETTER_INTENT });
  const mine = useFormResult(NEWSLETTER_INTENT, fetcher);
  const [form, fields] = useKitForm(() => import("./schemas").then((m) => m.NewsletterSchema), {
    id: NEWSLETTER_INTENT,
    lastResult: mine?.result,
  });

  // The alert answers a post made with JavaScript (a fetcher answer), not a no-JS post's page.
  useEffect(() => {
    if (mine && mine === fetcher.data && mine.status === "success") window.alert(NEWSLETTER_SUCCESS);
  }, [mine, fetcher.data]);

  return (
    <section id="subscribe" aria-labelledby="newsletter-title" className="bg-slate-50 py-14">
      <div className="wrap grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div className="hs-head mb-0 block">
          <h2 id="newsletter-title">Subscribe To Our News Letter</h2>
          <p>Pick your course and get the updates that matter to you, by e-mail and SMS.</p>
        </div>
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
      </div>
    </section>
  );
}
