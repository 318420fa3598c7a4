/**
 * Content publishing without SQL: create, edit, publish/unpublish and delete the server
 * content, each change audited and, when it touches what visitors see, followed by a content
 * version bump (app/lib/content/content.server.ts) so the site shows it on the next request.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { marked } from "marked";
import type * as z from "zod/mini";
import { bumpContentVersion } from "../content/content.server";
import { BlogRowSchema } from "../content/schemas";
import { uploadUrl } from "../content/types";
import type { FormSchema } from "../forms/kit";
import { formError } from "../forms/kit.server";
import { sanitizeHtml } from "../platform/sanitize.server";
import { actorOf, auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";
import { ROW_SCHEMAS } from "./content-forms";
import type { ContentKind, ListState } from "./content-kinds";
import { uploadName } from "./media.server";
import { readUploadForm, type UploadForm } from "./upload-form.server";

export const CONTENT_PAGE_SIZE = 50;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Multipart bodies of the edit form (an image plus the fields). */
export const MAX_CONTENT_BODY_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

export const CONTENT_MESSAGES = {
  imageType: "Upload a PNG, JPEG, WebP, GIF or AVIF image.",
  imageSize: "The image must be 2 MB or smaller.",
  noStorage: "Image uploads are not configured (R2 bucket MEDIA).",
  tooBig: "That form is too large: the image must be 2 MB or smaller.",
  unreadable: "The upload could not be read (it was cut short or is not a form): choose the image and send it again.",
  picked: "Choose one of the uploaded images.",
} as const;

export type ContentItem = Record<string, unknown> & {
  id: number;
  title: string;
  published: number;
  deleted_at: string | null;
};

export interface ListRow {
  id: number;
  title: string;
  state: ListState;
  author: string | null;
  updated: string | null;
}

/**
 * One kind's items, newest first, 50 a page (keyset on the key). Each row's state (published,
 * draft, changes waiting, deleted), and its last change's author and time from the audit
 * (admin_audit_target: one row each). A state filter is checked item by item within the page's
 * keyset walk of at most 200 items ("Older items" continues).
 */
export async function listItems(context: AppLoadContext, kind: ContentKind, before?: number, state?: ListState) {
  const db = context.env.DB;
  const walk = state ? 200 : CONTENT_PAGE_SIZE + 1;
  const where = before === undefined ? "" : `WHERE ${kind.pk} < ?1`;
  const statement = db.prepare(
    `SELECT ${kind.pk} AS id, ${kind.titleColumn} AS title, ${kind.publishedColumn} AS published, deleted_at,
       EXISTS (SELECT 1 FROM content_drafts d WHERE d.kind = '${kind.slug}' AND d.item_id = ${kind.pk}) AS changed,
       (SELECT a.actor || char(9) || a.at FROM admin_audit a WHERE a.target = '${kind.slug} #' || ${kind.pk} ORDER BY a.target, a.id DESC LIMIT 1) AS last
     FROM ${kind.table} ${where} ORDER BY ${kind.pk} DESC LIMIT ${walk}`,
  );
  const { results } = await (before === undefined ? statement : statement.bind(before)).all<{
    id: number;
    title: string;
    published: number;
    deleted_at: string | null;
    changed: number;
    last: string | null;
  }>();
  const walked = (results ?? []).map((r): ListRow => {
    const [author, updated] = r.last ? r.last.split("\t") : [null, null];
    const itemState: ListState = r.deleted_at
      ? "deleted"
      : r.published
        ? r.changed
          ? "changed"
          : "published"
        : "draft";
    return { id: r.id, title: r.title, state: itemState, author, updated };
  });
  const rows = state ? walked.filter((r) => r.state === state) : walked;
  if (rows.length > CONTENT_PAGE_SIZE)
    return { rows: rows.slice(0, CONTENT_PAGE_SIZE), next: rows[CONTENT_PAGE_SIZE - 1].id };
  if (walked.length >= walk) return { rows, next: walked[walked.length - 1].id };
  return { rows, next: undefined };
}

export async function getItem(context: AppLoadContext, kind: ContentKind, id: number) {
  const row = await context.env.DB.prepare(
    `SELECT *, ${kind.pk} AS id, ${kind.titleColumn} AS title, ${kind.publishedColumn} AS published FROM ${kind.table} WHERE ${kind.pk} = ?1`,
  )
    .bind(id)
    .first<ContentItem>();
  return row ?? undefined;
}

