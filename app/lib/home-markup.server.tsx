/**
 * The home page's static sections as HTML strings (app/components/home/static-markup.tsx), each
 * rendered once per cached list (`derivedFrom`) with react-dom/server's renderToStaticMarkup and
 * emitted by `ServerMarkup`. A request renders the page around them (fresh nonce, its own query
 * string) but not the hundreds of elements inside them again; the browser receives neither their
 * components nor their data. Nothing here depends on the visitor or the request.
 */
import {
  AlertsBannerBody,
  CertificateItems,
  CollegeCardBody,
  CountryCardBody,
  ExploreCards,
  FeatureItems,
  NewsCardBody,
  PremiumBannerBody,
  QuestionsBannerBody,
  RankingForm,
  RankingRows,
  RankingTableHead,
  SectionHead,
  ServiceCards,
  StudyPlaceTile,
  WhyUsBody,
} from "~/components/home/static-markup";
import {
  NEWS_CHIPS,
  RANKING_ROWS,
  type CollegeCard,
  type NewsChip,
  type RankingAgency,
  type RankingYear,
} from "~/content/home";
import { EXPLORE_CARDS, newsFor, SECTION_HEADS, STUDY_ABROAD, type SectionHeadId } from "~/content/home-static";
import type { HomeColleges } from "~/lib/colleges/home.server";
import type { CertificateRow, FeatureRow, ServiceCardRow, StudyPlaceRow, WhyUsRow } from "~/lib/content-types";
import { derivedFrom, staticHtml, staticPart } from "~/lib/render-only.server";

/** What `ServerMarkup` emits: a list's inner HTML, or one string per carousel slide. */
export interface HomeMarkup {
  features: string;
  services: string;
  certificates: string;
  explore: string;
  /** The ranking's form (year, agency, the page's other params) and its table's caption, head and rows. */
  rankingForm: string;
  rankingTable: string;
  universityCards: string[];
  collegeCards: string[];
  studyPlaces: string[];
  studyAbroad: string[];
  news: string[];
  whyUs: string[];
  /** The premium banner's content (it names the site: one per site name). */
  premium: string;
  alerts: string;
  questions: string;
  /** The static sections' headings. */
  heads: Record<SectionHeadId, string>;
}

const features = derivedFrom((list: readonly FeatureRow[]) => staticHtml(<FeatureItems features={list} />));
const services = derivedFrom((list: readonly ServiceCardRow[]) => staticHtml(<ServiceCards cards={list} />));
const certificates = derivedFrom((list: readonly CertificateRow[]) => staticHtml(<CertificateItems items={list} />));
const ranking = derivedFrom((rows: HomeColleges["ranking"]) =>
  staticHtml(<RankingRows rows={rows.slice(0, RANKING_ROWS)} />),
);
const cards = derivedFrom((list: readonly CollegeCard[]) => list.map((c) => staticHtml(<CollegeCardBody card={c} />)));
const places = derivedFrom((list: readonly StudyPlaceRow[]) =>
  list.map((p) => staticHtml(<StudyPlaceTile place={p} />)),
);
const whyUs = derivedFrom((list: readonly WhyUsRow[]) => list.map((w) => staticHtml(<WhyUsBody item={w} />)));
const explore = derivedFrom((list: typeof EXPLORE_CARDS) => staticHtml(<ExploreCards cards={list} />));
const abroad = derivedFrom((list: typeof STUDY_ABROAD) => list.map((c) => staticHtml(<CountryCardBody country={c} />)));

/** Each news chip's cards, once per isolate. */
const NEWS = Object.fromEntries(
  NEWS_CHIPS.map((chip) => [chip, newsFor(chip).map((n) => staticHtml(<NewsCardBody item={n} />))]),
) as Record<NewsChip, string[]>;

/** The static sections' headings and the questions banner's text, once per isolate. */
const HEADS = Object.fromEntries(
  Object.entries(SECTION_HEADS).map(([id, head]) => [id, staticHtml(<SectionHead id={id} {...head} />)]),
) as Record<SectionHeadId, string>;
const QUESTIONS = staticHtml(<QuestionsBannerBody />);

/** The number of Study Abroad cards (the client's carousel needs only the count). */
export const STUDY_ABROAD_COUNT = STUDY_ABROAD.length;

export function homeMarkup(data: {
  features: readonly FeatureRow[];
  servicesCards: readonly ServiceCardRow[];
  certificates: readonly CertificateRow[];
  studyPlaces: readonly StudyPlaceRow[];
  whyUs: readonly WhyUsRow[];
  colleges: HomeColleges;
  news: NewsChip;
  siteName: string;
  ranking: { year: RankingYear; agency: RankingAgency; kept: ReadonlyArray<[string, string]> };
}): HomeMarkup {
  const { year, agency, kept } = data.ranking;
  return {
    features: features(data.features),
    services: services(data.servicesCards),
    certificates: certificates(data.certificates),
    explore: explore(EXPLORE_CARDS),
    // Per request: the form keeps the URL's other params (a few elements; the rows are rendered once per list).
    rankingForm: staticHtml(<RankingForm year={year} agency={agency} kept={kept} />),
    rankingTable: `${staticPart("home-ranking-head", `${year} ${agency}`, () => <RankingTableHead year={year} agency={agency} />)}<tbody>${ranking(data.colleges.ranking)}</tbody>`,
    universityCards: cards(data.colleges.universities),
    collegeCards: cards(data.colleges.colleges),
    studyPlaces: places(data.studyPlaces),
    studyAbroad: abroad(STUDY_ABROAD),
    news: NEWS[data.news],
    whyUs: whyUs(data.whyUs),
    premium: staticPart("home-premium", data.siteName, () => <PremiumBannerBody siteName={data.siteName} />),
    alerts: staticPart("home-alerts", "", () => <AlertsBannerBody />),
    questions: QUESTIONS,
    heads: HEADS,
  };
}
