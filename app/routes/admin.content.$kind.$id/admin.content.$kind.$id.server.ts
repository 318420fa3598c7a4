/**
 * The server half of /admin/content/{kind}/{id}: its loader, its form's action and its `headers`. `route.tsx` re-
 * exports them, so the browser build sees one empty module in place of every server module they use
 * (docs/performance.md).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { FORM_SCHEMAS } from "~/lib/admin/content-forms";
import { contentKind, IMAGE_FIELD, type ContentKind } from "~/lib/admin/content-kinds";
import {
  buildPreview,
  CONTENT_MESSAGES,
  previewOf,
  deleteItem,
  discardDraft,
  getDraft,
  getItem,
  readContentUpload,
  refusedUpload,
  restoreItem,
  saveItem,
  setPublished,
  storeImage,
  type ContentItem,
} from "~/lib/admin/content.server";
import { formatDmyTime, toDmy } from "~/lib/admin/dates";
import { listMedia, pickedImageOk } from "~/lib/admin/media.server";
import { editIntentSchema } from "~/lib/admin/schemas";
import { FORM_MESSAGES, formError, formFailure, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { SAVE } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

function resolve(params: { kind?: string; id?: string }): { kind: ContentKind; id: number | undefined } {
  const kind = contentKind(params.kind);
  if (!kind) throw notFound();
  if (params.id === "new") return { kind, id: undefined };
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw notFound();
  return { kind, id: Number(params.id) };
}

function formValues(kind: ContentKind, item: ContentItem): Record<string, unknown> {
  if (kind.slug === "blogs") {
    return {
      blog_title: item.blog_title,
      category_name: item.category_name,
      tags: item.tags,
      date: toDmy(String(item.date_time ?? "").slice(0, 10)),
      blog_image: item.blog_image,
      body: item.body_markdown ?? item.blog_info,
    };
  }
  return Object.fromEntries(kind.columns.map((c) => [c, item[c]]));
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const { kind, id } = resolve(params);
  const item = id === undefined ? undefined : await getItem(context, kind, id);
  if (id !== undefined && !item) throw notFound();
  const draft = item ? await getDraft(context, kind, item.id) : undefined;
  const mediaCursor = new URL(request.url).searchParams.get("media");
  const media = kind.imageColumn ? { ...(await listMedia(context, mediaCursor)), first: !mediaCursor } : undefined;
  // A published item with changes waiting: the form and preview show the changes.
  const shown =
    item && draft
      ? ({ ...item, ...draft.values, title: draft.values[kind.titleColumn] ?? item.title } as ContentItem)
      : item;
  return data(
    {
      slug: kind.slug,
      label: kind.label,
      one: kind.one,
      fields: kind.fields,
      media,
      item:
        item && shown
          ? {
              id: item.id,
              published: Boolean(item.published),
              deleted: Boolean(item.deleted_at),
              draft: draft
                ? { author: draft.author.replace(/ \(.*\)$/, ""), when: formatDmyTime(draft.updatedAt) }
                : undefined,
              values: formValues(kind, shown),
              preview: previewOf(kind, shown),
              image: kind.imageColumn ? previewOf(kind, shown).image : "",
              sitePath: kind.sitePath(item.id),
            }
          : undefined,
    },
    { headers: noStore },
  );
}

const ItemIntentSchema = editIntentSchema(["publish", "unpublish", "delete", "restore", "discard"]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const { kind, id } = resolve(params);
  const read = await readContentUpload(request);
  if (!read.ok) return refusedUpload(SAVE, read, FORM_SCHEMAS[kind.slug], IMAGE_FIELD);
  const { formData } = read;
  await verifyCsrf(admin, formData);
  const item = id === undefined ? undefined : await getItem(context, kind, id);
  if (id !== undefined && !item) throw notFound();
  const base = `/admin/content/${kind.slug}`;

  const button = parseWithZod(formData, { schema: ItemIntentSchema });
  if (button.status === "success") {
    const { intent, confirm } = button.value;
    if (!item) throw notFound();
    if (intent === "delete") {
      // The confirmation's own button says "yes": a bare delete asks first (JS or not).
      if (confirm !== "yes") {
        return redirect(`${base}/${item.id}?confirm=delete`, { headers: noStore });
      }
      if (!item.deleted_at) await deleteItem(context, admin, kind, item);
      return redirect(`${base}/${item.id}?deleted=1`, { headers: noStore });
    }
    if (intent === "restore") {
      if (item.deleted_at) await restoreItem(context, admin, kind, item);
      return redirect(`${base}/${item.id}?restored=1`, { headers: noStore });
    }
    if (intent === "discard") {
      await discardDraft(context, admin, kind, item);
      return redirect(`${base}/${item.id}?discarded=1`, { headers: noStore });
    }
    if (item.deleted_at) return redirect(`${base}/${item.id}`, { headers: noStore });
    await setPublished(context, admin, kind, item, intent === "publish");
    return redirect(`${base}/${item.id}?${intent}ed=1`, { headers: noStore });
  }

  const result = await handleForm(request, context, {
    schema: FORM_SCHEMAS[kind.slug],
    kind: "admin-content",
    intent: SAVE,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  if (result.submission.payload.preview) {
    // Preview: the form as it would look saved, beside the form (nothing stored).
    const preview = buildPreview(kind, result.value as Record<string, unknown>, item);
    return formError(SAVE, result.submission.reply(), 200, { preview });
  }
  try {
    // A picked image is the one the item has (or its waiting change has) or an existing upload.
    const imageColumn = kind.imageColumn ?? "image";
    const picked = String((result.value as Record<string, unknown>)[imageColumn] ?? "");
    const waiting = item?.published ? await getDraft(context, kind, item.id) : undefined;
    const had = [item?.[imageColumn], waiting?.values[imageColumn]].map((v) => String(v ?? ""));
    if (!had.includes(picked) && !(await pickedImageOk(context, picked, ""))) {
      return formError(
        SAVE,
        result.submission.reply({ fieldErrors: { [imageColumn]: [CONTENT_MESSAGES.picked] } }),
        400,
      );
    }
    const upload = await storeImage(context, result.submission.payload[IMAGE_FIELD]);
    if (upload.error) {
      return formError(SAVE, result.submission.reply({ fieldErrors: { [IMAGE_FIELD]: [upload.error] } }), 400);
    }
    const saved = await saveItem(context, admin, kind, id, result.value as Record<string, unknown>, upload.path);
    if ("errors" in saved) return formError(SAVE, result.submission.reply({ fieldErrors: saved.errors }), 400);
    return redirect(`${base}/${saved.id}?${saved.draft ? "drafted" : "saved"}=1`, { headers: noStore });
  } catch (error) {
    console.error("content not saved", error instanceof Error ? error.message : error);
    return formError(SAVE, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}