/** The unpublished changes waiting for a published item: the row's columns as they would become. */
export async function getDraft(context: AppLoadContext, kind: ContentKind, id: number) {
  const row = await context.env.DB.prepare(
    "SELECT draft, author, updated_at FROM content_drafts WHERE kind = ?1 AND item_id = ?2",
  )
    .bind(kind.slug, id)
    .first<{ draft: string; author: string; updated_at: string }>();
  if (!row) return undefined;
  return { values: JSON.parse(row.draft) as Record<string, unknown>, author: row.author, updatedAt: row.updated_at };
}

/** What an item looks like on the site, for the editor's preview pane. */
export function previewOf(kind: ContentKind, item: ContentItem) {
  const image = String(item[kind.imageColumn ?? "image"] ?? "");
  const folder = kind.slug === "post-admit" ? "study_abroad" : "";
  const lines = ["university_name", "subtitle", "description", "link", "button_text"]
    .map((c) => item[c])
    .filter((v): v is string => typeof v === "string" && v !== "");
  if (kind.slug === "why-us") lines.unshift(`${String(item.counter_value)}${String(item.suffix ?? "")}`);
  const html =
    kind.slug === "blogs"
      ? sanitizeHtml(String(item.blog_info ?? ""))
      : kind.slug === "post-admit"
        ? sanitizeHtml(String(item.content ?? ""))
        : "";
  return { title: item.title, image: image ? uploadUrl(image, folder) : "", lines, html };
}

/** The preview of a form's values before they are saved (blogs: the Markdown rendered and sanitised). */
export function buildPreview(kind: ContentKind, values: Record<string, unknown>, item: ContentItem | undefined) {
  const imageColumn = kind.imageColumn ?? "image";
  const merged = { ...(item ?? {}), ...values } as ContentItem;
  merged[imageColumn] = values[imageColumn] || item?.[imageColumn] || "";
  if (kind.slug === "blogs") {
    merged.title = String(values.blog_title ?? "");
    merged.blog_info = markdownToHtml(String(values.body ?? ""));
  } else merged.title = String(values.title ?? "");
  return previewOf(kind, merged);
}

/** Markdown (or HTML, which Markdown allows) → the sanitised HTML the site serves. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}

// --- Images ---------------------------------------------------------------------------------

function sniffImage(bytes: Uint8Array): { ext: string; type: string } | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return { ext: "png", type: "image/png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: "jpg", type: "image/jpeg" };
  if (ascii(0, 4) === "GIF8") return { ext: "gif", type: "image/gif" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { ext: "webp", type: "image/webp" };
  if (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12))) return { ext: "avif", type: "image/avif" };
  return undefined;
}

/**
 * Checks an uploaded file (type by its bytes, not its name; size) and stores it in R2 under a
 * content-addressed key. Returns the /media path, nothing (no file chosen) or an error message.
 */
