/**
 * /admin/content/{kind}/{id|new}: write or edit an item (Markdown body for blogs, image upload
 * to R2), preview it as saved, publish / unpublish / delete. New items start as drafts;
 * drafts never reach the public pages or API. Every change is audited.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { BackLink, consoleTitle, CsrfField, PageTitle, secondaryButtonClass } from "~/components/admin/admin-shell";
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
  CONTENT_MESSAGES,
  deleteItem,
  getItem,
  readContentForm,
  saveItem,
  setPublished,
  storeImage,
  type ContentItem,
} from "~/lib/admin/content.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { uploadUrl } from "~/lib/content-types";
import { FORM_MESSAGES, formError, formFailure, handleForm } from "~/lib/forms.server";
import { sanitizeHtml } from "~/lib/sanitize.server";

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
      date: String(item.date_time ?? "").slice(0, 10),
      blog_image: item.blog_image,
      body: item.body_markdown ?? item.blog_info,
    };
  }
  return Object.fromEntries(kind.columns.map((c) => [c, item[c]]));
}

function previewOf(kind: ContentKind, item: ContentItem) {
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

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const { kind, id } = resolve(params);
  const item = id === undefined ? undefined : await getItem(context, kind, id);
  if (id !== undefined && !item) throw notFound();
  return data(
    {
      slug: kind.slug,
      label: kind.label,
      one: kind.one,
      fields: kind.fields,
      item: item
        ? {
            id: item.id,
            published: Boolean(item.published),
            values: formValues(kind, item),
            preview: previewOf(kind, item),
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

  if (intent === "publish" || intent === "unpublish" || intent === "delete") {
    if (!item) throw notFound();
    if (intent === "delete") {
      await deleteItem(context, admin, kind, item);
      return redirect(`${base}?deleted=1`, { headers: noStore });
    }
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
  try {
    const upload = await storeImage(context, formData.get(IMAGE_FIELD));
    if (upload.error) {
      return formError(SAVE, result.submission.reply({ fieldErrors: { [IMAGE_FIELD]: [upload.error] } }), 400);
    }
    const saved = await saveItem(context, admin, kind, id, result.value as Record<string, unknown>, upload.path);
    if ("errors" in saved) return formError(SAVE, result.submission.reply({ fieldErrors: saved.errors }), 400);
    return redirect(`${base}/${saved.id}?saved=1`, { headers: noStore });
  } catch (error) {
    console.error("content not saved", error instanceof Error ? error.message : error);
    return formError(SAVE, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
  }
}

const NOTICES: Record<string, string> = {
  saved: "Saved.",
  published: "Published: it is on the site now.",
  unpublished: "Unpublished: it is a draft again.",
};

export default function ContentEdit() {
  const { slug, label, one, fields: defs, item } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const notice = Object.keys(NOTICES).find((k) => searchParams.has(k));
  const [form, fields] = useKitForm(() => schemas().then((m) => m.FORM_SCHEMAS[slug]), {
    id: `${SAVE}-${slug}-${item?.id ?? "new"}`,
    lastResult: answerFor(useActionData<typeof action>(), SAVE)?.result,
    defaultValue: item?.values,
    shouldValidate: "onSubmit",
  });
  const meta = fields as unknown as Record<string, FieldMetadata<string>>;
  const imageErrorId = `${form.id}-${IMAGE_FIELD}-error`;
  const imageErrors = (form.allErrors[IMAGE_FIELD] ?? []) as string[];

  return (
    <>
      <BackLink to={`/admin/content/${slug}`}>{label}</BackLink>
      <PageTitle>{item ? `Edit ${one}: ${String(item.preview.title)}` : `New ${one}`}</PageTitle>
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {NOTICES[notice]}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
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
                  rows={def.input === "markdown" ? 16 : 4}
                />
              );
            }
            if (def.input === "image") {
              return (
                <div key={def.name} className="space-y-3">
                  <TextField meta={field} label={def.label} hint={def.hint} />
                  <div>
                    <label htmlFor={`${form.id}-${IMAGE_FIELD}`} className="block text-sm font-semibold text-slate-800">
                      Upload a new image
                    </label>
                    <input
                      id={`${form.id}-${IMAGE_FIELD}`}
                      name={IMAGE_FIELD}
                      type="file"
                      accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                      aria-invalid={imageErrors.length ? true : undefined}
                      aria-describedby={imageErrors.length ? imageErrorId : undefined}
                      className="mt-1 block text-sm"
                    />
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
                type={def.input === "number" ? "number" : def.input === "date" ? "date" : "text"}
              />
            );
          })}
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            {item ? "Save changes" : "Save draft"}
          </SubmitButton>
        </KitForm>

        {item ? (
          <div className="space-y-4 self-start">
            <section aria-labelledby="state-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="state-title" className="text-lg font-bold text-slate-900">
                {item.published ? "Published" : "Draft"}
              </h2>
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value={item.published ? "unpublish" : "publish"} />
                  <button type="submit" className={secondaryButtonClass}>
                    {item.published ? "Unpublish" : "Publish"}
                  </button>
                </Form>
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="delete" />
                  <button type="submit" className={`${secondaryButtonClass} text-red-800`}>
                    Delete
                  </button>
                </Form>
              </div>
              {item.published ? (
                <p className="mt-3 text-sm">
                  <a href={item.sitePath} className="font-semibold text-indigo-700 underline">
                    View on site
                  </a>
                </p>
              ) : null}
            </section>
            <section aria-labelledby="preview-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="preview-title" className="text-lg font-bold text-slate-900">
                Preview (as saved)
              </h2>
              <p className="mt-3 font-semibold text-slate-900">{String(item.preview.title)}</p>
              {item.preview.image ? (
                <img src={item.preview.image} alt="" className="mt-3 max-h-48 rounded-md bg-slate-100" />
              ) : null}
              {item.preview.lines.map((line) => (
                <p key={line} className="mt-2 text-sm text-slate-700">
                  {line}
                </p>
              ))}
              {item.preview.html ? (
                <div
                  className="prose-content mt-3 text-sm text-slate-800"
                  // Sanitised on the server (app/lib/sanitize.server.ts).
                  dangerouslySetInnerHTML={{ __html: item.preview.html }}
                />
              ) : null}
            </section>
          </div>
        ) : null}
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
