/**
 * The college directory in the console: a paged, searchable list and the editable fields of one
 * college (college-fields.ts). Every college on the site is live, so a change is a draft in
 * content_drafts (kind 'colleges', the college's id) until Publish copies it into the row, audited
 * field by field, and bumps the content version (the college page is cached under it).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { bumpContentVersion } from "../content/content.server";
import { actorOf, auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";
import { COLLEGE_FIELDS, columnOf, type CollegeValues } from "./college-fields";

export const COLLEGE_LIST_SIZE = 50;
const KIND = "colleges";

/** The audit log's name for a college (its console page: /admin/colleges/{slug}). */
export const collegeTarget = (slug: string) => `college ${slug}`;

export interface CollegeListRow {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  changed: number;
  updated_at: string;
  last: string | null;
}

export interface CollegeEditRow extends CollegeValues {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  logo: string;
  rank_label: string;
  rank_best: number;
  fees_min: number;
  /** '' when no source publishes it (shown "Not published yet"). */
  ownership: string;
  established: number | null;
  source: string;
  data_updated: string;
  updated_at: string;
}

const ROW_COLUMNS = `c.id, c.slug, c.name, c.city, c.state, c.updated_at,
  EXISTS (SELECT 1 FROM content_drafts d WHERE d.kind = '${KIND}' AND d.item_id = c.id) AS changed,
  (SELECT a.actor || char(9) || a.at FROM admin_audit a WHERE a.target = 'college ' || c.slug ORDER BY a.target, a.id DESC LIMIT 1) AS last`;

/** An FTS5 phrase: the text quoted, its quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One page of 50, each row read through an index whatever the directory's size:
 * - no search: by name through `colleges_name (name, id)`, keyset on the last row (`after` = its id);
 * - 3 characters or more: any fragment of the name, short name or aliases through the trigram
 *   index `colleges_tri`, in id order (the index's own order, so a page walks 51 matches);
 * - 1–2 characters: the start of a word (name, short name, city, aliases) through `colleges_fts`;
 * - `changed`: the colleges with changes waiting, from content_drafts' primary key.
 */
