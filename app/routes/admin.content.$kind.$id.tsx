/**
 * /admin/content/{kind}/{id|new}: write or edit an item (Markdown body for blogs, image upload
 * to R2), preview it as saved, publish / unpublish / delete. New items start as drafts;
 * drafts never reach the public pages or API. Every change is audited.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  BackLink,
  buttonClass,
  consoleTitle,
  CsrfField,
  PageTitle,
  Pill,
  secondaryButtonClass,
} from "~/components/admin/admin-shell";
import { NotFoundBoundary } from "~/components/error-boundary";
import {
  answerFor,
  ErrorList,
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
  const { slug, label, one, fields: defs, item } = useLoaderData<typeof loader>();
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
  const imageErrorId = `${form.id}-${IMAGE_FIELD}-error`;
  const imageErrors = (form.allErrors[IMAGE_FIELD] ?? []) as string[];
  const preview = posted ?? item?.preview;
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
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {NOTICES[notice]}
        </p>
      ) : null}
      {confirmDelete ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-title"
          className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h2 id="confirm-title" className="font-bold text-red-900">
            {`Delete this ${one}?`}
          </h2>
          <p className="mt-1 text-sm text-red-900">
            {item.published ? "It leaves the site at once. " : ""}You can restore it from this page or the audit log.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">
                Yes, delete
              </button>
            </Form>
            <Link to={`/admin/content/${slug}/${item.id}`} className={secondaryButtonClass}>
              Keep it
            </Link>
          </div>
        </section>
      ) : null}
      {item?.draft ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {`Unpublished changes by ${item.draft.author}, ${item.draft.when}. The site shows the published version until you publish them.`}
        </p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2">
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
            if (def.input === "image") {
              return (
                <div key={def.name} className="space-y-3">
                  <TextField meta={field} label={def.label} hint={def.hint} />
                  <div>
                    <p className="block text-sm font-semibold text-slate-800" id={`${form.id}-drop-title`}>
                      New image
                    </p>
                    <label
                      htmlFor={`${form.id}-${IMAGE_FIELD}`}
                      className="relative mt-1 flex min-h-28 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-4 text-center text-sm text-slate-700 hover:border-indigo-500 hover:bg-indigo-50"
                    >
                      <span className="font-semibold text-indigo-800">Upload a new image</span>
                      <span className="mt-1 text-xs">
                        Drop a file here or choose one: PNG, JPEG, WebP, GIF or AVIF, up to 2 MB.
                      </span>
                      <input
                        id={`${form.id}-${IMAGE_FIELD}`}
                        name={IMAGE_FIELD}
                        type="file"
                        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                        aria-invalid={imageErrors.length ? true : undefined}
                        aria-describedby={imageErrors.length ? imageErrorId : undefined}
                        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                      />
                    </label>
                    <ErrorList id={imageErrorId} errors={imageErrors} />
                  </div>
                </div>
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

        <div className="space-y-4 self-start">
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
          {preview ? (
            <section aria-labelledby="preview-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="preview-title" className="text-lg font-bold text-slate-900">
                {posted ? "Preview (not saved)" : item?.draft ? "Preview (the changes)" : "Preview (as saved)"}
              </h2>
              <p className="mt-3 font-semibold text-slate-900">{String(preview.title)}</p>
              {preview.image ? (
                <img src={preview.image} alt="" className="mt-3 max-h-48 rounded-md bg-slate-100" />
              ) : null}
              {preview.lines.map((line) => (
                <p key={line} className="mt-2 text-sm text-slate-700">
                  {line}
                </p>
              ))}
              {preview.html ? (
                <div
                  className="prose-content mt-3 text-sm text-slate-800"
                  // Sanitised on the server (app/lib/sanitize.server.ts).
                  dangerouslySetInnerHTML={{ __html: preview.html }}
                />
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
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
