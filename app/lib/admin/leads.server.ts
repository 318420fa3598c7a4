/**
 * The leads inbox: every stored form submission, newest first, 50 a page (keyset on id), in plain
 * SQL. Without a text search every filter is in the WHERE and an index seeks it: (kind, id),
 * (status, id), (kind, status, id), (ref, id), (ref, status, id); a date range becomes an id range
 * through the created_at index (ids grow with time). A text search reads its matches newest first
 * (3 characters or more: the trigram index `submissions_tri`; shorter: the start of a name, by
 * name) and checks the other filters on each: a page looks at SEARCH_WALK matches, and its counts
 * are those of the matches it looked at ("50+" when there are more); "Older leads" continues.
 * Counts per kind and status without a text search come from trigger-kept tables: `lead_totals`
 * (no range, no ref) and `lead_running_ref` (running totals per ref, kind and IST day).
 * docs/decisions/leads-inbox-sql.md says why a text search looks at a fixed number of matches.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { numberField } from "../forms/validation";
import { auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";
import { fromDmy, toDmy } from "./dates";
import { LEAD_STATUSES, type LeadStatus } from "./leads";

export const LEAD_PAGE_SIZE = 50;
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A day typed dd/mm/yyyy (or yyyy-mm-dd), kept as yyyy-mm-dd; anything else is no filter. */
const dateParam = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.maxLength(20)),
      z.transform((s) => fromDmy(s)),
    ),
  ),
  undefined,
);
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
  /** Keyset cursor of a short name search (the last row's name key; with `before`). */
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
    if (v !== undefined && v !== "") params.set(k, k === "from" || k === "to" ? toDmy(String(v)) : String(v));
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

export type Sql = { sql: string; params: unknown[] };
export type IdRange = { min?: number; max?: number };
/** Where a page continues: the last lead read (`before`: its id; `after`: a name search's name key). */
export type LeadCursor = { before?: number; after?: string };

/** Id bounds of an IST date range, each found with one indexed lookup. */
export async function idRange(context: AppLoadContext, filter: LeadFilter): Promise<IdRange | null> {
  const db = context.env.DB;
  let min: number | undefined;
  let max: number | undefined;
  if (filter.from) {
    const row = await db
      .prepare("SELECT id FROM submissions WHERE created_at >= ? ORDER BY created_at LIMIT 1")
      .bind(istDayStart(filter.from))
      .first<{ id: number }>();
    if (!row) return null;
    min = row.id;
  }
  if (filter.to) {
    const row = await db
      .prepare("SELECT id FROM submissions WHERE created_at < ? ORDER BY created_at DESC LIMIT 1")
      .bind(istDayStart(nextDay(filter.to)))
      .first<{ id: number }>();
    if (!row) return null;
    max = row.id;
  }
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min, max };
}

/**
 * The highest id a page may list: the date range's or the cursor's, whichever is lower (one upper
 * bound: given two, SQLite starts at the first and reads every id down to the other).
 */
function upperBound(range: IdRange, cursor: LeadCursor): number | undefined {
  const max = Math.min(range.max ?? Infinity, cursor.before ? cursor.before - 1 : Infinity);
  return max === Infinity ? undefined : max;
}

/** The name as written (the indexed lead_name is lower-cased for search). */
const DISPLAY_NAME = `trim(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.fullName'),
  json_extract(payload, '$.personalInfo.fullName'),
  coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), '')))`;
export const LIST_COLUMNS = `id, kind, ref, created_at, status, assignee, ${DISPLAY_NAME} AS display_name, lead_phone, email_lc AS email`;

/** Matches a text search looks at a page: the page's 50 and one more (each costs two rows read). */
export const SEARCH_WALK = LEAD_PAGE_SIZE + 1;

/**
 * The trigram index's query for a text search, or undefined when it is shorter than 3
 * characters (then a name prefix). A phone number is searched by its digits (the last ten of a
 * longer number, as stored); anything else lower-cased, as one phrase (a substring).
 */
