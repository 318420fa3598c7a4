/**
 * The audit log: every admin change (who, what, when, before → after), written in the same
 * D1 batch as the change itself so neither exists without the other.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuditArea } from "./audit-areas";
import type { AdminIdentity } from "./auth.server";

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

/** The audit area of an action, from its name. */
export function areaOf(action: string): AuditArea {
  if (action.startsWith("lead")) return "leads";
  if (action.startsWith("review.")) return "reviews";
  if (action.startsWith("console.")) return "access";
  return "content";
}

export function auditStatement(
  context: AppLoadContext,
  admin: AdminIdentity,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): D1PreparedStatement {
  const text = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  return context.env.DB.prepare(
    "INSERT INTO admin_audit (actor, action, target, before, after, area) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  ).bind(`${admin.email} (${admin.role})`, action, target, text(before), text(after), areaOf(action));
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilter {
  /** An operator as the log names them: "ops@example.in (admin)". */
  actor?: string;
  area?: AuditArea;
  /** IST days, yyyy-mm-dd. */
  from?: string;
  to?: string;
  before?: number;
}

/** IST midnight of a yyyy-mm-dd day, as the log's UTC `at` text. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/**
 * Newest first, keyset-paged on id: by operator through (actor, id), by area through (area, id),
 * the time range as bounds on `at` (its own index picks the first and last id).
 */
export async function listAudit(context: AppLoadContext, filter: AuditFilter = {}) {
  const db = context.env.DB;
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `?${params.length}`));
  };
  if (filter.actor) add("actor = ?", filter.actor);
  if (filter.area) add("area = ?", filter.area);
  if (filter.from || filter.to) {
    const [lo, hi] = await db.batch([
      db
        .prepare("SELECT id FROM admin_audit WHERE at >= ?1 ORDER BY at LIMIT 1")
        .bind(filter.from ? istMidnight(filter.from) : ""),
      db
        .prepare("SELECT id FROM admin_audit WHERE at < ?1 ORDER BY at DESC LIMIT 1")
        .bind(filter.to ? new Date(Date.parse(istMidnight(filter.to)) + 86_400_000).toISOString() : "~"),
    ]);
    const min = (lo.results?.[0] as { id?: number } | undefined)?.id;
    const max = (hi.results?.[0] as { id?: number } | undefined)?.id;
    if (min === undefined || max === undefined || min > max) return { rows: [] as AuditRow[], next: undefined };
    add("id >= ?", min);
    add("id <= ?", Math.min(max, (filter.before ?? Infinity) - 1));
  } else if (filter.before) add("id < ?", filter.before);
  const { results } = await db
    .prepare(
      `SELECT id, at, actor, action, target, before, after FROM admin_audit
       ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE + 1}`,
    )
    .bind(...params)
    .all<AuditRow>();
  const rows = results ?? [];
  const more = rows.length > AUDIT_PAGE_SIZE;
  return { rows: rows.slice(0, AUDIT_PAGE_SIZE), next: more ? rows[AUDIT_PAGE_SIZE - 1].id : undefined };
}

/**
 * An audit row for an event that is not an admin change: sign-in, sign-out, a refused sign-in, a
 * lead viewed, an export. `actor` is the operator as proven (never a typed e-mail), or "—".
 */
export function auditEventStatement(
  db: D1Database,
  actor: string,
  action: string,
  target: string,
  after?: unknown,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO admin_audit (actor, action, target, before, after, area) VALUES (?1, ?2, ?3, NULL, ?4, ?5)")
    .bind(actor, action, target, after === undefined ? null : JSON.stringify(after), areaOf(action));
}

/** How an operator appears in the audit log. */
export const actorOf = (admin: Pick<AdminIdentity, "email" | "role">) => `${admin.email} (${admin.role})`;
