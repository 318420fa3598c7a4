/**
 * The home page's Swiper carousels: Top Universities/Colleges (two), Study Abroad, Top Study
 * Places (server) and Latest News & Stories.
 */
import { useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import {
  ALL_PARAM,
  CAROUSELS,
  isNewsChip,
  NEWS_CHIPS,
  STUDY_PLACES_ARROW_THRESHOLD,
  type CollegeCard,
} from "~/content/home";
import type { NewsCard, StudyAbroadCountry } from "~/content/home-lists";
import {
  COLLEGE_CARDS,
  CollegeCardView,
  COUNTRY_CARDS,
  CountryCard,
  NEWS_CARDS,
  NewsCardView,
  STUDY_PLACES,
  StudyPlaceFigure,
  type StudyPlace,
} from "./cards";
import { ChipNav, HomeSection } from "./section";

/**
 * Without JavaScript the college and study-place lists show at most 3 cards at once from 1280 px (content/home.ts
 * `IN_HTML`: the 4 in the HTML fill the widest view and the last peeks).
 */
const THREE_WITHOUT_JS = "noscript:xl:[&_.swiper-slide]:w-1/3!";

/** The two lists as the loader sends them (and as a client data request answers them: every card). */
interface CollegeLists {
  universities: readonly CollegeCard[];
  colleges: readonly CollegeCard[];
}

/** The sections whose HTML holds only their carousels' first views (content/home.ts `IN_HTML`). */
const FIRST_VIEW_SECTIONS = ["top-colleges", "study-abroad", "study-places"];

/**
 * The page's HTML holds the first view of the college, Study Abroad and study-place carousels;
 * their other cards arrive with one data request for this route (every card) when the first of
 * those sections comes near the viewport, before the carousels start moving. A client navigation
 * to / has every card already (`more` false). Returns the answer once it is there.
 */
export function useCarouselRest<T>(more: boolean): T | undefined {
  const fetcher = useFetcher<T>();
  const requested = useRef(false);
  const load = fetcher.load;
  useEffect(() => {
    if (!more || requested.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || requested.current) return;
        requested.current = true;
        observer.disconnect();
        void load("/?index");
      },
      { rootMargin: "600px" },
    );
    for (const id of FIRST_VIEW_SECTIONS) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [more, load]);
  return fetcher.data as T | undefined;
}

/**
 * Without JavaScript, the way to a carousel's cards beyond its first view: the page with every
 * card (`?all=1`). Drawn only when some are missing, and shown only without JavaScript.
 */
function AllLink({ missing, href, children }: { missing: boolean; href: string; children: string }) {
  return missing ? (
    <p className="mt-4 text-sm font-semibold text-indigo-700 js:hidden *:hover:underline">
      <a href={`/?${ALL_PARAM}=1#${href}`}>{children}</a>
    </p>
  ) : null;
}

export function TopColleges({
  lists,
  fetched,
  totals,
}: {
  lists: CollegeLists;
  /** The data request's answer: every card (useCarouselRest). */
  fetched: CollegeLists | undefined;
  totals: Record<"universities" | "colleges", number>;
}) {
  const missing = lists.universities.length < totals.universities || lists.colleges.length < totals.colleges;

  const carousels = [
    { title: "Top Universities", key: "universities", config: CAROUSELS.topColleges },
    { title: "Top Colleges", key: "colleges", config: CAROUSELS.topCollegesSecond },
  ] as const;
  return (
    <HomeSection id="top-colleges" tone="slate">
      <div className={`flex flex-col gap-10 ${THREE_WITHOUT_JS} ${COLLEGE_CARDS}`}>
        {carousels.map((c) => {
          const inPage = lists[c.key].length;
          return (
            <div key={c.title}>
              <h3 className="mb-2 text-xl font-semibold">{c.title}</h3>
              <Carousel
                label={c.title}
                items={fetched && fetched[c.key].length > inPage ? fetched[c.key] : lists[c.key]}
                {...c.config}
                itemKey={(college) => college.slug}
                renderItem={(college) => <CollegeCardView card={college} />}
              />
            </div>
          );
        })}
      </div>
      <AllLink missing={missing} href="top-colleges">
        All universities and colleges
      </AllLink>
    </HomeSection>
  );
}

/** The country cards in this answer (`countries`) of `total` there are. */
export function StudyAbroad({ countries, total }: { countries: readonly StudyAbroadCountry[]; total: number }) {
  return (
    <HomeSection id="study-abroad">
      <Carousel
        label="Study Abroad countries"
        className={COUNTRY_CARDS}
        items={countries}
        {...CAROUSELS.studyAbroad}
        itemKey={(country) => country.name}
        renderItem={(country) => <CountryCard country={country} />}
      />
      <AllLink missing={countries.length < total} href="study-abroad">{`All ${total} countries`}</AllLink>
    </HomeSection>
  );
}

/** The study places in this answer (`places`) of `total` there are. */
export function TopStudyPlaces({ places, total }: { places: readonly StudyPlace[]; total: number }) {
  return (
    <HomeSection id="study-places" tone="slate">
      {places.length > 0 ? (
        <div className={`${THREE_WITHOUT_JS} ${STUDY_PLACES}`}>
          <Carousel
            label="Top Study Places"
            items={places}
            {...CAROUSELS.studyPlaces}
            arrows={total > STUDY_PLACES_ARROW_THRESHOLD}
            itemKey={(place) => place.id}
            renderItem={(place) => <StudyPlaceFigure place={place} />}
          />
        </div>
      ) : null}
      <AllLink missing={places.length < total} href="study-places">{`All ${total} study places`}</AllLink>
    </HomeSection>
  );
}

/**
 * The chip's article cards; a chip is a link to `?news=`, whose navigation brings the new chip's
 * cards (the route revalidates on it).
 */
export function LatestNews({ news }: { news: readonly NewsCard[] }) {
  const [search] = useSearchParams();
  const param = search.get("news");
  const chip = isNewsChip(param) ? param : NEWS_CHIPS[0];
  return (
    <HomeSection
      id="news"
      title="Latest News & Stories"
      subtitle="Exam dates, college updates and admission deadlines."
      aside={<ChipNav label="News categories" param="news" chips={NEWS_CHIPS} active={chip} hash="news" />}
    >
      <Carousel
        key={chip}
        label={`${chip} news`}
        className={NEWS_CARDS}
        items={news}
        {...CAROUSELS.news}
        itemKey={(item) => item.title}
        renderItem={(item) => <NewsCardView item={item} />}
      />
    </HomeSection>
  );
}
