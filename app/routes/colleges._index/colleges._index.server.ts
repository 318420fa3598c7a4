/**
 * /colleges on the server: the filtered, paged directory with its filter options and their counts, the canonical URL
 * (redirects for other casings, empty fields and out-of-range pages) and the visitor's shortlist. The route module
 * re-exports these, so the browser build sees one empty module here instead of every server module they use
 * (docs/performance.md).
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { FilterOption } from "~/components/ui/inline-select";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import { DEFAULT_RANK_CATEGORY, NIRF_TOPS, regionNamed, REGIONS } from "~/lib/colleges/model";
import {
  cardFigures,
  citiesOfRegion,
  citiesOfState,
  filterOptions,
  listColleges,
  listRegion,
} from "~/lib/colleges/queries.server";
import {
  EMPTY_QUERY,
  parseCollegeQuery,
  queryHref,
  querySearchParams,
  rankCategory,
  type CollegeQuery,
} from "~/lib/colleges/query";
import { needsScan } from "~/lib/colleges/scan";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import type { DirectoryRow, FilterOptions, ListResult } from "~/lib/colleges/types";

export { pageHeaders as headers } from "~/lib/platform/cache";

const EMPTY_OPTIONS: FilterOptions = {
  states: [],
  cities: [],
  courses: [],
  exams: [],
  nirf: [],
  nirfYears: {},
  total: 0,
};

type Region = ReturnType<typeof regionNamed>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { query, badPage } = parseCollegeQuery(url.searchParams);
  const region = regionNamed(query.state);
  const paging = pagingRedirect(query, badPage, region);
  if (paging) return redirect(paging, 302);
  const [directory, shortlist] = await Promise.all([
    readDirectory(context, query, region),
    readShortlist(request, context.env).catch(() => ({ signedIn: false, slugs: [] as string[] })),
  ]);
  const clean = cleanUrl(query, url, directory);
  if (clean) return redirect(clean.href, clean.status);
  // The sort's NIRF category (one category, never a mix): each card's rank in it.
  const ranking = rankCategory(query, directory.options.nirfYears);
  const list = directory.list && {
    ...directory.list,
    rows: await directoryCards(context, directory.list.rows, ranking, query.stream),
  };
  return {
    query,
    ranking,
    shortlist: shortlist.slugs,
    list,
    canonicalPath: queryHref(query),
    options: filterSelects(query, directory),
  };
}

/** The list a query reads: a region (Delhi NCR) without a City is its own list; with one, the City's. */
const listQuery = (query: CollegeQuery, region: Region): CollegeQuery | null =>
  region ? (query.city ? { ...query, state: "" } : null) : query;

/** A page parameter that is no whole number goes to page 1; a bounded scan pages by `?after=`, a stored list by number. */
function pagingRedirect(query: CollegeQuery, badPage: boolean, region: Region): string | null {
  if (badPage) return queryHref(query, { page: 1 });
  const own = listQuery(query, region);
  const scan = own ? needsScan(own) : false;
  if (scan && query.page > 1) return queryHref(query, { page: 1 });
  if (!scan && query.after > 0) return queryHref(query, { after: 0 });
  return null;
}

interface Directory {
  list: ListResult | null;
  options: FilterOptions;
  regions: FilterOptions["states"];
  cities: FilterOptions["cities"] | null;
}

/**
 * The filter options, the chosen State's cities and the page of colleges; options first, as a bounded scan sizes its
 * walk from the rows the request has already read. A failing D1 leaves the list empty (the page says so).
 */
async function readDirectory(context: AppLoadContext, query: CollegeQuery, region: Region): Promise<Directory> {
  const directory: Directory = { list: null, options: EMPTY_OPTIONS, regions: [], cities: null };
  try {
    [directory.options, directory.regions] = await Promise.all([filterOptions(context), regionOptions(context)]);
    directory.cities = await citiesOfChoice(context, region, directory.options, query.state);
    // A City the chosen State does not have: no list (cleanUrl drops the City).
    if (unknownCity(query, directory.cities)) return directory;
    const own = listQuery(query, region);
    directory.list = own ? await listColleges(context, own) : await listRegion(context, region!, query);
  } catch (error) {
    console.error("college directory unavailable", error instanceof Error ? error.message : error);
  }
  return directory;
}

const unknownCity = (query: CollegeQuery, cities: FilterOptions["cities"] | null) =>
  Boolean(cities && query.city && !cities.some((c) => c.value.toLowerCase() === query.city.toLowerCase()));

/**
 * One URL for each answer: a City the chosen State does not have is dropped (the State wins), values typed in another
 * case go to the stored spelling, and the empty fields a GET form without JavaScript sends are left out.
 */
