/**
 * /exam-prep: popular course cards, a travel banner, 'Every Client Matters'
 * statistics, the review strip with six benefit tiles, the auto-scrolling partner carousel
 * and a closing call to action. The statistics and the review strip show only the figures an operator has set in
 * the claims console, each with its source.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { PartnerCarousel } from "~/components/exams/partner-carousel";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { CheckList, CtaBand, FeatureGrid, PageHero } from "~/components/ui/sections";
import { StatGrid } from "~/components/ui/stat-grid";
import { EXAM_PREP_PAGE } from "~/content/exams";
import { pageMeta } from "~/lib/platform/meta";
import type { loader } from "./exam-prep.server";

export { headers, loader } from "./exam-prep.server";

export const meta = pageMeta(EXAM_PREP_PAGE);

const HERO = {
  eyebrow: "Test preparation",
  title: "Exam Preparation's",
  subtitle:
    "Coaching for the English-language and admission tests universities abroad ask for, with certified trainers, personal study plans and full-length mock tests.",
  image: "/images/exams/hero.svg",
  imageAlt: "Illustration of a student at a desk with books and a laptop showing a test score",
};

export default function ExamPrep() {
  const { courses, stats, review, benefits, partners, cta } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={HERO} links={[{ label: "See popular courses", to: "#popular-courses" }]} />

      <Section
        id="popular-courses"
        title="Popular Course"
        intro="Pick your exam and start preparing with a plan built around your test date."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.id} className={`flex flex-col rounded-2xl p-6 ring-1 ring-slate-200 ${course.background}`}>
              <img src={course.image} alt="" width={96} height={72} loading="lazy" className="h-18 w-24" />
              <h3 className="mt-4 text-xl font-bold text-slate-900">{course.title}</h3>
              <p className="text-sm font-medium text-slate-700">{course.subtitle}</p>
              <CheckList
                items={course.features}
                className="mt-3 flex-1 space-y-1 text-sm text-slate-800"
                markClassName="text-emerald-700"
              />
              <Link to={course.to} className={`${buttonClass("primary")} mt-5 self-start`}>
                Start Preparation<span className="sr-only"> for {course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="travel-banner" className="px-4">
        <div className="mx-auto grid max-w-6xl items-center gap-6 overflow-hidden rounded-3xl bg-gradient-to-r from-sky-700 to-indigo-800 p-8 text-white md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="travel-banner" className="text-2xl font-bold">
              Test done? Let&apos;s get you there.
            </h2>
            <p className="mt-2 max-w-xl text-sky-50">
              Flights, visas, accommodation, insurance and more: every service a student needs for the move abroad, in
              one place.
            </p>
            <Link
              to="/services"
              className="mt-5 inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-800 hover:bg-indigo-50"
            >
              Explore all services
            </Link>
          </div>
          <img
            src="/images/exams/travel-banner.svg"
            alt=""
            width={240}
            height={160}
            loading="lazy"
            className="hidden md:block"
          />
        </div>
      </section>

      {stats.length ? (
        <Section title="Every Client Matters" intro="Numbers from the students and families we have helped so far.">
          <StatGrid stats={stats} />
          <p className="mt-4 text-sm text-slate-700">{`Sources: ${stats.map((s) => `${s.label}: ${s.source}`).join("; ")}.`}</p>
        </Section>
      ) : null}

      <Section title="Why students choose us" tone="muted">
        {review ? (
          <div className="mb-8 flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <p className="text-4xl font-extrabold text-slate-900">{review.score}</p>
            <div>
              <p aria-hidden="true" className="text-xl tracking-wider text-amber-600">
                ★★★★★
              </p>
              <p className="text-sm text-slate-700">
                <span className="sr-only">
                  Rated {review.score} out of {review.outOf} from{" "}
                </span>
                {review.reviews} reviews
              </p>
              <p className="text-sm text-slate-700">{`Source: ${review.source}.`}</p>
            </div>
          </div>
        ) : null}
        <FeatureGrid features={benefits} columns={3} />
      </Section>

      <Section title="Our Partners" intro="Organisations we work with to support students before and after they fly.">
        <PartnerCarousel partners={partners} />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
