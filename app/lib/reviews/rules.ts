/**
 * Reviews: the pure rules shared by the form, the server and the moderation tools —
 * the rating aspects, aggregate math kept in the college row, the near-duplicate text check
 * and the reviewer's display name. No I/O here (unit-tested in rules.test.ts).
 */

import { MOBILE_DIGITS } from "~/lib/forms/field-rules";

/** Minimum characters of "What did you like?" and "What could be better?". */
export const MIN_REVIEW_TEXT = 150;
/** Maximum characters of each of them. */
export const MAX_REVIEW_TEXT = 3000;
export const MAX_TITLE = 120;

/** Years a graduation (or expected graduation) may fall in. */
export function gradYearRange(now = new Date()) {
  const year = now.getUTCFullYear();
  return { min: year - 60, max: year + 7 };
}

export const REVIEW_MESSAGES = {
  college: "Please choose your college.",
  course: "Please enter your course.",
  gradYear: "Please enter your year of graduation (or expected).",
  rating: (label: string) => `Please rate ${label.toLowerCase()} from 1 to 5 stars.`,
  title: "Please give your review a title.",
  tooShort: (n: number) => `Please write at least ${n} characters.`,
  reward: `Enter a UPI ID (like name@bank) or a ${MOBILE_DIGITS}-digit mobile number.`,
  consent: "Please confirm that this review is about your own experience.",
  duplicate:
    "This review is almost the same as another review you wrote. Please describe your experience of this college.",
  unknownCollege: "We could not find that college. Please choose it from the list.",
  already: (pending: boolean) =>
    pending
      ? "You have already reviewed this college. Your review is waiting to be checked — you can edit it."
      : "You have already reviewed this college. You can see your review in My account.",
  submitted: "Thank you! Your review has been submitted and will be published after a quick check.",
  updated: "Your pending review has been updated.",
} as const;

const UPI = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/;
const MOBILE = new RegExp(`^(?:\\+?91[- ]?)?[6-9]\\d{${MOBILE_DIGITS - 1}}$`);

/** A UPI id or an Indian mobile number; the form's optional reward details. */
export function isRewardDetails(value: string): boolean {
  const v = value.trim();
  return UPI.test(v) || MOBILE.test(v.replace(/\s+/g, ""));
}

/**
 * The five aspects and the overall rating, in the form's order (field name → label); each is
 * stored in the reviews column `r_<key>`.
 */
export const ASPECTS = (
  [
    { key: "academics", label: "Academics" },
    { key: "faculty", label: "Faculty" },
    { key: "infrastructure", label: "Infrastructure" },
    { key: "placements", label: "Placements" },
    { key: "campus", label: "Campus life" },
    { key: "overall", label: "Overall rating" },
  ] as const
).map((a) => ({ ...a, column: `r_${a.key}` as const }));

export type AspectKey = (typeof ASPECTS)[number]["key"];
export type Ratings = Record<AspectKey, number>;

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REWARD_STATUSES = ["not_requested", "pending", "paid"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Pending review",
  published: "Published",
  rejected: "Rejected",
};
export const REWARD_LABELS: Record<RewardStatus, string> = {
  not_requested: "Not requested",
  pending: "Pending",
  paid: "Paid",
};

/** Reviews per page on a college page. */
export const REVIEWS_PER_PAGE = 10;

/** The aggregates of a college's published reviews, stored as JSON in colleges.review_stats. */
export interface ReviewStats {
  /** Published reviews counted. */
  n: number;
  /** Sum of each rating over those reviews. */
  sums: Ratings;
  /** How many gave an overall rating of 1..5 (index 0 = 1 star). */
  dist: [number, number, number, number, number];
  /** The directory's own rating before any review was published (restored when none is left). */
  base?: { rating: number; count: number };
}

export function emptyStats(): ReviewStats {
  return {
    n: 0,
    sums: { academics: 0, faculty: 0, infrastructure: 0, placements: 0, campus: 0, overall: 0 },
    dist: [0, 0, 0, 0, 0],
  };
}