function cleanUrl(query: CollegeQuery, url: URL, directory: Directory): { href: string; status: 301 | 302 } | null {
  if (unknownCity(query, directory.cities)) return { href: queryHref({ ...query, city: "" }), status: 302 };
  const canonical = canonicalQuery(query, directory.options, directory.cities);
  const keys = ["state", "city", "course", "exam", "nirf"] as const;
  if (directory.list && keys.some((k) => canonical[k] !== query[k])) return { href: queryHref(canonical), status: 301 };
  if (querySearchParams(query).toString() !== url.searchParams.toString()) {
    return { href: queryHref(query), status: 302 };
  }
  return null;
}

/** Each select's options with their counts. */
function filterSelects(query: CollegeQuery, { options, regions, cities }: Directory) {
  const nirfCount = (value: string) => options.nirf.find((o) => o.value === value)?.n ?? 0;
  return {
    course: countedOptions(options.courses),
    state: countedOptions([...regions, ...options.states]),
    city: countedOptions(cities ?? options.cities),
    exam: examOptions(query, options),
    nirf: Object.keys(options.nirfYears)
      .sort((a, b) => (a === "Overall" ? -1 : b === "Overall" ? 1 : a.localeCompare(b)))
      .map((category) => ({
        value: category,
        label: `${category} ${options.nirfYears[category]} (${nirfCount(category)})`,
      })),
    top: NIRF_TOPS.map((t) => ({
      value: t.value,
      label: `${t.label} (${nirfCount(`${query.nirf || DEFAULT_RANK_CATEGORY}|${t.value}`)})`,
    })),
  };
}

/** The entrance exams with their counts; a course's own exam asked for by name keeps its option (the form sends it back). */
function examOptions(query: CollegeQuery, options: FilterOptions): FilterOption[] {
  const entrance = ENTRANCE_EXAM_SLUGS.map((id) => ({
    value: id,
    label: `${ENTRANCE_EXAMS[id].name} (${options.exams.find((o) => o.value === ENTRANCE_EXAMS[id].directoryExam)?.n ?? 0})`,
  }));
  const named = (ENTRANCE_EXAM_SLUGS as readonly string[]).includes(query.exam)
    ? []
    : options.exams.filter((o) => query.exam && o.value === query.exam);
  return [...entrance, ...countedOptions(named)];
}

/** A filter's stored values with their counts, as its options: "Maharashtra (123)". */
const countedOptions = (list: ReadonlyArray<{ value: string; n: number }>): FilterOption[] =>
  list.map((o) => ({ value: o.value, label: `${o.value} (${o.n})` }));

/** With a State chosen, City offers that state's cities only (a region's, for a region), each with its count. */
async function citiesOfChoice(
  context: AppLoadContext,
  region: Region,
  options: FilterOptions,
  chosen: string,
): Promise<FilterOptions["cities"] | null> {
  if (region) return citiesOfRegion(context, region);
  const state = options.states.find((o) => o.value.toLowerCase() === chosen.toLowerCase())?.value;
  return state ? citiesOfState(context, state) : null;
}

/** Each region (Delhi NCR) with its number of colleges, offered among the States. */
async function regionOptions(context: AppLoadContext): Promise<FilterOptions["states"]> {
  const lists = await Promise.all(REGIONS.map((r) => listRegion(context, r, EMPTY_QUERY)));
  return REGIONS.map((r, i) => ({ value: r.name, n: lists[i]!.total }));
}

/** Values typed in another case land on the stored spelling (one canonical URL). */
function canonicalQuery(
  query: CollegeQuery,
  options: FilterOptions,
  cities: FilterOptions["cities"] | null,
): CollegeQuery {
  const canon = (value: string, list: ReadonlyArray<{ value: string }>) =>
    list.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? value;
  return {
    ...query,
    state: canon(query.state, [...REGIONS.map((r) => ({ value: r.name })), ...options.states]),
    city: canon(query.city, cities ?? options.cities),
    course: canon(query.course, options.courses),
    // An entrance exam's id (parseCollegeQuery turns its name into it), else a course's exam in its stored spelling.
    exam: (ENTRANCE_EXAM_SLUGS as readonly string[]).includes(query.exam)
      ? query.exam
      : canon(query.exam, options.exams),
    nirf: canon(
      query.nirf,
      Object.keys(options.nirfYears).map((value) => ({ value })),
    ),
  };
}

/**
 * The page's cards as read, each with its rank in the sort's category and, under a stream, the stream's fees.
 * Without those figures the cards still show (the rank and fees then read "Not published yet").
 */
async function directoryCards(
  context: AppLoadContext,
  rows: DirectoryRow[],
  ranking: ReturnType<typeof rankCategory>,
  stream: string,
) {
  const figures = await cardFigures(
    context,
    rows.map((r) => r.id),
    ranking,
    stream,
  ).catch(() => null);
  return rows.map(({ id, ...card }) => ({
    ...card,
    rank: ranking ? (figures?.ranks.get(id) ?? null) : null,
    streamFees: stream ? (figures?.fees.get(id) ?? null) : undefined,
  }));
}
