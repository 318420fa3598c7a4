/**
 * The leads inbox: every stored form submission, newest first, 50 a page (keyset on id).
 * Every query is indexed (migration 0004): filters by kind / ref / status use (col, id)
 * indexes; a date range becomes an id range through the created_at index (ids grow with
 * time); free text walks the indexed name, phone or e-mail key (migrations 0009, 0011), and
 * filters an index cannot seek are checked lead by lead within a bounded walk (`walkPlan`:
 * WALK_PAGE leads a page, then "Older leads" continues). Counts per kind and status come from
 * tables kept by triggers, never from reading the leads: `lead_totals` (no range) and
 * `lead_running_ref` (a date range or a ref: running totals per ref, kind and day, migration 0011);
 * a text search counts its first WALK_COUNT leads. "Repeat of #id" is `repeat_of` (migration 0008).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import { numberField } from "../forms/validation";
import { auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";
import { csvCell } from "./csv";
import { formatDmyTime, fromDmy, toDmy } from "./dates";
import { LEAD_STATUSES, SEARCH_COUNT_CAP, WALK_PAGE, type LeadStatus } from "./leads";

export { LEAD_STATUSES, STATUS_LABELS, WALK_PAGE, type LeadStatus } from "./leads";

export const LEAD_PAGE_SIZE = 50;
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The e-mail key: migration 0003's indexed, lower-cased generated column `email_lc`. */
export const EMAIL_EXPR = "email_lc";

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

/**
 * A text search's walk: the index it reads in (key, id DESC) order and the key's range — the
 * start of a name or phone number (`hi`: the range's end), or one whole phone number or e-mail
 * (no `hi`: that key only).
 */
export interface TextWalk {
  key: "lead_name" | "lead_phone" | "email_lc";
  index: string;
  lo: string;
  hi?: string;
}

/** Text search: e-mail (has @), a whole phone number, else the start of a phone number or name. */
export function textWalk(q: string): TextWalk {
  if (q.includes("@")) return { key: "email_lc", index: "submissions_email_newest", lo: q.toLowerCase() };
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && !/[a-z]/i.test(q)) {
    const phone = { key: "lead_phone", index: "submissions_phone_newest" } as const;
    return digits.length >= 10 ? { ...phone, lo: digits.slice(-10) } : { ...phone, lo: digits, hi: `${digits}:` };
  }
  const name = q.toLowerCase();
  return { key: "lead_name", index: "submissions_name_newest", lo: name, hi: `${name}\uffff` };
}

type IdRange = { min?: number; max?: number };

