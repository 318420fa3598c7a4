/**
 * Home page (part 1 §2 "Home page"): every section in the spec's order. One loader reads
 * the six server sources in parallel through the cached data layer; a failing source gives
 * an empty list (§8) and the page still renders. One action serves the two forms.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  useActionData,
  useLoaderData,
  useSearchParams,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { CALL_HREF } from "~/components/home/call-trigger";
import {
  LatestNews,
  StudyAbroad,
  TopColleges,
  TopStudyPlaces,
  useCarouselRest,
} from "~/components/home/carousel-sections";
import { CollegeRanking } from "~/components/home/college-ranking";
import { AlertsBanner, HaveQuestions, NewsletterSection } from "~/components/home/engagement";
import { ExplorePrograms } from "~/components/home/explore-programs";
import { HeroCarousel } from "~/components/home/hero";
import { CALL_INTENT, NEWSLETTER_INTENT } from "~/components/home/intents";
import { callPart, newsletterPart } from "~/components/home/parts";
import { Certificates, FeatureStrip, PremiumBanner, ServicesGrid, WhyUs } from "~/components/home/server-sections";
import { OnDemand } from "~/components/ui/on-demand";
import {
  isNewsChip,
  isRankingAgency,
  isRankingYear,
  NEWS_CHIPS,
  RANKING_AGENCIES,
  RANKING_STATE,
  ALL_PARAM,
  IN_HTML,
  RANKING_YEARS,
} from "~/content/home";
import { pageHeaders } from "~/lib/cache";
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
import type { FormActionData } from "~/lib/form-kit";
import { formFailure, formSuccess, getIntent, handleForm, readFormData, unreadableForm } from "~/lib/forms.server";
import { homeMarkup, STUDY_ABROAD_COUNT } from "~/lib/home-markup.server";
import { provideHomeParts } from "~/lib/home-parts.server";
import { getMeta } from "~/lib/meta";
import { withRenderOnly } from "~/lib/render-only.server";
import { useSettings } from "~/lib/use-settings";

/** The home forms' schemas, awaited by the action (the forms load theirs on first input: README "Form kit"). */
const schemas = () => import("~/components/home/schemas");

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const hero = args.data?.banners[0];
  return getMeta(
    {
      title: "Find Colleges, Exams, Courses and Study Abroad Guidance",
      description:
        "Compare 19000+ colleges, check rankings and exams, find courses abroad and talk to counsellors. By the students, for the students.",
      path: "/",
      // The first hero banner is the largest image above the fold: fetched with the stylesheet, not after it.
      extra: hero
        ? [{ tagName: "link", rel: "preload", as: "image", href: uploadUrl(hero.image), fetchPriority: "high" }]
        : undefined,
    },
    args,
  );
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  provideHomeParts();
  const search = new URL(request.url).searchParams;
  const year = search.get("year");
  const agency = search.get("agency");
  const news = search.get("news");
  const [banners, studyPlaces, servicesCards, features, whyUs, certificates, colleges] = await Promise.all([
    readContentOr(context, "banners", [] as BannerRow[]),
    readContentOr(context, "studyPlaces", [] as StudyPlaceRow[]),
    readContentOr(context, "servicesCards", [] as ServiceCardRow[]),
    readContentOr(context, "features", [] as FeatureRow[]),
    readContentOr(context, "whyUs", [] as WhyUsRow[]),
    readContentOr(context, "certificates", [] as CertificateRow[]),
    homeColleges(context, {
      year: Number(isRankingYear(year) ? year : RANKING_YEARS[0]),
      agency: isRankingAgency(agency) ? agency : RANKING_AGENCIES[0].id,
      state: RANKING_STATE,
    }),
  ]);
  const link = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });
  // A document holds the carousels' first views (IN_HTML); the rest come with a data request
  // (useCarouselRest) or, without JavaScript, with `?all=1`.
  const firstViews = context.dataRequest === false && search.get(ALL_PARAM) !== "1";
  const firstView = <T,>(list: T[], n: number = IN_HTML.colleges) => (firstViews ? list.slice(0, n) : list);
  const markup = homeMarkup({
    features,
    servicesCards,
    certificates,
    studyPlaces,
    whyUs,
    colleges,
    news: isNewsChip(news) ? news : NEWS_CHIPS[0],
  });
  const studyAbroad = firstView(markup.studyAbroad, IN_HTML.studyAbroad);
  const places = firstView(markup.studyPlaces, IN_HTML.studyPlaces);
  // What the client changes (hero, feature strip, counters, carousels' slide count, the compare
  // links) hydrates; the static sections are server markup, rendered once per cached list
  // (app/lib/home-markup.server.tsx) and not sent again for hydration (app/lib/render-only.server.ts).
  return withRenderOnly(
    context,
    {
      banners,
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

/** The program chips and the forms change nothing the loader reads; the ranking year and agency and the news chip do. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  if (currentUrl.pathname === nextUrl.pathname) {
    const params = ["year", "agency", "news"] as const;
    return params.some((p) => currentUrl.searchParams.get(p) !== nextUrl.searchParams.get(p));
  }
  return defaultShouldRevalidate;
};

/** Whether the page is on screen: its revalidations and fetches need no parts (they are there or load on demand). */
let homeShown = false;

/**
 * A client navigation to / renders the newsletter form live at once: its code (parts.ts) loads
 * with the data, not after the page has rendered without it. Not run when hydrating (no
 * `clientLoader.hydrate`): the server's HTML holds the form, whose code loads on first interaction.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  if (homeShown) return serverLoader<typeof loader>();
  const call = new URL(request.url).searchParams.get("call") === "1";
  const [data] = await Promise.all([
    serverLoader<typeof loader>(),
    newsletterPart.load(),
    call ? callPart.load() : undefined,
  ]);
  return data;
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

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const markup = data.markup;
  const settings = useSettings();
  const [search, setSearch] = useSearchParams();
  const postedCall = useActionData<FormActionData>()?.intent === CALL_INTENT;
  const { totals, counts } = data;
  // The carousels' other cards: one data request when the first of their sections nears the viewport.
  const rest = useCarouselRest<typeof data>(
    data.universities.length < totals.universities ||
      data.colleges.length < totals.colleges ||
      counts.studyAbroad < totals.studyAbroad ||
      counts.studyPlaces < totals.studyPlaces,
  );
  const [callOpen, setCallOpen] = useState(search.get("call") === "1" || postedCall);
  // The popup's form is in the HTML only when it is open (`?call=1` or a post without JS): with
  // JavaScript it mounts at the first opening and stays, so the page does not carry it unopened.
  const [callMounted, setCallMounted] = useState(callOpen);

  useEffect(() => {
    homeShown = true;
    return () => {
      homeShown = false;
    };
  }, []);

  // The popup's code (and the form kit's) loads at its first opening (parts.ts).
  const openCall = () => {
    const open = () => {
      setCallMounted(true);
      setCallOpen(true);
    };
    if (callPart.loaded) open();
    else callPart.load().then(open, () => window.location.assign(CALL_HREF));
  };
  const closeCall = () => {
    setCallOpen(false);
    if (search.has("call")) {
      setSearch(
        (prev) => {
          prev.delete("call");
          return prev;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <>
      <HeroCarousel banners={data.banners} onNeedCounselling={openCall} />
      <FeatureStrip html={markup?.features} />
      <ServicesGrid html={markup?.services} />
      <ExplorePrograms cards={markup?.explore} />
      <TopColleges lists={data} fetched={rest} totals={totals} />
      <HaveQuestions onGetOnCall={openCall} />
      <CollegeRanking rows={markup?.ranking} />
      <StudyAbroad
        cards={rest?.markup?.studyAbroad ?? markup?.studyAbroad}
        count={rest?.counts.studyAbroad ?? counts.studyAbroad}
        total={totals.studyAbroad}
      />
      <TopStudyPlaces
        places={rest?.markup?.studyPlaces ?? markup?.studyPlaces}
        count={rest?.counts.studyPlaces ?? counts.studyPlaces}
        total={totals.studyPlaces}
      />
      <AlertsBanner />
      <NewsletterSection />
      <LatestNews cards={markup?.news} count={data.counts.news} />
      <WhyUs counters={data.counters} html={markup?.whyUs} />
      <PremiumBanner siteName={settings.siteName} />
      <Certificates html={markup?.certificates} />
      {callMounted || callOpen ? (
        <OnDemand
          id="call"
          part={callPart}
          now
          render={(m, carried) => <m.CallRequestModal open={callOpen} onClose={closeCall} defaultValue={carried} />}
        />
      ) : null}
    </>
  );
}
