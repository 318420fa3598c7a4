/**
 * /colleges on the server: the filtered, paged directory with its filter options and their counts, the canonical URL
 * (redirects for other casings, empty fields and out-of-range pages) and the visitor's shortlist. The route module
 * re-exports these, so the browser build sees one empty module here instead of every server module they use
 * (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
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
import type { FilterOptions, ListResult } from "~/lib/colleges/types";

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
  const regions: FilterOptions["states"] = [];
  try {
    // Options first: a bounded scan sizes its walk from the rows the request has already read.
    options = await filterOptions(context);
    // With a State chosen, City offers that state's cities only, each with the count the pair then shows.
    const state = options.states.find((o) => o.value.toLowerCase() === query.state.toLowerCase())?.value;
    if (region) cities = await citiesOfRegion(context, region);
    else if (state) cities = await citiesOfState(context, state);
    // A City the chosen State does not have would show nothing: the State wins.
    if (cities && query.city && !cities.some((c) => c.value.toLowerCase() === query.city.toLowerCase())) {
      return redirect(queryHref({ ...query, city: "" }), 302);
    }
    list = effective ? await listColleges(context, effective) : await listRegion(context, region!, query);
    for (const r of REGIONS) regions.push({ value: r.name, n: (await listRegion(context, r, EMPTY_QUERY)).total });
  } catch (error) {
    console.error("college directory unavailable", error instanceof Error ? error.message : error);
  }
  const shortlist = await readShortlist(request, context.env).catch(() => ({ signedIn: false, slugs: [] as string[] }));
  // Values typed in another case land on the stored spelling (one canonical URL).
  const canon = (value: string, list: Array<{ value: string }>) =>
    list.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? value;
  const canonical: CollegeQuery = {
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
  if (list && (["state", "city", "course", "exam", "nirf"] as const).some((k) => canonical[k] !== query[k])) {
    return redirect(queryHref(canonical), 301);
  }
  // A GET form without JavaScript sends every field, empty ones too: land on the clean URL.
  if (querySearchParams(query).toString() !== url.searchParams.toString()) {
    return redirect(queryHref(query), 302);
  }
  // The sort's NIRF category (one category, never a mix) and, under a stream, the stream's fees: each card's
  // figure for them.
  const ranking = rankCategory(query, options.nirfYears);
  const figures = list
    ? await cardFigures(
        context,
        list.rows.map((r) => r.id),
        ranking,
        query.stream,
      ).catch(() => null)
    : null;
  // Only what the cards and the filters show.
  const cards = list
    ? {
        ...list,
        rows: list.rows.map(
          ({
            id,
            slug,
            name,
            logo,
            city,
            state,
            country,
            ownership,
            rating,
            rating_count,
            rank_best,
            rank_label,
            fees_min,
            streams,
          }) => ({
            rank: ranking && figures?.ranks.has(id) ? figures.ranks.get(id)! : null,
            streamFees: query.stream ? (figures?.fees.get(id) ?? null) : undefined,
            slug,
            name,
            logo,
            city,
            state,
            country,
            ownership,
            rating,
            rating_count,
            rank_best,
            rank_label,
            fees_min,
            streams,
          }),
        ),
      }
    : null;
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
