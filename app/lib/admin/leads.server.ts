/**
 * The leads inbox: every stored form submission, newest first, 50 a page (keyset on id).
 * Every query is indexed (migration 0004): filters by kind / ref / status use (col, id)
 * indexes; a date range becomes an id range through the created_at index (ids grow with
 * time); free text searches the indexed phone and name keys; counts per kind and status come
 * from tables kept by triggers, never from reading the leads: `lead_totals` (no range),
 * `lead_running` (a date range: running totals per kind and day) and `lead_counts` (a ref).
 * "Repeat of #id" is `repeat_of`, set when the lead is stored (migration 0008).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { csvCell } from "../csv";
import { numberField } from "../validation";
import { LEAD_STATUSES, SEARCH_COUNT_CAP, type LeadStatus } from "./leads";

export { LEAD_STATUSES, NEXT_STATUSES, STATUS_LABELS, type LeadStatus } from "./leads";

export const LEAD_PAGE_SIZE = 50;
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The e-mail key: migration 0003's indexed, lower-cased generated column `email_lc`. */
export const EMAIL_EXPR = "email_lc";

const dateParam = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const textParam = (max: number) =>
  z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max)),
        z.transform((s) => s || undefined),
      ),
    ),
    undefined,
  );

export const LeadFilterSchema = z.object({
  kind: textParam(60),
  ref: textParam(120),
  status: z.catch(z.optional(z.enum(LEAD_STATUSES)), undefined),
  from: dateParam,
  to: dateParam,
  q: textParam(120),
  /** Keyset cursor of a prefix search (the last row's name or phone key; with `before`). */
  after: textParam(2000),
  before: z.catch(z.optional(numberField(z.number().check(z.int(), z.positive()))), undefined),
});
export type LeadFilter = z.output<typeof LeadFilterSchema>;

export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  return LeadFilterSchema.parse(Object.fromEntries([...params].filter(([, v]) => v !== "")));
}

export function filterQueryString(filter: LeadFilter, extra: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filter, before: undefined, after: undefined, ...extra })) {
    if (v !== undefined && v !== "") params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

export interface LeadListRow {
  id: number;
  kind: string;
  ref: string | null;
  created_at: string;
  status: LeadStatus;
  assignee: string;
  display_name: string | null;
  lead_phone: string | null;
  email: string | null;
}

export interface LeadRow extends LeadListRow {
  payload: string;
  notes: string;
}

/** IST midnight of a yyyy-mm-dd day as a UTC ISO string. */
function istDayStart(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

type Where = { sql: string[]; params: unknown[] };

/** Adds a condition; each bare `?` becomes the next numbered parameter. */
function push(where: Where, sql: string, ...values: unknown[]) {
  const parts = sql.split("?");
  let text = parts[0];
  values.forEach((v, i) => {
    where.params.push(v);
    text += `?${where.params.length}${parts[i + 1]}`;
  });
  where.sql.push(text);
}

/** A search by the start of a name or of a phone number: the key it walks and its range. */
export function textRange(q: string): { key: "lead_name" | "lead_phone"; lo: string; hi: string } | undefined {
  if (q.includes("@")) return undefined;
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && !/[a-z]/i.test(q)) {
    return digits.length >= 10 ? undefined : { key: "lead_phone", lo: digits, hi: `${digits}:` };
  }
  const name = q.toLowerCase();
  return { key: "lead_name", lo: name, hi: `${name}\uffff` };
}

/** Text search: e-mail (has @), a whole phone number, else the start of a phone number or name. */
function textCondition(where: Where, q: string) {
  const range = textRange(q);
  if (range) push(where, `${range.key} >= ? AND ${range.key} < ?`, range.lo, range.hi);
  else if (q.includes("@")) push(where, `${EMAIL_EXPR} = ?`, q.toLowerCase());
  else push(where, "lead_phone = ?", q.replace(/\D/g, "").slice(-10));
}

/** Id bounds of an IST date range, each found with one indexed lookup. */
async function idRange(context: AppLoadContext, filter: LeadFilter): Promise<{ min?: number; max?: number } | null> {
  const db = context.env.DB;
  let min: number | undefined;
  let max: number | undefined;
  if (filter.from) {
    const row = await db
      .prepare("SELECT id FROM submissions WHERE created_at >= ?1 ORDER BY created_at LIMIT 1")
      .bind(istDayStart(filter.from))
      .first<{ id: number }>();
    if (!row) return null;
    min = row.id;
  }
  if (filter.to) {
    const row = await db
      .prepare("SELECT id FROM submissions WHERE created_at < ?1 ORDER BY created_at DESC LIMIT 1")
      .bind(istDayStart(nextDay(filter.to)))
      .first<{ id: number }>();
    if (!row) return null;
    max = row.id;
  }
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min, max };
}

