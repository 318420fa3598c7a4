/**
 * /colleges/{slug}/brochure: the college's brochure, generated from the directory's data
 * (overview, courses and fees, rankings, ratings, website) as one printable page. The brochure
 * e-mail links here; the browser's Print command saves it as a PDF. Unknown slug → 404.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { place } from "~/components/colleges/college-card";
import { CollegeSections } from "~/components/colleges/college-sections";
import { NotFoundBoundary } from "~/components/error-boundary";
import { SAMPLE_NOTICE } from "~/lib/colleges/model";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./colleges.$slug_.brochure.server";

export { headers, loader } from "./colleges.$slug_.brochure.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const college = args.data?.detail.college;
  return getMeta(
    college
      ? {
          title: `${college.name}: Brochure`,
          description: `The brochure of ${college.name}: courses and fees, rankings and ratings.`,
          path: `/colleges/${college.slug}/brochure`,
        }
      : { title: "College not found", description: "This college is not in the directory.", noIndex: true },
    args,
  );
};

export default function BrochurePage() {
  const { detail } = useLoaderData<typeof loader>();
  const { college } = detail;
  return (
    <article className="mx-auto max-w-4xl space-y-6 px-4 py-8" aria-labelledby="brochure-page-title">
      <header>
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Brochure</p>
        <h1 id="brochure-page-title" className="text-3xl font-bold text-slate-900">
          {college.name}
        </h1>
        <p className="mt-1 text-slate-700">
          {place(college)}
          {college.established ? ` · Established ${college.established}` : ""}
        </p>
        {college.is_sample ? <p className="mt-2 text-xs text-slate-600">{SAMPLE_NOTICE}</p> : null}
        <p className="mt-3 text-sm text-slate-700 print:hidden">
          To keep it as a PDF, use your browser&apos;s Print command and choose &ldquo;Save as PDF&rdquo;.{" "}
          <Link to={`/colleges/${college.slug}`} className="font-semibold text-indigo-800 underline">
            Back to the college page
          </Link>
        </p>
      </header>
      {college.brochure_text ? (
        <section aria-label="From the college" className="rounded-2xl bg-white p-6 shadow-sm">
          <p className="whitespace-pre-line text-slate-800">{college.brochure_text}</p>
        </section>
      ) : null}
      <CollegeSections detail={detail} />
      <footer className="space-y-2 text-sm text-slate-700">
        <p>
          {college.source === "official"
            ? `Sources: the published official tables (NIRF rankings of the Ministry of Education; JoSAA seat allotment)${college.data_updated ? `, taken ${college.data_updated}` : ""}.`
            : "Source: the college's entry in our directory."}
        </p>
        {college.website ? (
          <p>
            Apply on the college&apos;s official website:{" "}
            <a href={college.website} rel="noopener nofollow" className="text-indigo-800 underline">
              {college.website}
            </a>
          </p>
        ) : (
          <p>
            <Link to={`/colleges/${college.slug}/apply`} className="text-indigo-800 underline">
              Ask a counsellor to help you apply
            </Link>
          </p>
        )}
      </footer>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="College not found"
      message="This college is not in the directory."
      backTo="/colleges"
      backLabel="All colleges"
    />
  );
}
