/**
 * A country guide (/study-abroad/{country}): study permit or visa, proof of funds, work after study, English
 * tests, tuition and living costs, each with the page it was read on and the date read (app/content/study-abroad.ts).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NOT_PUBLISHED } from "~/components/colleges/college-card";
import { StudyAbroadLinks } from "~/components/study-abroad/guide-links";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./study-abroad.$country.server";

export { headers, loader } from "./study-abroad.$country.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(
    args.data
      ? {
          title: `Study in ${args.data.guide.name}: visa, funds, work and costs`,
          description: `What ${args.data.guide.name} asks of international students: ${args.data.guide.permit}, proof of funds, work after study, English tests and costs, each with its official source.`,
        }
      : { title: "Country guide not found", description: "No guide for that country.", noIndex: true },
    args,
  );

export default function CountryGuidePage() {
  const { guide } = useLoaderData<typeof loader>();
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight">{`Study in ${guide.name}`}</h1>
          <p className="mt-2 text-indigo-100">
            {`${guide.permit}, proof of funds, work after study, English tests and costs: each figure with the page it comes from and the date we read it.`}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-8 sm:px-6">
        {guide.facts.map((fact) => (
          <section
            key={fact.topic}
            aria-labelledby={`guide-${fact.topic}`}
            className="rounded-2xl bg-white p-5 shadow-sm"
          >
            <h2 id={`guide-${fact.topic}`} className="text-lg font-semibold text-slate-900">
              {fact.label}
            </h2>
            <p className="mt-2 text-slate-800">{fact.text ?? NOT_PUBLISHED}</p>
            {fact.source ? (
              <p className="mt-2 text-xs text-slate-600">
                {"Source: "}
                <a href={fact.source.url} className="underline" rel="noopener noreferrer">
                  {fact.source.name}
                </a>
                {`, read ${fact.source.readOn}.`}
                {fact.source.note ? ` ${fact.source.note}` : ""}
              </p>
            ) : (
              <p className="mt-2 text-xs text-slate-600">We hold no official page stating this yet.</p>
            )}
          </section>
        ))}
        <p className="text-sm text-slate-700">
          <Link to={`/cource-finder?countries=${guide.country}`} className="font-semibold text-indigo-700 underline">
            {`Find universities in ${guide.name}`}
          </Link>
        </p>
        <nav aria-label="Other country guides">
          <StudyAbroadLinks />
        </nav>
      </div>
    </div>
  );
}
