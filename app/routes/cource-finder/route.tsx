/**
 * Course finder (/cource-finder, titled "Cource Finder").
 * The URL holds the filter: without JavaScript the sidebar is a GET form and the server
 * renders the filtered list; with JavaScript every change re-filters in the browser after
 * a simulated 1 s search, and the URL follows along. Each card's Ambitious / Moderate /
 * Safe is computed from the student's scores and the college's published minimums, and the sort
 * applies (lib/finder/bands.ts, whose rule the page states).
 */
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { CollegeCard } from "~/components/finder/college-card";
import { FILTER_FORM_ID, FilterSidebar } from "~/components/finder/filter-sidebar";
import { useFavourites } from "~/components/finder/use-favourites";
import { StudyAbroadLinks } from "~/components/study-abroad/guide-links";
import { InlineSelect } from "~/components/ui/inline-select";
import { SORT_OPTIONS, type College, type SortOption } from "~/content/colleges";
import { FINDER_RULE, finderResults, SORT_RULES } from "~/lib/finder/bands";
import {
  EMPTY_FILTER,
  filterColleges,
  filterToSearchParams,
  parseCollegeFilter,
  parseSort,
  type CollegeFilter,
} from "~/lib/finder/filter";
import { countOf } from "~/lib/format/plural";
import { pageMeta } from "~/lib/platform/meta";
import { ignoreQueryChanges } from "~/lib/platform/revalidate";
import type { loader } from "./cource-finder.server";

export { headers, loader } from "./cource-finder.server";

/** Simulated search time after a change in the browser. */
export const SIMULATED_DELAY_MS = 1000;

const PATH = "/cource-finder";

const LIST_URL = "/api/finder-colleges";

/** Cards per page; `?page=N` (a link with or without JavaScript). */
export const PAGE_SIZE = 20;

function readPage(params: URLSearchParams): number {
  const n = Number(params.get("page") ?? "1");
  return Number.isInteger(n) && n > 1 ? Math.min(n, 1000) : 1;
}

/** The page for a filter, as the server renders it (the no-JS path). */
function pathWithQuery(filter: CollegeFilter, sort: SortOption): string {
  const query = filterToSearchParams(filter, sort).toString();
  return query ? `${PATH}?${query}` : PATH;
}

/** The browser's copy of the whole list, fetched on the first change of filter. */
type ListState = { status: "idle" | "loading" | "failed" } | { status: "ready"; colleges: College[] };

/**
 * A change of filters in the browser loads nothing through the router: the browser filters the list
 * (fetched once from `LIST_URL`), and the URL only follows along.
 */
export const shouldRevalidate = ignoreQueryChanges;

export const meta = pageMeta({
  title: "Cource Finder",
  description:
    "Find colleges abroad that match your field of study and preferred countries: rankings, acceptance rates, tuition and entry requirements in the USA, Canada, UK, Australia and Germany.",
  path: PATH,
});

