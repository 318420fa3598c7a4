/**
 * The home route's loader, action and headers (re-exported by app/routes/_index.tsx). They live in a
 * `.server` module so that the browser's route chunk imports one empty module instead of the data
 * layer's, the form kit's server half's, render-only's and the cache policy's (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CALL_INTENT, NEWSLETTER_INTENT } from "~/components/home/intents";
import { keptParams } from "~/components/home/params";
import {
  ALL_PARAM,
  IN_HTML,
  isNewsChip,
  isRankingAgency,
  isRankingYear,
  NEWS_CHIPS,
  RANKING_AGENCIES,
  RANKING_STATE,
  RANKING_YEARS,
} from "~/content/home";
import { pageHeaders } from "~/lib/cache";
import { homeColleges } from "~/lib/colleges/home.server";
import { getSettings } from "~/lib/config";
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
import { formFailure, formSuccess, getIntent, handleForm, readFormData, unreadableForm } from "~/lib/forms.server";
import { homeMarkup, STUDY_ABROAD_COUNT } from "~/lib/home-markup.server";
import { provideHomeParts } from "~/lib/home-parts.server";
import { withRenderOnly } from "~/lib/render-only.server";

/** The home forms' schemas, awaited by the action (the forms load theirs on first input: docs/forms.md). */
const schemas = () => import("~/components/home/schemas");

export const headers = pageHeaders;

export async function loader({ context, request }: LoaderFunctionArgs) {
  provideHomeParts();
  const search = new URL(request.url).searchParams;
  const yearParam = search.get("year");
  const agencyParam = search.get("agency");
  const year = isRankingYear(yearParam) ? yearParam : RANKING_YEARS[0];
  const agency = isRankingAgency(agencyParam) ? agencyParam : RANKING_AGENCIES[0].id;
  const news = search.get("news");
  const [banners, studyPlaces, servicesCards, features, whyUs, certificates, colleges] = await Promise.all([
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
  ]);
  const link = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
  // A document holds the carousels' first views (IN_HTML); the rest come with a data request
  // (useCarouselRest) or, without JavaScript, with `?all=1`.
  const firstViews = context.dataRequest === false && search.get(ALL_PARAM) !== "1";
  const firstView = <T>(list: T[], n: number = IN_HTML.colleges) => (firstViews ? list.slice(0, n) : list);
  const markup = homeMarkup({
    features,
    servicesCards,
    certificates,
    studyPlaces,
    whyUs,
    colleges,
    news: isNewsChip(news) ? news : NEWS_CHIPS[0],
    siteName: getSettings(context.env).siteName,
    ranking: { year, agency, kept: keptParams(search, ["year", "agency"]) },
  });
  const studyAbroad = firstView(markup.studyAbroad, IN_HTML.studyAbroad);
  const places = firstView(markup.studyPlaces, IN_HTML.studyPlaces);
  // What the client changes (hero, feature strip, counters, carousels' slide count, the compare
  // links) hydrates; the static sections are server markup, rendered once per cached list
  // (app/lib/home-markup.server.tsx) and not sent again for hydration (app/lib/render-only.server.ts).
  return withRenderOnly(
    context,
    {
      // The hero's banners with their image URLs (the page's JS needs no `uploadUrl`).
      banners: banners.map(({ id, title, university_name, image }) => ({
        id,
        title,
        university_name,
        src: uploadUrl(image),
      })),
      // The counters are live; each tile's image, title and text are server markup (markup.whyUs).
      counters: whyUs.map(({ id, counter_value, suffix }) => ({ id, counter_value, suffix })),
      universities: firstView(colleges.universities).map(link),
      colleges: firstView(colleges.colleges).map(link),
      /** Cards in this answer (a document's first views, or all of them). */
      counts: { studyPlaces: places.length, studyAbroad: studyAbroad.length, news: markup.news.length },
      /** Cards there are. */
      totals: {
        universities: colleges.universities.length,
        colleges: colleges.colleges.length,
        studyPlaces: studyPlaces.length,
        studyAbroad: STUDY_ABROAD_COUNT,
      },
    },
    {
      markup: {
        ...markup,
        universityCards: firstView(markup.universityCards),
        collegeCards: firstView(markup.collegeCards),
        studyAbroad,
        studyPlaces: places,
      },
    },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  if (intent === CALL_INTENT) {
    const result = await handleForm(request, context, {
      schema: (await schemas()).CallRequestSchema,
      kind: CALL_INTENT,
      formData,
    });
    if (!result.ok) return formFailure(result);
    return formSuccess(CALL_INTENT, result.submission.reply({ resetForm: true }), {
      firstName: result.value.firstName,
    });
  }
  if (intent === NEWSLETTER_INTENT || !formData) {
    const result = await handleForm(request, context, {
      schema: (await schemas()).NewsletterSchema,
      kind: NEWSLETTER_INTENT,
      formData,
    });
    if (!result.ok) return formFailure(result);
    return formSuccess(NEWSLETTER_INTENT, result.submission.reply({ resetForm: true }));
  }
  // An unknown intent is not one of this page's forms: answer on the newsletter form, so the
  // message is shown somewhere.
  return formFailure(unreadableForm(NEWSLETTER_INTENT));
}