export function fragmentPhrase(q: string): string | undefined {
  let text = q.trim().toLowerCase();
  if (/^[\d\s+().-]+$/.test(text) && /\d/.test(text)) {
    const digits = text.replace(/\D/g, "");
    text = digits.length > 10 ? digits.slice(-10) : digits;
  }
  if ([...text].length < 3) return undefined;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The kind, ref and status filters as conditions, their values in order. */
function fieldConditions(filter: LeadFilter): Sql {
  const sql: string[] = [];
  const params: unknown[] = [];
  for (const key of ["kind", "ref", "status"] as const) {
    if (filter[key]) {
      sql.push(`${key} = ?`);
      params.push(filter[key]);
    }
  }
  return { sql: sql.join(" AND "), params };
}

/** Without a text search: every filter in the WHERE, newest first below the cursor. */
export function listSql(filter: LeadFilter, range: IdRange, cursor: LeadCursor, columns: string, limit: number): Sql {
  const fields = fieldConditions(filter);
  const where = fields.sql ? [fields.sql] : [];
  const params = [...fields.params];
  if (range.min !== undefined) {
    where.push("id >= ?");
    params.push(range.min);
  }
  const max = upperBound(range, cursor);
  if (max !== undefined) {
    where.push("id <= ?");
    params.push(max);
  }
  return {
    sql: `SELECT ${columns}, 1 AS hit FROM submissions${where.length ? ` WHERE ${where.join(" AND ")}` : ""}
      ORDER BY id DESC LIMIT ${limit}`,
    params,
  };
}

/**
 * A text of 3 characters or more: the trigram index's matches newest first (rowid order, no sort),
 * each joined to its lead by id; `hit` is 1 when the lead passes the other filters. The date range
 * and the cursor bound the rowids, as integers: D1 binds a number as REAL, which the index cannot
 * seek by (it would read every match above the bound).
 */
export function fragmentSql(
  filter: LeadFilter,
  range: IdRange,
  cursor: LeadCursor,
  columns: string,
  limit: number,
): Sql {
  const hit = fieldConditions(filter);
  const where = ["submissions_tri MATCH ?"];
  const params = [...hit.params, fragmentPhrase(filter.q ?? "")];
  if (range.min !== undefined) {
    where.push("submissions_tri.rowid >= CAST(? AS INTEGER)");
    params.push(range.min);
  }
  const max = upperBound(range, cursor);
  if (max !== undefined) {
    where.push("submissions_tri.rowid <= CAST(? AS INTEGER)");
    params.push(max);
  }
  return {
    sql: `SELECT ${columns}, ${hit.sql || "1"} AS hit
      FROM submissions_tri JOIN submissions ON submissions.id = submissions_tri.rowid
      WHERE ${where.join(" AND ")} ORDER BY submissions_tri.rowid DESC LIMIT ${limit}`,
    params,
  };
}

/**
 * A shorter text: names that start with it (`lead_name` is lower-cased), by name and newest first
 * for each name (the (lead_name, id DESC) index), from the cursor's name; `hit` is 1 when the lead
 * passes the other filters and the date range.
 */
export function nameSql(filter: LeadFilter, range: IdRange, cursor: LeadCursor, columns: string, limit: number): Sql {
  const lo = (filter.q ?? "").trim().toLowerCase();
  const hi = `${lo}\uffff`;
  const hit = fieldConditions(filter);
  const checks = hit.sql ? [hit.sql] : [];
  const params = [...hit.params];
  if (range.min !== undefined) {
    checks.push("id >= ?");
    params.push(range.min);
  }
  if (range.max !== undefined) {
    checks.push("id <= ?");
    params.push(range.max);
  }
  // A cursor outside the prefix's range starts again at its beginning.
  const after = cursor.before && cursor.after !== undefined && cursor.after >= lo && cursor.after < hi;
  const where = ["lead_name >= ?", "lead_name < ?"];
  params.push(after ? cursor.after : lo, hi);
  if (after) {
    where.push("(lead_name > ? OR id < ?)");
    params.push(cursor.after, cursor.before);
  }
  return {
    sql: `SELECT ${columns}, ${checks.length ? checks.join(" AND ") : "1"} AS hit, lead_name AS cursor_key
      FROM submissions WHERE ${where.join(" AND ")} ORDER BY lead_name, id DESC LIMIT ${limit}`,
    params,
  };
}

/** The statement that reads a filter's leads from `cursor` (`limit` of them, matches or not). */
export function leadsSql(filter: LeadFilter, range: IdRange, cursor: LeadCursor, columns: string, limit: number): Sql {
  if (!filter.q) return listSql(filter, range, cursor, columns, limit);
  if (fragmentPhrase(filter.q)) return fragmentSql(filter, range, cursor, columns, limit);
  return nameSql(filter, range, cursor, columns, limit);
}

export async function readRows<T>(context: AppLoadContext, { sql, params }: Sql): Promise<T[]> {
  const { results } = await context.env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results ?? [];
}

export interface LeadCounts {
  kinds: Array<{ key: string; n: number }>;
  statuses: Array<{ key: string; n: number }>;
  /**
   * A text search with more matches than its page looked at: `matched` of them passed the filters,
   * counting stopped after `cap`, and every count is a lower bound ("n+").
   */
  capped?: boolean;
  matched?: number;
  cap?: number;
}

export interface LeadPage {
  rows: Array<LeadListRow & { repeatOf?: number }>;
  /** The next page's keyset cursor. */
  next?: { before: number; after?: string };
  /** A text search looked at SEARCH_WALK leads before it found a full page of matches. */
  partial?: boolean;
  counts: LeadCounts;
  kinds: string[];
}

const PAGE_COLUMNS = `${LIST_COLUMNS}, repeat_of`;
type PageRow = LeadListRow & { repeat_of: number | null; hit: number; cursor_key?: string };

/** A page from the leads read: the first 50 matches, and where the next page continues. */
function pageOf(read: PageRow[], limit: number): Pick<LeadPage, "rows" | "next" | "partial"> {
  const hits = read.filter((r) => r.hit);
  const rows = hits
    .slice(0, LEAD_PAGE_SIZE)
    .map(({ repeat_of, cursor_key: _, hit: __, ...row }) => (repeat_of ? { ...row, repeatOf: repeat_of } : row));
  const cursorOf = (r: PageRow) =>
    r.cursor_key === undefined ? { before: r.id } : { before: r.id, after: r.cursor_key };
  if (hits.length > LEAD_PAGE_SIZE) return { rows, next: cursorOf(hits[LEAD_PAGE_SIZE - 1]) };
  // The search stopped at its limit: the next page searches on from the last lead it read.
  if (read.length && read.length >= limit) return { rows, next: cursorOf(read[read.length - 1]), partial: true };
  return { rows };
}

export async function listLeads(context: AppLoadContext, filter: LeadFilter): Promise<LeadPage> {
  const range = await idRange(context, filter);
  const limit = filter.q ? SEARCH_WALK : LEAD_PAGE_SIZE + 1;
  const [read, stored, kinds] = await Promise.all([
    range ? readRows<PageRow>(context, leadsSql(filter, range, filter, PAGE_COLUMNS, limit)) : [],
    filter.q ? undefined : storedCounts(context, filter),
    knownKinds(context),
  ]);
  const page = pageOf(read, limit);
  if (stored) return { ...page, counts: stored, kinds };
  // A text search: the counts of the matches its page looked at.
  const hits = read.filter((r) => r.hit);
  const counts = summed(hits.map((r) => ({ kind: r.kind, status: r.status, n: 1 })));
  if (read.length < limit) return { ...page, counts, kinds };
  const capped = { capped: true, cap: LEAD_PAGE_SIZE, matched: Math.min(hits.length, LEAD_PAGE_SIZE) };
  return { ...page, counts: { ...counts, ...capped }, kinds };
}

/**
 * Counts without a text search: no date range or ref, the per-(kind, status) totals (a few dozen
 * rows); otherwise per kind the running totals at `to` minus those before `from`.
 */
async function storedCounts(context: AppLoadContext, filter: LeadFilter): Promise<LeadCounts> {
  if (filter.from || filter.to || filter.ref) return summed(await rangeCounts(context, filter));
  const where = ["n > 0"];
  const params: unknown[] = [];
  for (const key of ["kind", "status"] as const) {
    if (filter[key]) {
      where.push(`${key} = ?`);
      params.push(filter[key]);
    }
  }
  return summed(
    await readRows<{ kind: string; status: string; n: number }>(context, {
      sql: `SELECT kind, status, n FROM lead_totals WHERE ${where.join(" AND ")}`,
      params,
    }),
  );
}

function summed(rows: Array<{ kind: string; status: string; n: number }>): LeadCounts {
  const sum = (key: "kind" | "status") => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + r.n);
    return [...m].map(([k, n]) => ({ key: k, n })).sort((a, b) => a.key.localeCompare(b.key));
  };
  return { kinds: sum("kind"), statuses: sum("status") };
}

