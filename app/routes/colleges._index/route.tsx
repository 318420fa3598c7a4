/**
 * /colleges — the college directory. Filters are GET parameters (the form works
 * without JavaScript); with JavaScript a change applies at once through Remix navigation
 * (no full reload, URL stays the truth, scroll kept). 20 per page with ?page= links.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { DirectoryCard } from "~/components/colleges/college-card";
import { CompareTray } from "~/components/colleges/compare-tray";
import { buttonClass } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-select";
import type { FilterOption } from "~/components/ui/inline-select";
import {
  AGENCIES,
  DEFAULT_RANK_CATEGORY,
  FEE_RANGES,
  OWNERSHIPS,
  PAGE_SIZE,
  RATING_OPTIONS,
  DATA_NOTICE,
  SORTS,
  STREAMS,
} from "~/lib/colleges/model";
import {
  activeFilters,
  filterCount as countFilters,
  pageCount,
  queryHref,
  type CollegeQuery,
} from "~/lib/colleges/query";
import { formatNumber } from "~/lib/format/plural";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./colleges._index.server";

export { headers, loader } from "./colleges._index.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const data = args.data;
  const q = data?.query;
  const parts = q ? [q.stream, q.course, q.city || q.state].filter(Boolean) : [];
  const title = parts.length ? `${parts.join(" ")} colleges` : "Find Colleges";
  return getMeta(
    {
      title,
      description:
        "Search and filter colleges in India and abroad by stream, course, city, fees, rating, exam and ranking; compare up to four side by side.",
      path: data?.canonicalPath ?? "/colleges",
    },
    args,
  );
};

function Select({
  name,
  all = "Any",
  ...rest
}: {
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  all?: string;
}) {
  return <FilterSelect id={`filter-${name}`} name={name} anyLabel={all} {...rest} />;
}

export default function CollegesPage() {
  const { query, list, options, shortlist, ranking } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/colleges";
  const active = activeFilters(query);
  const total = list?.total ?? 0;
  const pages = pageCount(total);

  // The filter sheet: open beside the results from lg (also without JavaScript where ::details-content is
  // supported: its `::details-content` is shown as contents), closed on phones until "Filters (n)" is pressed; pressed,
  // the bar (now "Close") and the form cover the screen under the header. It closes when results change.
  const sheetRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia("(width >= 64rem)");
    const sync = () => {
      if (sheetRef.current) sheetRef.current.open = wide.matches;
    };
    sync();
    wide.addEventListener("change", sync);
    return () => wide.removeEventListener("change", sync);
  }, []);
  const closeSheet = () => {
    const sheet = sheetRef.current;
    if (sheet && !window.matchMedia("(width >= 64rem)").matches) sheet.open = false;
  };

  function apply(form: HTMLFormElement, changed?: string) {
    const data = new FormData(form);
    // A new State keeps no City of the old one (the City list follows the State).
    if (changed === "state") data.delete("city");
    for (const [k, v] of [...data.entries()]) if (v === "") data.delete(k);
    submit(data, { method: "get", action: "/colleges", preventScrollReset: true, replace: true });
  }
  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLSelectElement;
    if (target.tagName === "SELECT") apply(event.currentTarget, target.name);
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
    closeSheet();
  }
  const filterCount = countFilters(query);

  return (
    <div className="bg-slate-50 pb-24">
      <section aria-labelledby="colleges-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 id="colleges-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Find Colleges
          </h1>
          <p className="mt-2 max-w-2xl text-indigo-100">
            Filter colleges by stream, course, city, fees, rating, entrance exam and ranking. Open one for its courses,
            fees and rankings, request its brochure or compare up to four.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8">
        <aside aria-label="College filters" className="lg:self-start">
          <details
            ref={sheetRef}
            className="group lg:details-content:contents lg:details-content:[content-visibility:visible]"
          >
            <summary className="flex list-none items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 max-lg:group-open:fixed max-lg:group-open:inset-x-0 max-lg:group-open:top-16 max-lg:group-open:z-50 max-lg:group-open:h-14 max-lg:group-open:rounded-none max-lg:group-open:border-b max-lg:group-open:border-slate-200 max-lg:group-open:shadow-none max-lg:group-open:ring-0 lg:hidden">
              <span>{`Filters (${filterCount})`}</span>
              <span aria-hidden="true" className="hidden text-sm text-indigo-800 underline max-lg:group-open:inline">
                Close
              </span>
            </summary>
            <Form
              ref={formRef}
              method="get"
              action="/colleges"
              // Handlers run only once hydrated (until then the form is a plain GET form); attaching them always
              // spares the whole page a second render right after hydration.
              onChange={onChange}
              onSubmit={onSubmit}
              className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm max-lg:group-open:fixed max-lg:group-open:inset-x-0 max-lg:group-open:top-30 max-lg:group-open:bottom-0 max-lg:group-open:z-50 max-lg:group-open:overflow-y-auto"
            >
              <div>
                <label htmlFor="filter-q" className="block text-sm font-medium text-slate-800">
                  College name or city
                </label>
                <input
                  id="filter-q"
                  type="search"
                  name="q"
                  defaultValue={query.q}
                  key={query.q}
                  placeholder="e.g. IIT Bombay"
                  className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
                />
              </div>
              <Select
                name="stream"
                label="Stream"
                value={query.stream}
                options={STREAMS.map((s) => ({ value: s, label: s }))}
              />
              <Select name="course" label="Course" value={query.course} options={options.course} />
              <Select name="state" label="State" value={query.state} options={options.state} />
              <Select name="city" label="City" value={query.city} options={options.city} />
              <Select name="ownership" label="Ownership" value={query.ownership} options={OWNERSHIPS} />
              <Select name="exam" label="Exam" value={query.exam} options={options.exam} />
              <Select name="fees" label="Total fees" value={query.fees} options={FEE_RANGES} />
              <Select name="rating" label="Rating" value={query.rating} options={RATING_OPTIONS} />
              <Select
                name="agency"
                label="Ranked by"
                value={query.agency}
                options={AGENCIES.map((a) => ({ value: a.id, label: a.label }))}
              />
              <Select name="nirf" label="NIRF category" value={query.nirf} options={options.nirf} />
              <Select name="top" label="NIRF rank" value={query.top} all="Any rank" options={options.top} />
              <div>
                <Select
                  name="sort"
                  label="Sort by"
                  value={query.sort}
                  all="Ranking"
                  options={SORTS.filter((s) => s.value !== "rank")}
                />
                <p id="sort-rule" className="mt-1 text-xs text-slate-600">
                  {sortRule(query, ranking)}
                </p>
              </div>
              <div className="flex items-center justify-between gap-3">
                <button type="submit" className={buttonClass("primary", { size: "sm" })}>
                  Apply filters
                </button>
                {active.length || query.sort !== "rank" ? (
                  <Link to="/colleges" className="text-sm font-medium text-indigo-800 underline" preventScrollReset>
                    Clear all
                  </Link>
                ) : null}
              </div>
            </Form>
          </details>
        </aside>

        <section aria-labelledby="results-title" aria-busy={busy} className="min-w-0">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-title" aria-live="polite" className="text-xl font-semibold text-slate-900">
              {!list
                ? "Colleges"
                : list.scan
                  ? scanCountText(total, list.scan.done, query.after > 0)
                  : resultCountText(total)}
            </h2>
            {list && total > 0 && !list.scan ? (
              <p className="text-sm text-slate-700">{`Page ${query.page} of ${pages}`}</p>
            ) : null}
          </div>
          <p className="mb-4 text-xs text-slate-600">{DATA_NOTICE}</p>
          {!list ? (
            <div role="alert" className="rounded-2xl bg-white p-10 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">The college directory is unavailable right now.</p>
              <p className="mt-1 text-slate-700">Please try again in a few minutes.</p>
            </div>
          ) : list.scan && list.rows.length === 0 && (list.scan.next || query.after) ? (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">
                {list.scan.next ? "No matches among the colleges checked so far" : "No more colleges match"}
              </p>
              <ScanLinks query={query} next={list.scan.next} />
            </div>
          ) : total === 0 ? (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">No colleges match these filters</p>
              <p className="mt-1 text-slate-700">Try removing a filter or searching for another name.</p>
              <Link to="/colleges" className="mt-4 inline-block font-semibold text-indigo-800 underline">
                Show all colleges
              </Link>
            </div>
          ) : list.rows.length === 0 ? (
            <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
              <p className="text-lg font-semibold text-slate-900">{`There is no page ${query.page}`}</p>
              <Link
                to={queryHref(query, { page: pages })}
                className="mt-4 inline-block font-semibold text-indigo-800 underline"
              >
                {`Go to the last page (${pages})`}
              </Link>
            </div>
          ) : (
            <>
              {list.fuzzy ? (
                <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  {`No exact match for “${query.q}”. Showing colleges with similar names.`}
                </p>
              ) : null}
              <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
                {list.rows.map((c) => (
                  <DirectoryCard
                    key={c.slug}
                    college={c}
                    saved={shortlist.includes(c.slug)}
                    rank={ranking && c.rank !== null ? { rank: c.rank, ...ranking } : null}
                    stream={query.stream ? { name: query.stream, fees: c.streamFees ?? null } : null}
                  />
                ))}
              </div>
              {list.scan ? (
                <ScanLinks query={query} next={list.scan.next} />
              ) : (
                <Pagination query={query} pages={pages} />
              )}
            </>
          )}
        </section>
      </div>
      <CompareTray />
    </div>
  );
}

/** "1 college found" / "n colleges found". */
function resultCountText(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? "college" : "colleges"} found`;
}

/**
 * A bounded walk's count: exact once the walk reached the end, else what it found ("120+ colleges found"); after a
 * cursor, "… more …".
 */
function scanCountText(found: number, done: boolean, continued: boolean): string {
  if (found === 0 && !done) return "No colleges found so far";
  const n = `${formatNumber(found)}${done ? "" : "+"}`;
  const noun = found === 1 && done ? "college" : "colleges";
  return `${n} ${continued ? "more " : ""}${noun} found`;
}

/**
 * The order the chosen sort gives, in words beside it: "Ranking" uses one NIRF category (the chosen one, else the
 * stream's, else Overall) in its latest year held; fees under a stream are that stream's.
 */
function sortRule(
  query: CollegeQuery,
  ranking: { category: string; year: number; why: "chosen" | "stream" | "default" } | null,
): string {
  const why = !ranking
    ? ""
    : ranking.why === "chosen"
      ? "the NIRF category chosen"
      : ranking.why === "stream"
        ? `the ${query.stream} stream's category`
        : "choose a NIRF category or a stream for another";
  const rest = ranking?.category === DEFAULT_RANK_CATEGORY ? "by name" : "by their Overall rank, then by name";
  const rankRule = ranking
    ? `Ranking sorts by the NIRF ${ranking.year} ${ranking.category} rank (${why}); colleges without it follow ${rest}.`
    : "Ranking sorts by name until NIRF ranks are held.";
  if (query.sort === "salary")
    return "Median salary sorts by the median salary of placed graduates each college submitted to NIRF (its first programme level that reports one, UG before PG, in its latest India Rankings), highest first; colleges without one follow in ranking order. Open a college for its figures and their edition.";
  if ((query.sort === "fees-asc" || query.sort === "fees-desc") && query.stream)
    return `Fees sort by the lowest published fee of the college's ${query.stream} programmes; colleges without one come last.`;
  return rankRule;
}

