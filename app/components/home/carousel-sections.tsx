/**
 * The home page's Swiper carousels: Top Universities/Colleges (two),
 * Study Abroad, Top Study Places (server) and Latest News & Stories.
 */
import { useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import { itemsOrPlaceholders, ServerMarkup } from "~/components/ui/server-markup";
import {
  ALL_PARAM,
  CAROUSELS,
  isNewsChip,
  NEWS_CHIPS,
  STUDY_PLACES_ARROW_THRESHOLD,
  type CollegeCard,
} from "~/content/home";
import type { HomeMarkup } from "~/lib/home-markup.server";
import { CompareLink } from "../colleges/compare-controls";
import { ChipNav, HomeSection } from "./section";

/** What the client keeps of a college card: its compare link's slug and name. */
export type CollegeLink = Pick<CollegeCard, "slug" | "name">;

/**
 * A Top Universities/Colleges card (styles: tailwind.css `.cc`). Its image, badges, name, course,
 * fees, rating and the links to the college's courses and brochure are server markup (`html`,
 * absent when hydrating: ServerMarkup); the Compare link, which adds it to the comparison, is live.
 */
function CollegeCardView({ college, html }: { college: CollegeLink; html: string | undefined }) {
  return (
    <article className="card cc">
      <ServerMarkup html={html} />
      <footer>
        <CompareLink slug={college.slug} name={college.name} />
      </footer>
    </article>
  );
}

/** The two lists as the loader sends them (and as a client data request answers them: every card). */
interface CollegeLists {
  universities: readonly CollegeLink[];
  colleges: readonly CollegeLink[];
  /** The cards' markup in the same order (app/lib/home-markup.server.tsx); absent when hydrating. */
  markup?: Pick<HomeMarkup, "universityCards" | "collegeCards">;
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
 * card (`?all=1`). Drawn only when some are missing, and shown only without JavaScript (`.nojs`).
 */
function AllLink({ missing, href, children }: { missing: boolean; href: string; children: string }) {
  return missing ? (
    <p className="nojs">
      <a href={`/?${ALL_PARAM}=1#${href}`}>{children}</a>
    </p>
  ) : null;
}

export function TopColleges({
  lists,
  fetched,
  totals,
  head,
}: {
  /** The section's heading (server markup, absent when hydrating). */
  head: string | undefined;
  lists: CollegeLists;
  /** The data request's answer: every card (useCarouselRest). */
  fetched: CollegeLists | undefined;
  totals: Record<"universities" | "colleges", number>;
}) {
  const missing = lists.universities.length < totals.universities || lists.colleges.length < totals.colleges;

  const carousels = [
    { title: "Top Universities", key: "universities", cards: "universityCards", config: CAROUSELS.topColleges },
    { title: "Top Colleges", key: "colleges", cards: "collegeCards", config: CAROUSELS.topCollegesSecond },
  ] as const;
  return (
    <HomeSection id="top-colleges" head={head} tone="slate">
      <div className="flex flex-col gap-10 hs-few">
        {carousels.map((c) => {
          const inPage = lists[c.key].length;
          // The cards the page came with stay as they are (server markup when hydrated); the rest are fetched.
          const card = (i: number) => (i < inPage ? lists.markup : fetched?.markup)?.[c.cards][i];
          return (
            <div key={c.title}>
              <h3 className="mb-2 text-xl font-semibold text-slate-900">{c.title}</h3>
              <Carousel
                label={c.title}
                items={fetched && fetched[c.key].length > inPage ? fetched[c.key] : lists[c.key]}
                {...c.config}
                itemKey={(college) => college.slug}
                renderItem={(college, i) => <CollegeCardView college={college} html={card(i)} />}
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

/**
 * The country cards are server markup (`cards` absent when hydrating); the carousel needs only
 * their count (`count` in this answer, `total` there are).
 */
export function StudyAbroad({
  cards,
  count,
  total,
  head,
}: {
  head: string | undefined;
  cards: readonly string[] | undefined;
  count: number;
  total: number;
}) {
  return (
    <HomeSection id="study-abroad" head={head}>
      <Carousel
        label="Study Abroad countries"
        items={itemsOrPlaceholders(cards, count)}
        {...CAROUSELS.studyAbroad}
        itemKey={(_, i) => i}
        renderItem={(html) => <ServerMarkup as="article" className="card pad" html={html} />}
      />
      <AllLink missing={count < total} href="study-abroad">{`All ${total} countries`}</AllLink>
    </HomeSection>
  );
}

/** `places` is absent when hydrating: the tiles are server markup (ServerMarkup), `count` keeps the carousel. */
export function TopStudyPlaces({
  places,
  count,
  total,
  head,
}: {
  head: string | undefined;
  places: readonly string[] | undefined;
  count: number;
  total: number;
}) {
  return (
    <HomeSection id="study-places" head={head} tone="slate">
      {count > 0 ? (
        <div className="hs-few">
          <Carousel
            label="Top Study Places"
            items={itemsOrPlaceholders(places, count)}
            {...CAROUSELS.studyPlaces}
            arrows={total > STUDY_PLACES_ARROW_THRESHOLD}
            itemKey={(_, i) => i}
            renderItem={(html) => <ServerMarkup as="figure" className="place" html={html} />}
          />
        </div>
      ) : null}
      <AllLink missing={count < total} href="study-places">{`All ${total} study places`}</AllLink>
    </HomeSection>
  );
}

/**
 * The chip's article cards are server markup (`cards`, absent when hydrating); a chip is a link to
 * `?news=`, whose navigation brings the new chip's cards (the route revalidates on it).
 */
export function LatestNews({ cards, count }: { cards: readonly string[] | undefined; count: number }) {
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
        items={itemsOrPlaceholders(cards, count)}
        {...CAROUSELS.news}
        itemKey={(_, i) => i}
        renderItem={(html) => <ServerMarkup as="article" className="card pad nw" html={html} />}
      />
    </HomeSection>
  );
}
