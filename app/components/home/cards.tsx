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
import { BANNER_TITLE, CARD_GRID, DARK_BAND_BUTTON, EYEBROW } from "./home-styles";

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

/** The feature strip's cards (its list draws each card: sections.tsx `FEATURE_LIST`). */
export function FeatureItems({ features }: { features: readonly FeatureCard[] }) {
  return features.map((f) => (
    <li key={f.id}>
      <img src={f.src} alt="" width={48} height={48} />
      <div>
        <h3>{f.title}</h3>
        <p>{f.description}</p>
      </div>
    </li>
  ));
}

/**
 * The services' cards: the list draws each card and its image, title, text and "Learn more →", once.
 */
const SERVICE_CARDS = `${CARD_GRID} *:*:gap-3 *:*:p-4 [&_img]:aspect-[400/260] [&_img]:w-full [&_img]:rounded-lg [&_img]:object-cover [&_h3]:text-lg [&_h3]:font-semibold [&_p]:flex-1 [&_p]:text-sm [&_p]:text-slate-600 [&_span]:text-sm [&_span]:font-semibold [&_span]:text-indigo-700 [&_span]:hover:underline`;

export function ServiceCards({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <ul className={SERVICE_CARDS}>
      {cards.map((card, i) => (
        <li key={card.id}>
          {/* The first card's link discovers the services' route (lazy route discovery); the header's, /services. */}
          <Link to={card.link} discover={i > 0 ? "none" : undefined}>
            <img src={card.src} alt="" width={400} height={260} loading="lazy" />
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            <span>Learn more →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A 'Why us?' tile's image (drawn first, above the counter), title and text (its counter and looks: sections.tsx
 * `WhyUs`).
 */
export function WhyUsBody({ item }: { item: WhyUsTile }) {
  return (
    <>
      {item.src ? <img src={item.src} alt="" width={48} height={48} loading="lazy" /> : null}
      <h3>{item.title}</h3>
      {item.description ? <p>{item.description}</p> : null}
    </>
  );
}

export function CertificateItems({ items }: { items: readonly CertificateCard[] }) {
  return items.map((c) => (
    <li key={c.id}>
      <img src={c.src} alt="" width={160} height={80} loading="lazy" className="mb-2 h-16 w-32" />
      {c.title}
    </li>
  ));
}

/**
 * The college cards' looks, given once by the element that holds the cards (carousel-sections.tsx `TopColleges`), not
 * repeated on each card (`CollegeCardView`): the card, its image, its rank badge, its body with the name and place,
 * and its links: outlined, the first (the courses) filled.
 */
export const COLLEGE_CARDS = [
  "[&_article]:relative [&_article]:flex [&_article]:h-full [&_article]:flex-col [&_article]:overflow-hidden",
  "[&_article]:rounded-xl [&_article]:border [&_article]:border-slate-200 [&_article]:bg-white [&_article]:shadow-sm",
  "[&_article>img]:aspect-[400/220] [&_article>img]:w-full [&_article>img]:object-cover",
  "[&_article>i]:absolute [&_article>i]:top-3 [&_article>i]:right-3 [&_article>i]:rounded-md [&_article>i]:bg-indigo-700",
  "[&_article>i]:px-2 [&_article>i]:py-0.5 [&_article>i]:text-xs [&_article>i]:font-semibold [&_article>i]:text-white [&_article>i]:not-italic",
  "[&_article>div]:flex [&_article>div]:flex-col [&_article>div]:gap-3 [&_article>div]:px-4 [&_article>div]:pt-4 [&_article>div]:pb-3",
  "[&_h4]:font-semibold [&_h4_a]:hover:underline [&_h4+p]:text-sm [&_h4+p]:text-slate-600",
  "[&_dl]:grid [&_dl]:grid-cols-2 [&_dl]:gap-2 [&_dl]:text-sm [&_dl]:text-slate-600 [&_dd]:font-medium [&_dd]:text-slate-900",
  // The last row, the rating, spans both columns and keeps the list's grey.
  "[&_dl>div:last-child]:col-span-2 [&_dl>div:last-child>dd]:font-normal [&_dl>div:last-child>dd]:text-slate-600",
  "[&_article>p]:mt-auto [&_article>p]:flex [&_article>p]:flex-col [&_article>p]:gap-2 [&_article>p]:px-4 [&_article>p]:pb-4",
  "[&_article>p]:text-center [&_article>p]:text-sm [&_article>p]:font-medium [&_article>p]:text-slate-800",
  "[&_article>p>a]:rounded-lg [&_article>p>a]:border [&_article>p>a]:border-slate-300 [&_article>p>a]:px-3 [&_article>p>a]:py-2 [&_article>p>a]:hover:bg-slate-50",
  "[&_article>p>a]:first:border-indigo-50 [&_article>p>a]:first:bg-indigo-50 [&_article>p>a]:first:font-semibold [&_article>p>a]:first:text-indigo-800 [&_article>p>a]:first:hover:bg-indigo-100",
].join(" ");

/**
 * A Top Universities/Colleges card: image, rank badge, name, course, fees, rating, the links to the college's
 * courses and brochure, and the Compare link (the card's looks: `COLLEGE_CARDS`).
 */
export function CollegeCardView({ card: c }: { card: CollegeCard }) {
  return (
    <article>
      <img src={c.image} alt="" width={400} height={220} loading="lazy" />
      {c.rank ? <i>{c.rank}</i> : null}
      <div>
        <div>
          <h4>
            <Link to={`/colleges/${c.slug}`}>{c.name}</Link>
          </h4>
          <p>{c.location}</p>
        </div>
        {/* Terms and the rating take the list's grey; the course and fees are dark. */}
        <dl>
          <div>
            <dt>Course</dt>
            <dd>{c.course}</dd>
          </div>
          <div>
            <dt>Total fees</dt>
            <dd>{c.fees}</dd>
          </div>
          <div>
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
      <p>
        {/* The name's link discovers the route (lazy route discovery). */}
        <Link to={`/colleges/${c.slug}#courses`} discover="none">
          View All Courses and fees
        </Link>
        <Link to={`/colleges/${c.slug}#brochure`} discover="none">
          Download Brochure
        </Link>
        <CompareLink slug={c.slug} name={c.name} />
      </p>
    </article>
  );
}

/**
 * The study places' looks, given once by the element that holds them (carousel-sections.tsx `TopStudyPlaces`): each
 * a picture with its name over a dark fade at the bottom.
 */
export const STUDY_PLACES = [
  "[&_figure]:relative [&_figure]:overflow-hidden [&_figure]:rounded-xl [&_figure]:shadow-sm",
  "[&_img]:aspect-[4/3] [&_img]:w-full [&_img]:object-cover",
  "[&_figcaption]:absolute [&_figcaption]:inset-x-0 [&_figcaption]:bottom-0 [&_figcaption]:bg-gradient-to-t [&_figcaption]:from-slate-950/80 [&_figcaption]:to-transparent",
  "[&_figcaption]:px-4 [&_figcaption]:pt-8 [&_figcaption]:pb-3 [&_figcaption]:font-semibold [&_figcaption]:text-white",
].join(" ");

export function StudyPlaceFigure({ place }: { place: StudyPlace }) {
  return (
    <figure>
      <img src={place.src} alt="" width={400} height={300} loading="lazy" />
      <figcaption>{place.title}</figcaption>
    </figure>
  );
}

/**
 * The ranking table's body: its rows, cells and links are styled here, once (`*:` rows, `*:*:` cells, `[&_a]:` each
 * college's link, its crest drawn before the name), not on each of them; the ranking (second cell) is bold.
 * On phones each row stacks (the college on its own line, then its ranking and streams) and each of those cells
 * shows its column's name (`data-label`) before it: the table's head is then for screen readers only.
 */
export const RANKING_BODY = [
  "*:border-t *:border-slate-100 *:*:px-4 *:*:py-3 *:*:nth-2:font-semibold",
  "[&_a]:flex [&_a]:items-center [&_a]:gap-3 [&_a]:font-medium [&_a]:hover:underline",
  "[&_a]:before:size-8 [&_a]:before:shrink-0 [&_a]:before:bg-[url(/images/home/college-crest.svg)] [&_a]:before:bg-contain",
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
        {/* The college cards' links discover the route (lazy route discovery). */}
        <Link to={`/colleges/${r.slug}`} discover="none">
          {r.name}
        </Link>
      </td>
      <td data-label="Ranking">{`#${r.rank}`}</td>
      <td data-label="Streams">{r.stream}</td>
    </tr>
  ));
}

/**
 * The country cards' looks, given once by the carousel that holds them (carousel-sections.tsx `StudyAbroad`): the card,
 * its title with the flag, its figures and its list of guides.
 */
export const COUNTRY_CARDS = [
  "[&_article]:flex [&_article]:h-full [&_article]:flex-col [&_article]:rounded-xl [&_article]:border [&_article]:border-slate-200 [&_article]:bg-white [&_article]:p-5 [&_article]:shadow-sm",
  "[&_h3]:flex [&_h3]:items-center [&_h3]:gap-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3_img]:ring-1 [&_h3_img]:ring-slate-200",
  "[&_dl]:mt-4 [&_dl]:grid [&_dl]:grid-cols-2 [&_dl]:gap-2 [&_dl]:text-sm [&_dl]:text-slate-600 [&_dd]:font-medium [&_dd]:text-slate-900",
  "[&_article>ul]:mt-4 [&_article>ul]:flex [&_article>ul]:flex-col [&_article>ul]:gap-1.5 [&_article>ul]:border-t [&_article>ul]:border-slate-100",
  "[&_article>ul]:pt-4 [&_article>ul]:text-sm [&_article>ul]:text-indigo-700 [&_li>a]:hover:underline",
].join(" ");

/** A Study Abroad card: the country, its figures and its guides (their routes are discovered by the header's links). */
export function CountryCard({ country }: { country: StudyAbroadCountry }) {
  return (
    <article>
      <h3>
        <img src={country.icon} alt="" width={48} height={32} loading="lazy" />
        {country.name}
      </h3>
      <dl>
        <div>
          <dt>Colleges</dt>
          <dd>{`${formatNumber(country.colleges)}+`}</dd>
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

/** Each Explore Programs card's icon: a tailwind.css mask icon (`.icon`), drawn by the cached stylesheet. */
const ICONS: Record<string, string> = {
  ranking: "icon-ranking",
  colleges: "icon-colleges",
  compare: "icon-compare",
  exams: "icon-exams",
  predictor: "icon-predictor",
  finder: "icon-search",
};

/** Explore Programs' cards: the list draws each card, its icon's tile, title and text, once. */
const EXPLORE_CARDS = `${CARD_GRID} *:*:gap-2 *:*:p-5 [&_span]:flex [&_span]:size-11 [&_span]:items-center [&_span]:justify-center [&_span]:rounded-lg [&_span]:bg-indigo-50 [&_span]:text-indigo-700 [&_span]:[--s:1.5rem] [&_h3]:font-semibold [&_p]:text-sm [&_p]:text-slate-600`;

export function ExploreCards({ cards }: { cards: readonly ExploreCard[] }) {
  return (
    <ul className={EXPLORE_CARDS}>
      {cards.map((card) => {
        const body = (
          <>
            <span aria-hidden="true" className={`icon ${ICONS[card.icon]}`} />
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </>
        );
        return <li key={card.title}>{card.href ? <Link to={card.href}>{body}</Link> : <div>{body}</div>}</li>;
      })}
    </ul>
  );
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** '2025-09-12' → '12 Sep 2025' (no time zone involved). */
export function formatNewsDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * The news cards' looks, given once by the carousel that holds them (carousel-sections.tsx `LatestNews`): the card, its
 * category, title, date, text and "Read more" link.
 */
export const NEWS_CARDS = [
  "[&_article]:flex [&_article]:h-full [&_article]:flex-col [&_article]:gap-2 [&_article]:rounded-xl [&_article]:border [&_article]:border-slate-200 [&_article]:bg-white [&_article]:p-5 [&_article]:shadow-sm",
  "[&_h3]:text-lg [&_h3]:font-semibold [&_time]:text-xs [&_time]:text-slate-600 [&_time+p]:flex-1 [&_time+p]:text-sm [&_time+p]:text-slate-600",
  "[&_article>a]:text-sm [&_article>a]:font-semibold [&_article>a]:text-indigo-700 [&_article>a]:hover:underline",
].join(" ");

/** A Latest News card (its looks: `NEWS_CARDS`; its category is a small indigo label). */
export function NewsCardView({ item }: { item: NewsCard }) {
  return (
    <article>
      <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{item.category}</p>
      <h3>{item.title}</h3>
      <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
      <p>{item.description}</p>
      <Link to={`/news/${item.slug}`} discover="none">
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
/** The agency buttons, drawn by their group, once (`*:`): outlined; the pressed one (`aria-pressed`) is filled. */
const AGENCIES = [
  "flex flex-wrap gap-2 text-sm font-medium text-slate-800",
  "*:rounded-lg *:border *:border-slate-300 *:bg-white *:px-4 *:py-2 *:hover:border-indigo-600",
  "*:aria-pressed:border-indigo-700 *:aria-pressed:bg-indigo-700 *:aria-pressed:font-semibold *:aria-pressed:text-white",
].join(" ");

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
      <div role="group" aria-label="Ranking agency" className={AGENCIES}>
        {RANKING_AGENCIES.map((a) => (
          <button key={a.id} type="submit" name="agency" value={a.id} aria-pressed={a.id === agency}>
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
      <thead className="bg-slate-50 text-slate-700 max-sm:sr-only *:*:px-4 *:*:py-3">
        <tr>
          <th scope="col">College</th>
          <th scope="col">Ranking</th>
          <th scope="col">Streams</th>
        </tr>
      </thead>
    </>
  );
}
