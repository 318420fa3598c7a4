/**
 * Loaders of the exam and travel routes. They live in a .server module so the page copy
 * travels as loader data and stays out of the client bundles.
 */
import { json } from "@remix-run/cloudflare";
import { BENEFITS, CLIENT_STATS, COURSES, EXAMS, GRE, PARTNERS, REVIEW_SCORE, type ExamSlug } from "~/content/exams";
import { TESTIMONIALS, TRAVEL_HERO, TRAVEL_STATS, TRIPS, VISA_SUPPORT, VISAS } from "~/content/travel";

/**
 * An exam route's loader data. Routes call it inside their own loader function
 * (`export const loader = () => examData("ielts")`): a bare call at module level would
 * survive the client build, where this module is empty.
 */
export function examData(slug: ExamSlug) {
  return json({ exam: EXAMS[slug] });
}

export const greLoader = () => json({ gre: GRE });

export const examPrepLoader = () =>
  json({ courses: COURSES, stats: CLIENT_STATS, review: REVIEW_SCORE, benefits: BENEFITS, partners: PARTNERS });

export const travelLoader = () =>
  json({
    hero: TRAVEL_HERO,
    visas: VISAS,
    support: VISA_SUPPORT,
    trips: TRIPS,
    testimonials: TESTIMONIALS,
    stats: TRAVEL_STATS,
  });