/** The list's conditions; `text: false` leaves the text search to the caller (a prefix page). */
async function buildWhere(context: AppLoadContext, filter: LeadFilter, text = true): Promise<Where | null> {
  const range = await idRange(context, filter);
  if (!range) return null;
  const where: Where = { sql: [], params: [] };
  if (filter.kind) push(where, "kind = ?", filter.kind);
  if (filter.ref) push(where, "ref = ?", filter.ref);
  if (filter.status) push(where, "status = ?", filter.status);
  if (range.min !== undefined) push(where, "id >= ?", range.min);
  if (range.max !== undefined) push(where, "id <= ?", range.max);
  if (filter.q && text) textCondition(where, filter.q);
  return where;
}

/** The name as written (the indexed lead_name is lower-cased for search). */
const DISPLAY_NAME = `trim(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.fullName'),
  json_extract(payload, '$.personalInfo.fullName'),
  coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), '')))`;
const LIST_COLUMNS = `id, kind, ref, created_at, status, assignee, ${DISPLAY_NAME} AS display_name, lead_phone, ${EMAIL_EXPR} AS email`;

export interface LeadCounts {
  kinds: Array<{ key: string; n: number }>;
  statuses: Array<{ key: string; n: number }>;
  /** A text search with more than SEARCH_COUNT_CAP matches: the counts are of the first ones. */
  capped?: boolean;
}

export interface LeadPage {
  rows: Array<LeadListRow & { repeatOf?: number }>;
  /** The next page's keyset cursor. */
  next?: { before: number; after?: string };
  counts: LeadCounts;
  kinds: string[];
}

type PageRow = LeadListRow & { repeat_of: number | null; cursor_key?: string };

function pageOf(all: PageRow[], key?: "lead_name" | "lead_phone"): Pick<LeadPage, "rows" | "next"> {
  const rows = all
    .slice(0, LEAD_PAGE_SIZE)
    .map(({ repeat_of, cursor_key: _, ...row }) => (repeat_of ? { ...row, repeatOf: repeat_of } : row));
  const last = all[LEAD_PAGE_SIZE - 1];
  if (all.length <= LEAD_PAGE_SIZE) return { rows };
  return { rows, next: key ? { before: last.id, after: last.cursor_key } : { before: last.id } };
}

export async function listLeads(context: AppLoadContext, filter: LeadFilter): Promise<LeadPage> {
  const [page, counts, kinds] = await Promise.all([
    leadPage(context, filter),
    leadCounts(context, filter),
    knownKinds(context),
  ]);
  return { ...page, counts, kinds };
}

async function leadPage(context: AppLoadContext, filter: LeadFilter): Promise<Pick<LeadPage, "rows" | "next">> {
  const range = filter.q ? textRange(filter.q) : undefined;
  const where = await buildWhere(context, filter, !range);
  if (!where) return { rows: [] };
  if (range) return prefixPage(context, where, range, filter);
  if (filter.before) push(where, "id < ?", filter.before);
  // repeat_of: an earlier lead from the same phone within 24 h, set when stored (migration 0008).
  const sql = `SELECT ${LIST_COLUMNS}, repeat_of FROM submissions ${where.sql.length ? `WHERE ${where.sql.join(" AND ")}` : ""}
    ORDER BY id DESC LIMIT ${LEAD_PAGE_SIZE + 1}`;
  const { results } = await context.env.DB.prepare(sql)
    .bind(...where.params)
    .all<PageRow>();
  return pageOf(results ?? []);
}

