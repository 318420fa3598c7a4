/**
 * The home page's cards and banners: feature cards, service cards, certificates, study-place tiles,
 * college card bodies, ranking rows, Study Abroad's country cards, Explore Programs' cards, news
 * cards. Each renders what the home loader sends (image URLs resolved there).
 */
import { Link } from "@remix-run/react";
import { InlineSelect } from "~/components/ui/inline-select";
import {
  RANKING_AGENCIES,
  RANKING_STATE,
  RANKING_YEARS,
  type CollegeCard,
  type RankingAgency,
  type RankingRow,
  type RankingYear,
} from "~/content/home";
import type { NewsCard, StudyAbroadCountry } from "~/content/home-lists";
import { ALERTS_BANNER, PREMIUM_BANNER, QUESTIONS_BANNER, type ExploreCard } from "~/content/home-static";
import { countOf, formatNumber } from "~/lib/format/plural";
import { CompareLink } from "../colleges/compare-controls";
import { BANNER_TITLE, CARD, CARD_LINK, CARD_TITLE, DARK_BAND_BUTTON, EYEBROW, MORE } from "./home-styles";

/** A home card as the loader sends it: the image's URL in `src`. */
interface Card {
  id: number;
  title: string;
  src: string;
}
export type FeatureCard = Card & { description: string };
export type ServiceCard = Card & { description: string; link: string };
export type WhyUsTile = Card & { description: string; counter_value: number; suffix: string };
export type CertificateCard = Card;
export type StudyPlace = Card;

