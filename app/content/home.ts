/**
 * Static home-page content (part 1 §2 "Home page", §3, §9). Ranking figures, counts and the
 * sample college cards are static marketing text, not server data (part 1 §1).
 */

const IMG = "/images/home";

/* ------------------------------------------------------------------ constants (§9) */

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
  /** §9: "3 default, 2 from 1024, 1 below": the default never applies (1 below 1024). */
  studyAbroad: { slidesPerView: 1, breakpoints: { 1024: 2 }, autoplayMs: 3000, loop: false },
  /** §9: "6 default, 4 from 1280, 3 from 1024, 2 from 768, 1 below". */
  studyPlaces: { slidesPerView: 1, breakpoints: { 768: 2, 1024: 3, 1280: 4 }, autoplayMs: 2500, loop: true },
  news: { slidesPerView: 1, breakpoints: { 320: 1, 640: 2, 1024: 3 }, autoplayMs: 3000, loop: true },
} as const satisfies Record<string, CarouselConfig>;

/** Study-place arrows show only above this many items (§9). */
export const STUDY_PLACES_ARROW_THRESHOLD = 4;

/** Feature strip: one full loop takes this long (§9). */
export const FEATURE_STRIP_LOOP_MS = 40_000;
export const COUNTER_DURATION_MS = 2000;

/* ------------------------------------------------------------------ Explore Programs */

export const PROGRAM_CHIPS = ["ME/M.Tech", "B.Sc", "BA", "B.Com", "BCA", "BBA/BMS", "B.Sc (Nursing)"] as const;

export interface ExploreCard {
  title: string;
  text: string;
  icon: string;
  href?: string;
}

export const EXPLORE_CARDS: readonly ExploreCard[] = [
  {
    title: "Ranking",
    text: "College rankings by NIRF, India Today, The Week and more.",
    icon: "ranking",
    href: "#college-ranking",
  },
  { title: "Find Colleges", text: "19000+ colleges", icon: "colleges" },
  { title: "Compare Colleges", text: "Fees, placements and ratings side by side.", icon: "compare" },
  {
    title: "Exams",
    text: "Dates, syllabus and preparation for every entrance exam.",
    icon: "exams",
    href: "/exam-prep",
  },
  { title: "College Predictor", text: "See where your rank or score can take you.", icon: "predictor" },
  {
    title: "Course Finder",
    text: "Match courses abroad to your scores and goals.",
    icon: "finder",
    href: "/cource-finder",
  },
];

/* ------------------------------------------------------------------ Top Universities/Colleges */

export interface CollegeCard {
  image: string;
  name: string;
  location: string;
  course: string;
  fees: string;
  rating: number;
  reviews: number;
  rank: string;
}

export const COLLEGE_BADGE = "cd 10/10";
export const COLLEGE_CARD_BUTTONS = ["View All Courses and fees", "Download Brochure", "Compare"] as const;

const campus = (n: 1 | 2 | 3 | 4) => `${IMG}/campus-${n}.svg`;