/**
 * A search by the start of a name or phone: in key order, newest first within a key, through
 * (key, id DESC) (migration 0009). The cursor (after, before) continues the last key's older
 * leads, then the following keys: at most two walks of 51 index entries, not every match.
 */
async function prefixPage(
  context: AppLoadContext,
  where: Where,
  { key, lo, hi }: NonNullable<ReturnType<typeof textRange>>,
  filter: LeadFilter,
) {
  const index = key === "lead_name" ? "submissions_name_newest" : "submissions_phone_newest";
  const read = async (cursor: (w: Where) => void, limit: number) => {
    const w: Where = { sql: [...where.sql], params: [...where.params] };
    cursor(w);
    const { results } = await context.env.DB.prepare(
      `SELECT ${LIST_COLUMNS}, repeat_of, ${key} AS cursor_key FROM submissions INDEXED BY ${index}
       WHERE ${w.sql.join(" AND ")} ORDER BY ${key}, id DESC LIMIT ${limit}`,
    )
      .bind(...w.params)
      .all<PageRow>();
    return results ?? [];
  };
  // A cursor outside the search's range starts again at its beginning.
  const after = filter.after !== undefined && filter.after >= lo && filter.after < hi ? filter.after : undefined;
  const rows =
    after !== undefined && filter.before
      ? await read((w) => push(w, `${key} = ? AND id < ?`, after, filter.before), LEAD_PAGE_SIZE + 1)
      : [];
  if (rows.length <= LEAD_PAGE_SIZE) {
    // One lower bound only, so the walk starts at the cursor rather than at the range's start.
    const more = await read(
      (w) => push(w, `${key} ${after === undefined ? ">=" : ">"} ? AND ${key} < ?`, after ?? lo, hi),
      LEAD_PAGE_SIZE + 1 - rows.length,
    );
    rows.push(...more);
  }
  return pageOf(rows, key);
}

async function leadCounts(context: AppLoadContext, filter: LeadFilter): Promise<LeadCounts> {
  const db = context.env.DB;
  let rows: Array<{ kind: string; status: string; n: number }>;
  let capped = false;
  if (filter.q) {
    // Free text: the first SEARCH_COUNT_CAP + 1 matches through the same indexed condition, counted
    // here (a GROUP BY over a LIMIT subquery would read each row twice); more shows as "100+".
    const where = await buildWhere(context, filter);
    if (!where) return { kinds: [], statuses: [] };
    const { results } = await db
      .prepare(`SELECT kind, status FROM submissions WHERE ${where.sql.join(" AND ")} LIMIT ${SEARCH_COUNT_CAP + 1}`)
      .bind(...where.params)
      .all<{ kind: string; status: string }>();
    rows = (results ?? []).map((r) => ({ ...r, n: 1 }));
    if (rows.reduce((t, r) => t + r.n, 0) > SEARCH_COUNT_CAP) capped = true;
  } else if (!filter.from && !filter.to && !filter.ref) {
    // No date range or ref: the per-(kind, status) totals (migration 0007), a few dozen rows.
    const where: Where = { sql: ["n > 0"], params: [] };
    if (filter.kind) push(where, "kind = ?", filter.kind);
    if (filter.status) push(where, "status = ?", filter.status);
    const { results } = await db
      .prepare(`SELECT kind, status, n FROM lead_totals WHERE ${where.sql.join(" AND ")}`)
      .bind(...where.params)
      .all<{ kind: string; status: string; n: number }>();
    rows = results ?? [];
  } else if (!filter.ref) {
    // A date range: per kind, the running totals (migration 0008) at `to` minus those before
    // `from`: a few rows per kind, however many days the range spans.
    rows = await rangeCounts(context, filter);
  } else {
    // A ref (one service's or college's leads): its per-day rows in the range (lead_counts_ref).
    const where: Where = { sql: ["n > 0"], params: [] };
    push(where, "ref = ?", filter.ref);
    if (filter.from) push(where, "day >= ?", filter.from);
    if (filter.to) push(where, "day <= ?", filter.to);
    if (filter.kind) push(where, "kind = ?", filter.kind);
    if (filter.status) push(where, "status = ?", filter.status);
    const { results } = await db
      .prepare(
        `SELECT kind, status, sum(n) AS n FROM lead_counts WHERE ${where.sql.join(" AND ")} GROUP BY kind, status`,
      )
      .bind(...where.params)
      .all<{ kind: string; status: string; n: number }>();
    rows = results ?? [];
  }
  const sum = (key: "kind" | "status") => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + r.n);
    return [...m].map(([k, n]) => ({ key: k, n })).sort((a, b) => a.key.localeCompare(b.key));
  };
  return capped
    ? { kinds: sum("kind"), statuses: sum("status"), capped }
    : { kinds: sum("kind"), statuses: sum("status") };
}

