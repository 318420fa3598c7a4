/**
 * "My college isn't listed": the writer names the college (name, city, state) and writes the
 * review; both are kept in `college_proposals` (migration 0016), not public. An operator approves
 * the college with the review — the college is added to the directory through the importer's own
 * statements (facets, counts and search index kept), then the review is stored and published — or
 * rejects it with a reason the writer sees on /account (the reward then reads "Not payable").
 */
import { CollegeRowSchema } from "~/lib/colleges/college-csv";
import { RECOMPUTE_STATEMENTS, rowStatements } from "~/lib/colleges/import";
import { findCollege, moderate, saveReview } from "./reviews.server";
import type { ReviewInput } from "./schema";

export interface ProposalRow {
  id: number;
  user_id: number;
  name: string;
  city: string;
  state: string;
  review: string;
  status: "pending" | "approved" | "rejected";
  reject_reason: string;
  created_at: number;
}

export async function saveProposal(
  db: D1Database,
  userId: number,
  college: { name: string; city: string; state: string },
  review: ReviewInput,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO college_proposals (user_id, name, city, state, review, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(userId, college.name, college.city, college.state, JSON.stringify(review), now)
    .run();
}

/** The moderation queue: pending proposals, oldest first (index college_proposals_status). */
export async function listPendingProposals(db: D1Database, limit = 20) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.city, p.state, p.review, p.created_at, u.email AS writer
       FROM college_proposals p JOIN users u ON u.id = p.user_id
       WHERE p.status = 'pending' ORDER BY p.id LIMIT ?1`,
    )
    .bind(limit)
    .all<{
      id: number;
      name: string;
      city: string;
      state: string;
      review: string;
      created_at: number;
      writer: string;
    }>();
  return (results ?? []).map((r) => {
    let review: Partial<ReviewInput> = {};
    try {
      review = JSON.parse(r.review) as Partial<ReviewInput>;
    } catch {
      // unreadable: shown without its text
    }
    return { ...r, review: { title: review.title ?? "", liked: review.liked ?? "", better: review.better ?? "" } };
  });
}

/** The writer's own proposals (newest first) for /account. */
export async function listOwnProposals(db: D1Database, userId: number) {
  const { results } = await db
    .prepare(
      `SELECT id, name, city, status, reject_reason, created_at,
         json_extract(review, '$.reward') AS reward, json_extract(review, '$.title') AS title
       FROM college_proposals WHERE user_id = ?1 ORDER BY id DESC LIMIT 20`,
    )
    .bind(userId)
    .all<{
      id: number;
      name: string;
      city: string;
      status: ProposalRow["status"];
      reject_reason: string;
      created_at: number;
      reward: string | null;
      title: string | null;
    }>();
  return results ?? [];
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 100);
}

export type ProposalOutcome =
  | { ok: true; slug: string; before: unknown; after: unknown }
  | { ok: false; reason: "not-found" | "unchanged" | "invalid" };

/**
 * Approves a pending proposal: adds the college (ownership chosen by the operator), stores the
 * review and publishes it. `audit` gives the audit statement written with the proposal's update.
 */
export async function approveProposal(
  db: D1Database,
  id: number,
  ownership: string,
  audit: (before: unknown, after: unknown) => D1PreparedStatement,
  now = Date.now(),
): Promise<ProposalOutcome> {
  const p = await db.prepare("SELECT * FROM college_proposals WHERE id = ?1").bind(id).first<ProposalRow>();
  if (!p) return { ok: false, reason: "not-found" };
  if (p.status !== "pending") return { ok: false, reason: "unchanged" };
  const base = slugify(p.name) || `college-${p.id}`;
  let slug = base;
  for (const candidate of [base, `${base}-${slugify(p.city)}`, `${base}-${p.id}`]) {
    slug = candidate;
    if (!(await findCollege(db, candidate))) break;
  }
  const parsed = CollegeRowSchema.safeParse({
    slug,
    name: p.name,
    country: "india",
    state: p.state,
    city: p.city,
    ownership,
  });
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const before = { status: "pending" };
  const after = { status: "approved", college: slug };
  const statements = [...rowStatements(parsed.data), ...RECOMPUTE_STATEMENTS.map((sql) => ({ sql, params: [] }))];
  const update = await db.batch([
    ...statements.map((s) => db.prepare(s.sql).bind(...s.params)),
    db
      .prepare(
        `UPDATE college_proposals SET status = 'approved', decided_at = ?1,
         college_id = (SELECT id FROM colleges WHERE slug = ?2) WHERE id = ?3 AND status = 'pending'`,
      )
      .bind(now, slug, id),
    audit(before, after),
  ]);
  if (!update[statements.length].meta.changes) return { ok: false, reason: "unchanged" };
  // The college exists: store the review as the writer wrote it, then publish it.
  const college = await findCollege(db, slug);
  const user = await db
    .prepare("SELECT id, name FROM users WHERE id = ?1")
    .bind(p.user_id)
    .first<{ id: number; name: string }>();
  if (college && user) {
    const review = JSON.parse(p.review) as ReviewInput;
    await saveReview(db, user, college, { ...review, college: slug }, { now });
    const row = await db
      .prepare("SELECT id FROM reviews WHERE user_id = ?1 AND college_id = ?2")
      .bind(user.id, college.id)
      .first<{ id: number }>();
    if (row) await moderate(db, row.id, "published", { now });
  }
  return { ok: true, slug, before, after };
}

export async function rejectProposal(
  db: D1Database,
  id: number,
  reason: string,
  audit: (before: unknown, after: unknown) => D1PreparedStatement,
  now = Date.now(),
): Promise<ProposalOutcome> {
  const before = { status: "pending" };
  const after = { status: "rejected", reason };
  const [res] = await db.batch([
    db
      .prepare(
        "UPDATE college_proposals SET status = 'rejected', reject_reason = ?1, decided_at = ?2 WHERE id = ?3 AND status = 'pending'",
      )
      .bind(reason, now, id),
    audit(before, after),
  ]);
  if (!res.meta.changes) {
    const exists = await db.prepare("SELECT id FROM college_proposals WHERE id = ?1").bind(id).first();
    return { ok: false, reason: exists ? "unchanged" : "not-found" };
  }
  return { ok: true, slug: "", before, after };
}
