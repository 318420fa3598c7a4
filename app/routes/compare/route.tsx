/**
 * /compare?c=slug1,slug2[,…] — two to four colleges side by side. Add and remove
 * are links (no JavaScript needed); a fifth college is not added silently: the page says
 * four is the maximum. With JavaScript the compare tray keeps the list across pages.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { place } from "~/components/colleges/college-card";
import { compareRows, courseRows, type CompareView } from "~/components/colleges/compare-rows";
import { ShortlistButton } from "~/components/colleges/shortlist-button";
import { useCompare } from "~/components/colleges/use-compare";
import { buttonClass } from "~/components/ui/button";
import {
  COMPARE_CATEGORIES,
  COMPARE_MAX,
  COMPARE_MIN,
  compareCategoryHref,
  compareHref,
  removeFromCompare,
} from "~/lib/colleges/compare";
import { DATA_NOTICE } from "~/lib/colleges/model";
import { CATEGORY_LABELS } from "~/lib/cutoffs/model";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./compare.server";

export { headers, loader } from "./compare.server";

/**
 * The row labels stay fixed on the left while the colleges scroll sideways, with a shadow at the fixed column's edge
 * as the cue. The table's layout is fixed, so these widths hold and a long word in a row name wraps instead of
 * widening it. On a phone two colleges fit beside the fixed column (the page's 1 rem margins and the 6 rem column
 * taken off).
 */
const FIXED_CELL =
  "sticky left-0 z-10 w-24 min-w-24 break-words shadow-[4px_0_6px_-4px_rgb(15_23_42/0.25)] sm:w-40 sm:min-w-40";
const COLLEGE_CELL = "w-[calc((100vw-8rem)/2)] min-w-[calc((100vw-8rem)/2)] sm:w-56 sm:min-w-56";

export const COMPARE_MAX_MESSAGE = `You can compare at most ${COMPARE_MAX} colleges at a time. Remove one to add another.`;

export const meta: MetaFunction<typeof loader> = (args) => {
  const names = args.data?.colleges.map((c) => c.college.short_name || c.college.name) ?? [];
  return getMeta(
    {
      title: names.length >= 2 ? `Compare ${names.join(" vs ")}` : "Compare Colleges",
      description: "Compare up to four colleges side by side: fees, rankings, ratings, courses, location and more.",
      path: args.data?.slugs.length ? compareHref(args.data.slugs) : "/compare",
      noIndex: (args.data?.slugs.length ?? 0) > 0,
    },
    args,
  );
};

