/**
 * Home page: every section in the specified order. One loader reads the six server sources in
 * parallel through the cached data layer; a failing source gives an empty list and the page still
 * renders. One action serves the two forms.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
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
import { Certificates, FeatureStrip, PremiumBanner, ServicesGrid, WhyUs } from "~/components/home/sections";
import { CALL_INTENT } from "~/content/home";
import type { FormActionData } from "~/lib/forms/kit";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./_index.server";

export { loader } from "./_index.server";
export { action, headers } from "~/lib/home/page.server";

/** The call popup's code (its form and the form kit) loads at its first opening, as /connect's booking dialog does. */
const CallRequestModal = lazy(() =>
  import("~/components/home/call-request").then((m) => ({ default: m.CallRequestModal })),
);

export const meta: MetaFunction<typeof loader> = (args) => {
  const hero = args.data?.banners[0];
  return getMeta(
    {
      title: "Find Colleges, Exams, Courses and Study Abroad Guidance",
      description: `Compare ${args.data?.collegeCount ?? "colleges"}, check rankings and exams, find courses abroad and talk to counsellors. By the students, for the students.`,
      path: "/",
      // The first hero banner is the largest image above the fold: fetched with the stylesheet, not after it.
      extra: hero
        ? [{ tagName: "link", rel: "preload", as: "image", href: hero.src, fetchPriority: "high" }]
        : undefined,
    },
    args,
  );
};

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

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const [search, setSearch] = useSearchParams();
  const postedCall = useActionData<FormActionData>()?.intent === CALL_INTENT;
  const { totals } = data;
  // The carousels' other cards: one data request when the first of their sections nears the viewport.
  const rest = useCarouselRest<typeof data>(
    data.universities.length < totals.universities ||
      data.colleges.length < totals.colleges ||
      data.studyAbroad.length < totals.studyAbroad ||
      data.studyPlaces.length < totals.studyPlaces,
  );
  const [callOpen, setCallOpen] = useState(search.get("call") === "1" || postedCall);
  // The popup's form is in the HTML only when it is open (`?call=1` or a post without JS): with
  // JavaScript it mounts at the first opening and stays, so the page does not carry it unopened.
  const [callMounted, setCallMounted] = useState(callOpen);

  const openCall = () => {
    setCallMounted(true);
    setCallOpen(true);
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
      <FeatureStrip features={data.features} />
      <ServicesGrid cards={data.services} />
      <ExplorePrograms collegeCount={data.collegeCount} />
      <TopColleges lists={data} fetched={rest} totals={totals} />
      <HaveQuestions onGetOnCall={openCall} />
      <CollegeRanking {...data.ranking} />
      <StudyAbroad countries={rest?.studyAbroad ?? data.studyAbroad} total={totals.studyAbroad} />
      <TopStudyPlaces places={rest?.studyPlaces ?? data.studyPlaces} total={totals.studyPlaces} />
      <AlertsBanner />
      <NewsletterSection />
      <LatestNews news={data.news} />
      <WhyUs tiles={data.whyUs} />
      <PremiumBanner />
      <Certificates items={data.certificates} />
      {callMounted || callOpen ? (
        <div id="call">
          <Suspense fallback={null}>
            <CallRequestModal open={callOpen} onClose={closeCall} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