/**
 * Counts per kind and status of an IST date range from the running totals (`lead_running_ref`:
 * per ref — '' for every lead — kind and IST day with leads): for each kind, its last row on or
 * before `to` minus its last row before `from`.
 */
export function rangeCountsSql(filter: Pick<LeadFilter, "from" | "to" | "kind" | "ref">): Sql {
  const cols = LEAD_STATUSES.map((s) => `coalesce(hi.n_${s}, 0) - coalesce(lo.n_${s}, 0) AS n_${s}`).join(", ");
  // Every lead of a kind: ref '' and the kinds of lead_kinds; a ref: its own rows and kinds.
  const [kinds, ref] = filter.ref ? ["lead_ref_kinds", "k.ref"] : ["lead_kinds", "''"];
  const same = (t: string) => `${t}.ref = ${ref} AND ${t}.kind = k.kind`;
  const last = (op: string) =>
    `(SELECT day FROM lead_running_ref t WHERE ${same("t")} AND day ${op} ? ORDER BY day DESC LIMIT 1)`;
  const where: string[] = [];
  const params: unknown[] = [filter.to ?? "9999-12-31", filter.from ?? "0000-01-01"];
  if (filter.ref) {
    where.push("k.ref = ?");
    params.push(filter.ref);
  }
  if (filter.kind) {
    where.push("k.kind = ?");
    params.push(filter.kind);
  }
  return {
    sql: `SELECT k.kind, ${cols} FROM ${kinds} k
      LEFT JOIN lead_running_ref hi ON ${same("hi")} AND hi.day = ${last("<=")}
      LEFT JOIN lead_running_ref lo ON ${same("lo")} AND lo.day = ${last("<")}${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`,
    params,
  };
}

