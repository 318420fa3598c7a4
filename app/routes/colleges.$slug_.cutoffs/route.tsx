/**
 * /colleges/{slug}/cutoffs — a JoSAA institute's opening and closing ranks per programme for a chosen
 * year, round, quota, seat type and gender (GET parameters: a shareable URL, works without JavaScript),
 * with the closing-rank trend over the years held. Unknown slug → 404; a college JoSAA does not list says
 * it has no JoSAA cut-offs; no rows held yet → "not published yet". A college CSAB allots seats at also gets a
 * section of CSAB's special round (its own counselling after JoSAA), server-rendered.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { h2Class, sectionClass } from "~/components/colleges/college-sections";
import { CsabTable } from "~/components/cutoffs/csab-table";
import { CutoffTable } from "~/components/cutoffs/cutoff-table";
import { MccTable } from "~/components/cutoffs/mcc-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./colleges.$slug_.cutoffs.server";

export { headers, loader } from "./colleges.$slug_.cutoffs.server";

/** The selection's parameters, in the form's order. */
export const CUTOFF_PARAMS = ["year", "round", "quota", "seat", "gender"] as const;

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  if (!data)
    return getMeta(
      { title: "College not found", description: "This college is not in the directory.", noIndex: true },
      args,
    );
  const { college } = data;
  if (data.mcc?.length && !data.cutoffs?.josaa)
    return getMeta(
      {
        title: `${college.name}: NEET-UG cut-offs`,
        description: `MCC's NEET-UG All India Quota opening and closing ranks at ${college.name} by year, round, course, quota and category.`,
        path: `/colleges/${college.slug}/cutoffs`,
      },
      args,
    );
  return getMeta(
    {
      title: josaaTitle(college.name, Boolean(data.csab?.length)),
      description: `JoSAA opening and closing ranks at ${college.name} by programme, year, round, quota, seat type and gender, with the trend over the years.`,
      path: `/colleges/${college.slug}/cutoffs`,
    },
    args,
  );
};

/** The page's name: JoSAA's cut-offs, and CSAB's when the page shows its special round too. */
const josaaTitle = (name: string, withCsab: boolean) =>
  withCsab ? `${name}: JoSAA and CSAB cut-offs` : `${name}: JoSAA cut-offs`;

export default function CutoffsPage() {
  const { college, cutoffs, mcc, csab } = useLoaderData<typeof loader>();
  // A medical college MCC allots seats at, JoSAA at none: its page is about NEET-UG.
  const medical = Boolean(mcc?.length) && !cutoffs?.josaa;
  return (
    <div className="bg-slate-50 pb-24">
      <section
        aria-labelledby="cutoffs-page-title"
        className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="text-sm text-indigo-100">
            <Link to="/colleges" className="underline">
              Colleges
            </Link>{" "}
            /{" "}
            <Link to={`/colleges/${college.slug}`} className="underline">
              {college.name}
            </Link>
          </p>
          <h1 id="cutoffs-page-title" className="mt-1 text-3xl font-bold tracking-tight">
            {medical ? `${college.name}: NEET-UG cut-offs` : josaaTitle(college.name, Boolean(csab?.length))}
          </h1>
          <p className="mt-2 max-w-3xl text-indigo-100">
            {medical
              ? "Opening and closing All India Ranks of MCC's All India Quota counselling, by year, round, course, quota and category."
              : "Opening and closing ranks per programme: the first and the last rank JoSAA allotted a seat to, for the year, round, quota, seat type and gender you choose."}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {mcc?.length ? (
          <section aria-labelledby="mcc-cutoffs-title" className={`${sectionClass} mt-6`}>
            <h2 id="mcc-cutoffs-title" className={h2Class}>
              NEET-UG cut-offs: MCC All India Quota
            </h2>
            <MccTable rows={mcc} collegeName={college.name} />
            <p className="mt-4 text-sm">
              <Link to="/college-predictor?exam=neet-ug" className="font-medium text-indigo-800 underline">
                Predict your MBBS seats from your NEET-UG rank
              </Link>
            </p>
          </section>
        ) : null}
        {medical ? null : (
          <section aria-labelledby="cutoffs-title" className={`${sectionClass} mt-6`}>
            <h2 id="cutoffs-title" className={h2Class}>
              Cut-offs
            </h2>
            {cutoffs ? (
              <CutoffTable
                data={cutoffs}
                collegeName={college.name}
                action={`/colleges/${college.slug}/cutoffs`}
                formId="cutoffs"
              />
            ) : (
              <p role="alert" className="mt-2 text-amber-900">
                The cut-offs are unavailable right now. Please try again in a few minutes.
              </p>
            )}
            {cutoffs?.josaa ? (
              <p className="mt-4 text-sm">
                <Link to="/college-predictor" className="font-medium text-indigo-800 underline">
                  Predict your colleges from your JEE rank
                </Link>
              </p>
            ) : null}
          </section>
        )}
        {csab?.length ? (
          <section aria-labelledby="csab-cutoffs-title" className={`${sectionClass} mt-6`}>
            <h2 id="csab-cutoffs-title" className={h2Class}>
              {`CSAB ${csab[0].year} special round`}
            </h2>
            <CsabTable rows={csab} collegeName={college.name} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
