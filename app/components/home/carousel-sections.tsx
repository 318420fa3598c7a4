/**
 * The home page's Swiper carousels (part 1 §2, §9): Top Universities/Colleges (two),
 * Study Abroad, Top Study Places (server) and Latest News & Stories.
 */
import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import { itemsOrPlaceholders, ServerMarkup } from "~/components/ui/server-markup";
import { CAROUSELS, isNewsChip, NEWS_CHIPS, STUDY_PLACES_ARROW_THRESHOLD, type CollegeCard } from "~/content/home";
import type { HomeMarkup } from "~/lib/home-markup.server";
import { CompareLink } from "../colleges/compare-controls";
import { ChipNav, HomeSection } from "./section";

/** What the client keeps of a college card: its compare link's slug and name. */
export type CollegeLink = Pick<CollegeCard, "slug" | "name">;

/**
 * A Top Universities/Colleges card (styles: tailwind.css `.cc`). Its image, badges, name, course,
 * fees and rating are server markup (`html`, absent when hydrating: ServerMarkup); the footer links
 * go to the college's page (courses and fees, brochure) and add it to the comparison.
 */
function CollegeCardView({ college, html }: { college: CollegeLink; html: string | undefined }) {
  const page = `/colleges/${college.slug}`;
  return (
    <article className="card cc">
      <ServerMarkup html={html} />
      <footer>
        <Link to={`${page}#courses`} discover="none">
          View All Courses and fees
        </Link>
        <Link to={`${page}#brochure`} discover="none">
          Download Brochure
        </Link>
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

/**
 * The page's HTML holds the first view of each carousel (TOP_COLLEGES_IN_HTML cards, what the
 * widest screen shows at once); the rest arrive with one data request for this route when the
 * section comes near the viewport, before the carousels start moving. A client navigation to /
 * has every card already.
 */
export function TopColleges({
  lists,
  totals,
}: {
  lists: CollegeLists;
  totals: Record<"universities" | "colleges", number>;
}) {
  const fetcher = useFetcher();
  const more = lists.universities.length < totals.universities || lists.colleges.length < totals.colleges;
  const section = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const load = fetcher.load;
  useEffect(() => {
    const el = section.current;
    if (!more || !el || requested.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || requested.current) return;
        requested.current = true;
        observer.disconnect();
        void load("/?index");
      },
      { rootMargin: "600px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, load]);
  const fetched = fetcher.data as CollegeLists | undefined;

  const carousels = [
    { title: "Top Universities", key: "universities", cards: "universityCards", config: CAROUSELS.topColleges },
    { title: "Top Colleges", key: "colleges", cards: "collegeCards", config: CAROUSELS.topCollegesSecond },
  ] as const;
  return (
    <HomeSection
      id="top-colleges"
      title="Top Universities/Colleges"
      subtitle="Sample institutions from our college directory: fees, ratings and ranks are illustrative."
      tone="slate"
    >
      <div ref={section} className="flex flex-col gap-10">
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
    </HomeSection>
  );
}

/** The country cards are server markup (`cards` absent when hydrating); the carousel needs only their count. */
export function StudyAbroad({ cards, count }: { cards: readonly string[] | undefined; count: number }) {
  return (
    <HomeSection id="study-abroad" title="Study Abroad" subtitle="Compare destinations by colleges, cost and guides.">
      <Carousel
        label="Study Abroad countries"
        items={itemsOrPlaceholders(cards, count)}
        {...CAROUSELS.studyAbroad}
        itemKey={(_, i) => i}
        renderItem={(html) => <ServerMarkup as="article" className="card pad" html={html} />}
      />
    </HomeSection>
  );
}

/** `places` is absent when hydrating: the tiles are server markup (ServerMarkup), `count` keeps the carousel. */
export function TopStudyPlaces({ count, places }: { count: number; places: readonly string[] | undefined }) {
  return (
    <HomeSection id="study-places" title="Top Study Places" subtitle="Cities students choose most." tone="slate">
      {count > 0 ? (
        <Carousel
          label="Top Study Places"
          items={itemsOrPlaceholders(places, count)}
          {...CAROUSELS.studyPlaces}
          arrows={count > STUDY_PLACES_ARROW_THRESHOLD}
          itemKey={(_, i) => i}
          renderItem={(html) => <ServerMarkup as="figure" className="place" html={html} />}
        />
      ) : null}
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
