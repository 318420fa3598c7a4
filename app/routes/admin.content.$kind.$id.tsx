/**
 * /admin/content/{kind}/{id|new}: write or edit an item (Markdown body for blogs, image upload
 * to R2), preview it as saved, publish / unpublish / delete. New items start as drafts;
 * drafts never reach the public pages or API. Every change is audited.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  BackLink,
  buttonClass,
  ConfirmPanel,
  consoleTitle,
  CsrfField,
  Notice,
  PageTitle,
  Pill,
  secondaryButtonClass,
  useConsoleUser,
} from "~/components/admin/admin-shell";
import { ImagePicker } from "~/components/admin/image-picker";
import { NotFoundBoundary } from "~/components/error-boundary";
import {
  answerFor,
  KitForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from "~/components/forms";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { contentKind, IMAGE_FIELD, type ContentKind } from "~/lib/admin/content-kinds";
import {
  buildPreview,
  CONTENT_MESSAGES,
  previewOf,
  deleteItem,
  discardDraft,
  getDraft,
  getItem,
  readContentForm,
  restoreItem,
  saveItem,
  setPublished,
  storeImage,
  type ContentItem,
} from "~/lib/admin/content.server";
import { formatDmyTime, toDmy } from "~/lib/admin/dates";
import { listMedia, pickedImageOk } from "~/lib/admin/media.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { FORM_MESSAGES, formError, formFailure, handleForm } from "~/lib/forms.server";

/** The forms' schemas: the action awaits them, the page loads one on its form's first input (docs/forms.md). */
const schemas = () => import("~/lib/admin/content-forms");

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  consoleTitle(
    data ? (data.item ? `Edit ${data.one}: ${String(data.item.preview.title)}` : `New ${data.one}`) : "Not found",
  );

