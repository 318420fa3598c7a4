/**
 * The console's side of the catalogue overrides: an entry's defaults, published values and
 * waiting changes; saving a change as a draft, publishing it, discarding it and restoring the
 * defaults. Each change is written in one D1 batch with its audit row (field-by-field before →
 * after); publishing and restoring bump the content version so the site shows the change on the
 * next request.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, auditStatement } from "../admin/audit.server";
import type { AdminIdentity } from "../admin/auth.server";
import { bumpContentVersion } from "../content/content.server";
import { ADAPTERS, withOverrides, type Overrides } from "./catalogue.server";
import { hoursSummary, parseHours } from "./hours";
import { CATALOGUE, type CatalogueKind, type CatalogueState } from "./kinds";

interface OverrideRow {
  item_key: string;
  field: string;
  value: string | null;
  draft: string | null;
  updated_by: string;
  updated_at: string;
}

type Values = Record<string, string>;

interface AnyAdapter {
  defaults: () => readonly unknown[];
  key: (entry: unknown) => string;
  title: (entry: unknown) => string;
  values: (entry: unknown) => Values;
}
const adapterOf = (kind: CatalogueKind) => ADAPTERS[kind] as unknown as AnyAdapter;

/** The rows of a kind (a few dozen at most: one per changed field), through its primary key. */
async function rowsOf(context: AppLoadContext, kind: CatalogueKind, key?: string): Promise<OverrideRow[]> {
  const db = context.env.DB;
  const statement =
    key === undefined
      ? db
          .prepare(
            "SELECT item_key, field, value, draft, updated_by, updated_at FROM catalogue_overrides WHERE kind = ?1",
          )
          .bind(kind)
      : db
          .prepare(
            "SELECT item_key, field, value, draft, updated_by, updated_at FROM catalogue_overrides WHERE kind = ?1 AND item_key = ?2",
          )
          .bind(kind, key);
  return (await statement.all<OverrideRow>()).results ?? [];
}

const stateOf = (rows: OverrideRow[]): CatalogueState =>
  rows.some((r) => r.draft !== null) ? "draft" : rows.some((r) => r.value !== null) ? "changed" : "default";

const lastOf = (rows: OverrideRow[]) =>
  rows.reduce<OverrideRow | undefined>((a, r) => (!a || r.updated_at > a.updated_at ? r : a), undefined);

/** The operator as the console shows them ("ops@… (admin)" → "ops@…"). */
const who = (actor: string) => actor.replace(/ \(.*\)$/, "");

export interface CatalogueListRow {
  key: string;
  title: string;
  state: CatalogueState;
  author: string | null;
  updated: string | null;
  /** Experts: the published entry, for the list's availability column. */
  entry: unknown;
}

/** Every entry of a kind (the modules hold a few dozen), as published, with its state and last change. */
export async function listEntries(context: AppLoadContext, kind: CatalogueKind): Promise<CatalogueListRow[]> {
  const adapter = adapterOf(kind);
  const rows = await rowsOf(context, kind);
  const published: Overrides = {};
  for (const r of rows) if (r.value !== null) (published[r.item_key] ??= {})[r.field] = r.value;
  return (withOverrides(kind, published) as unknown[]).map((entry) => {
    const key = adapter.key(entry);
    const own = rows.filter((r) => r.item_key === key);
    const last = lastOf(own);
    return {
      key,
      title: adapter.title(entry),
      state: stateOf(own),
      author: last ? who(last.updated_by) : null,
      updated: last?.updated_at ?? null,
      entry,
    };
  });
}

export interface CatalogueEntry {
  key: string;
  /** The module's values (the fixed texts). */
  defaults: Values;
  /** What the site shows now. */
  published: Values;
  /** What the form shows: the published values with the waiting changes. */
  current: Values;
  state: CatalogueState;
  /** Fields whose published value is an override. */
  overridden: string[];
  /** Fields with a change waiting. */
  drafted: string[];
  last?: { author: string; at: string };
}

export async function loadEntry(
  context: AppLoadContext,
  kind: CatalogueKind,
  key: string,
): Promise<CatalogueEntry | undefined> {
  const adapter = adapterOf(kind);
  const entry = adapter.defaults().find((e) => adapter.key(e) === key);
  if (entry === undefined) return undefined;
  const defaults = adapter.values(entry);
  const rows = await rowsOf(context, kind, key);
  const published = { ...defaults };
  const current = { ...defaults };
  for (const r of rows) {
    if (!(r.field in defaults)) continue;
    if (r.value !== null) published[r.field] = current[r.field] = r.value;
  }
  for (const r of rows) if (r.field in defaults && r.draft !== null) current[r.field] = r.draft;
  const last = lastOf(rows);
  return {
    key,
    defaults,
    published,
    current,
    state: stateOf(rows),
    overridden: rows.filter((r) => r.value !== null).map((r) => r.field),
    drafted: rows.filter((r) => r.draft !== null).map((r) => r.field),
    last: last ? { author: who(last.updated_by), at: last.updated_at } : undefined,
  };
}

/** The entry as the site would show it with these values (the editor's preview). */
export function previewEntry(kind: CatalogueKind, key: string, values: Values): unknown {
  return (withOverrides(kind, { [key]: values }) as unknown[]).find((e) => adapterOf(kind).key(e) === key);
}

