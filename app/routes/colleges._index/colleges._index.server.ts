/**
 * /colleges on the server: the filtered, paged directory with its filter options and their counts, the canonical URL
 * (redirects for other casings, empty fields and out-of-range pages) and the visitor's shortlist. The route module
 * re-exports these, so the browser build sees one empty module here instead of every server module they use
 * (docs/performance.md).
 */
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { FilterOption } from "~/components/ui/filter-select";
import { ENTRANCE_EXAM_SLUGS, ENTRANCE_EXAMS } from "~/content/entrance-exams";
import {
  EMPTY_QUERY,
  needsScan,
  parseCollegeQuery,
  queryHref,
  querySearchParams,
  rankCategory,
  type CollegeQuery,
} from "~/lib/colleges/filters";
import { DEFAULT_RANK_CATEGORY, NIRF_TOPS, regionNamed, REGIONS } from "~/lib/colleges/model";
import {
  cardFigures,
  citiesOfRegion,
  citiesOfState,
  filterOptions,
  listColleges,
  listRegion,
} from "~/lib/colleges/queries.server";
import { readShortlist } from "~/lib/colleges/shortlist.server";
import type { CollegeCardRow, FilterOptions, ListResult } from "~/lib/colleges/types";

export { pageHeaders as headers } from "~/lib/cache";

const EMPTY_OPTIONS: FilterOptions = {
  states: [],
  cities: [],
  courses: [],
  exams: [],
  nirf: [],
  nirfYears: {},
  total: 0,
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { query, badPage } = parseCollegeQuery(url.searchParams);
  if (badPage) return redirect(queryHref(query, { page: 1 }), 302);
  // A region (Delhi NCR) is chosen like a State: without a City its own list, with one the City's.
  const region = regionNamed(query.state);
  const effective = region ? (query.city ? { ...query, state: "" } : null) : query;
  // Numbered pages belong to the stored lists; a bounded scan pages by its `?after=` cursor only.
  const scan = effective ? needsScan(effective) : false;
  if ((scan && query.page > 1) || (!scan && query.after > 0)) {
    return redirect(queryHref(query, scan ? { page: 1 } : { after: 0 }), 302);
  }
  let list: ListResult | null = null;
  let options = EMPTY_OPTIONS;
  let cities: FilterOptions["cities"] | null = null;
  let regions: FilterOptions["states"] = [];
  try {
    // Options first: a bounded scan sizes its walk from the rows the request has already read.
    [options, regions] = await Promise.all([filterOptions(context), regionOptions(context)]);
    cities = await citiesOfChoice(context, region, options, query.state);
    // A City the chosen State does not have would show nothing: the State wins.
    if (cities && query.city && !cities.some((c) => c.value.toLowerCase() === query.city.toLowerCase())) {
      return redirect(queryHref({ ...query, city: "" }), 302);
    }
    list = effective ? await listColleges(context, effective) : await listRegion(context, region!, query);
  } catch (error) {
    console.error("college directory unavailable", error instanceof Error ? error.message : error);
  }
  const shortlist = await readShortlist(request, context.env).catch(() => ({ signedIn: false, slugs: [] as string[] }));
  const canonical = canonicalQuery(query, options, cities);
  if (list && (["state", "city", "course", "exam", "nirf"] as const).some((k) => canonical[k] !== query[k])) {
    return redirect(queryHref(canonical), 301);
  }
  // A GET form without JavaScript sends every field, empty ones too: land on the clean URL.
  if (querySearchParams(query).toString() !== url.searchParams.toString()) {
    return redirect(queryHref(query), 302);
  }
  // The sort's NIRF category (one category, never a mix): each card's rank in it.
  const ranking = rankCategory(query, options.nirfYears);
  const cards = list ? { ...list, rows: await directoryCards(context, list.rows, ranking, query.stream) } : null;
  const nirfCount = (value: string) => options.nirf.find((o) => o.value === value)?.n ?? 0;
  return {
    query,
    ranking,
    shortlist: shortlist.slugs,
    list: cards,
    canonicalPath: queryHref(query),
    options: {
      course: countedOptions(options.courses),
      state: countedOptions([...regions, ...options.states]),
      city: countedOptions(cities ?? options.cities),
      exam: ENTRANCE_EXAM_SLUGS.map((id): FilterOption => ({
        value: id,
        label: `${ENTRANCE_EXAMS[id].name} (${options.exams.find((o) => o.value === ENTRANCE_EXAMS[id].directoryExam)?.n ?? 0})`,
      })).concat(
        // A course's own exam asked for by name keeps its option, so the form sends it back.
        query.exam && !(ENTRANCE_EXAM_SLUGS as readonly string[]).includes(query.exam)
          ? countedOptions(options.exams.filter((o) => o.value === query.exam))
          : [],
      ),
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
    },
  };
}

/** A filter's stored values with their counts, as its options: "Maharashtra (123)". */
const countedOptions = (list: ReadonlyArray<{ value: string; n: number }>): FilterOption[] =>
  list.map((o) => ({ value: o.value, label: `${o.value} (${o.n})` }));

/** With a State chosen, City offers that state's cities only (a region's, for a region), each with its count. */
async function citiesOfChoice(
  context: AppLoadContext,
  region: ReturnType<typeof regionNamed>,
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

/** The fields a directory card shows. */
const CARD_FIELDS = [
  "slug",
  "name",
  "logo",
  "city",
  "state",
  "country",
  "ownership",
  "rating",
  "rating_count",
  "rank_best",
  "rank_label",
  "fees_min",
  "streams",
] as const satisfies ReadonlyArray<keyof CollegeCardRow>;
type CardFields = Pick<CollegeCardRow, (typeof CARD_FIELDS)[number]>;

/**
 * Only what the cards show, with each card's rank in the sort's category and, under a stream, the stream's fees.
 * Without those figures the cards still show (the rank and fees then read "Not published yet").
 */
async function directoryCards(
  context: AppLoadContext,
  rows: CollegeCardRow[],
  ranking: ReturnType<typeof rankCategory>,
  stream: string,
) {
  const figures = await cardFigures(
    context,
    rows.map((r) => r.id),
    ranking,
    stream,
  ).catch(() => null);
  return rows.map((row) => ({
    rank: ranking && figures?.ranks.has(row.id) ? figures.ranks.get(row.id)! : null,
    streamFees: stream ? (figures?.fees.get(row.id) ?? null) : undefined,
    ...(Object.fromEntries(CARD_FIELDS.map((key) => [key, row[key]])) as CardFields),
  }));
}