/** Reads colleges.review_stats; anything unreadable is treated as no reviews yet. */
export function parseStats(raw: string | null | undefined): ReviewStats {
  if (!raw) return emptyStats();
  try {
    const data = JSON.parse(raw) as Partial<ReviewStats>;
    const stats = emptyStats();
    if (typeof data.n === "number" && data.n > 0) stats.n = Math.floor(data.n);
    for (const { key } of ASPECTS) {
      const v = data.sums?.[key];
      if (typeof v === "number" && v >= 0) stats.sums[key] = v;
    }
    if (Array.isArray(data.dist) && data.dist.length === 5) {
      stats.dist = data.dist.map((v) => (typeof v === "number" && v > 0 ? Math.floor(v) : 0)) as ReviewStats["dist"];
    }
    if (data.base && typeof data.base.rating === "number" && typeof data.base.count === "number") {
      stats.base = { rating: data.base.rating, count: data.base.count };
    }
    return stats;
  } catch {
    return emptyStats();
  }
}

/**
 * The stats after one review is published (`+1`) or withdrawn (`-1`: unpublished, rejected
 * after publishing, or deleted). Never goes below zero. `base` is the directory's own rating,
 * remembered the first time a review counts so that withdrawing the last one restores it.
 */
export function applyReview(
  stats: ReviewStats,
  ratings: Ratings,
  sign: 1 | -1,
  base?: { rating: number; count: number },
): ReviewStats {
  const next: ReviewStats = {
    n: stats.n,
    sums: { ...stats.sums },
    dist: [...stats.dist] as ReviewStats["dist"],
    base: stats.base ?? (stats.n === 0 ? base : undefined),
  };
  if (sign === -1 && stats.n === 0) return next;
  next.n = Math.max(0, stats.n + sign);
  for (const { key } of ASPECTS) next.sums[key] = Math.max(0, next.sums[key] + sign * ratings[key]);
  const star = Math.min(5, Math.max(1, Math.round(ratings.overall))) - 1;
  next.dist[star] = Math.max(0, next.dist[star] + sign);
  if (next.n === 0) {
    next.sums = emptyStats().sums;
    next.dist = [0, 0, 0, 0, 0];
  }
  return next;
}

/** One decimal place (4.25 → 4.3). */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Average of each rating (one decimal), or undefined without published reviews. */
export function averages(stats: ReviewStats): Ratings | undefined {
  if (stats.n <= 0) return undefined;
  const out = {} as Ratings;
  for (const { key } of ASPECTS) out[key] = round1(stats.sums[key] / stats.n);
  return out;
}

/** The directory's rating and count for the college row: the reviews' once there are any. */
export function collegeRating(stats: ReviewStats): { rating: number; count: number } {
  if (stats.n > 0) return { rating: round1(stats.sums.overall / stats.n), count: stats.n };
  return stats.base ?? { rating: 0, count: 0 };
}

/** "Asha Verma" → "Asha V."; "asha" → "Asha"; blank → "Student". */
export function displayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "Student";
  const cap = (s: string) => s.charAt(0).toLocaleUpperCase("en-IN") + s.slice(1);
  const first = cap(parts[0].slice(0, 40));
  if (parts.length === 1) return first;
  const initial = [...parts[parts.length - 1]][0]?.toLocaleUpperCase("en-IN") ?? "";
  return initial ? `${first} ${initial}.` : first;
}

/** Lowercased words of a text (letters and digits only). */
function words(text: string): string[] {
  return text
    .toLocaleLowerCase("en-IN")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Word 3-shingles of a text. */
function shingles(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  if (w.length < 3) {
    if (w.length) out.add(w.join(" "));
    return out;
  }
  for (let i = 0; i + 3 <= w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return out;
}

/** Jaccard similarity of two texts' word 3-shingles (0 = nothing shared, 1 = the same words). */
export function similarity(a: string, b: string): number {
  const sa = shingles(a);
  const sb = shingles(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / (sa.size + sb.size - shared);
}

/** Similarity at or above which a review counts as a copy of another. */
export const DUPLICATE_THRESHOLD = 0.6;

/**
 * Whether a review's text is a near-copy of one of the writer's other reviews (of other
 * colleges): the same experience pasted under several colleges is not a review of each.
 */
export function isNearDuplicate(
  text: { liked: string; better: string },
  others: Array<{ liked: string; better: string }>,
): boolean {
  const mine = `${text.liked}\n${text.better}`;
  return others.some((o) => similarity(mine, `${o.liked}\n${o.better}`) >= DUPLICATE_THRESHOLD);
}

/** Review text as paragraphs/lines for rendering as escaped text (no HTML is ever interpreted). */
export function textLines(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n");
}

/** The `college` value the review form posts for a college that is not in the directory ("My college isn't listed"). */
export const NOT_LISTED = "not-listed";

/** The review form's intent (its action and its page's answer). */
export const REVIEW_INTENT = "review";
