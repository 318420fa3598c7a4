/**
 * The audit log: every admin change (who, what, when, before → after), written in the same
 * D1 batch as the change itself so neither exists without the other.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
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

/** The audit's areas (its filter), from the action's name. */
export const AUDIT_AREAS = { leads: "Leads", content: "Content", reviews: "Reviews", access: "Sign-ins" } as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

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

/** Newest first, keyset-paged on id. */
export async function listAudit(context: AppLoadContext, before?: number) {
  const { results } = await context.env.DB.prepare(
    `SELECT id, at, actor, action, target, before, after FROM admin_audit
     WHERE (?1 IS NULL OR id < ?1) ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE + 1}`,
  )
    .bind(before ?? null)
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
