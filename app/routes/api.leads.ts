/**
 * Lead export for operators: GET /api/leads?kind=&since=
 * Only with `Authorization: Bearer <LEADS_TOKEN>`; while the secret is not configured
 * the endpoint does not exist (404); a wrong token is 401, and after 10 wrong tokens from one
 * client within 15 minutes every try is 429 for 15 minutes (doubling), counted atomically before the
 * token is compared. Every export is audited. JSON by default, CSV with `Accept: text/csv`.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { API_TOKEN_THROTTLE } from "~/lib/accounts/policy";
import { clearStatement, reserveAttempt } from "~/lib/accounts/throttle.server";
import { auditEventStatement } from "~/lib/admin/audit.server";
import { csvCell } from "~/lib/admin/csv";
import { hashClient } from "~/lib/forms/kit.server";
import { cachePolicy, resourceHeaders } from "~/lib/platform/cache";

export const headers = resourceHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };
const MAX_ROWS = 5000;

interface LeadRow {
  id: number;
  kind: string;
  ref: string | null;
  payload: string;
  created_at: string;
}

async function tokensMatch(given: string, expected: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", enc.encode(given)),
    crypto.subtle.digest("SHA-256", enc.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = context.env.LEADS_TOKEN;
  if (!token) return new Response("Not found", { status: 404, headers: noStore });
  const auth = request.headers.get("Authorization") ?? "";
  const given = auth.startsWith("Bearer ") ? auth.slice(7) : "";
  const db = context.env.DB;
  const client = await hashClient(context);
  const key = `api:${client}`;
  const slot = await reserveAttempt(db, key, API_TOKEN_THROTTLE);
  if (!slot.ok) {
    const retry = Math.max(1, Math.ceil((slot.lockedUntil - Date.now()) / 1000));
    return Response.json(
      { error: "Too many failed attempts" },
      { status: 429, headers: { ...noStore, "Retry-After": String(retry) } },
    );
  }
  if (!given || !(await tokensMatch(given, token))) {
    await auditEventStatement(db, "—", "leads.export-api-refused", "api/leads", {
      client: client.slice(0, 16),
    }).run();
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { ...noStore, "WWW-Authenticate": "Bearer" } },
    );
  }
  await clearStatement(db, key).run();

  const url = new URL(request.url);
  const kind = url.searchParams.get("kind")?.trim() || null;
  const sinceRaw = url.searchParams.get("since")?.trim() || null;
  const since = sinceRaw && !Number.isNaN(Date.parse(sinceRaw)) ? new Date(sinceRaw).toISOString() : null;
  if (sinceRaw && !since) {
    return Response.json(
      { error: "since must be a date, e.g. 2025-01-31 or 2025-01-31T10:00:00Z" },
      { status: 400, headers: noStore },
    );
  }

  // Indexed: `since` becomes an id lower bound through submissions_created (ids grow
  // with time), so the read starts at the first lead since then instead of walking every older
  // one; `kind` walks (kind, id).
  const first = since
    ? await context.env.DB.prepare("SELECT id FROM submissions WHERE created_at >= ?1 ORDER BY created_at LIMIT 1")
        .bind(since)
        .first<{ id: number }>()
    : { id: 0 };
  const where = ["id >= ?"];
  const params: Array<string | number> = [first?.id ?? 0];
  if (kind) {
    where.push("kind = ?");
    params.push(kind);
  }
  if (since) {
    where.push("created_at >= ?");
    params.push(since);
  }
  const { results } = first
    ? await context.env.DB.prepare(
        `SELECT id, kind, ref, payload, created_at FROM submissions WHERE ${where.join(" AND ")} ORDER BY id LIMIT ${MAX_ROWS}`,
      )
        .bind(...params)
        .all<LeadRow>()
    : { results: [] as LeadRow[] };
  const leads = results.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  await auditEventStatement(db, "LEADS_TOKEN", "leads.export-api", "api/leads", {
    kind,
    since,
    count: leads.length,
  }).run();

  if ((request.headers.get("Accept") ?? "").includes("text/csv")) {
    const lines = [
      ["id", "kind", "ref", "created_at", "payload"].map(csvCell).join(","),
      ...leads.map((l) => [l.id, l.kind, l.ref, l.created_at, JSON.stringify(l.payload)].map(csvCell).join(",")),
    ];
    return new Response(lines.join("\r\n") + "\r\n", {
      headers: {
        ...noStore,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="leads.csv"',
      },
    });
  }
  return Response.json({ data: leads, count: leads.length }, { headers: noStore });
}
