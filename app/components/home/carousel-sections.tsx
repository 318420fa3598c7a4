/**
 * The home page's Swiper carousels (part 1 §2, §9): Top Universities/Colleges (two),
 * Study Abroad, Top Study Places (server) and Latest News & Stories.
 */
import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Carousel } from "~/components/ui/carousel";
import { itemsOrPlaceholders, ServerMarkup } from "~/components/ui/server-markup";
import {
  CAROUSELS,
  COLLEGE_BADGE,
  isNewsChip,
  NEWS_CHIPS,
  newsFor,
  STUDY_ABROAD,
  STUDY_PLACES_ARROW_THRESHOLD,
  type CollegeCard,
  type NewsItem,
  type StudyAbroadCountry,
} from "~/content/home";
import type { StudyPlaceRow } from "~/lib/content-types";
import { uploadUrl } from "~/lib/content-types";
import { countOf } from "~/lib/plural";
import { CompareLink } from "../colleges/compare-controls";
import { ChipNav, HomeSection } from "./section";

/** What the client keeps of a college card: its compare link's slug and name. */
export type CollegeLink = Pick<CollegeCard, "slug" | "name">;

/**
 * A Top Universities/Colleges card (styles: tailwind.css `.cc`). Its image, badges, name, course,
 * fees and rating are server markup (`card` is absent when hydrating: ServerMarkup); the links go
 * to the college's page (courses and fees, brochure) and add it to the comparison.
 */
function CollegeCardView({ college, card }: { college: CollegeLink; card: CollegeCard | undefined }) {
  const page = `/colleges/${college.slug}`;
  return (
    <article className="card cc relative">
      <ServerMarkup data={card}>
        {(c) => (
          <>
            <img src={c.image} alt="" width={400} height={220} loading="lazy" />
            <b>{COLLEGE_BADGE}</b>
            {c.rank ? <i>{c.rank}</i> : null}
            <div>
              <div>
                <h4>
                  <Link to={page}>{c.name}</Link>
                </h4>
                <p className="muted">{c.location}</p>
              </div>
              <dl>
                <div>
                  <dt>Course</dt>
                  <dd>{c.course}</dd>
                </div>
                <div>
                  <dt>Total fees</dt>
                  <dd>{c.fees}</dd>
                </div>
                <div className="rt">
                  <dt className="sr-only">Rating</dt>
                  <dd>
                    <span>{`★ ${c.rating.toFixed(1)}`}</span> {`(${countOf(c.reviews, "review")})`}
                  </dd>
                </div>
              </dl>
            </div>
          </>
        )}
      </ServerMarkup>
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
  /** The cards in the same order; absent when hydrating. */
  universityCards?: readonly CollegeCard[];
  collegeCards?: readonly CollegeCard[];
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
          const card = (i: number) => (i < inPage ? lists[c.cards]?.[i] : fetched?.[c.cards]?.[i]);
          return (
            <div key={c.title}>
              <h3 className="mb-2 text-xl font-semibold text-slate-900">{c.title}</h3>
              <Carousel
                label={c.title}
                items={fetched && fetched[c.key].length > inPage ? fetched[c.key] : lists[c.key]}
                {...c.config}
                itemKey={(college) => college.slug}
                renderItem={(college, i) => <CollegeCardView college={college} card={card(i)} />}
              />
            </div>
          );
        })}
      </div>
    </HomeSection>
  );
}

function CountryCard({ country }: { country: StudyAbroadCountry }) {
  return (
    <article className="card pad">
      <h3>
        <img src={country.icon} alt="" width={48} height={32} loading="lazy" />
        {country.name}
      </h3>
      <dl className="mt-4">
        <div>
          <dt>Colleges</dt>
          <dd>{`${country.colleges.toLocaleString("en-IN")}+`}</dd>
        </div>
        <div>
          <dt>Average cost</dt>
          <dd>{country.cost}</dd>
        </div>
      </dl>
      <ul>
        {country.guides.map((g) => (
          <li key={g.title}>
            <Link to={g.href} discover="none">
              {g.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function StudyAbroad() {
  return (
    <HomeSection id="study-abroad" title="Study Abroad" subtitle="Compare destinations by colleges, cost and guides.">
      <Carousel
        label="Study Abroad countries"
        items={STUDY_ABROAD}
        {...CAROUSELS.studyAbroad}
        itemKey={(c) => c.name}
        renderItem={(c) => <CountryCard country={c} />}
      />
    </HomeSection>
  );
}

/** `places` is absent when hydrating: the tiles are server markup (ServerMarkup), `count` keeps the carousel. */
export function TopStudyPlaces({ count, places }: { count: number; places: readonly StudyPlaceRow[] | undefined }) {
  return (
    <HomeSection id="study-places" title="Top Study Places" subtitle="Cities students choose most." tone="slate">
      {count > 0 ? (
        <Carousel
          label="Top Study Places"
          items={itemsOrPlaceholders(places, count)}
          {...CAROUSELS.studyPlaces}
          arrows={count > STUDY_PLACES_ARROW_THRESHOLD}
          itemKey={(_, i) => i}
          renderItem={(place) => (
            <ServerMarkup as="figure" className="place" data={place}>
              {(p) => (
                <>
                  <img src={uploadUrl(p.image)} alt="" width={400} height={300} loading="lazy" />
                  <figcaption>{p.title}</figcaption>
                </>
              )}
            </ServerMarkup>
          )}
        />
      ) : null}
    </HomeSection>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** '2025-09-12' → '12 Sep 2025' (no time zone involved, so server and browser agree). */
export function formatNewsDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="card pad gap-2">
      <p>{item.category}</p>
      <h3>{item.title}</h3>
      <time dateTime={item.date} className="text-xs text-slate-600">
        {formatNewsDate(item.date)}
      </time>
      <p className="muted flex-1">{item.description}</p>
      <Link to="/blogs" className="link" discover="none">
        Read more<span className="sr-only">{`: ${item.title}`}</span>
      </Link>
    </article>
  );
}

export function LatestNews() {
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
        items={newsFor(chip)}
        {...CAROUSELS.news}
        itemKey={(n) => n.title}
        renderItem={(n) => <NewsCard item={n} />}
      />
    </HomeSection>
  );
}