export const TOP_UNIVERSITIES: readonly CollegeCard[] = [
  {
    image: campus(1),
    name: "IIT Bombay - Indian Institute of Technology",
    location: "Mumbai, Maharashtra",
    course: "B.Tech Computer Science",
    fees: "₹9,20,000",
    rating: 4.6,
    reviews: 1240,
    rank: "#3 NIRF",
  },
  {
    image: campus(2),
    name: "IIT Delhi - Indian Institute of Technology",
    location: "New Delhi, Delhi NCR",
    course: "B.Tech Electrical Engineering",
    fees: "₹8,90,000",
    rating: 4.5,
    reviews: 1105,
    rank: "#2 NIRF",
  },
  {
    image: campus(3),
    name: "IISc - Indian Institute of Science",
    location: "Bangalore, Karnataka",
    course: "B.S. Research",
    fees: "₹2,40,000",
    rating: 4.7,
    reviews: 640,
    rank: "#1 NIRF Universities",
  },
  {
    image: campus(4),
    name: "University of Delhi",
    location: "New Delhi, Delhi NCR",
    course: "B.Com (Hons)",
    fees: "₹75,000",
    rating: 4.3,
    reviews: 3120,
    rank: "#6 NIRF Universities",
  },
  {
    image: campus(1),
    name: "Jawaharlal Nehru University",
    location: "New Delhi, Delhi NCR",
    course: "BA (Hons) Foreign Languages",
    fees: "₹1,200",
    rating: 4.4,
    reviews: 980,
    rank: "#2 NIRF Universities",
  },
  {
    image: campus(2),
    name: "Savitribai Phule Pune University",
    location: "Pune, Maharashtra",
    course: "M.Sc Computer Science",
    fees: "₹96,000",
    rating: 4.2,
    reviews: 1530,
    rank: "#19 NIRF Universities",
  },
  {
    image: campus(3),
    name: "Banaras Hindu University",
    location: "Varanasi, Uttar Pradesh",
    course: "B.Sc (Hons) Mathematics",
    fees: "₹45,000",
    rating: 4.3,
    reviews: 2210,
    rank: "#5 NIRF Universities",
  },
  {
    image: campus(4),
    name: "Anna University",
    location: "Chennai, Tamil Nadu",
    course: "B.E. Mechanical Engineering",
    fees: "₹2,10,000",
    rating: 4.1,
    reviews: 1760,
    rank: "#13 NIRF Universities",
  },
];

export const TOP_COLLEGES: readonly CollegeCard[] = [
  {
    image: campus(2),
    name: "College of Engineering Pune (COEP Tech)",
    location: "Pune, Maharashtra",
    course: "B.Tech Mechanical Engineering",
    fees: "₹3,60,000",
    rating: 4.4,
    reviews: 890,
    rank: "#71 NIRF",
  },
  {
    image: campus(3),
    name: "Veermata Jijabai Technological Institute",
    location: "Mumbai, Maharashtra",
    course: "B.Tech Electronics",
    fees: "₹3,40,000",
    rating: 4.3,
    reviews: 760,
    rank: "#85 NIRF",
  },
  {
    image: campus(4),
    name: "St. Xavier's College",
    location: "Mumbai, Maharashtra",
    course: "BA Economics",
    fees: "₹1,05,000",
    rating: 4.5,
    reviews: 1320,
    rank: "#1 India Today Arts",
  },
  {
    image: campus(1),
    name: "Fergusson College",
    location: "Pune, Maharashtra",
    course: "B.Sc Physics",
    fees: "₹60,000",
    rating: 4.4,
    reviews: 1410,
    rank: "#7 India Today Science",
  },
  {
    image: campus(2),
    name: "Narsee Monjee College of Commerce",
    location: "Mumbai, Maharashtra",
    course: "B.Com",
    fees: "₹2,10,000",
    rating: 4.3,
    reviews: 1180,
    rank: "#5 India Today Commerce",
  },
  {
    image: campus(3),
    name: "Shri Ram College of Commerce",
    location: "New Delhi, Delhi NCR",
    course: "B.Com (Hons)",
    fees: "₹90,000",
    rating: 4.6,
    reviews: 1650,
    rank: "#1 India Today Commerce",
  },
  {
    image: campus(4),
    name: "Christ University",
    location: "Bangalore, Karnataka",
    course: "BBA",
    fees: "₹8,40,000",
    rating: 4.2,
    reviews: 2050,
    rank: "#60 NIRF Universities",
  },
  {
    image: campus(1),
    name: "Armed Forces Medical College",
    location: "Pune, Maharashtra",
    course: "MBBS",
    fees: "₹1,20,000",
    rating: 4.7,
    reviews: 540,
    rank: "#30 NIRF Medical",
  },
];

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