export async function storeImage(context: AppLoadContext, file: unknown): Promise<{ path?: string; error?: string }> {
  if (!(file instanceof File) || file.size === 0) return {};
  if (file.size > MAX_IMAGE_BYTES) return { error: CONTENT_MESSAGES.imageSize };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return { error: CONTENT_MESSAGES.imageType };
  const bucket = context.env.MEDIA;
  if (!bucket) return { error: CONTENT_MESSAGES.noStorage };
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hash = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const key = `${hash}.${kind.ext}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" },
    // The picker lists uploads by this name (the key is the content's hash).
    customMetadata: { name: uploadName(file) },
  });
  return { path: `/media/${key}` };
}

/** Reads the edit form (multipart with an image): undefined when unreadable or too large. */
export async function readContentForm(request: Request): Promise<FormData | undefined> {
  const read = await readContentUpload(request);
  return read.ok ? read.formData : undefined;
}

/** Reads the edit form; a refused one (too large, unreadable) keeps the fields that could be read. */
export function readContentUpload(request: Request): Promise<UploadForm> {
  return readUploadForm(request, MAX_CONTENT_BODY_BYTES);
}

/**
 * The 400 answer to an edit form whose body was refused: the message beside the file field and
 * above the form, the recovered fields kept in the form (nothing is stored).
 */
export function refusedUpload(
  intent: string,
  refused: Extract<UploadForm, { ok: false }>,
  schema: FormSchema,
  /** The file input's name ("" when the form has several: the message shows above the form). */
  fileField: string,
) {
  const message = refused.reason === "tooBig" ? CONTENT_MESSAGES.tooBig : CONTENT_MESSAGES.unreadable;
  const submission = parseWithZod(refused.fields, { schema });
  const fieldErrors = fileField ? { [fileField]: [message] } : {};
  return formError(intent, submission.reply({ formErrors: [message], fieldErrors }), 400);
}

// --- Saving -----------------------------------------------------------------------------------

type FieldErrors = Record<string, string[]>;

function issuesToErrors(issues: z.core.$ZodIssue[], rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    const name = rename[key] ?? key;
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

/** The columns to store, validated with the API's row schema; or field errors. */
function buildRow(
  kind: ContentKind,
  values: Record<string, unknown>,
  image: string | undefined,
): { row: Record<string, unknown> } | { errors: FieldErrors } {
  if (kind.slug === "blogs") {
    const markdown = String(values.body ?? "");
    const row = {
      blog_id: 1,
      blog_title: values.blog_title,
      blog_image: image ?? "",
      blog_info: markdownToHtml(markdown),
      category_name: values.category_name,
      date_time: `${String(values.date)}T09:00:00+05:30`,
      tags: String(values.tags ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
        .join(", "),
    };
    const parsed = BlogRowSchema.safeParse(row);
    if (!parsed.success) {
      return { errors: issuesToErrors(parsed.error.issues, { blog_info: "body", date_time: "date" }) };
    }
    const { blog_id: _id, ...rest } = parsed.data;
    return { row: { ...rest, body_markdown: markdown } };
  }
  const schema = ROW_SCHEMAS[kind.slug];
  const parsed = schema.safeParse({ ...values, id: 1, image: image ?? "" });
  if (!parsed.success) return { errors: issuesToErrors(parsed.error.issues) };
  const { id: _id, ...rest } = parsed.data as Record<string, unknown>;
  return { row: { ...rest, sort_order: values.sort_order ?? 0 } };
}

/** Creates (id undefined, as a draft) or updates an item. */
export async function saveItem(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: ContentKind,
  id: number | undefined,
  values: Record<string, unknown>,
  image: string | undefined,
): Promise<{ id: number; draft?: boolean } | { errors: FieldErrors }> {
  const existing = id === undefined ? undefined : await getItem(context, kind, id);
  const imageColumn = kind.imageColumn ?? "image";
  const chosen =
    image || (values[imageColumn] as string | undefined) || (existing?.[imageColumn] as string | undefined);
  const built = buildRow(kind, values, chosen);
  if ("errors" in built) return built;
  const row = built.row;
  const columns = kind.columns.filter((c) => c in row);
  const db = context.env.DB;
  if (!existing) {
    const placeholders = columns.map((_, i) => `?${i + 1}`).join(", ");
    const inserted = await db
      .prepare(
        `INSERT INTO ${kind.table} (${columns.join(", ")}, ${kind.publishedColumn}) VALUES (${placeholders}, 0) RETURNING ${kind.pk} AS id`,
      )
      .bind(...columns.map((c) => row[c]))
      .first<{ id: number }>();
    const newId = inserted!.id;
    await db.batch([auditStatement(context, admin, `${kind.slug}.create`, `${kind.slug} #${newId}`, null, row)]);
    return { id: newId };
  }
  const sets = columns.map((c, i) => `${c} = ?${i + 1}`).join(", ");
  const before = Object.fromEntries(columns.map((c) => [c, existing[c]]));
  const changed = columns.filter((c) => existing[c] !== row[c]);
  if (existing.published) {
    // A published item's change waits as a draft: the site keeps the live row until Publish.
    const draft = Object.fromEntries(columns.map((c) => [c, row[c]]));
    const waiting = await getDraft(context, kind, existing.id);
    const base = waiting?.values ?? before;
    const moved = columns.filter((c) => base[c] !== row[c]);
    if (!changed.length) {
      if (waiting) {
        await db.batch([
          db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(kind.slug, existing.id),
          auditStatement(context, admin, `${kind.slug}.discard-draft`, `${kind.slug} #${existing.id}`, null, null),
        ]);
      }
      return { id: existing.id };
    }
    if (moved.length) {
      await db.batch([
        db
          .prepare(
            `INSERT INTO content_drafts (kind, item_id, draft, author, updated_at) VALUES (?1, ?2, ?3, ?4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
             ON CONFLICT (kind, item_id) DO UPDATE SET draft = excluded.draft, author = excluded.author, updated_at = excluded.updated_at`,
          )
          .bind(kind.slug, existing.id, JSON.stringify(draft), actorOf(admin)),
        auditStatement(
          context,
          admin,
          `${kind.slug}.draft`,
          `${kind.slug} #${existing.id}`,
          Object.fromEntries(moved.map((c) => [c, base[c]])),
          Object.fromEntries(moved.map((c) => [c, row[c]])),
        ),
      ]);
    }
    return { id: existing.id, draft: true };
  }
  if (changed.length) {
    await db.batch([
      db
        .prepare(`UPDATE ${kind.table} SET ${sets} WHERE ${kind.pk} = ?${columns.length + 1}`)
        .bind(...columns.map((c) => row[c]), existing.id),
      auditStatement(
        context,
        admin,
        `${kind.slug}.update`,
        `${kind.slug} #${existing.id}`,
        Object.fromEntries(changed.map((c) => [c, before[c]])),
        Object.fromEntries(changed.map((c) => [c, row[c]])),
      ),
    ]);
    if (existing.published) await bumpContentVersion(context);
  }
  return { id: existing.id };
}

