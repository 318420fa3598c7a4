/**
 * Reviews over D1: writing, the writer's own list, a college's published reviews
 * (indexed, 10 a page) and moderation — shared by /write-review, /account, college pages,
 * /admin/reviews and `npm run reviews:moderate`. Every function takes the D1 binding so the
 * command-line tool runs the same SQL as the console.
 */
import {
  ASPECTS,
  applyReview,
  collegeRating,
  displayName,
  isNearDuplicate,
  parseStats,
  REVIEWS_PER_PAGE,
  type Ratings,
  type ReviewStats,
  type ReviewStatus,
  type RewardStatus,
} from "./rules";
import type { ReviewInput } from "./schema";

export interface ReviewCollege {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
}

const RATING_COLUMNS = ASPECTS.map((a) => a.column).join(", ");

function ratingsOf(row: Record<string, unknown>): Ratings {
  const out = {} as Ratings;
  for (const a of ASPECTS) out[a.key] = Number(row[a.column]);
  return out;
}

export async function findCollege(db: D1Database, slug: string): Promise<ReviewCollege | null> {
  return db
    .prepare("SELECT id, slug, name, city, state FROM colleges WHERE slug = ?1")
    .bind(slug.toLowerCase())
    .first<ReviewCollege>();
}

export interface OwnReview {
  id: number;
  college_slug: string;
  college_name: string;
  title: string;
  status: ReviewStatus;
  reject_reason: string;
  reward_status: RewardStatus;
  r_overall: number;
  created_at: number;
}