const target = (kind: CatalogueKind, key: string) => `${kind} #${key}`;

/** Fields as the audit log shows them: an expert's hours as "Mon 10:00 AM – 6:00 PM", not JSON. */
const readable = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([f, v]) => [f, f === "hours" && v ? hoursSummary(parseHours(v)) : v]));
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Saves the form's values as a draft: each field that differs from what the site shows waits as a
 * change; a field set back to what the site shows drops its waiting change. Nothing reaches the
 * site until it is published. Returns whether anything changed.
 */
export async function saveDraft(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: CatalogueKind,
  entry: CatalogueEntry,
  values: Values,
): Promise<boolean> {
  const db = context.env.DB;
  const statements: D1PreparedStatement[] = [];
  const before: Values = {};
  const after: Values = {};
  for (const { name } of CATALOGUE[kind].fields) {
    const value = values[name];
    if (value === undefined || value === entry.current[name]) continue;
    before[name] = entry.current[name];
    after[name] = value;
    if (value === entry.published[name]) {
      statements.push(
        db
          .prepare(
            `UPDATE catalogue_overrides SET draft = NULL, updated_by = ?4, updated_at = ${NOW} WHERE kind = ?1 AND item_key = ?2 AND field = ?3`,
          )
          .bind(kind, entry.key, name, actorOf(admin)),
      );
    } else {
      statements.push(
        db
          .prepare(
            `INSERT INTO catalogue_overrides (kind, item_key, field, draft, updated_by) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (kind, item_key, field) DO UPDATE SET draft = excluded.draft, updated_by = excluded.updated_by, updated_at = ${NOW}`,
          )
          .bind(kind, entry.key, name, value, actorOf(admin)),
      );
    }
  }
  if (!statements.length) return false;
  await db.batch([
    ...statements,
    db
      .prepare("DELETE FROM catalogue_overrides WHERE kind = ?1 AND item_key = ?2 AND value IS NULL AND draft IS NULL")
      .bind(kind, entry.key),
    auditStatement(context, admin, `${kind}.draft`, target(kind, entry.key), readable(before), readable(after)),
  ]);
  return true;
}

/**
 * Publishes the waiting changes: each becomes the published value, or — when it equals the
 * module's default — the override is deleted, so the default shows (and follows the module).
 */
export async function publishEntry(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: CatalogueKind,
  entry: CatalogueEntry,
) {
  if (!entry.drafted.length) return;
  const db = context.env.DB;
  const before: Values = {};
  const after: Values = {};
  const statements = entry.drafted.map((field) => {
    before[field] = entry.published[field];
    after[field] = entry.current[field];
    return entry.current[field] === entry.defaults[field]
      ? db
          .prepare("DELETE FROM catalogue_overrides WHERE kind = ?1 AND item_key = ?2 AND field = ?3")
          .bind(kind, entry.key, field)
      : db
          .prepare(
            `UPDATE catalogue_overrides SET value = draft, draft = NULL, updated_by = ?4, updated_at = ${NOW},
               published_by = ?4, published_at = ${NOW} WHERE kind = ?1 AND item_key = ?2 AND field = ?3`,
          )
          .bind(kind, entry.key, field, actorOf(admin));
  });
  await db.batch([
    ...statements,
    auditStatement(context, admin, `${kind}.publish`, target(kind, entry.key), readable(before), readable(after)),
  ]);
  await bumpContentVersion(context);
}

/** Drops the waiting changes; the site keeps what it shows. */
export async function discardEntry(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: CatalogueKind,
  entry: CatalogueEntry,
) {
  if (!entry.drafted.length) return;
  const db = context.env.DB;
  await db.batch([
    db.prepare("UPDATE catalogue_overrides SET draft = NULL WHERE kind = ?1 AND item_key = ?2").bind(kind, entry.key),
    db
      .prepare("DELETE FROM catalogue_overrides WHERE kind = ?1 AND item_key = ?2 AND value IS NULL")
      .bind(kind, entry.key),
    auditStatement(
      context,
      admin,
      `${kind}.discard-draft`,
      target(kind, entry.key),
      readable(Object.fromEntries(entry.drafted.map((f) => [f, entry.current[f]]))),
      readable(Object.fromEntries(entry.drafted.map((f) => [f, entry.published[f]]))),
    ),
  ]);
}

/** Deletes the entry's overrides (published and waiting): the site shows the module's defaults again. */
export async function restoreDefaults(
  context: AppLoadContext,
  admin: AdminIdentity,
  kind: CatalogueKind,
  entry: CatalogueEntry,
) {
  const fields = [...new Set([...entry.overridden, ...entry.drafted])];
  if (!fields.length) return;
  const db = context.env.DB;
  await db.batch([
    db.prepare("DELETE FROM catalogue_overrides WHERE kind = ?1 AND item_key = ?2").bind(kind, entry.key),
    auditStatement(
      context,
      admin,
      `${kind}.restore-default`,
      target(kind, entry.key),
      readable(Object.fromEntries(fields.map((f) => [f, entry.current[f]]))),
      readable(Object.fromEntries(fields.map((f) => [f, entry.defaults[f]]))),
    ),
  ]);
  if (entry.overridden.length) await bumpContentVersion(context);
}