/** The ranking table lists only this state's colleges (part 1 §2). */
export const RANKING_STATE = "Maharashtra";

export interface RankingRow {
  img: string;
  name: string;
  rank: number;
  stream: string;
  state: string;
}

interface RankedCollege {
  name: string;
  stream: string;
  state: string;
  /** 2025 rank per agency, in RANKING_AGENCIES order; earlier years shift by `drift`. */
  ranks: readonly [number, number, number, number, number, number, number];
  /** Rank change per year back in time (2024 = rank + drift, 2023 = rank + 2 × drift). */
  drift: number;
}

const RANKED: readonly RankedCollege[] = [
  { name: "IIT Bombay", stream: "Engineering", state: "Maharashtra", ranks: [2, 3, 3, 2, 3, 2, 2], drift: 0 },
  {
    name: "Institute of Chemical Technology, Mumbai",
    stream: "Engineering",
    state: "Maharashtra",
    ranks: [18, 21, 24, 20, 16, 19, 11],
    drift: 1,
  },
  {
    name: "COEP Technological University, Pune",
    stream: "Engineering",
    state: "Maharashtra",
    ranks: [24, 29, 71, 27, 21, 25, 38],
    drift: 2,
  },
  {
    name: "Veermata Jijabai Technological Institute, Mumbai",
    stream: "Engineering",
    state: "Maharashtra",
    ranks: [31, 34, 85, 33, 28, 30, 44],
    drift: -1,
  },
  {
    name: "Armed Forces Medical College, Pune",
    stream: "Medical",
    state: "Maharashtra",
    ranks: [6, 8, 30, 7, 9, 5, 0],
    drift: 1,
  },
  {
    name: "Seth GS Medical College & KEM Hospital, Mumbai",
    stream: "Medical",
    state: "Maharashtra",
    ranks: [9, 11, 36, 10, 12, 8, 0],
    drift: 0,
  },
  {
    name: "Jamnalal Bajaj Institute of Management Studies, Mumbai",
    stream: "Management",
    state: "Maharashtra",
    ranks: [8, 9, 22, 9, 7, 10, 0],
    drift: 1,
  },
  {
    name: "Symbiosis Institute of Business Management, Pune",
    stream: "Management",
    state: "Maharashtra",
    ranks: [12, 14, 24, 15, 13, 11, 0],
    drift: -1,
  },
  {
    name: "St. Xavier's College, Mumbai",
    stream: "Arts",
    state: "Maharashtra",
    ranks: [4, 6, 35, 5, 8, 4, 0],
    drift: 1,
  },
  {
    name: "Fergusson College, Pune",
    stream: "Science",
    state: "Maharashtra",
    ranks: [7, 9, 52, 8, 10, 6, 0],
    drift: 2,
  },
  { name: "ILS Law College, Pune", stream: "Law", state: "Maharashtra", ranks: [5, 7, 15, 6, 4, 5, 0], drift: 0 },
  // Outside Maharashtra: kept in the data, filtered out of the table.
  { name: "IIT Delhi", stream: "Engineering", state: "Delhi", ranks: [1, 2, 2, 1, 2, 1, 1], drift: 0 },
  { name: "IIT Madras", stream: "Engineering", state: "Tamil Nadu", ranks: [3, 1, 1, 3, 1, 3, 3], drift: 0 },
];

export function isRankingYear(value: string | null | undefined): value is RankingYear {
  return RANKING_YEARS.includes(value as RankingYear);
}
export function isRankingAgency(value: string | null | undefined): value is RankingAgency {
  return RANKING_AGENCIES.some((a) => a.id === value);
}