/** Bounded-scan paging: plain links (no JS needed) to the next results and back to the first. */
function ScanLinks({ query, next }: { query: CollegeQuery; next: number | null }) {
  if (!next && !query.after) return null;
  const link = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-indigo-600";
  return (
    <nav aria-label="More results" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {query.after ? (
        <Link to={queryHref(query, { after: 0 })} className={link}>
          First results
        </Link>
      ) : null}
      {next ? (
        <Link to={queryHref(query, { after: next })} className={link} rel="next">
          More results
        </Link>
      ) : null}
    </nav>
  );
}

function Pagination({ query, pages }: { query: CollegeQuery; pages: number }) {
  if (pages <= 1) return null;
  const current = query.page;
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const link = "rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-indigo-600";
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={queryHref(query, { page: current - 1 })} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      {shown.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - shown[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
          {p === current ? (
            <span aria-current="page" className="rounded-lg bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white">
              {p}
            </span>
          ) : (
            <Link to={queryHref(query, { page: p })} className={link} aria-label={`Page ${p}`}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {current < pages ? (
        <Link to={queryHref(query, { page: current + 1 })} className={link} rel="next">
          Next
        </Link>
      ) : null}
      <span className="sr-only">{`${PAGE_SIZE} colleges per page`}</span>
    </nav>
  );
}
