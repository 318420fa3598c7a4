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

const card = "flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm";

function CollegeCardView({ college }: { college: CollegeCard }) {
  return (
    <article className={card}>
      <div className="relative">
        <img
          src={college.image}
          alt=""
          width={400}
          height={220}
          loading="lazy"
          className="aspect-[400/220] w-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded-md bg-white/95 px-2 py-0.5 text-xs font-bold text-emerald-800">
          {COLLEGE_BADGE}
        </span>
        <span className="absolute top-3 right-3 rounded-md bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white">
          {college.rank}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h4 className="font-semibold text-slate-900">
          <Link to={`/colleges/${college.slug}`} className="hover:underline">
            {college.name}
          </Link>
        </h4>
        <p className="mt-1 text-sm text-slate-600">{college.location}</p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Course</dt>
            <dd className="font-medium text-slate-900">{college.course}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Total fees</dt>
            <dd className="font-medium text-slate-900">{college.fees}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Rating</dt>
            <dd className="text-slate-800">
              <span className="font-semibold text-amber-700">★ {college.rating.toFixed(1)}</span>{" "}
              <span className="text-slate-600">({countOf(college.reviews, "review")})</span>
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col gap-2 pt-4">
          <Link
            to={`/colleges/${college.slug}#courses`}
            className="rounded-lg bg-indigo-50 px-3 py-2 text-center text-sm font-semibold text-indigo-800 hover:bg-indigo-100"
          >
            View All Courses and fees
          </Link>
          <Link to={`/colleges/${college.slug}#brochure`} className={secondaryButton}>
            Download Brochure
          </Link>
          <CompareLink slug={college.slug} name={college.name} className={secondaryButton} />
        </div>
      </div>
    </article>
  );
}

const secondaryButton =
  "rounded-lg border border-slate-300 px-3 py-2 text-center text-sm font-medium text-slate-800 hover:bg-slate-50";

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
    <article className={`${card} p-5`}>
      <div className="flex items-center gap-3">
        <img
          src={country.icon}
          alt=""
          width={48}
          height={32}
          loading="lazy"
          className="h-8 w-12 rounded-sm ring-1 ring-slate-200"
        />
        <h3 className="text-lg font-semibold text-slate-900">{country.name}</h3>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Colleges</dt>
          <dd className="font-semibold text-slate-900">{country.colleges.toLocaleString("en-IN")}+</dd>
        </div>
        <div>
          <dt className="text-slate-600">Average cost</dt>
          <dd className="font-semibold text-slate-900">{country.cost}</dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-col gap-1.5 border-t border-slate-100 pt-4 text-sm">
        {country.guides.map((g) => (
          <li key={g.title}>
            <Link to={g.href} className="text-indigo-700 hover:underline">
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
            <figure className="relative overflow-hidden rounded-xl shadow-sm">
              <img
                src={uploadUrl(p.image)}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent px-4 pt-8 pb-3 font-semibold text-white">
                {p.title}
              </figcaption>
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
    <article className={`${card} p-5`}>
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{item.category}</p>
      <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-1 text-xs text-slate-600">
        <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
      </p>
      <p className="mt-3 flex-1 text-sm text-slate-700">{item.description}</p>
      <Link to="/blogs" className="mt-4 text-sm font-semibold text-indigo-700 hover:underline">
        Read more<span className="sr-only">: {item.title}</span>
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
