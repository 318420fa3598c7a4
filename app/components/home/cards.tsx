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
    <li key={f.id}>
      <img src={f.src} alt="" width={48} height={48} />
      <div>
        <h3>{f.title}</h3>
        <p>{f.description}</p>
      </div>
    </li>
  ));
}

export function ServiceCards({ cards }: { cards: readonly ServiceCard[] }) {
  return cards.map((card) => (
    <li key={card.id}>
      <Link to={card.link} className="card sv">
        <img src={card.src} alt="" width={400} height={260} loading="lazy" />
        <h3>{card.title}</h3>
        <p>{card.description}</p>
        <span className="link">Learn more →</span>
      </Link>
    </li>
  ));
}

/** A 'Why us?' tile's image, title and text (its counter: sections.tsx `WhyUs`). */
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
      <img src={c.src} alt="" width={160} height={80} loading="lazy" />
      {c.title}
    </li>
  ));
}

/**
 * A Top Universities/Colleges card's content (styles: tailwind.css `.cc`), with its links to the
 * college's courses and brochure; the Compare link: carousel-sections.tsx `CollegeCardView`.
 */
export function CollegeCardBody({ card: c }: { card: CollegeCard }) {
  return (
    <>
      <img src={c.image} alt="" width={400} height={220} loading="lazy" />
      {c.rank ? <i>{c.rank}</i> : null}
      <div>
        <div>
          <h4>
            <Link to={`/colleges/${c.slug}`}>{c.name}</Link>
          </h4>
          <p>{c.location}</p>
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
            <dt>Rating</dt>
            <dd>
              {c.reviews > 0 ? (
                <>
                  <span>{`★ ${c.rating.toFixed(1)}`}</span> {`(${countOf(c.reviews, "review")})`}
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
      </p>
    </>
  );
}

export function StudyPlaceTile({ place }: { place: StudyPlace }) {
  return (
    <>
      <img src={place.src} alt="" width={400} height={300} loading="lazy" />
      <figcaption>{place.title}</figcaption>
    </>
  );
}

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
        {/* The crest is drawn by tailwind.css (`.rank td a::before`). */}
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

/** A Study Abroad card's content (the carousel's `<article class="card pad">` holds it). */
export function CountryCardBody({ country }: { country: StudyAbroadCountry }) {
  return (
    <>
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
            <Link to={g.href}>{g.title}</Link>
          </li>
        ))}
      </ul>
    </>
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
        <span aria-hidden="true" className={`icon xi ${ICONS[card.icon]}`} />
        <h3>{card.title}</h3>
        <p>{card.text}</p>
      </>
    );
    return (
      <li key={card.title}>
        {card.href ? (
          <Link to={card.href} className="card xc">
            {body}
          </Link>
        ) : (
          <div className="card xc">{body}</div>
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

/** A Latest News card's content (the carousel's `<article class="card pad gap-2">` holds it). */
export function NewsCardBody({ item }: { item: NewsCard }) {
  return (
    <>
      <p>{item.category}</p>
      <h3>{item.title}</h3>
      <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
      <p>{item.description}</p>
      <Link to={`/news/${item.slug}`} className="link" discover="none">
        Read more<span className="sr-only">{`: ${item.title}`}</span>
      </Link>
    </>
  );
}

/** The premium banner's content (its `<div class="banner premium">`: sections.tsx `PremiumBanner`). */
export function PremiumBannerBody({ siteName }: { siteName: string }) {
  return (
    <>
      <div className="max-w-2xl">
        <p className="eyebrow">{`${siteName} ${PREMIUM_BANNER.eyebrow}`}</p>
        <h2 id="premium-title">{PREMIUM_BANNER.title}</h2>
        <p>{PREMIUM_BANNER.text}</p>
      </div>
      <Link to={PREMIUM_BANNER.cta.href}>{PREMIUM_BANNER.cta.label}</Link>
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
        <h2 id="alerts-title">{ALERTS_BANNER.title}</h2>
        <p className="mt-1 text-indigo-100">{ALERTS_BANNER.text}</p>
      </div>
      <Link to="/subscribe" className="sub" discover="none">
        {ALERTS_BANNER.button}
      </Link>
    </>
  );
}

/** 'Have Questions?' text (engagement.tsx `HaveQuestions`: its button is live). */
export function QuestionsBannerBody() {
  return (
    <>
      <h2 id="have-questions-title">{QUESTIONS_BANNER.title}</h2>
      <p className="mt-2 max-w-xl text-slate-700">{QUESTIONS_BANNER.text}</p>
    </>
  );
}

/**
 * The ranking's GET form for the URL's year and agency, with the page's other params kept (hidden).
 * Without JavaScript 'Show' and the agency buttons submit it; with it, college-ranking.tsx's listeners
 * submit it on the client ('Show' is hidden: tailwind.css `.rk-show`).
 */
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
    <form method="get" action="/#college-ranking" className="rk-form">
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div>
        <InlineSelect
          id="ranking-year"
          name="year"
          label="Year"
          options={RANKING_YEARS.map((y) => ({ value: y, label: y }))}
          defaultValue={year}
        />
        <button type="submit" name="agency" value={agency} className="rk-show">
          Show
        </button>
      </div>
      <div role="group" aria-label="Ranking agency">
        {RANKING_AGENCIES.map((a) => (
          <button key={a.id} type="submit" name="agency" value={a.id} aria-pressed={a.id === agency} className="agency">
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
      <thead>
        <tr>
          <th scope="col">College</th>
          <th scope="col">Ranking</th>
          <th scope="col">Streams</th>
        </tr>
      </thead>
    </>
  );
}
