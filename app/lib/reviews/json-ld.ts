/**
 * schema.org JSON-LD for a college page's reviews. Client-safe (no `.server`): the route's
 * `meta` runs in the browser too, where `.server` modules are stripped from the bundle.
 */
import type { CollegeReviewsData } from "./college-page.server";

/** schema.org `Review` items for the college's JSON-LD (the page's reviews). */
export function reviewsJsonLd(data: CollegeReviewsData | null | undefined) {
  if (!data?.reviews.length) return undefined;
  return data.reviews.map((r) => ({
    "@type": "Review",
    name: r.title,
    author: { "@type": "Person", name: r.reviewer_name },
    datePublished: new Date(r.published_at).toISOString().slice(0, 10),
    reviewBody: `${r.liked}\n\n${r.better}`,
    reviewRating: { "@type": "Rating", ratingValue: r.ratings.overall, bestRating: 5, worstRating: 1 },
  }));
}