/** The writer's reviews, newest first (bounded: one per college, listed 50 at most). */
export async function listOwnReviews(db: D1Database, userId: number): Promise<OwnReview[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, c.slug AS college_slug, c.name AS college_name, r.title, r.status, r.reject_reason,
              r.reward_status, r.r_overall, r.created_at
       FROM reviews r JOIN colleges c ON c.id = r.college_id WHERE r.user_id = ?1 ORDER BY r.id DESC LIMIT 50`,
    )
    .bind(userId)
    .all<OwnReview>();
  return results ?? [];
}

export interface StoredReview {
  id: number;
  status: ReviewStatus;
  course: string;
  grad_year: number;
  title: string;
  liked: string;
  better: string;
  reward_details: string;
  [column: string]: unknown;
}

/** The account's review of a college, if any. */
export async function findOwnReview(db: D1Database, userId: number, collegeId: number) {
  return db
    .prepare(
      `SELECT id, status, course, grad_year, ${RATING_COLUMNS}, title, liked, better, reward_details
       FROM reviews WHERE user_id = ?1 AND college_id = ?2`,
    )
    .bind(userId, collegeId)
    .first<StoredReview>();
}

/** The form's default values from a stored review (to edit a pending one). */
export function formValues(review: StoredReview, slug: string): Record<string, string> {
  const values: Record<string, string> = {
    college: slug,
    course: review.course,
    gradYear: String(review.grad_year),
    title: review.title,
    liked: review.liked,
    better: review.better,
    reward: review.reward_details,
  };
  for (const a of ASPECTS) values[a.key] = String(review[a.column]);
  return values;
}

export type SaveResult = "created" | "updated" | "exists" | "duplicate";

/**
 * Stores a review as `pending`. An existing pending review of the same college is updated only
 * when `edit` is set (the form offered it); a published or rejected one is never overwritten.
 */
export async function saveReview(
  db: D1Database,
  user: { id: number; name: string },
  college: ReviewCollege,
  input: ReviewInput,
  options: { edit?: boolean; now?: number; clientHash?: string } = {},
): Promise<SaveResult> {
  const now = options.now ?? Date.now();
  const { results: others } = await db
    .prepare("SELECT liked, better FROM reviews WHERE user_id = ?1 AND college_id <> ?2 ORDER BY id DESC LIMIT 50")
    .bind(user.id, college.id)
    .all<{ liked: string; better: string }>();
  if (isNearDuplicate(input, others ?? [])) return "duplicate";
  const reward = input.reward?.trim() ?? "";
  const ratings = ASPECTS.map((a) => input[a.key]);
  const existing = await findOwnReview(db, user.id, college.id);
  if (existing) {
    if (!options.edit || existing.status !== "pending") return "exists";
    await db
      .prepare(
        `UPDATE reviews SET course = ?1, grad_year = ?2, ${ASPECTS.map((a, i) => `${a.column} = ?${i + 3}`).join(", ")},
         title = ?9, liked = ?10, better = ?11, reward_details = ?12,
         reward_status = CASE WHEN ?12 = '' THEN 'not_requested' ELSE 'pending' END, updated_at = ?13
         WHERE id = ?14 AND status = 'pending'`,
      )
      .bind(input.course, input.gradYear, ...ratings, input.title, input.liked, input.better, reward, now, existing.id)
      .run();
    return "updated";
  }
  const res = await db
    .prepare(
      `INSERT INTO reviews (college_id, user_id, course, grad_year, ${RATING_COLUMNS}, title, liked, better,
         reward_details, reward_status, reviewer_name, created_at, updated_at, client_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17, ?18)
       ON CONFLICT (user_id, college_id) DO NOTHING`,
    )
    .bind(
      college.id,
      user.id,
      input.course,
      input.gradYear,
      ...ratings,
      input.title,
      input.liked,
      input.better,
      reward,
      reward ? "pending" : "not_requested",
      displayName(user.name),
      now,
      options.clientHash ?? "",
    )
    .run();
  return res.meta.changes ? "created" : "exists";
}

// ---------------------------------------------------------------- college pages

/** What every listing shows of a review: who wrote it, about what, and what they said. */
interface ReviewText {
  id: number;
  reviewer_name: string;
  course: string;
  grad_year: number;
  title: string;
  liked: string;
  better: string;
  ratings: Ratings;
}

export interface PublishedReview extends ReviewText {
  published_at: number;
}

/** One page of a college's published reviews, newest first (index reviews_college_published). */
export async function listPublished(
  db: D1Database,
  collegeId: number,
  page: number,
): Promise<{ reviews: PublishedReview[]; more: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT id, reviewer_name, course, grad_year, title, liked, better, published_at, ${RATING_COLUMNS}
       FROM reviews WHERE college_id = ?1 AND status = 'published'
       ORDER BY published_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(collegeId, REVIEWS_PER_PAGE + 1, (page - 1) * REVIEWS_PER_PAGE)
    .all<Record<string, unknown>>();
  const rows = (results ?? []).map((row) => ({
    id: Number(row.id),
    reviewer_name: String(row.reviewer_name),
    course: String(row.course),
    grad_year: Number(row.grad_year),
    title: String(row.title),
    liked: String(row.liked),
    better: String(row.better),
    published_at: Number(row.published_at),
    ratings: ratingsOf(row),
  }));
  return { reviews: rows.slice(0, REVIEWS_PER_PAGE), more: rows.length > REVIEWS_PER_PAGE };
}

/** The college row's review aggregates (one indexed read by id). */
export async function readStats(db: D1Database, collegeId: number): Promise<ReviewStats> {
  const row = await db
    .prepare("SELECT review_stats FROM colleges WHERE id = ?1")
    .bind(collegeId)
    .first<{ review_stats: string }>();
  return parseStats(row?.review_stats);
}

// ---------------------------------------------------------------- moderation

export interface QueueReview extends ReviewText {
  college_slug: string;
  college_name: string;
  status: ReviewStatus;
  reject_reason: string;
  reward_status: RewardStatus;
  reward_details: string;
  created_at: number;
}

export const QUEUE_PAGE_SIZE = 20;

/** The queue's columns: the review with its college, for the moderation pages (`r` joined with `c`). */
const QUEUE_SELECT = `SELECT r.id, c.slug AS college_slug, c.name AS college_name, r.reviewer_name, r.course, r.grad_year,
         r.title, r.liked, r.better, r.status, r.reject_reason, r.reward_status, r.reward_details, r.created_at,
         ${ASPECTS.map((a) => `r.${a.column}`).join(", ")}
       FROM reviews r JOIN colleges c ON c.id = r.college_id`;

async function queueRows(statement: D1PreparedStatement): Promise<QueueReview[]> {
  const { results } = await statement.all<Record<string, unknown>>();
  return (results ?? []).map((row) => ({ ...(row as unknown as QueueReview), ratings: ratingsOf(row) }));
}

/** Reviews in a status, oldest first (the queue), keyset-paged on id (index reviews_status). */
export async function listByStatus(
  db: D1Database,
  status: ReviewStatus,
  after = 0,
  limit = QUEUE_PAGE_SIZE,
): Promise<{ rows: QueueReview[]; next?: number }> {
  const rows = await queueRows(
    db
      .prepare(`${QUEUE_SELECT} WHERE r.status = ?1 AND r.id > ?2 ORDER BY r.id LIMIT ?3`)
      .bind(status, after, limit + 1),
  );
  const more = rows.length > limit;
  return { rows: rows.slice(0, limit), next: more ? rows[limit - 1].id : undefined };
}

/** Reviews whose reward was requested and is not yet paid, oldest first. */
export function listRewardsDue(db: D1Database, limit = QUEUE_PAGE_SIZE): Promise<QueueReview[]> {
  return queueRows(
    db
      .prepare(`${QUEUE_SELECT} WHERE r.status = 'published' AND r.reward_status = 'pending' ORDER BY r.id LIMIT ?1`)
      .bind(limit),
  );
}

interface ModerationRow {
  id: number;
  college_id: number;
  status: ReviewStatus;
  reject_reason: string;
  reward_status: RewardStatus;
  [column: string]: unknown;
}

async function moderationRow(db: D1Database, id: number) {
  return db
    .prepare(
      `SELECT id, college_id, status, reject_reason, reward_status, ${RATING_COLUMNS} FROM reviews WHERE id = ?1`,
    )
    .bind(id)
    .first<ModerationRow>();
}

export type ModerationResult =
  | { ok: true; before: Record<string, unknown>; after: Record<string, unknown>; collegeId: number }
  | { ok: false; reason: "not-found" | "unchanged" | "busy" };

/**
 * Moves a review to `published` or `rejected` (with a reason). Entering or leaving
 * `published` updates the college row's aggregates in the same D1 batch (a transaction):
 * the college update only applies if its stats are still the ones read and the review is
 * still in its old status, and the review update only if the college update applied — a
 * concurrent change makes both no-ops and the move is retried. `extra` statements (the
 * console's audit row) join the batch.
 */
export async function moderate(
  db: D1Database,
  id: number,
  to: "published" | "rejected",
  options: {
    reason?: string;
    now?: number;
    extra?: (r: ModerationResult & { ok: true }) => D1PreparedStatement[];
  } = {},
): Promise<ModerationResult> {
  const reason = to === "rejected" ? (options.reason ?? "").trim() : "";
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = options.now ?? Date.now();
    const row = await moderationRow(db, id);
    if (!row) return { ok: false, reason: "not-found" };
    if (row.status === to && row.reject_reason === reason) return { ok: false, reason: "unchanged" };
    const before = { status: row.status, reject_reason: row.reject_reason };
    const after = { status: to, reject_reason: reason };
    const result = { ok: true as const, before, after, collegeId: row.college_id };
    const sign = to === "published" && row.status !== "published" ? 1 : row.status === "published" ? -1 : 0;
    const updateReview = (guard: string, ...guardParams: unknown[]) =>
      db
        .prepare(
          `UPDATE reviews SET status = ?1, reject_reason = ?2, updated_at = ?3,
           published_at = CASE WHEN ?1 = 'published' THEN coalesce(published_at, ?3) ELSE NULL END
           WHERE id = ?4 AND status = ?5 ${guard}`,
        )
        .bind(to, reason, now, id, row.status, ...guardParams);
    if (sign === 0) {
      const res = await db.batch([updateReview(""), ...(options.extra?.(result) ?? [])]);
      if (res[0].meta.changes) return result;
      continue;
    }
    const college = await db
      .prepare("SELECT review_stats, rating, rating_count FROM colleges WHERE id = ?1")
      .bind(row.college_id)
      .first<{ review_stats: string; rating: number; rating_count: number }>();
    if (!college) return { ok: false, reason: "not-found" };
    const stats = applyReview(parseStats(college.review_stats), ratingsOf(row), sign as 1 | -1, {
      rating: college.rating,
      count: college.rating_count,
    });
    // A fresh token makes the new stats text unique, so the review update can check it applied.
    const next = JSON.stringify({ ...stats, rev: crypto.randomUUID() });
    const { rating, count } = collegeRating(stats);
    const res = await db.batch([
      db
        .prepare(
          `UPDATE colleges SET review_stats = ?1, rating = ?2, rating_count = ?3, updated_at = datetime('now')
           WHERE id = ?4 AND review_stats = ?5 AND EXISTS (SELECT 1 FROM reviews WHERE id = ?6 AND status = ?7)`,
        )
        .bind(next, rating, count, row.college_id, college.review_stats, id, row.status),
      updateReview("AND (SELECT review_stats FROM colleges WHERE id = ?6) = ?7", row.college_id, next),
      ...(options.extra?.(result) ?? []),
    ]);
    if (res[1].meta.changes) return result;
  }
  return { ok: false, reason: "busy" };
}

/** Marks a published review's requested reward as paid. */
export async function markRewardPaid(
  db: D1Database,
  id: number,
  options: { now?: number; extra?: (r: ModerationResult & { ok: true }) => D1PreparedStatement[] } = {},
): Promise<ModerationResult> {
  const row = await moderationRow(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.reward_status !== "pending") return { ok: false, reason: "unchanged" };
  const result = {
    ok: true as const,
    before: { reward_status: row.reward_status },
    after: { reward_status: "paid" },
    collegeId: row.college_id,
  };
  const res = await db.batch([
    db
      .prepare("UPDATE reviews SET reward_status = 'paid', updated_at = ?1 WHERE id = ?2 AND reward_status = 'pending'")
      .bind(options.now ?? Date.now(), id),
    ...(options.extra?.(result) ?? []),
  ]);
  return res[0].meta.changes ? result : { ok: false, reason: "unchanged" };
}
