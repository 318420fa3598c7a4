/**
 * A signed-in student's notices (D1 `notices`): written in the same batch as the change they tell of, read by
 * /notices and counted by /notices/count for the header's bell. Only the student's own rows are ever read.
 */

export interface Notice {
  id: number;
  text: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

/** A notice for the account with this e-mail (none when no account has it). */
export function noticeForEmail(db: D1Database, email: string, text: string, link: string): D1PreparedStatement {
  return db
    .prepare("INSERT INTO notices (user_id, text, link) SELECT id, ?2, ?3 FROM users WHERE email = ?1")
    .bind(email.trim().toLowerCase(), text, link);
}

/** A notice for the writer of a review. */
export function noticeForReviewWriter(
  db: D1Database,
  reviewId: number,
  text: string,
  link: string,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO notices (user_id, text, link) SELECT user_id, ?2, ?3 FROM reviews WHERE id = ?1")
    .bind(reviewId, text, link);
}

export const NOTICES_PAGE_SIZE = 50;

/** The newest notices of a student. */
export async function listNotices(db: D1Database, userId: number): Promise<Notice[]> {
  const { results } = await db
    .prepare("SELECT id, text, link, created_at, read_at FROM notices WHERE user_id = ?1 ORDER BY id DESC LIMIT ?2")
    .bind(userId, NOTICES_PAGE_SIZE)
    .all<Notice>();
  return results;
}

/** How many of a student's notices are unread. */
export async function unreadNotices(db: D1Database, userId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM notices WHERE user_id = ?1 AND read_at IS NULL")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Marks one notice (or, without an id, all) of a student read. */
export async function markNoticesRead(db: D1Database, userId: number, id?: number): Promise<void> {
  if (id === undefined) {
    await db
      .prepare("UPDATE notices SET read_at = datetime('now') WHERE user_id = ?1 AND read_at IS NULL")
      .bind(userId)
      .run();
    return;
  }
  await db
    .prepare("UPDATE notices SET read_at = datetime('now') WHERE user_id = ?1 AND id = ?2 AND read_at IS NULL")
    .bind(userId, id)
    .run();
}