export function FeatureItems({ features }: { features: readonly FeatureCard[] }) {
  return features.map((f) => (
    <li
      key={f.id}
      className="flex w-72 shrink-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <img src={f.src} alt="" width={48} height={48} className="size-12 shrink-0" />
      <div>
        <h3 className={CARD_TITLE}>{f.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{f.description}</p>
      </div>
    </li>
  ));
}

export function ServiceCards({ cards }: { cards: readonly ServiceCard[] }) {
  return cards.map((card) => (
    <li key={card.id}>
      <Link to={card.link} className={`${CARD_LINK} gap-3 p-4`}>
        <img
          src={card.src}
          alt=""
          width={400}
          height={260}
          loading="lazy"
          className="aspect-[400/260] w-full rounded-lg object-cover"
        />
        <h3 className={`${CARD_TITLE} text-lg`}>{card.title}</h3>
        <p className="flex-1 text-sm text-slate-600">{card.description}</p>
        <span className={MORE}>Learn more →</span>
      </Link>
    </li>
  ));
}

/** A 'Why us?' tile's image (drawn first, above the counter), title and text (its counter: sections.tsx `WhyUs`). */
export function WhyUsBody({ item }: { item: WhyUsTile }) {
  return (
    <>
      {item.src ? (
        <img src={item.src} alt="" width={48} height={48} loading="lazy" className="order-first mx-auto size-12" />
      ) : null}
      <h3 className={`${CARD_TITLE} mt-1`}>{item.title}</h3>
      {item.description ? <p className="mt-2 text-sm text-slate-600">{item.description}</p> : null}
    </>
  );
}

export function CertificateItems({ items }: { items: readonly CertificateCard[] }) {
  return items.map((c) => (
    <li
      key={c.id}
      className="flex flex-col items-center rounded-xl bg-white p-4 text-center text-xs text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <img src={c.src} alt="" width={160} height={80} loading="lazy" className="mb-2 h-16 w-32" />
      {c.title}
    </li>
  ));
}

/**
 * A Top Universities/Colleges card: image, rank badge, name, course, fees, rating, the links to the college's
 * courses and brochure, and the Compare link.
 */
export function CollegeCardView({ card: c }: { card: CollegeCard }) {
  return (
    <article className={`${CARD} relative overflow-hidden`}>
      <img
        src={c.image}
        alt=""
        width={400}
        height={220}
        loading="lazy"
        className="aspect-[400/220] w-full object-cover"
      />
      {c.rank ? (
        <i className="absolute top-3 right-3 rounded-md bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white not-italic">
          {c.rank}
        </i>
      ) : null}
      <div className="flex flex-col gap-3 px-4 pt-4 pb-3">
        <div>
          <h4 className={CARD_TITLE}>
            <Link to={`/colleges/${c.slug}`} className="hover:underline">
              {c.name}
            </Link>
          </h4>
          <p className="text-sm text-slate-600">{c.location}</p>
        </div>
        {/* Terms and the rating take the list's grey; the course and fees are dark. */}
        <dl className="grid grid-cols-2 gap-2 text-sm text-slate-600">
          <div>
            <dt>Course</dt>
            <dd className={DD}>{c.course}</dd>
          </div>
          <div>
            <dt>Total fees</dt>
            <dd className={DD}>{c.fees}</dd>
          </div>
          <div className="col-span-2">
            <dt className="sr-only">Rating</dt>
            <dd>
              {c.reviews > 0 ? (
                <>
                  <span className="font-semibold text-amber-700">{`★ ${c.rating.toFixed(1)}`}</span>{" "}
                  {`(${countOf(c.reviews, "review")})`}
                </>
              ) : (
                "No ratings yet"
              )}
            </dd>
          </div>
        </dl>
      </div>
      <p className="mt-auto flex flex-col gap-2 px-4 pb-4 text-center text-sm font-medium text-slate-800">
        {/* The name's link discovers the route (lazy route discovery). */}
        <Link
          to={`/colleges/${c.slug}#courses`}
          discover="none"
          className="rounded-lg border border-indigo-50 bg-indigo-50 px-3 py-2 font-semibold text-indigo-800 hover:bg-indigo-100"
        >
          View All Courses and fees
        </Link>
        <Link to={`/colleges/${c.slug}#brochure`} discover="none" className={OUTLINE_LINK}>
          Download Brochure
        </Link>
        <CompareLink slug={c.slug} name={c.name} className={OUTLINE_LINK} />
      </p>
    </article>
  );
}
/** A term's value in a card's list. */
const DD = "font-medium text-slate-900";
const OUTLINE_LINK = "rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50";

export function StudyPlaceFigure({ place }: { place: StudyPlace }) {
  return (
    <figure className="relative overflow-hidden rounded-xl shadow-sm">
      <img
        src={place.src}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent px-4 pt-8 pb-3 font-semibold text-white">
        {place.title}
      </figcaption>
    </figure>
  );
}

/**
 * The ranking table's body: its rows and cells are styled here, once (`*:` rows, `*:*:` cells), not on each of them.
 * On phones each row stacks (the college on its own line, then its ranking and streams) and each of those cells
 * shows its column's name (`data-label`) before it: the table's head is then for screen readers only.
 */
export const RANKING_BODY = [
  "*:border-t *:border-slate-100 *:*:px-4 *:*:py-3",
  "max-sm:*:grid max-sm:*:grid-cols-[auto_1fr] max-sm:*:gap-x-4 max-sm:*:gap-y-1 max-sm:*:px-4 max-sm:*:py-3 max-sm:*:first:border-t-0",
  "max-sm:*:*:p-0 max-sm:*:*:first:col-span-2",
  'max-sm:*:*:data-label:before:mr-1 max-sm:*:*:data-label:before:font-normal max-sm:*:*:data-label:before:text-slate-600 max-sm:*:*:data-label:before:content-[attr(data-label)_":"]',
].join(" ");

export function RankingRows({ rows }: { rows: ReadonlyArray<Pick<RankingRow, "slug" | "name" | "rank" | "stream">> }) {
  if (!rows.length) {
    return (
      <tr>
        <td colSpan={3}>Not published yet: no ranking of this agency and year is held for these colleges.</td>
      </tr>
    );
  }
  return rows.map((r) => (
    <tr key={r.name}>
      <td>
        {/* The crest is drawn before the name; the college cards' links discover the route (lazy route discovery). */}
        <Link
          to={`/colleges/${r.slug}`}
          discover="none"
          className="flex items-center gap-3 font-medium before:size-8 before:shrink-0 before:bg-[url(/images/home/college-crest.svg)] before:bg-contain hover:underline"
        >
          {r.name}
        </Link>
      </td>
      <td data-label="Ranking" className="font-semibold">{`#${r.rank}`}</td>
      <td data-label="Streams">{r.stream}</td>
    </tr>
  ));
}

/** A Study Abroad card: the country, its figures and its guides. */
export function CountryCard({ country }: { country: StudyAbroadCountry }) {
  return (
    <article className={`${CARD} p-5`}>
      <h3 className={`${CARD_TITLE} flex items-center gap-3 text-lg`}>
        <img src={country.icon} alt="" width={48} height={32} loading="lazy" className="ring-1 ring-slate-200" />
        {country.name}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm text-slate-600">
        <div>
          <dt>Colleges</dt>
          <dd className={DD}>{`${formatNumber(country.colleges)}+`}</dd>
        </div>
        <div>
          <dt>Average cost</dt>
          <dd className={DD}>{country.cost}</dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-col gap-1.5 border-t border-slate-100 pt-4 text-sm text-indigo-700">
        {country.guides.map((g) => (
          <li key={g.title}>
            <Link to={g.href} className="hover:underline">
              {g.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Each Explore Programs card's icon: a tailwind.css mask icon (`.icon`), drawn by the cached stylesheet. */
const ICONS: Record<string, string> = {
  ranking: "icon-ranking",
  colleges: "icon-colleges",
  compare: "icon-compare",
  exams: "icon-exams",
  predictor: "icon-predictor",
  finder: "icon-search",
};

export function ExploreCards({ cards }: { cards: readonly ExploreCard[] }) {
  return cards.map((card) => {
    const body = (
      <>
        <span
          aria-hidden="true"
          className={`icon ${ICONS[card.icon]} flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 [--s:1.5rem]`}
        />
        <h3 className={CARD_TITLE}>{card.title}</h3>
        <p className="text-sm text-slate-600">{card.text}</p>
      </>
    );
    return (
      <li key={card.title}>
        {card.href ? (
          <Link to={card.href} className={`${CARD_LINK} gap-2 p-5`}>
            {body}
          </Link>
        ) : (
          <div className={`${CARD} gap-2 p-5`}>{body}</div>
        )}
      </li>
    );
  });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** '2025-09-12' → '12 Sep 2025' (no time zone involved). */
export function formatNewsDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** A Latest News card. */
export function NewsCardView({ item }: { item: NewsCard }) {
  return (
    <article className={`${CARD} gap-2 p-5`}>
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{item.category}</p>
      <h3 className={`${CARD_TITLE} text-lg`}>{item.title}</h3>
      <time dateTime={item.date} className="text-xs text-slate-600">
        {formatNewsDate(item.date)}
      </time>
      <p className="flex-1 text-sm text-slate-600">{item.description}</p>
      <Link to={`/news/${item.slug}`} className={MORE} discover="none">
        Read more<span className="sr-only">{`: ${item.title}`}</span>
      </Link>
    </article>
  );
}

/** The premium banner's content (its band: sections.tsx `PremiumBanner`). */
export function PremiumBannerBody({ siteName }: { siteName: string }) {
  return (
    <>
      <div className="max-w-2xl">
        <p className={EYEBROW}>{`${siteName} ${PREMIUM_BANNER.eyebrow}`}</p>
        <h2 id="premium-title" className={`${BANNER_TITLE} mt-2`}>
          {PREMIUM_BANNER.title}
        </h2>
        <p className="mt-3 text-indigo-100">{PREMIUM_BANNER.text}</p>
      </div>
      <Link to={PREMIUM_BANNER.cta.href} className={`${DARK_BAND_BUTTON} shrink-0`}>
        {PREMIUM_BANNER.cta.label}
      </Link>
    </>
  );
}

/**
 * The alerts banner's content (engagement.tsx `AlertsBanner`): "Subscribe Now" opens /subscribe, where the
 * address is entered and stored (a link keeps the form kit and its markup off the home page).
 */
export function AlertsBannerBody() {
  return (
    <>
      <div>
        <h2 id="alerts-title" className={BANNER_TITLE}>
          {ALERTS_BANNER.title}
        </h2>
        <p className="mt-1 text-indigo-100">{ALERTS_BANNER.text}</p>
      </div>
      <Link
        to="/subscribe"
        discover="none"
        className="rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 hover:bg-indigo-50"
      >
        {ALERTS_BANNER.button}
      </Link>
    </>
  );
}

/** 'Have Questions?' text (engagement.tsx `HaveQuestions`: its button is live). */
export function QuestionsBannerBody() {
  return (
    <>
      <h2 id="have-questions-title" className={BANNER_TITLE}>
        {QUESTIONS_BANNER.title}
      </h2>
      <p className="mt-2 max-w-xl text-slate-700">{QUESTIONS_BANNER.text}</p>
    </>
  );
}

/**
 * The ranking's GET form for the URL's year and agency, with the page's other params kept (hidden).
 * Without JavaScript 'Show' and the agency buttons submit it; with it, college-ranking.tsx's listeners
 * submit it on the client ('Show' is hidden: `js:hidden`).
 */
/** An agency button (its text: the group's); the pressed one is filled. */
const AGENCY = "rounded-lg border border-slate-300 bg-white px-4 py-2 hover:border-indigo-600";
const AGENCY_PRESSED = "rounded-lg border border-indigo-700 bg-indigo-700 px-4 py-2 font-semibold text-white";

export function RankingForm({
  year,
  agency,
  kept,
}: {
  year: RankingYear;
  agency: RankingAgency;
  kept: ReadonlyArray<[string, string]>;
}) {
  return (
    <form method="get" action="/#college-ranking" className="mb-6 flex flex-col gap-4">
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="flex items-center gap-3">
        <InlineSelect
          id="ranking-year"
          name="year"
          label="Year"
          options={RANKING_YEARS.map((y) => ({ value: y, label: y }))}
          defaultValue={year}
        />
        <button
          type="submit"
          name="agency"
          value={agency}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 js:hidden"
        >
          Show
        </button>
      </div>
      <div role="group" aria-label="Ranking agency" className="flex flex-wrap gap-2 text-sm font-medium text-slate-800">
        {RANKING_AGENCIES.map((a) => (
          <button
            key={a.id}
            type="submit"
            name="agency"
            value={a.id}
            aria-pressed={a.id === agency}
            className={a.id === agency ? AGENCY_PRESSED : AGENCY}
          >
            {a.label}
          </button>
        ))}
      </div>
    </form>
  );
}

/** The ranking table's caption and head for a year and agency (the rows: `RankingRows`). */
export function RankingTableHead({ year, agency }: { year: RankingYear; agency: RankingAgency }) {
  const label = RANKING_AGENCIES.find((a) => a.id === agency)?.label;
  return (
    <>
      <caption className="sr-only">{`${label} ${year} ranking of colleges in ${RANKING_STATE}`}</caption>
      <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
        <tr>
          <th scope="col" className="px-4 py-3">
            College
          </th>
          <th scope="col" className="px-4 py-3">
            Ranking
          </th>
          <th scope="col" className="px-4 py-3">
            Streams
          </th>
        </tr>
      </thead>
    </>
  );
}
