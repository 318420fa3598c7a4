/**
 * Static home-page content. The college cards and the ranking
 * table read the college directory in D1; counts are static marketing text.
 */

/* ------------------------------------------------------------------ constants */

export const HERO = {
  autoAdvanceMs: 5000,
  transitionMs: 700,
  typewriter: { typeSpeed: 50, deleteSpeed: 50, delay: 1000, loops: 3 },
} as const;

/** Swiper `breakpoints`: min viewport width → slides per view. */
export type Breakpoints = Record<number, number>;

export interface CarouselConfig {
  /** Slides per view below the first breakpoint. */
  slidesPerView: number;
  breakpoints: Breakpoints;
  autoplayMs: number;
  /** Loop endlessly (news, study places) or rewind to the start at the end. */
  loop: boolean;
}

export const CAROUSELS = {
  topColleges: { slidesPerView: 1, breakpoints: { 320: 1, 640: 2, 1024: 3, 1280: 4 }, autoplayMs: 3000, loop: false },
  topCollegesSecond: {
    slidesPerView: 1,
    breakpoints: { 320: 1, 640: 2, 1024: 3, 1280: 4 },
    autoplayMs: 3500,
    loop: false,
  },
  /** "3 default, 2 from 1024, 1 below": the default never applies (1 below 1024). */
  studyAbroad: { slidesPerView: 1, breakpoints: { 1024: 2 }, autoplayMs: 3000, loop: false },
  /** "6 default, 4 from 1280, 3 from 1024, 2 from 768, 1 below". */
  studyPlaces: { slidesPerView: 1, breakpoints: { 768: 2, 1024: 3, 1280: 4 }, autoplayMs: 2500, loop: true },
  news: { slidesPerView: 1, breakpoints: { 320: 1, 640: 2, 1024: 3 }, autoplayMs: 3000, loop: true },
} as const satisfies Record<string, CarouselConfig>;

/**
 * Cards in the page's HTML (a document request) per carousel: its first view and the card it peeks
 * at, so the list still scrolls without JavaScript (tests/browser/carousel.test.ts: every no-JS
 * carousel shows part of its next card). Without JavaScript the college and study-place lists show
 * at most 3 cards at once (components/home/carousel-sections.tsx), so 4 cards fill
 * their widest view; Study Abroad shows 2. The rest come with one data request for the route when
 * a section nears the viewport (JavaScript), or with `?all=1` (a link drawn only without it).
 */
export const IN_HTML = { colleges: 4, studyAbroad: 3, studyPlaces: 4 } as const;
/** The GET parameter that puts every card of every carousel in the HTML (the no-JS "all" links). */
export const ALL_PARAM = "all";

/** Rows of the College Ranking table on the home page; 'View all Colleges' leads to the rest. */
export const RANKING_ROWS = 10;

/** Study-place arrows show only above this many items. */
export const STUDY_PLACES_ARROW_THRESHOLD = 4;

/** Feature strip: one full loop takes this long. */
export const FEATURE_STRIP_LOOP_MS = 40_000;
export const COUNTER_DURATION_MS = 2000;

/** The intents of the home page's two forms (one action serves both; no zod here: the page imports them up front). */
export const NEWSLETTER_INTENT = "newsletter";
export const CALL_INTENT = "call-request";

/* ------------------------------------------------------------------ Explore Programs */

export const PROGRAM_CHIPS = ["ME/M.Tech", "B.Sc", "BA", "B.Com", "BCA", "BBA/BMS", "B.Sc (Nursing)"] as const;

/** The directory's course (degree) filter each Explore Programs chip applies to the college cards' links. */
export const PROGRAM_COURSES: Record<(typeof PROGRAM_CHIPS)[number], string> = {
  "ME/M.Tech": "M.Tech",
  "B.Sc": "B.Sc",
  BA: "BA",
  "B.Com": "B.Com",
  BCA: "BCA",
  "BBA/BMS": "BBA",
  "B.Sc (Nursing)": "B.Sc Nursing",
};

/* ------------------------------------------------------------------ Top Universities/Colleges */

/** A home carousel card, built from the college directory (D1). */
export interface CollegeCard {
  slug: string;
  image: string;
  name: string;
  location: string;
  course: string;
  fees: string;
  rating: number;
  reviews: number;
  rank: string;
}

export const COLLEGE_CARD_BUTTONS = ["View All Courses and fees", "Download Brochure", "Compare"] as const;

/* ------------------------------------------------------------------ College Ranking 2025 */

export const RANKING_YEARS = ["2025", "2024", "2023"] as const;
export type RankingYear = (typeof RANKING_YEARS)[number];

export const RANKING_AGENCIES = [
  { id: "indiatoday", label: "Indiatoday" },
  { id: "the-week", label: "The Week" },
  { id: "nirf", label: "NIRF" },
  { id: "outlook", label: "Outlook" },
  { id: "iirf", label: "IIRF" },
  { id: "toi", label: "TOI" },
  { id: "nirf-innovation", label: "NIRF Innovation" },
] as const;
export type RankingAgency = (typeof RANKING_AGENCIES)[number]["id"];
/** The agency the ranking block opens on: the one whose tables the directory holds (NIRF). */
export const DEFAULT_RANKING_AGENCY: RankingAgency = "nirf";

/** The ranking table lists only this state's colleges. */
export const RANKING_STATE = "Maharashtra";

export interface RankingRow {
  slug: string;
  name: string;
  rank: number;
  stream: string;
  state: string;
}

export function isRankingYear(value: string | null | undefined): value is RankingYear {
  return RANKING_YEARS.includes(value as RankingYear);
}
export function isRankingAgency(value: string | null | undefined): value is RankingAgency {
  return RANKING_AGENCIES.some((a) => a.id === value);
}

/* ------------------------------------------------------------------ Latest News & Stories */

export const NEWS_CHIPS = ["Exam Alerts", "College Alerts", "Admission Alerts"] as const;
export type NewsChip = (typeof NEWS_CHIPS)[number];

export function isNewsChip(value: string | null | undefined): value is NewsChip {
  return NEWS_CHIPS.includes(value as NewsChip);
}
