/**
 * The home page's Swiper carousels (part 1 §2, §9): Top Universities/Colleges (two),
 * Study Abroad, Top Study Places (server) and Latest News & Stories.
 */
import { Link, useSearchParams } from "@remix-run/react";
import { Carousel } from "~/components/ui/carousel";
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

/**
 * A Top Universities/Colleges card (styles: tailwind.css `.card`, `.cc`). Its links go to the
 * college's page (courses and fees, brochure) and add it to the comparison.
 */
function CollegeCardView({ college }: { college: CollegeCard }) {
  const page = `/colleges/${college.slug}`;
  return (
    <article className="card cc relative">
      <img src={college.image} alt="" width={400} height={220} loading="lazy" />
      <b>{COLLEGE_BADGE}</b>
      {college.rank ? <i>{college.rank}</i> : null}
      <div>
        <div>
          <h4>
            <Link to={page}>{college.name}</Link>
          </h4>
          <p className="muted">{college.location}</p>
        </div>
        <dl>
          <div>
            <dt>Course</dt>
            <dd>{college.course}</dd>
          </div>
          <div>
            <dt>Total fees</dt>
            <dd>{college.fees}</dd>
          </div>
          <div className="rt">
            <dt className="sr-only">Rating</dt>
            <dd>
              <span>{`★ ${college.rating.toFixed(1)}`}</span> {`(${countOf(college.reviews, "review")})`}
            </dd>
          </div>
        </dl>
        <footer>
          <Link to={`${page}#courses`} discover="none">
            View All Courses and fees
          </Link>
          <Link to={`${page}#brochure`} discover="none">
            Download Brochure
          </Link>
          <CompareLink slug={college.slug} name={college.name} />
        </footer>
      </div>
    </article>
  );
}

export function TopColleges({
  universities,
  colleges,
}: {
  universities: readonly CollegeCard[];
  colleges: readonly CollegeCard[];
}) {
  const lists = [
    { title: "Top Universities", items: universities, config: CAROUSELS.topColleges },
    { title: "Top Colleges", items: colleges, config: CAROUSELS.topCollegesSecond },
  ];
  return (
    <HomeSection
      id="top-colleges"
      title="Top Universities/Colleges"
      subtitle="Sample institutions from our college directory: fees, ratings and ranks are illustrative."
      tone="slate"
    >
      <div className="flex flex-col gap-10">
        {lists.map((list) => (
          <div key={list.title}>
            <h3 className="mb-2 text-xl font-semibold text-slate-900">{list.title}</h3>
            <Carousel
              label={list.title}
              items={list.items}
              {...list.config}
              itemKey={(c) => c.name}
              renderItem={(c) => <CollegeCardView college={c} />}
            />
          </div>
        ))}
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

export function TopStudyPlaces({ places }: { places: readonly StudyPlaceRow[] }) {
  return (
    <HomeSection id="study-places" title="Top Study Places" subtitle="Cities students choose most." tone="slate">
      {places.length > 0 ? (
        <Carousel
          label="Top Study Places"
          items={places}
          {...CAROUSELS.studyPlaces}
          arrows={places.length > STUDY_PLACES_ARROW_THRESHOLD}
          itemKey={(p) => p.id}
          renderItem={(p) => (
            <figure className="place">
              <img src={uploadUrl(p.image)} alt="" width={400} height={300} loading="lazy" />
              <figcaption>{p.title}</figcaption>
            </figure>
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
