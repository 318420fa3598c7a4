/**
 * Home-page copy the page's components import: Explore Programs' cards, the banners and the section
 * headings. The lists that travel as loader data are in ./home-lists.ts; timings, chips and carousel
 * settings are in ./home.ts.
 */

import { RANKING_STATE } from "./home";

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
  // The page puts the directory's count as D1 holds it ("713 colleges") in place of this text.
  { title: "Find Colleges", text: "Colleges in our directory", icon: "colleges", href: "/colleges" },
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
    href: "/college-predictor",
  },
  {
    title: "Course Finder",
    text: "Match courses abroad to your scores and goals.",
    icon: "finder",
    href: "/cource-finder",
  },
];

/* ------------------------------------------------------------------ Static banners */

export const PREMIUM_BANNER = {
  eyebrow: "Premium",
  title: "Your complete study-abroad journey, handled by one mentor",
  text: "Visa counselling with mock interviews, vicinity-based accommodation guidance and a cultural mentor abroad — all in one plan.",
  cta: { label: "Explore Premium Services", href: "/post-admit-services" },
} as const;

/** 'Subscribe For Regular Alerts': its button does nothing. */
export const ALERTS_BANNER = {
  title: "Subscribe For Regular Alerts",
  text: "Exam dates, admission deadlines and scholarship news, as they happen.",
  button: "Subscribe Now",
} as const;

/* ------------------------------------------------------------------ Section headings */

/** The headings of the home sections whose heading and subtitle never change. */
export const SECTION_HEADS = {
  services: {
    title: "Our Services",
    subtitle: "Everything you need from shortlisting colleges to settling in abroad.",
  },
  "top-colleges": {
    title: "Top Universities/Colleges",
    subtitle: "Institutions from our college directory, with their ranks from the published NIRF tables.",
  },
  "college-ranking": {
    title: "College Ranking 2025",
    subtitle: `Top colleges in ${RANKING_STATE} by the leading ranking agencies.`,
  },
  "study-abroad": { title: "Study Abroad", subtitle: "Compare destinations by colleges, cost and guides." },
  "study-places": { title: "Top Study Places", subtitle: "Cities students choose most." },
  "why-us": { title: "Why us?", subtitle: "Numbers that students and parents trust." },
  certificates: { title: "Certificates & Accreditation" },
} as const satisfies Record<string, { title: string; subtitle?: string }>;
export type SectionHeadId = keyof typeof SECTION_HEADS;

/** 'Have Questions?': its 'Get on Call' opens the call popup (live). */
export const QUESTIONS_BANNER = {
  title: "Have Questions?",
  text: "Not sure which college, course or country is right for you? Talk to a counsellor for free.",
} as const;
