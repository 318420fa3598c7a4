/**
 * Home-page lists the loader sends (the page shows one chip's news and the first countries), and the
 * college cards' images: server code only, so none of it is in the page's JavaScript.
 */
import type { NewsChip } from "./home";
import { newsSlug } from "./news-slug";

const IMG = "/images/home";

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

/* ------------------------------------------------------------------ Latest News & Stories */

export interface NewsItem {
  /** Its address, /news/{slug}: from the default title, kept when an operator retitles the item. */
  slug: string;
  title: string;
  date: string;
  description: string;
  category: NewsChip;
  /** More text for the item's page, paragraphs separated by blank lines (none by default). */
  body: string;
  /** The source to read more at (none by default). */
  link: string;
}

/** What a Latest News card shows (the home page sends no more). */
export type NewsCard = Pick<NewsItem, "slug" | "title" | "date" | "description" | "category">;

const NEWS_ITEMS: ReadonlyArray<Omit<NewsItem, "slug" | "body" | "link">> = [
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

/** The defaults; the site reads them with the console's changes through app/lib/catalogue/. */
export const NEWS: readonly NewsItem[] = NEWS_ITEMS.map((n) => ({ ...n, slug: newsSlug(n), body: "", link: "" }));

export function newsFor(chip: NewsChip, news: readonly NewsItem[] = NEWS): NewsItem[] {
  return news.filter((n) => n.category === chip);
}

export function findNews(slug: string, news: readonly NewsItem[] = NEWS): NewsItem | undefined {
  return news.find((n) => n.slug === slug);
}
