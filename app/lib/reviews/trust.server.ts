/**
 * Review trust checks for the moderation queue. Each is a few indexed, bounded reads per review
 * (migration 0015), run for the reviews on screen:
 *  - near-duplicate text from another account (the same college's latest reviews, and those paying
 *    the same UPI id), by the text similarity the write path uses for one writer;
 *  - a UPI id (or number) used by several accounts;
 *  - many reviews from one client (the salted hash of its address) within a day;
 *  - a writer reviewing many colleges.
 * A flagged review's reward is paid only after a second look (a reason, recorded); a UPI id is
 * paid at most once per college.
 */
import { isNearDuplicate } from "./rules";

export const TRUST_LIMITS = {
  /** Reviews from one client within 24 hours that flag it. */
  clientPerDay: 3,
  /** Colleges one writer has reviewed that flag them. */
  writerColleges: 5,
  /** The same college's latest reviews its text is compared with. */
  compareWith: 20,
} as const;

export type TrustFlag =
  | { kind: "duplicate"; of: number }
  | { kind: "upi"; accounts: number }
  | { kind: "client"; reviews: number }
  | { kind: "writer"; colleges: number };

export function flagText(flag: TrustFlag): string {
  switch (flag.kind) {
    case "duplicate":
      return `Near-duplicate of review #${flag.of} by another account`;
    case "upi":
      return `UPI id used by ${flag.accounts} accounts`;
    case "client":
      return `${flag.reviews} reviews from one client within a day`;
    case "writer":
      return `Writer has reviewed ${flag.colleges}+ colleges`;
  }
}

interface TrustRow {
  id: number;
  user_id: number;
  college_id: number;
  liked: string;
  better: string;
  reward_key: string | null;
  client_hash: string;
  created_at: number;
}

const TRUST_COLUMNS = "id, user_id, college_id, liked, better, reward_key, client_hash, created_at";

async function flagsOf(db: D1Database, r: TrustRow): Promise<TrustFlag[]> {
  const day = 24 * 60 * 60 * 1000;
  const [neighbours, sameUpi, sameClient, writer] = await db.batch([
    db
      .prepare(
        `SELECT id, liked, better FROM reviews WHERE college_id = ?1 AND id <> ?2 AND user_id <> ?3 ORDER BY id DESC LIMIT ${TRUST_LIMITS.compareWith}`,
      )
      .bind(r.college_id, r.id, r.user_id),
    db
      .prepare("SELECT id, user_id, liked, better FROM reviews WHERE reward_key = ?1 AND id <> ?2 LIMIT 20")
      .bind(r.reward_key, r.id),
    db
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM reviews WHERE client_hash = ?1 AND client_hash <> ''
         AND created_at BETWEEN ?2 AND ?3 LIMIT 20)`,
      )
      .bind(r.client_hash, r.created_at - day, r.created_at + day),
    db
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM reviews WHERE user_id = ?1 LIMIT ${TRUST_LIMITS.writerColleges})`,
      )
      .bind(r.user_id),
  ]);
  const flags: TrustFlag[] = [];
  type Text = { id: number; user_id?: number; liked: string; better: string };
  const upiRows = (sameUpi.results ?? []) as Text[];
  const candidates = [...((neighbours.results ?? []) as Text[]), ...upiRows.filter((o) => o.user_id !== r.user_id)];
  const dup = candidates.find((o) => isNearDuplicate(r, [o]));
  if (dup) flags.push({ kind: "duplicate", of: dup.id });
  const accounts = new Set([r.user_id, ...upiRows.map((o) => o.user_id)]).size;
  if (r.reward_key && accounts > 1) flags.push({ kind: "upi", accounts });
  const fromClient = Number((sameClient.results?.[0] as { n?: number } | undefined)?.n ?? 0);
  if (r.client_hash && fromClient >= TRUST_LIMITS.clientPerDay) flags.push({ kind: "client", reviews: fromClient });
  const colleges = Number((writer.results?.[0] as { n?: number } | undefined)?.n ?? 0);
  if (colleges >= TRUST_LIMITS.writerColleges) flags.push({ kind: "writer", colleges });
  return flags;
}

/** The trust flags of these reviews, by id. */
export async function trustFlags(db: D1Database, ids: readonly number[]): Promise<Map<number, TrustFlag[]>> {
  const out = new Map<number, TrustFlag[]>();
  if (!ids.length) return out;
  const { results } = await db
    .prepare(`SELECT ${TRUST_COLUMNS} FROM reviews WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...ids)
    .all<TrustRow>();
  const flagged = await Promise.all((results ?? []).map(async (r) => [r.id, await flagsOf(db, r)] as const));
  for (const [id, flags] of flagged) out.set(id, flags);
  return out;
}

/**
 * Why a reward may not be paid now: the same UPI id was already paid for this college (another
 * review), or the review is flagged and no second-look reason was given. Undefined: it may be paid.
 */
export async function rewardRefusal(
  db: D1Database,
  id: number,
  secondLook: string,
): Promise<{ message: string; flags?: TrustFlag[] } | undefined> {
  const row = await db.prepare(`SELECT ${TRUST_COLUMNS} FROM reviews WHERE id = ?1`).bind(id).first<TrustRow>();
  if (!row) return undefined;
  if (row.reward_key) {
    const paid = await db
      .prepare(
        "SELECT id FROM reviews WHERE reward_key = ?1 AND college_id = ?2 AND reward_status = 'paid' AND id <> ?3 LIMIT 1",
      )
      .bind(row.reward_key, row.college_id, id)
      .first<{ id: number }>();
    if (paid) return { message: `This UPI id was already paid for this college (review #${paid.id}).` };
  }
  const flags = await flagsOf(db, row);
  if (flags.length && !secondLook.trim()) {
    return { message: `Review #${id} is flagged: give the reason for paying after a second look.`, flags };
  }
  return undefined;
}