export default function CourceFinder() {
  const data = useLoaderData<typeof loader>();
  const { colleges, shown } = data;
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<CollegeFilter>(() => parseCollegeFilter(searchParams));
  const [sort, setSort] = useState<SortOption>(() => parseSort(searchParams));
  const [loading, setLoading] = useState(false);
  const [list, setList] = useState<ListState>({ status: "idle" });
  const timer = useRef<number>();
  const favourites = useFavourites(data.shortlist);
  const all = colleges ?? (list.status === "ready" ? list.colleges : null);
  const results = useMemo(
    () => finderResults(all ? filterColleges(all, filter) : (shown ?? []), filter, sort),
    [all, shown, filter, sort],
  );
  const pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const page = Math.min(readPage(searchParams), pages);
  const pageResults = results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const pageHref = (n: number) => {
    const params = filterToSearchParams(filter, sort);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${PATH}?${query}` : PATH;
  };
  // The simulated search lasts 1 s, or until the list has come when it takes longer.
  const searching = loading || (all === null && list.status === "loading");
  // Without the list the filter's count is unknown: the heading gives none rather than the page's old one.
  const failed = !searching && all === null && list.status === "failed";

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function loadList() {
    if (colleges || list.status === "loading" || list.status === "ready") return;
    setList({ status: "loading" });
    fetch(LIST_URL)
      .then((response) => (response.ok ? (response.json() as Promise<{ colleges: College[] }>) : Promise.reject()))
      .then((data) => setList({ status: "ready", colleges: data.colleges }))
      .catch(() => setList({ status: "failed" }));
  }

  function syncUrl(nextFilter: CollegeFilter, nextSort: SortOption) {
    setSearchParams(filterToSearchParams(nextFilter, nextSort), { replace: true, preventScrollReset: true });
  }

  function search(changed: CollegeFilter) {
    // Any change to the sidebar widens a single-college link from site search to the filter.
    const next = { ...changed, college: null };
    loadList();
    setFilter(next);
    setLoading(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setLoading(false), SIMULATED_DELAY_MS);
    syncUrl(next, sort);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(filter);
  }

  function onReset(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setSort("relevance");
    search(EMPTY_FILTER);
  }

  function onShowAll(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    search(filter);
  }

  return (
    <div className="bg-slate-50">
      <section aria-labelledby="finder-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 id="finder-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Cource Finder
          </h1>
          <p className="mt-2 max-w-2xl text-indigo-100">
            Tell us what you want to study and where. We match you with colleges abroad, from ambitious picks to safe
            options.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_1fr] lg:px-8">
        <aside aria-label="College filters" className="lg:sticky lg:top-4 lg:self-start">
          <FilterSidebar action={PATH} filter={filter} onChange={search} onSubmit={onSubmit} onReset={onReset} />
        </aside>

        <section aria-labelledby="finder-results-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="finder-results-title" aria-live="polite" className="text-xl font-semibold text-slate-900">
              {failed ? "Colleges" : `${countOf(results.length, "College")} Found`}
            </h2>
            <div className="flex items-center gap-2">
              <InlineSelect
                id="sort"
                name="sort"
                label="Sort by"
                options={SORT_OPTIONS}
                form={FILTER_FORM_ID}
                value={sort}
                onChange={(e) => {
                  const next = parseSort(new URLSearchParams({ sort: e.target.value }));
                  setSort(next);
                  syncUrl(filter, next);
                }}
              />
              <button
                type="submit"
                form={FILTER_FORM_ID}
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 js:hidden!"
              >
                Sort
              </button>
            </div>
          </div>

          <details className="mb-4 rounded-lg bg-white px-4 py-3 text-sm text-slate-800 shadow-sm">
            <summary className="cursor-pointer font-semibold text-slate-900">
              How we decide Ambitious, Moderate and Safe
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {FINDER_RULE.map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>{SORT_RULES[sort]}</li>
            </ul>
          </details>

          {filter.college !== null && results.length === 1 ? (
            <p className="mb-4 rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
              Showing {results[0].name} from your search.{" "}
              <a href={PATH} onClick={onShowAll} className="font-semibold underline">
                Show all colleges
              </a>
            </p>
          ) : null}
          {searching ? (
            <div
              role="status"
              className="flex flex-col items-center gap-4 rounded-2xl bg-white py-20 text-center shadow-sm"
            >
              <span
                aria-hidden="true"
                className="h-10 w-10 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-700"
              />
              <p className="font-medium text-slate-700">Finding perfect matches for you...</p>
            </div>
          ) : failed ? (
            <div role="alert" className="rounded-2xl bg-white py-20 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">We could not load the colleges</p>
              <p className="mt-1 text-slate-600">
                Check your connection and{" "}
                <a href={pathWithQuery(filter, sort)} className="font-semibold text-indigo-700 underline">
                  try again
                </a>
                .
              </p>
            </div>
          ) : results.length === 0 ? (
            <div className="rounded-2xl bg-white py-20 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">No colleges found</p>
              <p className="mt-1 text-slate-600">Try adjusting your filters to find more options</p>
            </div>
          ) : (
            <>
              <div className="grid gap-5 md:grid-cols-2">
                {pageResults.map((college) => (
                  <CollegeCard
                    key={college.slug}
                    college={college}
                    level={filter.studyLevel}
                    favourite={favourites.isFavourite(college.slug)}
                    onToggleFavourite={favourites.toggle}
                  />
                ))}
              </div>
              {pages > 1 ? (
                <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
                  {page > 1 ? (
                    <Link
                      to={pageHref(page - 1)}
                      className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline"
                    >
                      Previous page
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-slate-700">{`Page ${page} of ${pages}`}</span>
                  {page < pages ? (
                    <Link
                      to={pageHref(page + 1)}
                      className="inline-flex min-h-11 items-center font-semibold text-indigo-700 underline"
                    >
                      Next page
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </>
          )}
          <aside aria-labelledby="guides-title" className="mt-8 rounded-2xl bg-white p-5 shadow-sm">
            <h2 id="guides-title" className="text-lg font-semibold text-slate-900">
              Country guides
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Study permits, proof of funds, post-study work and English test rules, with the government pages they come
              from.
            </p>
            <StudyAbroadLinks />
          </aside>
        </section>
      </div>
    </div>
  );
}