export default function ComparePage() {
  const { slugs, colleges, overflow, missing, q, hits, unavailable, shortlist, category, cutoffs, cutoffsUnavailable } =
    useLoaderData<typeof loader>();
  const view: CompareView = { category, cutoffs, cutoffsUnavailable };
  const shortlisted = new Set(shortlist.map((c) => c.slug));
  const fromShortlist = shortlist.filter((c) => !slugs.includes(c.slug));
  const compare = useCompare();
  const { ready, replace } = compare;
  // The URL is the truth on this page: the tray follows it.
  useEffect(() => {
    if (ready) replace(colleges.map((c) => ({ slug: c.college.slug, name: c.college.name })));
  }, [ready, replace, colleges]);

  const rows = compareRows(colleges);
  const courses = courseRows(colleges);
  const canAdd = slugs.length < COMPARE_MAX;

  return (
    <div className="bg-slate-50 pb-16">
      <section aria-labelledby="compare-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 id="compare-title" className="text-3xl font-bold tracking-tight">
            Compare Colleges
          </h1>
          <p className="mt-2 text-indigo-100">
            Pick {COMPARE_MIN} to {COMPARE_MAX} colleges to see fees, rankings, ratings, courses and location side by
            side.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {overflow ? (
          <p role="alert" className="mb-4 rounded-lg bg-rose-50 px-4 py-3 font-medium text-rose-800">
            {COMPARE_MAX_MESSAGE}
          </p>
        ) : null}
        {unavailable ? (
          <p role="alert" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
            The college directory is unavailable right now. Please try again in a few minutes.
          </p>
        ) : null}
        {missing.length ? (
          <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
            Not found in the directory: {missing.join(", ")}.
          </p>
        ) : null}
        {colleges.length > 0 && colleges.length < COMPARE_MIN ? (
          <p className="mb-4 text-slate-800">Add at least one more college to compare.</p>
        ) : null}

        {colleges.length ? (
          <Form method="get" action="/compare" className="mb-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="c" value={slugs.join(",")} />
            <div>
              <label htmlFor="compare-category" className="block text-sm font-medium text-slate-800">
                Your category (cut-offs)
              </label>
              <select
                id="compare-category"
                name="category"
                defaultValue={category}
                className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {COMPARE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("secondary", { size: "sm" })}>
              Show cut-offs
            </button>
          </Form>
        ) : null}
        {colleges.length > 2 ? (
          <p className="mb-2 text-sm text-slate-700 md:hidden">
            The row names stay on the left: swipe the table sideways to see every college.
          </p>
        ) : null}
        {colleges.length ? (
          // A region of its own, so a keyboard can scroll the colleges sideways too.
          <div
            role="region"
            aria-label="Comparison table"
            tabIndex={0}
            className="overflow-x-auto rounded-2xl bg-white shadow-sm"
          >
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Colleges compared side by side</caption>
              <thead>
                <tr className="align-top">
                  <td className={`${FIXED_CELL} bg-white p-2 sm:p-4`} />
                  {colleges.map((d) => (
                    <th key={d.college.slug} scope="col" className={`${COLLEGE_CELL} p-2 sm:p-4`}>
                      <Link
                        to={`/colleges/${d.college.slug}`}
                        className="text-base font-semibold text-indigo-800 underline"
                      >
                        {d.college.name}
                      </Link>
                      <div className="mt-2 flex flex-wrap gap-3 text-xs font-medium">
                        <Link
                          to={compareCategoryHref(removeFromCompare(slugs, d.college.slug), category)}
                          className="text-rose-700 underline"
                          aria-label={`Remove ${d.college.name}`}
                        >
                          Remove
                        </Link>
                        <Link to={`/colleges/${d.college.slug}#brochure`} className="text-slate-700 underline">
                          Download Brochure
                        </Link>
                      </div>
                      <ShortlistButton
                        slug={d.college.slug}
                        name={d.college.name}
                        saved={shortlisted.has(d.college.slug)}
                        className="mt-3"
                      />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.key} className="align-top">
                    <th scope="row" className={`${FIXED_CELL} bg-white p-2 font-semibold text-slate-700 sm:p-4`}>
                      {row.label(view)}
                    </th>
                    {colleges.map((d) => (
                      <td key={d.college.slug} className={`${COLLEGE_CELL} p-2 break-words text-slate-900 sm:p-4`}>
                        {row.cell(d, view)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tbody className="divide-y divide-slate-100 border-t-2 border-slate-200">
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={colleges.length + 1}
                    className={`${FIXED_CELL} bg-slate-50 p-2 text-left sm:p-4`}
                  >
                    {courses.length ? `Courses (${courses.length})` : "Courses: not listed for these colleges"}
                  </th>
                </tr>
                {courses.map((row) => (
                  <tr key={row.key} className="align-top">
                    <th scope="row" className={`${FIXED_CELL} bg-white p-2 font-medium text-slate-700 sm:p-4`}>
                      {row.label(view)}
                    </th>
                    {colleges.map((d) => (
                      <td key={d.college.slug} className={`${COLLEGE_CELL} p-2 text-slate-900 sm:p-4`}>
                        {row.cell(d, view)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-slate-800">No colleges selected yet. Search below, or use “Compare” on any college.</p>
        )}
        <p className="mt-3 text-xs text-slate-600">{DATA_NOTICE}</p>

        {fromShortlist.length ? (
          <section aria-labelledby="from-shortlist-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="from-shortlist-title" className="text-lg font-semibold text-slate-900">
              From your shortlist
            </h2>
            {slugs.length === 0 && shortlist.length >= COMPARE_MIN ? (
              <p className="mt-2">
                <Link
                  to={compareHref(shortlist.slice(0, COMPARE_MAX).map((c) => c.slug))}
                  className={buttonClass("primary", { size: "sm" })}
                >
                  {`Compare your shortlist (${Math.min(shortlist.length, COMPARE_MAX)})`}
                </Link>
              </p>
            ) : null}
            <ul className="mt-3 divide-y divide-slate-100">
              {fromShortlist.map((c) => (
                <li key={c.slug} className="flex items-center justify-between gap-3 py-2">
                  <span className="font-medium text-slate-900">{c.name}</span>
                  {canAdd ? (
                    <Link
                      to={compareHref([...slugs, c.slug])}
                      className="text-sm font-semibold text-indigo-800 underline"
                      aria-label={`Add ${c.name}`}
                    >
                      Add
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="add-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
          <h2 id="add-title" className="text-lg font-semibold text-slate-900">
            Add a college
          </h2>
          {canAdd ? (
            <>
              <Form method="get" action="/compare" className="mt-3 flex flex-wrap items-end gap-3">
                {slugs.length ? <input type="hidden" name="c" value={slugs.join(",")} /> : null}
                <div className="min-w-[16rem] flex-1">
                  <label htmlFor="compare-q" className="block text-sm font-medium text-slate-800">
                    College name
                  </label>
                  <input
                    id="compare-q"
                    type="search"
                    name="q"
                    defaultValue={q}
                    className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                  />
                </div>
                <button type="submit" className={buttonClass("primary", { size: "sm" })}>
                  Search
                </button>
              </Form>
              {q ? (
                hits.length ? (
                  <ul className="mt-4 divide-y divide-slate-100">
                    {hits.map((h) => (
                      <li key={h.slug} className="flex items-center justify-between gap-3 py-2">
                        <span>
                          <span className="font-medium text-slate-900">{h.name}</span>{" "}
                          <span className="text-sm text-slate-600">{place(h)}</span>
                        </span>
                        {slugs.includes(h.slug) ? (
                          <span className="text-sm text-slate-600">Already added</span>
                        ) : (
                          <Link
                            to={compareHref([...slugs, h.slug])}
                            className="text-sm font-semibold text-indigo-800 underline"
                            aria-label={`Add ${h.name}`}
                          >
                            Add
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-4 text-slate-700">No college found for “{q}”.</p>
                )
              ) : null}
            </>
          ) : (
            <p className="mt-2 text-slate-700">{COMPARE_MAX_MESSAGE}</p>
          )}
        </section>
      </div>
    </div>
  );
}
