/**
 * The server half of /admin/catalogue/{kind}/{key}: its loader, its form's action and its `headers`. `route.tsx` re-
 * exports them, so the browser build sees one empty module in place of every server module they use
 * (docs/performance.md).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { readContentUpload, refusedUpload, storeImage } from "~/lib/admin/content.server";
import { formatDmyTime, toDmy } from "~/lib/admin/dates";
import { editIntentSchema } from "~/lib/admin/schemas";
import { discardEntry, loadEntry, publishEntry, restoreDefaults, saveDraft } from "~/lib/catalogue/console.server";
import { hoursSummary, parseHours, WEEKDAYS } from "~/lib/catalogue/hours";
import { catalogueKind, hoursField, HOURS_MODE_FIELD, PHOTO_FIELD, type CatalogueKind } from "~/lib/catalogue/kinds";
import { CATALOGUE_SCHEMAS, storedValues } from "~/lib/catalogue/schemas";
import { FORM_MESSAGES, formError, formFailure, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { SAVE } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

const EntryIntentSchema = editIntentSchema(["publish", "discard", "restore"]);

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

async function resolve(context: LoaderFunctionArgs["context"], params: { kind?: string; key?: string }) {
  const def = catalogueKind(params.kind);
  if (!def || !params.key || params.key.length > 120) throw notFound();
  const entry = await loadEntry(context, def.kind, params.key);
  if (!entry) throw notFound();
  return { def, entry };
}

/** The stored texts as the form's fields (hours as a mode and a time per day; dates dd/mm/yyyy). */
function formValues(kind: CatalogueKind, values: Record<string, string>): Record<string, string> {
  if (kind === "news") return { ...values, date: toDmy(values.date) };
  if (kind !== "experts") return values;
  const hours = parseHours(values.hours);
  const out: Record<string, string> = { ...values, [HOURS_MODE_FIELD]: hours.mode };
  if (hours.mode === "hours") {
    for (const day of WEEKDAYS) {
      const range = hours.days[day];
      if (range) [out[hoursField(day, "from")], out[hoursField(day, "to")]] = [range.from, range.to];
    }
  }
  return out;
}

/** A stored text as the console shows it in the changes table. */
function shown(field: string, value: string): string {
  if (field === "hours") return hoursSummary(parseHours(value));
  if (field === "date") return toDmy(value);
  return value === "" ? "(empty)" : value;
}

const titleOf = (kind: CatalogueKind, values: Record<string, string>) =>
  kind === "experts" ? values.name : values.title;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const { def, entry } = await resolve(context, params);
  const label = (name: string) => def.fields.find((f) => f.name === name)?.label ?? name;
  return data(
    {
      kind: def.kind,
      label: def.label,
      one: def.one,
      fields: def.fields,
      key: entry.key,
      title: titleOf(def.kind, entry.published),
      state: entry.state,
      values: formValues(def.kind, entry.current),
      restorable: entry.overridden.length > 0 || entry.drafted.length > 0,
      changes: entry.drafted.map((f) => ({
        field: label(f),
        live: shown(f, entry.published[f]),
        next: shown(f, entry.current[f]),
      })),
      last: entry.last ? { author: entry.last.author, at: formatDmyTime(entry.last.at) } : undefined,
      /** Changes with every stored change: the form starts again from the stored values. */
      version: entry.last?.at ?? "default",
      sitePath: def.sitePath(entry.key),
    },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const { def, entry } = await resolve(context, params);
  // Multipart (an expert's photo) or a plain post, up to the content editor's image size.
  const read = await readContentUpload(request);
  if (!read.ok) return refusedUpload(SAVE, read, CATALOGUE_SCHEMAS[def.kind], PHOTO_FIELD);
  const { formData } = read;
  await verifyCsrf(admin, formData);
  const back = (notice: string) =>
    redirect(`/admin/catalogue/${def.kind}/${encodeURIComponent(entry.key)}?${notice}=1`, { headers: noStore });
  const button = parseWithZod(formData, { schema: EntryIntentSchema });
  if (button.status === "success" && button.value.intent === "publish") {
    await publishEntry(context, admin, def.kind, entry);
    return back("published");
  }
  if (button.status === "success" && button.value.intent === "discard") {
    await discardEntry(context, admin, def.kind, entry);
    return back("discarded");
  }
  if (button.status === "success" && button.value.intent === "restore") {
    // A bare restore asks first (with or without JavaScript); the confirmation's own button says "yes".
    if (button.value.confirm !== "yes") {
      return redirect(`/admin/catalogue/${def.kind}/${encodeURIComponent(entry.key)}?confirm=restore`, {
        headers: noStore,
      });
    }
    await restoreDefaults(context, admin, def.kind, entry);
    return back("restored");
  }
  const result = await handleForm(request, context, {
    schema: CATALOGUE_SCHEMAS[def.kind],
    kind: "admin-content",
    intent: SAVE,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  try {
    const values = storedValues(def.kind, result.value as Record<string, unknown>);
    if (def.kind === "experts") {
      // A new photo goes to R2 (type checked by its bytes, 2 MB at most) and waits with the draft.
      const upload = await storeImage(context, result.submission.payload[PHOTO_FIELD]);
      if (upload.error) {
        return formError(SAVE, result.submission.reply({ fieldErrors: { [PHOTO_FIELD]: [upload.error] } }), 400);
      }
      if (upload.path) values.image = upload.path;
    }
    const changed = await saveDraft(context, admin, def.kind, entry, values);
    return back(changed ? "drafted" : "unchanged");
  } catch (error) {
    console.error("catalogue change not saved", error instanceof Error ? error.message : error);
    return formError(SAVE, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}
