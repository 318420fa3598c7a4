/**
 * /colleges/{slug} — one college: overview, courses & fees, rankings by agency and
 * year, ratings, location and the "Download Brochure" request (the form kit: stored as a
 * `brochure` lead with the college's slug as ref, then the e-mail with the link to the brochure page
 * is queued in the mail outbox; the page says it will be sent only once it is queued). Unknown
 * slug → 404; a wrong-case slug → 301 to the lowercase one.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AbroadFacts } from "~/components/colleges/abroad-facts";
import { ownershipLabel, place } from "~/components/colleges/college-card";
import { CollegeMark } from "~/components/colleges/college-mark";
import { CollegeSections, h2Class, sectionClass } from "~/components/colleges/college-sections";
import { CompareLink } from "~/components/colleges/compare-controls";
import { CompareTray } from "~/components/colleges/compare-tray";
import { NirfPlacements } from "~/components/colleges/nirf-placements";
import { ShortlistButton } from "~/components/colleges/shortlist-button";
import { CutoffTable } from "~/components/cutoffs/cutoff-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  answerFor,
  CheckboxField,
  KitForm,
  SelectField,
  SubmitButton,
  TextField,
  useKitForm,
} from "~/components/forms";
import { CollegeReviews } from "~/components/reviews/college-reviews";
import { buttonClass } from "~/components/ui/button";
import type { AbroadFact } from "~/lib/colleges/abroad.server";
import { BrochureSchema } from "~/lib/colleges/brochure-schema";
import { BROCHURE_INTENT, countryLabel, SAMPLE_NOTICE } from "~/lib/colleges/model";
import type { CollegeDetail } from "~/lib/colleges/types";
import { uploadUrl } from "~/lib/content/types";
import type { CollegeCutoffs } from "~/lib/cutoffs/queries.server";
import { getMeta, jsonLd } from "~/lib/platform/meta";
import type { CollegeReviewsData } from "~/lib/reviews/college-page.server";
import { reviewsJsonLd } from "~/lib/reviews/json-ld";
import type { action, loader } from "./colleges.$slug.server";

export { action, headers, loader } from "./colleges.$slug.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  if (!data?.detail) {
    return getMeta(
      { title: "College not found", description: "This college is not in the directory.", noIndex: true },
      args,
    );
  }
  const { college, courses } = data.detail;
  const where = place(college);
  const description = `${college.name}, ${where}: courses and fees, rankings, ratings and location. Request the brochure or compare with other colleges.`;
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CollegeOrUniversity",
    name: college.name,
    alternateName: college.short_name || undefined,
    url: `${data.origin}/colleges/${college.slug}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: college.address || undefined,
      addressLocality: college.city,
      addressRegion: college.state || undefined,
      addressCountry: countryLabel(college.country),
    },
    foundingDate: college.established ? String(college.established) : undefined,
    description: college.summary || undefined,
    telephone: college.phone || undefined,
    email: college.email || undefined,
    logo: college.logo_image ? `${data.origin}${uploadUrl(college.logo_image)}` : undefined,
  };
  const reviews = "reviews" in data ? reviewsJsonLd(data.reviews) : undefined;
  if (reviews) ld.review = reviews;
  if (college.rating_count > 0 && college.rating > 0) {
    ld.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: college.rating,
      bestRating: 5,
      worstRating: 1,
      ratingCount: college.rating_count,
    };
  }
  return getMeta(
    {
      title: `${college.name}: Courses, Fees, Rankings`,
      description: courses.length ? description : `${college.name}, ${where}.`,
      path: `/colleges/${college.slug}`,
      extra: [jsonLd(ld)],
    },
    args,
  );
};

export default function CollegePage() {
  const data = useLoaderData<typeof loader>();
  if (!data.detail) return <Unavailable />;
  if (!("reviews" in data)) return null;
  return (
    <College
      detail={data.detail}
      reviews={data.reviews}
      saved={data.saved}
      cutoffs={data.cutoffs}
      abroad={data.abroad}
    />
  );
}

function Unavailable() {
  return (
    <div className="bg-slate-50 pb-24">
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-slate-900">College details</h1>
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          This college page is unavailable right now. Please try again in a few minutes.
        </p>
        <BrochureForm collegeName="this college" courses={[]} />
      </section>
    </div>
  );
}

function College({
  detail,
  reviews,
  saved,
  cutoffs,
  abroad,
}: {
  detail: CollegeDetail;
  reviews: CollegeReviewsData | null;
  saved: boolean;
  cutoffs: CollegeCutoffs | null;
  abroad: AbroadFact[] | null;
}) {
  const { college } = detail;
  const courses = detail.courses.map((c) => c.name);
  return (
    <div className="bg-slate-50 pb-24">
      <section aria-labelledby="college-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-5 px-4 py-10 sm:px-6 lg:px-8">
          {college.logo_image ? (
            <img
              src={uploadUrl(college.logo_image)}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 rounded-2xl bg-white object-contain p-1 ring-2 ring-white/70"
            />
          ) : (
            <CollegeMark
              slug={college.slug}
              initials={college.logo}
              className="h-16 w-16 rounded-2xl text-lg ring-2 ring-white/70"
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm text-indigo-100">
              <Link to="/colleges" className="underline">
                Colleges
              </Link>{" "}
              / {college.city}
            </p>
            <h1 id="college-title" className="mt-1 text-3xl font-bold tracking-tight">
              {college.name}
            </h1>
            <p className="mt-1 text-indigo-100">
              {place(college)}
              {college.ownership ? ` · ${ownershipLabel(college.ownership)}` : ""}
              {college.established ? ` · Established ${college.established}` : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href="#brochure" className={buttonClass("inverse", { size: "sm" })}>
              Download Brochure
            </a>
            <CompareLink
              slug={college.slug}
              name={college.name}
              className="rounded-lg border border-white/70 px-4 py-2 text-sm font-semibold text-white"
            />
            <ShortlistButton slug={college.slug} name={college.name} saved={saved} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {college.is_sample ? <p className="mt-3 text-xs text-slate-600">{SAMPLE_NOTICE}</p> : null}
        <nav aria-label="On this page" className="mt-4 flex flex-wrap gap-2 text-sm">
          {[
            ["#overview", "Overview"],
            ["#courses", "Courses & Fees"],
            ["#rankings", "Rankings"],
            ["#placements", "Placements"],
            ...(cutoffs?.josaa ? [["#cutoffs", "Cut-offs"]] : []),
            ["#ratings", "Ratings"],
            ["#reviews", "Reviews"],
            ["#location", "Location"],
            ["#brochure", "Brochure"],
          ].map(([href, label]) => (
            <a key={href} href={href} className="rounded-full bg-white px-3 py-1 font-medium text-slate-800 shadow-sm">
              {label}
            </a>
          ))}
        </nav>

        <div className="mt-6 grid grid-cols-1 gap-6">
          <div className="grid grid-cols-1 gap-6">
            {abroad ? <AbroadFacts facts={abroad} name={detail.college.name} /> : null}
            <CollegeSections detail={detail} />
            <NirfPlacements name={college.name} rows={detail.placements ?? []} />
          </div>

          {cutoffs?.josaa ? (
            <section id="cutoffs" aria-labelledby="cutoffs-title" className={sectionClass}>
              <h2 id="cutoffs-title" className={h2Class}>
                Cut-offs
              </h2>
              <CutoffTable
                data={cutoffs}
                collegeName={college.name}
                action={`/colleges/${college.slug}`}
                formId="cutoffs"
              />
              <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
                <Link to={`/colleges/${college.slug}/cutoffs`} className="font-medium text-indigo-800 underline">
                  Open the cut-offs page
                </Link>
                <Link to="/college-predictor" className="font-medium text-indigo-800 underline">
                  College predictor
                </Link>
              </p>
            </section>
          ) : null}

          {reviews ? (
            <div className={sectionClass}>
              <CollegeReviews data={reviews} slug={college.slug} name={college.name} />
            </div>
          ) : null}

          <section id="location" aria-labelledby="location-title" className={sectionClass}>
            <h2 id="location-title" className={h2Class}>
              Location
            </h2>
            <address className="mt-2 text-slate-700 not-italic">
              {college.address ? <span className="block whitespace-pre-line">{college.address}</span> : null}
              {place(college) || countryLabel(college.country)}
              {college.phone ? (
                <span className="mt-2 block">
                  {"Phone: "}
                  <a href={`tel:${college.phone.replace(/[^\d+]/g, "")}`} className="text-indigo-800 underline">
                    {college.phone}
                  </a>
                </span>
              ) : null}
              {college.email ? (
                <span className="block">
                  {"E-mail: "}
                  <a href={`mailto:${college.email}`} className="text-indigo-800 underline">
                    {college.email}
                  </a>
                </span>
              ) : null}
            </address>
            <p className="mt-2 text-sm">
              <Link
                to={`/colleges?city=${encodeURIComponent(college.city)}`}
                className="font-medium text-indigo-800 underline"
              >
                More colleges in {college.city}
              </Link>
            </p>
          </section>

          <BrochureForm collegeName={college.name} courses={courses} />
        </div>
      </div>
      <CompareTray />
    </div>
  );
}

function BrochureForm({ collegeName, courses }: { collegeName: string; courses: string[] }) {
  const actionData = answerFor(useActionData<typeof action>(), BROCHURE_INTENT);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(BrochureSchema, {
    id: "brochure-request",
    lastResult: actionData?.result,
  });
  const sent = actionData?.status === "success" ? actionData.data : undefined;
  return (
    <section id="brochure" aria-labelledby="brochure-title" className={sectionClass}>
      <h2 id="brochure-title" className={h2Class}>
        Download Brochure
      </h2>
      {sent ? (
        <div role="status" className="mt-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{`Thank you, ${String(sent.name)}.`}</p>
          {sent.queued ? (
            <>
              <p>{`We have your request. The brochure of ${collegeName} will be sent to ${String(sent.email)}.`}</p>
              <p className="mt-1 text-sm">The e-mail with the brochure and its link is queued and on its way.</p>
            </>
          ) : (
            <p>{`We have your request, but we could not e-mail the brochure to ${String(sent.email)} just now.`}</p>
          )}
          <p className="mt-1 text-sm">
            {sent.call ? "You asked for a call: a counsellor will call you." : "No one will call you."}
          </p>
          {typeof sent.brochure === "string" ? (
            <p className="mt-2 text-sm">
              <Link to={sent.brochure} className="font-semibold underline">
                Open the brochure now
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Tell us where to e-mail the brochure of {collegeName}. No phone number is needed.
          </p>
          <KitForm form={form} intent={BROCHURE_INTENT} className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.name} label="Full Name" required autoComplete="name" />
            <TextField meta={fields.email} label="Email" type="email" required autoComplete="email" />
            <SelectField meta={fields.course} label="Course of interest" placeholder="Any course" options={courses} />
            <CheckboxField
              meta={fields.call}
              label="Please call me about admissions (a counsellor calls only if you tick this)"
              className="sm:col-span-2"
            />
            <TextField
              meta={fields.phone}
              label="Phone (only if you want a call)"
              type="tel"
              autoComplete="tel"
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
                Request Brochure
              </SubmitButton>
            </div>
          </KitForm>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
