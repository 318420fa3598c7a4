/**
 * The console's dashboard figures, each read from a running total or one indexed row, never by
 * counting leads or reviews (flat however many there are):
 *  - leads received today and in the last 7 days (IST), by kind and by their status now: the
 *    difference of `lead_running_ref` (ref '': every lead of a kind, running totals per IST day,
 *    migration 0011) at two days — a few rows per kind;
 *  - leads still new: the same running totals at today (every lead of a kind, by status now); the
 *    oldest of them: the first row of (status, id);
 *  - reviews waiting and rewards to pay: `console_counts` (triggers, migration 0015);
 *  - recent content changes: the audit's newest rows of the content area (area, id).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AdminRole } from "./auth.server";
import { addDays, istDay } from "./dates";
import { LEAD_STATUSES, type LeadStatus } from "./leads";

type Running = Record<LeadStatus, number>;
const RUNNING_COLUMNS = LEAD_STATUSES.map((s) => `coalesce(r.n_${s}, 0) AS n_${s}`).join(", ");

/** Every kind's running totals at the end of an IST day (0 before its first lead). */
const runningAt = (db: D1Database, day: string) =>
  db
    .prepare(
      `SELECT k.kind, ${RUNNING_COLUMNS} FROM lead_kinds k LEFT JOIN lead_running_ref r ON r.ref = '' AND r.kind = k.kind
       AND r.day = (SELECT max(day) FROM lead_running_ref WHERE ref = '' AND kind = k.kind AND day <= ?1)`,
    )
    .bind(day);

export interface Period {
  from: string;
  to: string;
  total: number;
  kinds: Array<{ key: string; n: number }>;
  statuses: Array<{ key: LeadStatus; n: number }>;
}

function difference(
  now: Array<Record<string, unknown>>,
  then: Array<Record<string, unknown>>,
  from: string,
  to: string,
): Period {
  const before = new Map(then.map((r) => [String(r.kind), r]));
  const statuses: Running = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Running;
  const kinds: Period["kinds"] = [];
  for (const row of now) {
    const old = before.get(String(row.kind));
    let n = 0;
    for (const s of LEAD_STATUSES) {
      const d = Number(row[`n_${s}`] ?? 0) - Number(old?.[`n_${s}`] ?? 0);
      statuses[s] += d;
      n += d;
    }
    if (n > 0) kinds.push({ key: String(row.kind), n });
  }
  kinds.sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));
  return {
    from,
    to,
    total: kinds.reduce((t, k) => t + k.n, 0),
    kinds,
    statuses: LEAD_STATUSES.map((key) => ({ key, n: statuses[key] })),
  };
}

export interface Dashboard {
  leads?: {
    today: Period;
    week: Period;
    unanswered: number;
    oldest?: { id: number; kind: string; created_at: string };
  };
  reviewsPending: number;
  rewardsDue: number;
  recent: Array<{ id: number; at: string; actor: string; action: string; target: string }>;
}

export async function readDashboard(context: AppLoadContext, role: AdminRole, now = Date.now()): Promise<Dashboard> {
  const db = context.env.DB;
  const today = istDay(now);
  const weekStart = addDays(today, -6);
  const common = [
    db.prepare("SELECT key, n FROM console_counts"),
    db.prepare("SELECT id, at, actor, action, target FROM admin_audit WHERE area = 'content' ORDER BY id DESC LIMIT 6"),
  ];
  if (role !== "admin") {
    const [counts, recent] = await db.batch(common);
    return { ...countsOf(counts.results), recent: recent.results as Dashboard["recent"] };
  }
  const [counts, recent, atToday, atYesterday, atWeekStart, oldest] = await db.batch([
    ...common,
    runningAt(db, today),
    runningAt(db, addDays(today, -1)),
    runningAt(db, addDays(weekStart, -1)),
    db.prepare("SELECT id, kind, created_at FROM submissions WHERE status = 'new' ORDER BY id LIMIT 1"),
  ]);
  const rows = (r: D1Result) => (r.results ?? []) as Array<Record<string, unknown>>;
  return {
    ...countsOf(counts.results),
    recent: recent.results as Dashboard["recent"],
    leads: {
      today: difference(rows(atToday), rows(atYesterday), today, today),
      week: difference(rows(atToday), rows(atWeekStart), weekStart, today),
      // Each kind's running totals at today: every lead of it by status now.
      unanswered: rows(atToday).reduce((n, r) => n + Number(r.n_new ?? 0), 0),
      oldest: (oldest.results?.[0] as { id: number; kind: string; created_at: string } | undefined) ?? undefined,
    },
  };
}

function countsOf(results: unknown[] | undefined) {
  const map = new Map((results as Array<{ key: string; n: number }> | undefined)?.map((r) => [r.key, r.n]) ?? []);
  return { reviewsPending: map.get("reviews_pending") ?? 0, rewardsDue: map.get("rewards_due") ?? 0 };
}