/**
 * Publishes (with its waiting changes, if any) or unpublishes an item, audited; the content
 * version moves so the site shows it on the next request.
 */
export async function setPublished(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: ContentKind,
  item: ContentItem,
  published: boolean,
) {
  const db = context.env.DB;
  const draft = published ? await getDraft(context, kind, item.id) : undefined;
  const columns = draft ? kind.columns.filter((c) => c in draft.values && draft.values[c] !== item[c]) : [];
  const before: Record<string, unknown> = { published: Boolean(item.published) };
  const after: Record<string, unknown> = { published };
  for (const c of columns) [before[c], after[c]] = [item[c], draft!.values[c]];
  await db.batch([
    ...(columns.length
      ? [
          db
            .prepare(
              `UPDATE ${kind.table} SET ${columns.map((c, i) => `${c} = ?${i + 1}`).join(", ")} WHERE ${kind.pk} = ?${columns.length + 1}`,
            )
            .bind(...columns.map((c) => draft!.values[c]), item.id),
        ]
      : []),
    db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(kind.slug, item.id),
    db
      .prepare(`UPDATE ${kind.table} SET ${kind.publishedColumn} = ?1 WHERE ${kind.pk} = ?2`)
      .bind(published ? 1 : 0, item.id),
    auditStatement(
      context,
      admin,
      `${kind.slug}.${published ? "publish" : "unpublish"}`,
      `${kind.slug} #${item.id}`,
      before,
      after,
    ),
  ]);
  await bumpContentVersion(context);
}

/** Drops a published item's waiting changes (the live row stays as it is). */
export async function discardDraft(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: ContentKind,
  item: ContentItem,
) {
  const db = context.env.DB;
  const draft = await getDraft(context, kind, item.id);
  if (!draft) return;
  await db.batch([
    db.prepare("DELETE FROM content_drafts WHERE kind = ?1 AND item_id = ?2").bind(kind.slug, item.id),
    auditStatement(context, admin, `${kind.slug}.discard-draft`, `${kind.slug} #${item.id}`, draft.values, null),
  ]);
}

/**
 * A delete is soft: the item leaves the site (unpublished) and is marked deleted; Restore brings
 * it back as it was (published again if it was), from the delete's audit row.
 */
export async function deleteItem(context: AppLoadContext, admin: AdminIdentity, kind: ContentKind, item: ContentItem) {
  const db = context.env.DB;
  const before = { ...Object.fromEntries(kind.columns.map((c) => [c, item[c]])), published: Boolean(item.published) };
  await db.batch([
    db
      .prepare(
        `UPDATE ${kind.table} SET ${kind.publishedColumn} = 0, deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${kind.pk} = ?1`,
      )
      .bind(item.id),
    auditStatement(context, admin, `${kind.slug}.delete`, `${kind.slug} #${item.id}`, before, { deleted: true }),
  ]);
  if (item.published) await bumpContentVersion(context);
}

export async function restoreItem(context: AppLoadContext, admin: AdminIdentity, kind: ContentKind, item: ContentItem) {
  const db = context.env.DB;
  const deletion = await db
    .prepare("SELECT before FROM admin_audit WHERE target = ?1 AND action = ?2 ORDER BY target, id DESC LIMIT 1")
    .bind(`${kind.slug} #${item.id}`, `${kind.slug}.delete`)
    .first<{ before: string | null }>();
  const wasPublished = Boolean((JSON.parse(deletion?.before ?? "{}") as { published?: boolean }).published);
  await db.batch([
    db
      .prepare(`UPDATE ${kind.table} SET ${kind.publishedColumn} = ?1, deleted_at = NULL WHERE ${kind.pk} = ?2`)
      .bind(wasPublished ? 1 : 0, item.id),
    auditStatement(
      context,
      admin,
      `${kind.slug}.restore`,
      `${kind.slug} #${item.id}`,
      { deleted: true },
      { published: wasPublished },
    ),
  ]);
  if (wasPublished) await bumpContentVersion(context);
  return wasPublished;
}