/**
 * Counts per kind and status of an IST date range from `lead_running` (per kind and day with
 * leads: the running total per status): for each kind, its last row on or before `to` minus its
 * last row before `from`.
 */
export function rangeCountsSql(filter: Pick<LeadFilter, "from" | "to" | "kind">): { sql: string; params: unknown[] } {
  const cols = LEAD_STATUSES.map((s) => `coalesce(hi.n_${s}, 0) - coalesce(lo.n_${s}, 0) AS n_${s}`).join(", ");
  const last = (op: string, param: string) =>
    `(SELECT day FROM lead_running WHERE kind = k.kind AND day ${op} ${param} ORDER BY day DESC LIMIT 1)`;
  const params: unknown[] = [filter.to ?? "9999-12-31", filter.from ?? "0000-01-01"];
  if (filter.kind) params.push(filter.kind);
  return {
    sql: `SELECT k.kind, ${cols} FROM lead_kinds k
      LEFT JOIN lead_running hi ON hi.kind = k.kind AND hi.day = ${last("<=", "?1")}
      LEFT JOIN lead_running lo ON lo.kind = k.kind AND lo.day = ${last("<", "?2")}${filter.kind ? " WHERE k.kind = ?3" : ""}`,
    params,
  };
}

async function rangeCounts(context: AppLoadContext, filter: LeadFilter) {
  const { sql, params } = rangeCountsSql(filter);
  const { results } = await context.env.DB.prepare(sql)
    .bind(...params)
    .all<Record<string, number> & { kind: string }>();
  return (results ?? []).flatMap((r) =>
    LEAD_STATUSES.filter((s) => (!filter.status || s === filter.status) && r[`n_${s}`] > 0).map((s) => ({
      kind: r.kind,
      status: s,
      n: r[`n_${s}`],
    })),
  );
}

/** Kinds for the filter menu (lead_kinds, kept by the insert trigger). */
async function knownKinds(context: AppLoadContext): Promise<string[]> {
  const { results } = await context.env.DB.prepare("SELECT kind FROM lead_kinds ORDER BY kind").all<{
    kind: string;
  }>();
  return (results ?? []).map((r) => r.kind);
}

export async function getLead(context: AppLoadContext, id: number): Promise<LeadRow | null> {
  return context.env.DB.prepare(`SELECT ${LIST_COLUMNS}, payload, notes FROM submissions WHERE id = ?1`)
    .bind(id)
    .first<LeadRow>();
}