async function rangeCounts(context: AppLoadContext, filter: LeadFilter) {
  const rows = await readRows<Record<string, number> & { kind: string }>(context, rangeCountsSql(filter));
  return rows.flatMap((r) =>
    LEAD_STATUSES.filter((s) => (!filter.status || s === filter.status) && r[`n_${s}`] > 0).map((s) => ({
      kind: r.kind,
      status: s,
      n: r[`n_${s}`],
    })),
  );
}

/** Kinds for the filter menu (lead_kinds, kept by the insert trigger). */
async function knownKinds(context: AppLoadContext): Promise<string[]> {
  const rows = await readRows<{ kind: string }>(context, {
    sql: "SELECT kind FROM lead_kinds ORDER BY kind",
    params: [],
  });
  return rows.map((r) => r.kind);
}

export async function getLead(context: AppLoadContext, id: number): Promise<LeadRow | null> {
  return context.env.DB.prepare(`SELECT ${LIST_COLUMNS}, payload, notes FROM submissions WHERE id = ?1`)
    .bind(id)
    .first<LeadRow>();
}

/** Other leads from the same phone or e-mail within 24 h either side ((lead_phone | email_lc, created_at) indexes). */
export async function relatedLeads(context: AppLoadContext, lead: LeadRow) {
  const t = Date.parse(lead.created_at);
  const from = new Date(t - DUPLICATE_WINDOW_MS).toISOString();
  const to = new Date(t + DUPLICATE_WINDOW_MS).toISOString();
  type Related = { id: number; kind: string; ref: string | null; created_at: string };
  const near = (column: "lead_phone" | "email_lc", value: string | null) =>
    value
      ? readRows<Related>(context, {
          sql: `SELECT id, kind, ref, created_at FROM submissions WHERE ${column} = ? AND created_at BETWEEN ? AND ?
            AND id <> ? ORDER BY id LIMIT 20`,
          params: [value, from, to, lead.id],
        })
      : [];
  const [byPhone, byEmail] = await Promise.all([near("lead_phone", lead.lead_phone), near("email_lc", lead.email)]);
  const found = new Map([...byPhone, ...byEmail].map((r) => [r.id, r]));
  return [...found.values()].sort((a, b) => a.id - b.id);
}

/** Most leads one bulk action changes or exports (a page's worth). */
export const BULK_MAX = LEAD_PAGE_SIZE;

/**
 * Sets the status or assignee of the chosen leads (those that differ), one audit row each, all in
 * one D1 batch. Returns how many changed.
 */
export async function bulkUpdate(
  context: AppLoadContext,
  admin: AdminIdentity,
  ids: readonly number[],
  change: { status: LeadStatus } | { assignee: string },
): Promise<number> {
  if (!ids.length) return 0;
  const db = context.env.DB;
  const list = ids.slice(0, BULK_MAX);
  const { results } = await db
    .prepare(`SELECT id, status, assignee FROM submissions WHERE id IN (${list.map((_, i) => `?${i + 1}`).join(", ")})`)
    .bind(...list)
    .all<{ id: number; status: LeadStatus; assignee: string }>();
  const [column, value] =
    "status" in change ? (["status", change.status] as const) : (["assignee", change.assignee] as const);
  const statements = (results ?? [])
    .filter((r) => r[column] !== value)
    .flatMap((r) => [
      db.prepare(`UPDATE submissions SET ${column} = ?1 WHERE id = ?2`).bind(value, r.id),
      auditStatement(context, admin, "lead.update", `lead #${r.id}`, { [column]: r[column] }, { [column]: value }),
    ]);
  if (statements.length) await db.batch(statements);
  return statements.length / 2;
}
