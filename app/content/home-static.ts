/**
 * Home-page content only the server renders (app/components/home/static-markup.tsx, through
 * app/lib/home-markup.server.ts): never imported by client code, so it is not in the page's
 * JavaScript. What the browser needs (timings, chips, carousel settings) is in ./home.ts.
 */

const IMG = "/images/home";

/* ------------------------------------------------------------------ Explore Programs */

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
    href: "/colleges?agency=nirf",
  },
  { title: "Find Colleges", text: "19000+ colleges", icon: "colleges", href: "/colleges" },
  { title: "Compare Colleges", text: "Fees, placements and ratings side by side.", icon: "compare", href: "/compare" },
  {
    title: "Exams",
    text: "Dates, syllabus and preparation for every entrance exam.",
    icon: "exams",
    href: "/exam-prep",
  },
  {
    title: "College Predictor",
    text: "See where your rank or score can take you.",
    icon: "predictor",
    href: "/cource-finder",
  },
  {
    title: "Course Finder",
    text: "Match courses abroad to your scores and goals.",
    icon: "finder",
    href: "/cource-finder",
  },
];

/** Card images, cycled over the carousels' colleges (the directory has no photos yet). */
export const CAMPUS_IMAGES = [1, 2, 3, 4].map((n) => `${IMG}/campus-${n}.svg`);

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
