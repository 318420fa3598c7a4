/**
 * The server half of /admin/audit: its loader and its `headers`. `route.tsx` re-exports them, so the browser build
 * sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { AUDIT_AREAS, type AuditArea } from "~/lib/admin/audit-areas";
import { listAudit } from "~/lib/admin/audit.server";
import { parseOperators, parseRoles, requireAdmin } from "~/lib/admin/auth.server";
import { contentKind } from "~/lib/admin/content-kinds";
import { formatDmyTime, fromDmy, toDmy } from "~/lib/admin/dates";
import { auditChanges } from "~/lib/admin/diff";
import { catalogueHref } from "~/lib/catalogue/kinds";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** What a target names: a lead, a content item or a review → its console page. */
function targetHref(target: string): string | undefined {
  const lead = /^lead #(\d+)$/.exec(target);
  if (lead) return `/admin/leads/${lead[1]}`;
  const item = /^([a-z-]+) #(\d+)$/.exec(target);
  if (item && contentKind(item[1])) return `/admin/content/${item[1]}/${item[2]}`;
  const college = /^college ([a-z0-9-]+)$/.exec(target);
  if (college) return `/admin/colleges/${college[1]}`;
  const claim = /^claim ([a-z0-9-]+)$/.exec(target);
  if (claim) return `/admin/claims?edit=${claim[1]}`;
  return catalogueHref(target);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const area = params.get("area") ?? "";
  const filter = {
    actor: params.get("actor")?.slice(0, 200) || undefined,
    area: area in AUDIT_AREAS ? (area as AuditArea) : undefined,
    from: fromDmy(params.get("from") ?? ""),
    to: fromDmy(params.get("to") ?? ""),
    before: Number(params.get("before")) || undefined,
  };
  const { rows, next } = await listAudit(context, filter);
  const operators = [
    ...[...(await parseOperators(context.env.ADMIN_TOKENS)).values()].map((o) => `${o.email} (${o.role})`),
    ...[...parseRoles(context.env.ADMIN_ROLES)].map(([email, role]) => `${email} (${role})`),
  ];
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filter, before: undefined }))
    if (v) query.set(k, k === "from" || k === "to" ? toDmy(v) : String(v));
  return data(
    {
      filter: { ...filter, from: filter.from && toDmy(filter.from), to: filter.to && toDmy(filter.to) },
      operators: [...new Set(operators)].sort(),
      rows: rows.map((r) => ({
        id: r.id,
        when: formatDmyTime(r.at),
        actor: r.actor,
        action: r.action,
        target: r.target,
        href: targetHref(r.target),
        deleted: r.action.endsWith(".delete"),
        changes: auditChanges(r.before, r.after),
      })),
      nextHref: next ? `?${query.toString() ? `${query}&` : ""}before=${next}` : undefined,
    },
    { headers: { "Cache-Control": cachePolicy.noStore } },
  );
}