const SAVE = "content-save";
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

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const { kind, id } = resolve(params);
  const formData = await readContentForm(request);
  if (!formData) {
    return formError(SAVE, { status: "error", error: { "": [CONTENT_MESSAGES.tooBig] } }, 400);
  }
  await verifyCsrf(admin, formData);
  const intent = String(formData.get("intent") ?? "");
  const item = id === undefined ? undefined : await getItem(context, kind, id);
  if (id !== undefined && !item) throw notFound();
  const base = `/admin/content/${kind.slug}`;

  if (["publish", "unpublish", "delete", "restore", "discard"].includes(intent)) {
    if (!item) throw notFound();
    if (intent === "delete") {
      // The confirmation's own button says "yes": a bare delete asks first (JS or not).
      if (formData.get("confirm") !== "yes") {
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
    schema: (await schemas()).FORM_SCHEMAS[kind.slug],
    kind: "admin-content",
    intent: SAVE,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  if (formData.get("preview")) {
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
    const upload = await storeImage(context, formData.get(IMAGE_FIELD));
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

const NOTICES: Record<string, string> = {
  saved: "Saved.",
  drafted: "Saved as a draft: the site shows the published version until you publish the changes.",
  published: "Published: it is on the site now.",
  unpublished: "Unpublished: it is a draft again.",
  deleted: "Deleted: it is off the site. Restore brings it back.",
  restored: "Restored.",
  discarded: "Changes discarded: the published version stays.",
};

type Preview = ReturnType<typeof previewOf>;

export default function ContentEdit() {
  const { slug, label, one, fields: defs, item, media } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const notice = Object.keys(NOTICES).find((k) => searchParams.has(k));
  const confirmDelete = searchParams.get("confirm") === "delete" && item && !item.deleted;
  const answer = answerFor(useActionData<typeof action>(), SAVE);
  const posted = (answer?.data as { preview?: Preview } | undefined)?.preview;
  const [form, fields] = useKitForm(() => schemas().then((m) => m.FORM_SCHEMAS[slug]), {
    id: `${SAVE}-${slug}-${item?.id ?? "new"}`,
    lastResult: answer?.result,
    defaultValue: item?.values,
    shouldValidate: "onSubmit",
  });
  const meta = fields as unknown as Record<string, FieldMetadata<string>>;
  const imageErrors = (form.allErrors[IMAGE_FIELD] ?? []) as string[];
  const preview = posted ?? item?.preview;
  const hasMarkdown = defs.some((d) => d.input === "markdown");
  const live = useLivePreview(form.id, hasMarkdown, useLocation().key);
  const mediaHref = (cursor?: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete("media");
    if (cursor) next.set("media", cursor);
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const state = !item
    ? undefined
    : item.deleted
      ? { label: "Deleted", tone: "red" as const }
      : item.published
        ? item.draft
          ? { label: "Published, with unpublished changes", tone: "amber" as const }
          : { label: "Published", tone: "green" as const }
        : { label: "Draft", tone: "slate" as const };

  return (
    <>
      <BackLink to={`/admin/content/${slug}`}>{label}</BackLink>
      <PageTitle actions={state ? <Pill tone={state.tone}>{state.label}</Pill> : undefined}>
        {item ? `Edit ${one}: ${String(item.preview.title)}` : `New ${one}`}
      </PageTitle>
      {notice ? <Notice>{NOTICES[notice]}</Notice> : null}
      {confirmDelete ? (
        <ConfirmPanel
          title={`Delete this ${one}?`}
          intent="delete"
          yes="Yes, delete"
          keepTo={`/admin/content/${slug}/${item.id}`}
          keep="Keep it"
        >
          {item.published ? "It leaves the site at once. " : ""}You can restore it from this page or the audit log.
        </ConfirmPanel>
      ) : null}
      {item?.draft ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {`Unpublished changes by ${item.draft.author}, ${item.draft.when}. The site shows the published version until you publish them.`}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <KitForm
          form={form}
          intent={SAVE}
          encType="multipart/form-data"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <CsrfField />
          {defs.map((def) => {
            const field = meta[def.name];
            if (def.input === "select") {
              return (
                <SelectField
                  key={def.name}
                  meta={field}
                  label={def.label}
                  options={def.options ?? []}
                  required={def.required}
                />
              );
            }
            if (def.input === "markdown" || def.input === "textarea") {
              return (
                <TextareaField
                  key={def.name}
                  meta={field}
                  label={def.label}
                  required={def.required}
                  rows={def.input === "markdown" ? 18 : 4}
                  className={def.input === "markdown" ? "font-mono text-sm" : undefined}
                />
              );
            }
            if (def.input === "image" && media) {
              const current = String(item?.values[def.name] ?? "");
              return (
                <ImagePicker
                  key={def.name}
                  name={def.name}
                  fileName={IMAGE_FIELD}
                  label={def.label}
                  current={current}
                  currentUrl={item?.image || undefined}
                  selected={String(field.initialValue ?? current)}
                  allowNone={false}
                  media={media}
                  mediaHref={mediaHref}
                  errors={field.errors}
                  fileErrors={imageErrors}
                  idPrefix={form.id}
                />
              );
            }
            return (
              <TextField
                key={def.name}
                meta={field}
                label={def.label}
                required={def.required}
                type={def.input === "number" ? "number" : "text"}
                placeholder={def.input === "date" ? "dd/mm/yyyy" : undefined}
              />
            );
          })}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
              {item ? (item.published ? "Save changes as draft" : "Save changes") : "Save draft"}
            </SubmitButton>
            <button type="submit" name="preview" value="1" formNoValidate className={secondaryButtonClass}>
              Preview
            </button>
          </div>
        </KitForm>

        <div className="space-y-4 self-start lg:sticky lg:top-4">
          {item ? (
            <section aria-labelledby="state-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="state-title" className="text-lg font-bold text-slate-900">
                {state?.label}
              </h2>
              <div className="mt-3 flex flex-wrap gap-2">
                {item.deleted ? (
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="restore" />
                    <button type="submit" className={buttonClass}>
                      Restore
                    </button>
                  </Form>
                ) : (
                  <>
                    {!item.published || item.draft ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="publish" />
                        <button type="submit" className={buttonClass}>
                          {item.draft ? "Publish changes" : "Publish"}
                        </button>
                      </Form>
                    ) : null}
                    {item.draft ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="discard" />
                        <button type="submit" className={secondaryButtonClass}>
                          Discard changes
                        </button>
                      </Form>
                    ) : null}
                    {item.published ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="unpublish" />
                        <button type="submit" className={secondaryButtonClass}>
                          Unpublish
                        </button>
                      </Form>
                    ) : null}
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="delete" />
                      <button type="submit" className={`${secondaryButtonClass} text-red-800`}>
                        Delete
                      </button>
                    </Form>
                  </>
                )}
              </div>
              {item.published ? (
                <p className="mt-3 text-sm">
                  <a href={item.sitePath} className="font-semibold text-indigo-700 underline">
                    View on site
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
          {preview || live.active ? (
            <section aria-labelledby="preview-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="preview-title" className="text-lg font-bold text-slate-900">
                {live.active
                  ? "Preview (as you type, not saved)"
                  : posted
                    ? "Preview (not saved)"
                    : item?.draft
                      ? "Preview (the changes)"
                      : "Preview (as saved)"}
              </h2>
              <p className="mt-3 font-semibold text-slate-900">{live.title ?? String(preview?.title ?? "")}</p>
              {preview?.image ? (
                <img src={preview.image} alt="" className="mt-3 max-h-48 rounded-md bg-slate-100" />
              ) : null}
              {(preview?.lines ?? []).map((line) => (
                <p key={line} className="mt-2 text-sm text-slate-700">
                  {line}
                </p>
              ))}
              {live.html !== undefined || preview?.html ? (
                <div
                  data-testid="preview-body"
                  className="prose-content mt-3 text-sm text-slate-800"
                  // Sanitised on the server (app/lib/sanitize.server.ts), live or not.
                  dangerouslySetInnerHTML={{ __html: live.html ?? preview?.html ?? "" }}
                />
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * With JavaScript, the Markdown body's preview follows the typing: 300 ms after the last input
 * the body is posted to /admin/preview (the server's own Markdown → sanitised HTML pipeline; a
 * plain fetch, so no loader runs again) and the answer replaces the preview. The title follows
 * locally. Without JavaScript the Preview button posts the form instead. Each new location (a
 * save, a publish) shows the server's preview again until the next keystroke.
 */
function useLivePreview(formId: string, enabled: boolean, locationKey: string) {
  const { csrf } = useConsoleUser();
  const [state, setState] = useState<{ active: boolean; html?: string; title?: string }>({ active: false });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A new page (saved, published, previewed without the live pane): the server's preview again.
  useEffect(() => setState({ active: false }), [locationKey]);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!enabled || !(form instanceof HTMLFormElement)) return;
    let request: AbortController | undefined;
    const render = async () => {
      const body = (form.elements.namedItem("body") as HTMLTextAreaElement | null)?.value ?? "";
      request?.abort();
      request = new AbortController();
      const data = new FormData();
      data.set("csrf", csrf);
      data.set("body", body);
      try {
        const res = await fetch("/admin/preview", { method: "POST", body: data, signal: request.signal });
        if (!res.ok) return;
        const { html } = (await res.json()) as { html: string };
        setState((s) => ({ ...s, active: true, html }));
      } catch {
        // Aborted by a newer keystroke, or offline: the Preview button still works.
      }
    };
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLTextAreaElement;
      if (target.name === "blog_title") setState((s) => ({ ...s, active: true, title: target.value }));
      if (target.name !== "body") return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void render(), 300);
    };
    form.addEventListener("input", onInput);
    return () => {
      form.removeEventListener("input", onInput);
      clearTimeout(timer.current);
      request?.abort();
    };
  }, [formId, enabled, csrf]);
  return state;
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Not found"
      message="There is no such item."
      backTo="/admin/content"
      backLabel="All content"
    />
  );
}
