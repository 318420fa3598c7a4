/**
 * A college page's reviews block: the aggregates from the college row (one read by
 * id) and one indexed page of published reviews (`?reviews_page=`). Nothing is computed over
 * all reviews per page view. Read through the cached data layer (readCached: isolate memory →
 * edge cache → D1), keyed by college and page: publishing or withdrawing a review bumps the
 * content version (the console's actions, `npm run reviews:moderate`), which every key carries.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCached } from "../content/content.server";
import { listPublished, readStats, type PublishedReview } from "./reviews.server";
import { averages, REVIEWS_PER_PAGE, type Ratings } from "./rules";

export interface CollegeReviewsData {
  count: number;
  averages: Ratings | null;
  /** Reviews with an overall rating of 1..5 stars (index 0 = 1 star). */
  dist: number[];
  page: number;
  pages: number;
  reviews: PublishedReview[];
}

export const MAX_REVIEWS_PAGE = 1000;

export function reviewsPage(url: URL): number {
  const raw = url.searchParams.get("reviews_page");
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_REVIEWS_PAGE ? n : 1;
}

export async function loadCollegeReviews(
  context: AppLoadContext,
  collegeId: number,
  url: URL,
): Promise<CollegeReviewsData> {
  const asked = reviewsPage(url);
  return readCached(context, "college-reviews", `${collegeId}/${asked}`, async () => {
    const db = context.env.DB;
    const stats = await readStats(db, collegeId);
    const pages = Math.max(1, Math.ceil(stats.n / REVIEWS_PER_PAGE));
    const page = Math.min(asked, pages);
    const { reviews } = stats.n > 0 ? await listPublished(db, collegeId, page) : { reviews: [] };
    return { count: stats.n, averages: averages(stats) ?? null, dist: stats.dist, page, pages, reviews };
  });
}