/** Id bounds of an IST date range, each found with one indexed lookup. */
async function idRange(context: AppLoadContext, filter: LeadFilter): Promise<IdRange | null> {
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

/** The name as written (the indexed lead_name is lower-cased for search). */
const DISPLAY_NAME = `trim(coalesce(json_extract(payload, '$.name'), json_extract(payload, '$.fullName'),
  json_extract(payload, '$.personalInfo.fullName'),
  coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), '')))`;
const LIST_COLUMNS = `id, kind, ref, created_at, status, assignee, ${DISPLAY_NAME} AS display_name, lead_phone, ${EMAIL_EXPR} AS email`;

/** A text search counts the matches among the first this many leads it finds (more: "n+"). */
export const WALK_COUNT = SEARCH_COUNT_CAP + 1;
/**
 * Matches a fragment search reads a page (the page's 50 and one more): each costs two rows (the
 * index's entry and the lead), so with the kinds a search stays within 200 rows read. Its counts
 * are those of these matches ("50+" when there are more).
 */
export const FRAGMENT_WALK = LEAD_PAGE_SIZE + 1;

export type Sql = { sql: string; params: unknown[] };

/** What a list reads: statements walked in turn, each given how many index entries it may read. */
export interface WalkPlan {
  parts: Array<(limit: number) => Sql>;
  /** Most entries a page walks: LEAD_PAGE_SIZE + 1 when the index seeks every filter (all hit). */
  pageLimit: number;
  /** The text search's key (the cursor's `after`). */
  key?: TextWalk["key"];
  /** A fragment search: one walk of FRAGMENT_WALK matches gives the page and the counts. */
  fragment?: boolean;
}

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

/** The cursor of an inbox page: the last lead walked (`before`: its id; `after`: its search key). */
export type LeadCursor = { before?: number; after?: string };

/**
 * The statements a filter's list walks from `cursor` (pure, so tests can EXPLAIN them). Each
 * returns `columns`, `hit` (1 when the lead passes the filters the index does not seek) and, for a
 * text search, `cursor_key`. A text search walks its key's (key, id DESC) index (migrations 0009,
 * 0011); otherwise newest first through the (filter, id) indexes of migration 0004 — a ref with
 * kind or status walks (ref, id) and checks the rest.
 */
export function walkPlan(filter: LeadFilter, range: IdRange, columns: string, cursor: LeadCursor = {}): WalkPlan {
  const params: unknown[] = [];
  const seek: Where = { sql: [], params };
  const check: Where = { sql: [], params };
  const walk = (from: string, order: string, where: Where, key?: string) => (limit: number) => ({
    sql: `SELECT ${columns}, ${check.sql.length ? check.sql.join(" AND ") : "1"} AS hit${key ? `, ${key} AS cursor_key` : ""}
      FROM ${from}${where.sql.length ? ` WHERE ${where.sql.join(" AND ")}` : ""} ORDER BY ${order} LIMIT ${limit}`,
    params: where.params,
  });
  /** `seek` and more conditions (each part's own copy). */
  const and = (sql?: string, ...values: unknown[]) => {
    const w: Where = { sql: [...seek.sql], params: [...params] };
    if (sql) push(w, sql, ...values);
    return w;
  };
  const phrase = filter.q ? fragmentPhrase(filter.q) : undefined;
  if (phrase) {
    // A fragment: the trigram index's matches newest first (rowid order, no sort), each lead
    // then checked against the other filters; the date range and cursor bound the rowids.
    if (filter.kind) push(check, "kind = ?", filter.kind);
    if (filter.ref) push(check, "ref = ?", filter.ref);
    if (filter.status) push(check, "status = ?", filter.status);
    const fts: Where = { sql: [], params };
    push(fts, "submissions_tri MATCH ?", phrase);
    // The bounds as integers: D1 binds a number as REAL, which the index cannot seek by (it would
    // read every match above the bound).
    if (range.min !== undefined) push(fts, "submissions_tri.rowid >= CAST(? AS INTEGER)", range.min);
    const max = Math.min(range.max ?? Infinity, cursor.before ? cursor.before - 1 : Infinity);
    if (max !== Infinity) push(fts, "submissions_tri.rowid <= CAST(? AS INTEGER)", max);
    // The index in rowid order (newest first, no sort), each match joined to its lead by id.
    const part = (limit: number) => ({
      sql: `SELECT ${columns}, ${check.sql.length ? check.sql.join(" AND ") : "1"} AS hit
        FROM submissions_tri JOIN submissions ON submissions.id = submissions_tri.rowid
        WHERE ${fts.sql.join(" AND ")} ORDER BY submissions_tri.rowid DESC LIMIT ${limit}`,
      params,
    });
    return { parts: [part], pageLimit: FRAGMENT_WALK, fragment: true };
  }
  if (filter.q) {
    const t = textWalk(filter.q);
    if (filter.kind) push(check, "kind = ?", filter.kind);
    if (filter.ref) push(check, "ref = ?", filter.ref);
    if (filter.status) push(check, "status = ?", filter.status);
    if (range.min !== undefined) push(check, "id >= ?", range.min);
    if (range.max !== undefined) push(check, "id <= ?", range.max);
    const from = `submissions INDEXED BY ${t.index}`;
    const order = `${t.key}, id DESC`;
    // A cursor outside the search's range starts again at its beginning.
    const inRange = (k: string) => (t.hi === undefined ? k === t.lo : k >= t.lo && k < t.hi);
    const after = cursor.after !== undefined && cursor.before && inRange(cursor.after) ? cursor.after : undefined;
    const parts: WalkPlan["parts"] = [];
    // The cursor's key: its older leads; then the keys after it (one lower bound, so the walk
    // starts at the cursor rather than at the range's start).
    if (after !== undefined) parts.push(walk(from, order, and(`${t.key} = ? AND id < ?`, after, cursor.before), t.key));
    if (t.hi !== undefined) {
      const op = after === undefined ? ">=" : ">";
      parts.push(walk(from, order, and(`${t.key} ${op} ? AND ${t.key} < ?`, after ?? t.lo, t.hi), t.key));
    } else if (after === undefined) parts.push(walk(from, order, and(`${t.key} = ?`, t.lo), t.key));
    return { parts, pageLimit: check.sql.length ? WALK_PAGE : LEAD_PAGE_SIZE + 1, key: t.key };
  }
  const byRef = filter.ref && (filter.kind || filter.status);
  if (filter.kind) push(byRef ? check : seek, "kind = ?", filter.kind);
  if (filter.ref) push(seek, "ref = ?", filter.ref);
  if (filter.status) push(byRef ? check : seek, "status = ?", filter.status);
  if (range.min !== undefined) push(seek, "id >= ?", range.min);
  // One upper bound (the date range's or the cursor's, whichever is lower): given two, SQLite
  // starts the walk at the first and reads every id down to the other.
  const max = Math.min(range.max ?? Infinity, cursor.before ? cursor.before - 1 : Infinity);
  if (max !== Infinity) push(seek, "id <= ?", max);
  const from = byRef ? "submissions INDEXED BY submissions_ref_id" : "submissions";
  return { parts: [walk(from, "id DESC", and())], pageLimit: check.sql.length ? WALK_PAGE : LEAD_PAGE_SIZE + 1 };
}

/** Walks a plan's statements in turn until `limit` entries are read or the range ends. */
async function walkRows<T>(context: AppLoadContext, plan: WalkPlan, limit: number): Promise<T[]> {
  const out: T[] = [];
  for (const part of plan.parts) {
    if (out.length >= limit) break;
    const q = part(limit - out.length);
    const { results } = await context.env.DB.prepare(q.sql)
      .bind(...q.params)
      .all<T>();
    for (const row of results ?? []) out.push(row);
  }
  return out;
}

export interface LeadCounts {
  kinds: Array<{ key: string; n: number }>;
  statuses: Array<{ key: string; n: number }>;
  /**
   * A text search whose count stopped at WALK_COUNT leads: `matched` of them passed the filters
   * (at most SEARCH_COUNT_CAP), and every count is a lower bound ("n+").
   */
  capped?: boolean;
  matched?: number;
  /** Where counting stopped (SEARCH_COUNT_CAP unless set). */
  cap?: number;
}

export interface LeadPage {
  rows: Array<LeadListRow & { repeatOf?: number }>;
  /** The next page's keyset cursor. */
  next?: { before: number; after?: string };
  /** The page's walk stopped at WALK_PAGE leads before it found a full page of matches. */
  partial?: boolean;
  counts: LeadCounts;
  kinds: string[];
}

const PAGE_COLUMNS = `${LIST_COLUMNS}, repeat_of`;
type PageRow = LeadListRow & { repeat_of: number | null; hit: number; cursor_key?: string };

/** A page from the walked leads: the first 50 matches, and where the next page continues. */
function pageOf(walked: PageRow[], limit: number): Pick<LeadPage, "rows" | "next" | "partial"> {
  const hits = walked.filter((r) => r.hit);
  const rows = hits
    .slice(0, LEAD_PAGE_SIZE)
    .map(({ repeat_of, cursor_key: _, hit: __, ...row }) => (repeat_of ? { ...row, repeatOf: repeat_of } : row));
  const cursorOf = (r: PageRow) =>
    r.cursor_key === undefined ? { before: r.id } : { before: r.id, after: r.cursor_key };
  if (hits.length > LEAD_PAGE_SIZE) return { rows, next: cursorOf(hits[LEAD_PAGE_SIZE - 1]) };
  // The walk stopped at its limit: the next page searches on from the last lead it read.
  if (walked.length && walked.length >= limit)
    return { rows, next: cursorOf(walked[walked.length - 1]), partial: true };
  return { rows };
}

export async function listLeads(context: AppLoadContext, filter: LeadFilter): Promise<LeadPage> {
  const range = await idRange(context, filter);
  if (filter.q && fragmentPhrase(filter.q)) {
    // One walk of the trigram index's first FRAGMENT_WALK matches: the page and the counts.
    const [walked, kinds] = await Promise.all([
      range ? walkRows<PageRow>(context, walkPlan(filter, range, PAGE_COLUMNS, filter), FRAGMENT_WALK) : [],
      knownKinds(context),
    ]);
    const hits = walked.filter((r) => r.hit).map((r) => ({ kind: r.kind, status: r.status, n: 1 }));
    const capped = walked.length >= FRAGMENT_WALK;
    const counts = summed(hits);
    return {
      ...pageOf(walked, FRAGMENT_WALK),
      counts: capped
        ? { ...counts, capped, cap: LEAD_PAGE_SIZE, matched: Math.min(hits.length, LEAD_PAGE_SIZE) }
        : counts,
      kinds,
    };
  }
  const [page, counts, kinds] = await Promise.all([
    leadPage(context, filter, range),
    leadCounts(context, filter, range),
    knownKinds(context),
  ]);
  return { ...page, counts, kinds };
}

async function leadPage(
  context: AppLoadContext,
  filter: LeadFilter,
  range: IdRange | null,
): Promise<Pick<LeadPage, "rows" | "next" | "partial">> {
  if (!range) return { rows: [] };
  const plan = walkPlan(filter, range, PAGE_COLUMNS, filter);
  return pageOf(await walkRows<PageRow>(context, plan, plan.pageLimit), plan.pageLimit);
}

async function leadCounts(context: AppLoadContext, filter: LeadFilter, range: IdRange | null): Promise<LeadCounts> {
  const db = context.env.DB;
  let rows: Array<{ kind: string; status: string; n: number }>;
  if (filter.q) {
    // Free text: the filters' matches among the first WALK_COUNT leads the search finds, in the
    // list's own walk; more shows as "n+".
    if (!range) return { kinds: [], statuses: [] };
    const walked = await walkRows<{ kind: string; status: string; hit: number }>(
      context,
      walkPlan(filter, range, "kind, status"),
      WALK_COUNT,
    );
    rows = walked.filter((r) => r.hit).map((r) => ({ kind: r.kind, status: r.status, n: 1 }));
    if (walked.length >= WALK_COUNT) {
      const counts = summed(rows);
      return { ...counts, capped: true, matched: Math.min(rows.length, SEARCH_COUNT_CAP) };
    }
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
  } else {
    // A date range and/or a ref: per kind (of the ref), the running totals (migrations 0008,
    // 0011) at `to` minus those before `from`: a few rows per kind, however many days it spans.
    rows = await rangeCounts(context, filter);
  }
  return summed(rows);
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
 * Counts per kind and status of an IST date range from the running totals (`lead_running_ref`,
 * migration 0011: per ref — '' for every lead — kind and IST day with leads): for each kind, its
 * last row on or before `to` minus its last row before `from`.
 */
export function rangeCountsSql(filter: Pick<LeadFilter, "from" | "to" | "kind" | "ref">): Sql {
  const cols = LEAD_STATUSES.map((s) => `coalesce(hi.n_${s}, 0) - coalesce(lo.n_${s}, 0) AS n_${s}`).join(", ");
  // Every lead of a kind: ref '' and the kinds of lead_kinds; a ref: its own rows and kinds.
  const [kinds, ref] = filter.ref ? ["lead_ref_kinds", "k.ref"] : ["lead_kinds", "''"];
  const same = (t: string) => `${t}.ref = ${ref} AND ${t}.kind = k.kind`;
  const last = (op: string, param: string) =>
    `(SELECT day FROM lead_running_ref t WHERE ${same("t")} AND day ${op} ${param} ORDER BY day DESC LIMIT 1)`;
  const where: Where = { sql: [], params: [filter.to ?? "9999-12-31", filter.from ?? "0000-01-01"] };
  if (filter.ref) push(where, "k.ref = ?", filter.ref);
  if (filter.kind) push(where, "k.kind = ?", filter.kind);
  return {
    sql: `SELECT k.kind, ${cols} FROM ${kinds} k
      LEFT JOIN lead_running_ref hi ON ${same("hi")} AND hi.day = ${last("<=", "?1")}
      LEFT JOIN lead_running_ref lo ON ${same("lo")} AND lo.day = ${last("<", "?2")}${where.sql.length ? ` WHERE ${where.sql.join(" AND ")}` : ""}`,
    params: where.params,
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

/** "2026-11-23T09:05:00.000Z" → "23/11/2026, 2:35 pm IST". */
export function formatIst(iso: string): string {
  return formatDmyTime(iso);
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
  if (kind === "counselling" && ref) return `/colleges/${ref}/apply`;
  const pages: Record<string, string> = {
    newsletter: "/",
    "call-request": "/",
    contact: "/contact",
    advertising: "/advertising",
    sop: "/sop-form",
    lor: "/lor-form",
    career: "/career",
    "data-request": "/privacy-policy",
  };
  return pages[kind];
}

// --- CSV export ------------------------------------------------------------------------------

/**
 * Leads per D1 read of the export, one chunk each (the stream reads the next batch only when the
 * client pulls). 250 was tried (docs/data-at-scale.md): no smaller isolate heap
 * peak, 2–3× the time and +450 MB in the local workerd process.
 */
export const CSV_BATCH = 1000;
const CSV_HEADER = ["id", "created_at_ist", "kind", "ref", "status", "assignee", "name", "phone", "email", "notes"];
const CSV_COLUMNS = `${LIST_COLUMNS}, notes, payload`;
type CsvRow = LeadRow & { hit: number; cursor_key?: string };

/** One lead's CSV line (cells quoted and formula-safe: csvCell). */
function csvLine(r: CsvRow): string {
  const cells = [r.id, formatIst(r.created_at), r.kind, r.ref, r.status, r.assignee, r.display_name];
  let line = cells.map(csvCell).join(",");
  for (const v of [r.lead_phone, r.email, r.notes, r.payload]) line += `,${csvCell(v)}`;
  return `${line}\r\n`;
}

/**
 * The filtered list as CSV, in the inbox's order (newest first; a text search in its key's order),
 * read by keyset in batches of CSV_BATCH leads as the client pulls (`highWaterMark: 0`: nothing is
 * read ahead of the client), never the whole list in memory.
 */
export function leadsCsvStream(context: AppLoadContext, filter: LeadFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let range: IdRange | null = null;
  let cursor: LeadCursor = { before: filter.before, after: filter.after };
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode(`${[...CSV_HEADER, "payload"].map(csvCell).join(",")}\r\n`));
        range = await idRange(context, filter);
        if (!range) done = true;
      },
      async pull(controller) {
        let written = 0;
        // A batch may hold no match (filters checked lead by lead): read on until one does.
        while (!written && !done && range) {
          const plan = walkPlan(filter, range, CSV_COLUMNS, cursor);
          const rows = await walkRows<CsvRow>(context, plan, CSV_BATCH);
          if (rows.length < CSV_BATCH) done = true;
          const last = rows[rows.length - 1];
          if (last) cursor = { before: last.id, after: last.cursor_key };
          const text = rows
            .filter((r) => r.hit)
            .map(csvLine)
            .join("");
          if (text) controller.enqueue(encoder.encode(text));
          written += text.length;
        }
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

// --- Bulk actions ------------------------------------------------------------------------------

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

/** The chosen leads as CSV (the export's columns), newest first. */
export async function leadsCsvOf(context: AppLoadContext, ids: readonly number[]): Promise<string> {
  const list = ids.slice(0, BULK_MAX);
  const header = `${[...CSV_HEADER, "payload"].map(csvCell).join(",")}\r\n`;
  if (!list.length) return header;
  const { results } = await context.env.DB.prepare(
    `SELECT ${CSV_COLUMNS}, 1 AS hit FROM submissions WHERE id IN (${list.map((_, i) => `?${i + 1}`).join(", ")}) ORDER BY id DESC`,
  )
    .bind(...list)
    .all<CsvRow>();
  return header + (results ?? []).map(csvLine).join("");
}
