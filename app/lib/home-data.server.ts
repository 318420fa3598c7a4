/** The home page's loader data: the six server sources read in parallel, only what the page shows. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  ALL_PARAM,
  IN_HTML,
  isNewsChip,
  isRankingAgency,
  isRankingYear,
  NEWS_CHIPS,
  RANKING_AGENCIES,
  RANKING_ROWS,
  RANKING_STATE,
  RANKING_YEARS,
} from "~/content/home";
import { newsFor, STUDY_ABROAD } from "~/content/home-lists";
import { getNews } from "~/lib/catalogue/catalogue.server";
import { homeColleges } from "~/lib/colleges/home.server";
import type {
  BannerRow,
  CertificateRow,
  FeatureRow,
  ServiceCardRow,
  StudyPlaceRow,
  WhyUsRow,
} from "~/lib/content-types";
import { uploadUrl } from "~/lib/content-types";
import { readContentOr } from "~/lib/content.server";

export async function homeData({ context, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const yearParam = search.get("year");
  const agencyParam = search.get("agency");
  const year = isRankingYear(yearParam) ? yearParam : RANKING_YEARS[0];
  const agency = isRankingAgency(agencyParam) ? agencyParam : RANKING_AGENCIES[0].id;
  const newsParam = search.get("news");
  const [banners, studyPlaces, servicesCards, features, whyUs, certificates, colleges, news] = await Promise.all([
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
    whyUs: whyUs.map(({ id, title, description, counter_value, suffix, image }) => ({
      id,
      title,
      description,
      counter_value,
      suffix,
      src: image ? uploadUrl(image) : "",
    })),
    certificates: certificates.map(({ id, title, image }) => ({ id, title, src: uploadUrl(image) })),
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