/** The table for a year and agency: Maharashtra colleges the agency ranks, best first. */
export function rankingRows(year: RankingYear, agency: RankingAgency): RankingRow[] {
  const agencyIndex = RANKING_AGENCIES.findIndex((a) => a.id === agency);
  const yearsBack = RANKING_YEARS.indexOf(year);
  return RANKED.filter((c) => c.state === RANKING_STATE && c.ranks[agencyIndex] > 0)
    .map((c) => ({
      img: `${IMG}/college-crest.svg`,
      name: c.name,
      rank: Math.max(1, c.ranks[agencyIndex] + c.drift * yearsBack),
      stream: c.stream,
      state: c.state,
    }))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
}

/* ------------------------------------------------------------------ Study Abroad */

export interface StudyAbroadCountry {
  name: string;
  colleges: number;
  cost: string;
  guides: readonly { title: string; href: string }[];
  icon: string;
}

const guides = (country: string) => [
  { title: `Universities in ${country}`, href: "/cource-finder" },
  { title: `${country} Student Visa Guide`, href: "/services/visa-assistance" },
  { title: `Cost of Studying in ${country}`, href: "/blogs" },
  { title: `Scholarships in ${country}`, href: "/blogs" },
];

export const STUDY_ABROAD: readonly StudyAbroadCountry[] = [
  {
    name: "Germany",
    colleges: 420,
    cost: "₹8-15 Lakhs per year",
    guides: guides("Germany"),
    icon: `${IMG}/flag-germany.svg`,
  },
  {
    name: "Ireland",
    colleges: 65,
    cost: "₹18-28 Lakhs per year",
    guides: guides("Ireland"),
    icon: `${IMG}/flag-ireland.svg`,
  },
  {
    name: "Zealand",
    colleges: 48,
    cost: "₹20-30 Lakhs per year",
    guides: guides("New Zealand"),
    icon: `${IMG}/flag-zealand.svg`,
  },
  { name: "USA", colleges: 4000, cost: "₹30-60 Lakhs per year", guides: guides("USA"), icon: `${IMG}/flag-usa.svg` },
  { name: "UK", colleges: 160, cost: "₹25-40 Lakhs per year", guides: guides("UK"), icon: `${IMG}/flag-uk.svg` },
  {
    name: "Canada",
    colleges: 380,
    cost: "₹20-35 Lakhs per year",
    guides: guides("Canada"),
    icon: `${IMG}/flag-canada.svg`,
  },
  {
    name: "Australia",
    colleges: 270,
    cost: "₹25-45 Lakhs per year",
    guides: guides("Australia"),
    icon: `${IMG}/flag-australia.svg`,
  },
];

/* ------------------------------------------------------------------ Latest News & Stories */

export const NEWS_CHIPS = ["Exam Alerts", "College Alerts", "Admission Alerts"] as const;
export type NewsChip = (typeof NEWS_CHIPS)[number];

export interface NewsItem {
  title: string;
  date: string;
  description: string;
  category: NewsChip;
}

