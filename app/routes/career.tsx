import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { useFetcher } from "@remix-run/react";
import { JobBoard } from "~/components/company/job-board";
import { CardGrid } from "~/components/company/page-parts";
import {
  FormErrors,
  FormMeta,
  getFormProps,
  SubmitButton,
  TextField,
  useFormResult,
  useKitForm,
} from "~/components/forms";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { PageHero, Section } from "~/components/ui/sections";
import { CAREERS } from "~/content/careers";
import { COMPANIES } from "~/content/jobs";
import { pageHeaders } from "~/lib/cache";
import { formSuccess, handleForm, formFailure } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";

/** The form's schema: the action awaits it, the page loads it on the form's first input (README "Form kit"). */
const loadSchema = () => import("~/components/company/schemas").then((m) => m.CareersNewsletterSchema);

const INTENT = "careers-newsletter";

export const headers = pageHeaders;

export const meta = pageMeta({ title: CAREERS.title, description: CAREERS.intro });

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await handleForm(request, context, { schema: await loadSchema(), kind: INTENT });
  if (!result.ok) return formFailure(result);
  return formSuccess(INTENT, result.submission.reply({ resetForm: true }));
}

export default function CareerPage() {
  return (
    <>
      <PageHero
        hero={{ title: CAREERS.title, subtitle: CAREERS.intro }}
        links={[{ label: "See open positions", to: "#openings" }]}
      />

      <section aria-label="StudySaathi in numbers" className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {CAREERS.counters.map((c) => (
            <div key={c.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium text-slate-700">{c.label}</dt>
              <dd className="text-4xl font-extrabold text-indigo-700">
                <AnimatedCounter
                  value={c.value}
                  suffix={c.suffix}
                  duration={CAREERS.counterDuration}
                  threshold={CAREERS.counterThreshold}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="companies" title="Companies hiring with us" tone="muted">
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {COMPANIES.map((c) => (
            <li
              key={c.name}
              className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <img src={c.logo} alt="" width={48} height={48} loading="lazy" className="h-12 w-12" />
              <span className="text-center text-sm font-semibold text-slate-800">{c.name}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="openings"
        title="Open Positions"
        intro="Filter by department and location, or search by title, company or keyword."
      >
        <JobBoard />
      </Section>

      <Section id="why-join" title="Why Join Us" tone="muted">
        <CardGrid cards={CAREERS.whyJoin} />
      </Section>

      <NewsletterSignup />
    </>
  );
}

function NewsletterSignup() {
  const fetcher = useFetcher<typeof action>();
  const data = useFormResult(INTENT, fetcher);
  const [form, fields] = useKitForm(loadSchema, { id: INTENT, lastResult: data?.result });
  const subscribed = data?.intent === INTENT && data.status === "success";

  return (
    <section aria-labelledby="newsletter-title" className="bg-indigo-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
          Get new openings by email
        </h2>
        <p className="mt-2 text-indigo-100">Be the first to hear when a role that fits you opens up.</p>
        {subscribed ? (
          <p role="status" className="mt-6 rounded-lg bg-white/10 p-3 font-semibold">
            Thanks for subscribing! We&apos;ll email you when new positions open.
          </p>
        ) : null}
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          className="mx-auto mt-6 flex max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start [&_label]:sr-only"
        >
          <FormMeta intent={INTENT} />
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
            className="rounded-lg bg-orange-500 px-6 py-2.5 font-semibold text-slate-900 hover:bg-orange-400 disabled:opacity-60"
          >
            Subscribe
          </SubmitButton>
        </fetcher.Form>
      </div>
    </section>
  );
}
