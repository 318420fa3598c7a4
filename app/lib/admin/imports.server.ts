/**
 * The console's "Official data" imports: an upload is checked (size, UTF-8, its header),
 * planned against D1 (app/lib/official/import.ts: the same plan `npm run db:import` prints)
 * and staged in R2 (MEDIA, `imports/{uuid}.csv`, never served) so the confirmation is a small
 * second POST naming it. Confirming plans again; when the plan differs from the one shown the
 * operator sees the new report instead. Applying writes in bounded batches with the audit row in
 * the last one, then bumps the content version so the next request shows the change.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { INSTITUTE_NAMES } from "~/content/institute-names";
import { bumpContentVersion } from "../content/content.server";
import { planImport } from "../official/import";
import { decodeUpload } from "../official/import-file";
import { type ImportKind } from "../official/import-form";
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from "../official/import-form";
import { ImportFileError, type ImportPlan, type Reader } from "../official/import-plan";
import { auditStatement } from "./audit.server";
import type { AdminIdentity } from "./auth.server";
import { readUploadForm } from "./upload-form.server";

const PREFIX = "imports/";
/** Staged uploads older than this are deleted when the next one arrives. */
const STAGED_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

export interface ImportOptions {
  kind?: ImportKind;
  category?: string;
  year?: number;
  round?: number;
  /** Empty cells clear held figures (otherwise they keep them). */
  clear?: boolean;
}

export type StageResult =
  | { ok: true; plan: ImportPlan; staged: string }
  | { ok: false; field: "file" | "category" | "year" | "round"; message: string };

/** Reads the multipart upload (the file and the form's choices; see upload-form.server.ts). */
export function readImportForm(request: Request) {
  return readUploadForm(request, MAX_IMPORT_BYTES + 64 * 1024);
}

function d1Reader(db: D1Database): Reader {
  return async (sql, params = []) =>
    ((
      await db
        .prepare(sql)
        .bind(...params)
        .all()
    ).results ?? []) as Array<Record<string, unknown>>;
}

const today = () => new Date().toISOString().slice(0, 10);

function plan(context: AppLoadContext, text: string, file: string, options: ImportOptions) {
  return planImport(d1Reader(context.env.DB), {
    text,
    file,
    ...options,
    mapping: INSTITUTE_NAMES,
    today: today(),
  });
}

async function planOrRefuse(
  context: AppLoadContext,
  text: string,
  file: string,
  options: ImportOptions,
): Promise<
  { ok: true; plan: ImportPlan } | { ok: false; field: "file" | "category" | "year" | "round"; message: string }
> {
  try {
    return { ok: true, plan: await plan(context, text, file, options) };
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

/** Checks the uploaded file, plans it (the dry run) and stages it for the confirmation. */
export async function stageImport(
  context: AppLoadContext,
  admin: AdminIdentity,
  file: FormDataEntryValue | null,
  options: ImportOptions,
): Promise<StageResult> {
  if (!file || typeof file === "string" || file.size === 0)
    return { ok: false, field: "file", message: IMPORT_MESSAGES.noFile };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, field: "file", message: IMPORT_MESSAGES.tooBig };
  const decoded = decodeUpload(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return { ok: false, field: "file", message: decoded.message };
  const { text } = decoded;
  const bucket = context.env.MEDIA;
  if (!bucket) return { ok: false, field: "file", message: IMPORT_MESSAGES.noStorage };
  const name = file.name.replace(/^.*[\\/]/, "").slice(0, 120) || "upload.csv";
  const planned = await planOrRefuse(context, text, name, options);
  if (!planned.ok) return planned;
  const staged = crypto.randomUUID();
  await bucket.put(`${PREFIX}${staged}.csv`, text, {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
    customMetadata: {
      file: name,
      kind: planned.plan.report.kind,
      category: options.category ?? "",
      year: String(options.year ?? ""),
      round: String(options.round ?? ""),
      clear: options.clear ? "1" : "",
      by: admin.email,
    },
  });
  await sweepStaged(bucket).catch(() => undefined);
  return { ok: true, plan: planned.plan, staged };
}

/** Deletes staged uploads nobody confirmed within a day (one listing, at most 100 keys). */
async function sweepStaged(bucket: R2Bucket) {
  const listed = await bucket.list({ prefix: PREFIX, limit: 100 });
  const old = listed.objects.filter((o) => Date.now() - o.uploaded.getTime() > STAGED_TTL_MS).map((o) => o.key);
  if (old.length) await bucket.delete(old);
}

export type ApplyResult =
  | { ok: true; plan: ImportPlan }
  | { ok: false; status: 400 | 409; message: string; plan?: ImportPlan; staged?: string };

/** Plans the staged file again; applies it when the plan is the one the operator read. */
export async function applyStaged(
  context: AppLoadContext,
  admin: AdminIdentity,
  staged: string,
  digest: string,
): Promise<ApplyResult> {
  const bucket = context.env.MEDIA;
  const object = bucket ? await bucket.get(`${PREFIX}${staged}.csv`) : null;
  if (!bucket || !object) return { ok: false, status: 400, message: IMPORT_MESSAGES.expired };
  const meta = object.customMetadata ?? {};
  const number = (s: string | undefined) => (s ? Number(s) : undefined);
  const planned = await planOrRefuse(context, await object.text(), meta.file ?? "upload.csv", {
    kind: meta.kind as ImportKind,
    category: meta.category || undefined,
    year: number(meta.year),
    round: number(meta.round),
    clear: meta.clear === "1",
  });
  if (!planned.ok) return { ok: false, status: 400, message: planned.message };
  const { plan: p } = planned;
  if (p.digest !== digest) return { ok: false, status: 409, message: IMPORT_MESSAGES.changed, plan: p, staged };
  const db = context.env.DB;
  const prepared = p.statements.map((s) => db.prepare(s.sql).bind(...s.params));
  const { report } = p;
  const audit = auditStatement(context, admin, "data.import", `${report.title} (${report.file})`, null, {
    file: report.file,
    added: report.counts.added,
    changed: report.counts.changed,
    unchanged: report.unchanged,
    unmatched: report.counts.unmatched,
    malformed: report.counts.malformed,
  });
  prepared.push(audit);
  for (let i = 0; i < prepared.length; i += BATCH) await db.batch(prepared.slice(i, i + BATCH));
  await bumpContentVersion(context);
  await bucket.delete(`${PREFIX}${staged}.csv`);
  return { ok: true, plan: p };
}

export interface HeldSource {
  id: string;
  publisher: string;
  title: string;
  taken: string;
  year: number | null;
  file: string;
}

/** The tables recorded in data_sources (a few dozen rows at most), latest import first. */
export async function heldSources(context: AppLoadContext): Promise<HeldSource[]> {
  const r = await context.env.DB.prepare(
    "SELECT id, publisher, title, taken, year, file FROM data_sources ORDER BY taken DESC, id LIMIT 50",
  ).all<HeldSource>();
  return r.results ?? [];
}