/** Other leads from the same phone or e-mail within 24 h either side (indexed and time-bounded). */
export async function relatedLeads(context: AppLoadContext, lead: LeadRow) {
  const t = Date.parse(lead.created_at);
  const from = new Date(t - DUPLICATE_WINDOW_MS).toISOString();
  const to = new Date(t + DUPLICATE_WINDOW_MS).toISOString();
  const db = context.env.DB;
  const found = new Map<number, { id: number; kind: string; ref: string | null; created_at: string }>();
  if (lead.lead_phone) {
    const { results } = await db
      .prepare(
        `SELECT id, kind, ref, created_at FROM submissions WHERE lead_phone = ?1 AND id <> ?2
         AND created_at BETWEEN ?3 AND ?4 ORDER BY id LIMIT 20`,
      )
      .bind(lead.lead_phone, lead.id, from, to)
      .all<{ id: number; kind: string; ref: string | null; created_at: string }>();
    for (const r of results ?? []) found.set(r.id, r);
  }
  if (lead.email) {
    const lo = await db
      .prepare("SELECT id FROM submissions WHERE created_at >= ?1 ORDER BY created_at LIMIT 1")
      .bind(from)
      .first<{ id: number }>();
    const hi = await db
      .prepare("SELECT id FROM submissions WHERE created_at <= ?1 ORDER BY created_at DESC LIMIT 1")
      .bind(to)
      .first<{ id: number }>();
    if (lo && hi) {
      const { results } = await db
        .prepare(
          `SELECT id, kind, ref, created_at FROM submissions WHERE id BETWEEN ?1 AND ?2 AND id <> ?3
           AND ${EMAIL_EXPR} = ?4 ORDER BY id LIMIT 20`,
        )
        .bind(lo.id, hi.id, lead.id, lead.email)
        .all<{ id: number; kind: string; ref: string | null; created_at: string }>();
      for (const r of results ?? []) found.set(r.id, r);
    }
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

let istFormat: Intl.DateTimeFormat | undefined;

/** "2026-11-23T09:05:00.000Z" → "23 Nov 2026, 2:35 pm IST". */
export function formatIst(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  istFormat ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return `${istFormat.format(d)} IST`;
}

/** "firstName" → "First name"; nested keys joined: "personalInfo.fullName" → "Personal info › Full name". */
export function fieldLabel(key: string): string {
  return key
    .split(".")
    .map((part) => {
      const words = part
        .replace(/[_-]+/g, " ")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(" › ");
}

/** Every payload field, flattened, with its label. */
export function payloadFields(payload: string): Array<{ key: string; label: string; value: string }> {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return [{ key: "payload", label: "Payload", value: payload }];
  }
  const out: Array<{ key: string; label: string; value: string }> = [];
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else {
      const text = Array.isArray(value) ? value.join(", ") : value === null || value === undefined ? "" : String(value);
      out.push({ key: path || "value", label: fieldLabel(path || "value"), value: text });
    }
  };
  walk(data, "");
  return out;
}

/** The page a lead came from: the ref's page for the kinds that have one. */
export function sourcePage(kind: string, ref: string | null): string | undefined {
  if (kind === "inquiry" && ref) return `/services/${ref}`;
  if (kind === "booking" && ref) return `/connect/book/${ref}`;
  if (kind === "brochure" && ref) return `/colleges/${ref}`;
  const pages: Record<string, string> = {
    newsletter: "/",
    "call-request": "/",
    contact: "/contact",
    advertising: "/advertising",
    sop: "/sop-form",
    lor: "/lor-form",
    career: "/career",
  };
  return pages[kind];
}

// --- CSV export ------------------------------------------------------------------------------

export const CSV_BATCH = 1000;
const CSV_HEADER = ["id", "created_at_ist", "kind", "ref", "status", "assignee", "name", "phone", "email", "notes"];

/** The filtered list as CSV, read in keyset batches as the client pulls (never all in memory). */
export function leadsCsvStream(context: AppLoadContext, filter: LeadFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let where: Where | null | undefined;
  let cursor: number | undefined = filter.before;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        where = await buildWhere(context, filter);
        controller.enqueue(encoder.encode(`${[...CSV_HEADER, "payload"].map(csvCell).join(",")}\r\n`));
      },
      async pull(controller) {
        if (done || !where) {
          controller.close();
          return;
        }
        const sql = [...where.sql];
        const params = [...where.params];
        if (cursor !== undefined) {
          params.push(cursor);
          sql.push(`id < ?${params.length}`);
        }
        const { results } = await context.env.DB.prepare(
          `SELECT ${LIST_COLUMNS}, notes, payload FROM submissions ${sql.length ? `WHERE ${sql.join(" AND ")}` : ""}
           ORDER BY id DESC LIMIT ${CSV_BATCH}`,
        )
          .bind(...params)
          .all<LeadRow>();
        const rows = results ?? [];
        if (rows.length < CSV_BATCH) done = true;
        if (rows.length) {
          cursor = rows[rows.length - 1].id;
          const text = rows
            .map((r) =>
              [
                r.id,
                formatIst(r.created_at),
                r.kind,
                r.ref,
                r.status,
                r.assignee,
                r.display_name,
                r.lead_phone,
                r.email,
                r.notes,
                r.payload,
              ]
                .map(csvCell)
                .join(","),
            )
            .join("\r\n");
          controller.enqueue(encoder.encode(`${text}\r\n`));
        }
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
