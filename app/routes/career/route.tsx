import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { CareerHero, HiringCompanies, WhyJoin } from "~/components/company/career-static";
import { CareersNewsletterForm } from "~/components/company/careers-newsletter";
import { JobBoard } from "~/components/company/job-board";
import { AnimatedCounter } from "~/components/ui/animated-counter";
import { Section } from "~/components/ui/section";
import { CAREERS_NEWSLETTER_INTENT as INTENT } from "~/content/careers";
import { getMeta } from "~/lib/platform/meta";
import { ignoreQueryChanges } from "~/lib/platform/revalidate";
import type { loader, action } from "./career.server";

export { action, headers, loader } from "./career.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(args.data?.page ?? { title: "Careers", description: "Open positions" }, args);

/** The job filter's query changes nothing the loader reads (the board filters the loaded jobs). */
export const shouldRevalidate = ignoreQueryChanges;

export default function CareerPage() {
  const { jobs, companies, whyJoin, page, counters } = useLoaderData<typeof loader>();
  return (
    <>
      <div>
        <CareerHero title={page.title} subtitle={page.description} />
      </div>

      <section aria-label="StudySaathi in numbers" className="border-y border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {counters.items.map((c) => (
            <div key={c.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-medium text-slate-700">{c.label}</dt>
              <dd className="text-4xl font-extrabold text-indigo-700">
                <AnimatedCounter
                  value={c.value}
                  suffix={c.suffix}
                  duration={counters.counterDuration}
                  threshold={counters.counterThreshold}
                />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div>
        <HiringCompanies companies={companies} />
      </div>

      <Section
        id="openings"
        title="Open Positions"
        intro="Filter by department and location, or search by title, company or keyword."
      >
        <JobBoard all={jobs} />
      </Section>

      <div>
        <WhyJoin cards={whyJoin} />
      </div>

      <NewsletterSignup />
    </>
  );
}

/** The newsletter: the route keeps its fetcher and answer. */
function NewsletterSignup() {
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const data = fetcher.data ?? actionData;
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
        <CareersNewsletterForm fetcher={fetcher} lastResult={data?.result} />
      </div>
    </section>
  );
}