export const NEWS: readonly NewsItem[] = [
  {
    category: "Exam Alerts",
    date: "2025-09-12",
    title: "JEE Main 2026 registration window announced",
    description:
      "NTA will open the first-session registration in late October; keep your Class 12 details and category certificate ready.",
  },
  {
    category: "Exam Alerts",
    date: "2025-09-05",
    title: "CAT 2025 admit cards out next month",
    description:
      "Candidates can download admit cards from the IIM portal; check the exam city and reporting time carefully.",
  },
  {
    category: "Exam Alerts",
    date: "2025-08-28",
    title: "NEET UG 2026: syllabus stays unchanged",
    description: "The NMC confirmed the reduced syllabus will continue, so this year's preparation plans remain valid.",
  },
  {
    category: "Exam Alerts",
    date: "2025-08-20",
    title: "GATE 2026 brochure lists two new papers",
    description: "IIT Guwahati, the organising institute, added papers and revised the fee for late applications.",
  },
  {
    category: "College Alerts",
    date: "2025-09-10",
    title: "NIRF 2025: Maharashtra colleges gain ground",
    description: "Several Pune and Mumbai institutes moved up in engineering and management tables this year.",
  },
  {
    category: "College Alerts",
    date: "2025-09-01",
    title: "New AICTE-approved engineering colleges for 2025-26",
    description: "The council approved fresh intake in emerging branches such as AI, data science and robotics.",
  },
  {
    category: "College Alerts",
    date: "2025-08-22",
    title: "Autonomous status granted to 12 colleges",
    description: "The UGC decision lets these colleges design their own syllabus and conduct their own examinations.",
  },
  {
    category: "College Alerts",
    date: "2025-08-14",
    title: "Hostel fees revised at central universities",
    description: "Students should check the updated hostel and mess charges before confirming their seats.",
  },
  {
    category: "Admission Alerts",
    date: "2025-09-08",
    title: "MHT CET counselling round 3 schedule out",
    description: "Option form filling opens this week; candidates must confirm their seat within the allotted time.",
  },
  {
    category: "Admission Alerts",
    date: "2025-08-30",
    title: "DU spot admission round for UG courses",
    description: "Vacant seats will be offered through a spot round; only registered CSAS candidates can apply.",
  },
  {
    category: "Admission Alerts",
    date: "2025-08-25",
    title: "Fall 2026 applications open at top UK universities",
    description: "UCAS deadlines apply for undergraduate courses; postgraduate programmes admit on a rolling basis.",
  },
  {
    category: "Admission Alerts",
    date: "2025-08-18",
    title: "Germany: winter intake deadlines approach",
    description:
      "Most public universities close applications on 15 January; uni-assist processing takes four to six weeks.",
  },
];

export function isNewsChip(value: string | null | undefined): value is NewsChip {
  return NEWS_CHIPS.includes(value as NewsChip);
}

export function newsFor(chip: NewsChip): NewsItem[] {
  return NEWS.filter((n) => n.category === chip);
}

/* ------------------------------------------------------------------ Newsletter (§2, §5) */

export const NEWSLETTER_CATEGORIES = {
  Engineering: [
    "Computer Science",
    "Mechanical Engineering",
    "Civil Engineering",
    "Electrical Engineering",
    "Electronics & Communication",
  ],
  Medical: ["MBBS", "BDS", "BAMS", "B.Sc Nursing", "BPT (Physiotherapy)"],
  Management: ["MBA", "PGDM", "BBA", "Executive MBA", "Hospital Management"],
  Law: ["LLB", "BA LLB", "BBA LLB", "LLM", "Corporate Law"],
  Arts: ["English Literature", "Psychology", "Economics", "History", "Political Science"],
  Science: ["Physics", "Chemistry", "Mathematics", "Biotechnology", "Data Science"],
  Commerce: ["B.Com", "Chartered Accountancy", "Company Secretary", "Banking & Finance", "M.Com"],
  Pharmacy: ["B.Pharm", "D.Pharm", "M.Pharm", "Pharm.D", "Pharmaceutical Chemistry"],
  Education: ["B.Ed", "M.Ed", "D.El.Ed", "Early Childhood Education", "Special Education"],
  Design: ["Fashion Design", "Interior Design", "Graphic Design", "Product Design", "UX/UI Design"],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

/** Every allowed newsletter course value: 'category - subcourse'. */
export const NEWSLETTER_COURSES: readonly string[] = Object.entries(NEWSLETTER_CATEGORIES).flatMap(([category, subs]) =>
  subs.map((sub) => `${category} - ${sub}`),
);

/* ------------------------------------------------------------------ Call request */

export const CALL_LEVELS = ["Bachelors", "Masters", "PhD"] as const;

/* ------------------------------------------------------------------ Static banners */

export const PREMIUM_BANNER = {
  eyebrow: "Premium",
  title: "Your complete study-abroad journey, handled by one mentor",
  text: "Visa counselling with mock interviews, vicinity-based accommodation guidance and a cultural mentor abroad — all in one plan.",
  cta: { label: "Explore Premium Services", href: "/post-admit-services" },
} as const;