export async function listColleges(
  context: AppLoadContext,
  { q = "", after, changed = false }: { q?: string; after?: number; changed?: boolean },
): Promise<{ rows: CollegeListRow[]; next: number | undefined }> {
  const db = context.env.DB;
  const limit = COLLEGE_LIST_SIZE + 1;
  const text = q.trim().slice(0, 100);
  let statement: D1PreparedStatement;
  if (changed) {
    statement = db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM content_drafts d0 JOIN colleges c ON c.id = d0.item_id
         WHERE d0.kind = '${KIND}' AND d0.item_id > CAST(?1 AS INTEGER) ORDER BY d0.item_id LIMIT ${limit}`,
      )
      .bind(after ?? 0);
  } else if (text) {
    const [table, match] = text.length >= 3 ? ["colleges_tri", phrase(text)] : ["colleges_fts", `${phrase(text)} *`];
    statement = db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM ${table} JOIN colleges c ON c.id = ${table}.rowid
         WHERE ${table} MATCH ?1 AND ${table}.rowid > CAST(?2 AS INTEGER) ORDER BY ${table}.rowid LIMIT ${limit}`,
      )
      .bind(match, after ?? 0);
  } else if (after) {
    statement = db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM colleges c
         WHERE (c.name, c.id) > (SELECT name, id FROM colleges WHERE id = CAST(?1 AS INTEGER))
         ORDER BY c.name, c.id LIMIT ${limit}`,
      )
      .bind(after);
  } else {
    statement = db.prepare(`SELECT ${ROW_COLUMNS} FROM colleges c ORDER BY c.name, c.id LIMIT ${limit}`);
  }
  const { results } = await statement.all<CollegeListRow>();
  const rows = results ?? [];
  const more = rows.length > COLLEGE_LIST_SIZE;
  const page = rows.slice(0, COLLEGE_LIST_SIZE);
  return { rows: page, next: more ? page[page.length - 1].id : undefined };
}

export async function getCollegeForEdit(context: AppLoadContext, slug: string) {
  const row = await context.env.DB.prepare(
    `SELECT id, slug, name, city, state, logo, rank_label, rank_best, fees_min, ownership, established,
       source, data_updated, updated_at, ${COLLEGE_FIELDS.map((f) => `${columnOf(f)} AS ${f}`).join(", ")} FROM colleges WHERE slug = ?1`,
  )
    .bind(slug)
    .first<CollegeEditRow>();
  return row ?? undefined;
}

export async function getCollegeDraft(context: AppLoadContext, id: number) {
  const row = await context.env.DB.prepare(
    "SELECT draft, author, updated_at FROM content_drafts WHERE kind = ?1 AND item_id = ?2",
  )
    .bind(KIND, id)
    .first<{ draft: string; author: string; updated_at: string }>();
  if (!row) return undefined;
  return { values: JSON.parse(row.draft) as Partial<CollegeValues>, author: row.author, updatedAt: row.updated_at };
}

const valuesOf = (row: Partial<CollegeValues>): CollegeValues =>
  Object.fromEntries(COLLEGE_FIELDS.map((f) => [f, String(row[f] ?? "")])) as CollegeValues;

/**
 * Saves the form's values as the college's draft (audited: the fields that moved since the last
 * draft, or since the live row). Values equal to the live row drop the draft.
 */
export async function saveCollegeDraft(
  context: AppLoadContext,
  admin: AdminIdentity,
  college: CollegeEditRow,
  posted: Partial<CollegeValues>,
): Promise<"drafted" | "unchanged"> {
  const db = context.env.DB;
  const live = valuesOf(college);
  const next = valuesOf(posted);
  const waiting = await getCollegeDraft(context, college.id);
  const base = waiting ? valuesOf({ ...live, ...waiting.values }) : live;
  const target = collegeTarget(college.slug);
  if (COLLEGE_FIELDS.every((f) => next[f] === live[f])) {
    if (waiting) {
      await db.batch([
        db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(KIND, college.id),
        auditStatement(context, admin, "college.discard-draft", target, waiting.values, null),
      ]);
    }
    return "unchanged";
  }
  const moved = COLLEGE_FIELDS.filter((f) => base[f] !== next[f]);
  if (moved.length) {
    await db.batch([
      db
        .prepare(
          `INSERT INTO content_drafts (kind, item_id, draft, author, updated_at) VALUES (?1, ?2, ?3, ?4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
           ON CONFLICT (kind, item_id) DO UPDATE SET draft = excluded.draft, author = excluded.author, updated_at = excluded.updated_at`,
        )
        .bind(KIND, college.id, JSON.stringify(next), actorOf(admin)),
      auditStatement(
        context,
        admin,
        "college.draft",
        target,
        Object.fromEntries(moved.map((f) => [f, base[f]])),
        Object.fromEntries(moved.map((f) => [f, next[f]])),
      ),
    ]);
  }
  return "drafted";
}

/** Copies the draft into the college's row in one batch (audited before → after), then the site shows it. */
export async function publishCollege(context: AppLoadContext, admin: AdminIdentity, college: CollegeEditRow) {
  const db = context.env.DB;
  const draft = await getCollegeDraft(context, college.id);
  if (!draft) return false;
  const live = valuesOf(college);
  const next = valuesOf({ ...live, ...draft.values });
  const moved = COLLEGE_FIELDS.filter((f) => live[f] !== next[f]);
  await db.batch([
    ...(moved.length
      ? [
          db
            .prepare(
              `UPDATE colleges SET ${moved.map((f, i) => `${columnOf(f)} = ?${i + 1}`).join(", ")}, updated_at = datetime('now') WHERE id = ?${moved.length + 1}`,
            )
            .bind(...moved.map((f) => next[f]), college.id),
        ]
      : []),
    db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(KIND, college.id),
    auditStatement(
      context,
      admin,
      "college.publish",
      collegeTarget(college.slug),
      Object.fromEntries(moved.map((f) => [f, live[f]])),
      Object.fromEntries(moved.map((f) => [f, next[f]])),
    ),
  ]);
  await bumpContentVersion(context);
  return true;
}

export async function discardCollegeDraft(context: AppLoadContext, admin: AdminIdentity, college: CollegeEditRow) {
  const db = context.env.DB;
  const draft = await getCollegeDraft(context, college.id);
  if (!draft) return;
  await db.batch([
    db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(KIND, college.id),
    auditStatement(context, admin, "college.discard-draft", collegeTarget(college.slug), draft.values, null),
  ]);
}
