/** The home page's loader data: the six server sources read in parallel, only what the page shows. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CLAIM_SLOTS, DIRECTORY_TILES, WHY_US_CLAIMS, WHY_US_COUNTS } from "~/content/business-claims";
import {
  ALL_PARAM,
  DEFAULT_RANKING_AGENCY,
  IN_HTML,
  isNewsChip,
  isRankingAgency,
  isRankingYear,
  NEWS_CHIPS,
  RANKING_ROWS,
  RANKING_STATE,
  RANKING_YEARS,
} from "~/content/home";
import { newsFor, STUDY_ABROAD } from "~/content/home-lists";
import { getNews } from "~/lib/catalogue/catalogue.server";
import { countText, directoryCounts } from "~/lib/colleges/directory-counts.server";
import { homeColleges } from "~/lib/colleges/home.server";
import { businessClaims, claimFigure } from "~/lib/content/business-claims.server";
import { readContentOr } from "~/lib/content/content.server";
import type {
  BannerRow,
  CertificateRow,
  FeatureRow,
  ServiceCardRow,
  StudyPlaceRow,
  WhyUsRow,
} from "~/lib/content/types";
import { uploadUrl } from "~/lib/content/types";

export async function homeData({ context, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const yearParam = search.get("year");
  const agencyParam = search.get("agency");
  const year = isRankingYear(yearParam) ? yearParam : RANKING_YEARS[0];
  const agency = isRankingAgency(agencyParam) ? agencyParam : DEFAULT_RANKING_AGENCY;
  const newsParam = search.get("news");
  const [banners, studyPlaces, servicesCards, features, whyUs, certificates, colleges, news, counts, claims] =
    await Promise.all([
      readContentOr(context, "banners", [] as BannerRow[]),
      readContentOr(context, "studyPlaces", [] as StudyPlaceRow[]),
      readContentOr(context, "servicesCards", [] as ServiceCardRow[]),
      readContentOr(context, "features", [] as FeatureRow[]),
      readContentOr(context, "whyUs", [] as WhyUsRow[]),
      readContentOr(context, "certificates", [] as CertificateRow[]),
      homeColleges(context, {
        year: Number(year),
        agency,
        state: RANKING_STATE,
      }),
      getNews(context),
      directoryCounts(context),
      businessClaims(context),
    ]);
  // A document holds the carousels' first views (IN_HTML); the rest come with a data request
  // (useCarouselRest) or, without JavaScript, with `?all=1`.
  const firstViews = context.dataRequest === false && search.get(ALL_PARAM) !== "1";
  const firstView = <T>(list: readonly T[], n: number = IN_HTML.colleges) => (firstViews ? list.slice(0, n) : list);
  // Only what the page shows, with the images' URLs.
  return {
    banners: banners.map(({ id, title, university_name, image }) => ({
      id,
      title,
      university_name,
      src: uploadUrl(image),
    })),
    features: features.map(({ id, title, description, image }) => ({ id, title, description, src: uploadUrl(image) })),
    services: servicesCards.map(({ id, title, description, link, image }) => ({
      id,
      title,
      description,
      link,
      src: uploadUrl(image),
    })),
    whyUs: whyUsTiles(whyUs, counts, claims),
    // A business badge (ICEF, British Council, QS) only once an operator has set it with a source.
    certificates: shownCertificates(certificates, claims).map(({ id, title, image }) => ({
      id,
      title,
      src: uploadUrl(image),
    })),
    /** The directory's size as D1 holds it ("713 colleges"); undefined when it could not be read. */
    collegeCount: counts ? countText(counts.colleges, "college", "colleges") : undefined,
    universities: firstView(colleges.universities),
    colleges: firstView(colleges.colleges),
    ranking: { year, agency, rows: colleges.ranking.slice(0, RANKING_ROWS) },
    studyAbroad: firstView(STUDY_ABROAD, IN_HTML.studyAbroad),
    studyPlaces: firstView(studyPlaces, IN_HTML.studyPlaces).map(({ id, title, image }) => ({
      id,
      title,
      src: uploadUrl(image),
    })),
    news: newsFor(isNewsChip(newsParam) ? newsParam : NEWS_CHIPS[0], news).map(
      ({ slug, title, date, description, category }) => ({ slug, title, date, description, category }),
    ),
    /** Cards there are. */
    totals: {
      universities: colleges.universities.length,
      colleges: colleges.colleges.length,
      studyPlaces: studyPlaces.length,
      studyAbroad: STUDY_ABROAD.length,
    },
  };
}

/** The certificates a visitor may see: a business badge only once an operator has set it with a source and shows it. */
export function shownCertificates<T extends Pick<CertificateRow, "image">>(
  rows: readonly T[],
  claims: Awaited<ReturnType<typeof businessClaims>>,
): T[] {
  return rows.filter(({ image }) => {
    const badge = CLAIM_SLOTS.find((b) => b.kind === "badge" && b.image === image);
    return !badge || Boolean(claims[badge.key]);
  });
}

/**
 * 'Why us?': a count of the directory as D1 holds it (no "+"), a business figure only once an operator has set it
 * with a source, nothing else. The directory's counts the rows do not name get tiles of their own.
 */
export function whyUsTiles(
  rows: readonly WhyUsRow[],
  counts: Awaited<ReturnType<typeof directoryCounts>>,
  claims: Awaited<ReturnType<typeof businessClaims>>,
) {
  const tile = (row: Pick<WhyUsRow, "id" | "title" | "description" | "image">, value: number, suffix: string) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    counter_value: value,
    suffix,
    src: row.image ? uploadUrl(row.image) : "",
  });
  const named = new Set<string>();
  const fromRows = rows.flatMap((row) => {
    const title = row.title.trim().toLowerCase();
    const count = WHY_US_COUNTS[title];
    if (count) {
      named.add(count);
      return counts ? [tile(row, counts[count], "")] : [];
    }
    const key = WHY_US_CLAIMS[title];
    const value = key === undefined ? undefined : claimFigure(claims, key);
    if (key === undefined || value === undefined) return [];
    const slot = CLAIM_SLOTS.find((s) => s.key === key);
    return [
      tile({ ...row, description: `${row.description} Source: ${claims[key].source}.` }, value, slot?.suffix ?? ""),
    ];
  });
  const own = counts
    ? (Object.keys(DIRECTORY_TILES) as Array<keyof typeof DIRECTORY_TILES>)
        .filter((k) => !named.has(k))
        .map((k, i) => tile({ id: -1 - i, ...DIRECTORY_TILES[k], image: "" }, counts[k], ""))
    : [];
  const partners = claimFigure(claims, "partners");
  const extra =
    partners === undefined
      ? []
      : [
          tile(
            { id: -10, title: "Partner institutions", description: `Source: ${claims.partners.source}.`, image: "" },
            partners,
            "+",
          ),
        ];
  return [...fromRows, ...own, ...extra];
}
