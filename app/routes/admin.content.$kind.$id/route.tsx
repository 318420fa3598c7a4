/**
 * /admin/content/{kind}/{id|new}: write or edit an item (Markdown body for blogs, image upload
 * to R2), preview it as saved, publish / unpublish / delete. New items start as drafts;
 * drafts never reach the public pages or API. Every change is audited.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  BackLink,
  ConfirmPanel,
  consoleTitle,
  CsrfField,
  IntentButton,
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
import { FORM_SCHEMAS } from "~/lib/admin/content-forms";
import { IMAGE_FIELD } from "~/lib/admin/content-kinds";
import { type previewOf } from "~/lib/admin/content.server";
import type { loader, action } from "./admin.content.$kind.$id.server";
import { SAVE } from "./shared";

export { action, headers, loader } from "./admin.content.$kind.$id.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  consoleTitle(
    data ? (data.item ? `Edit ${data.one}: ${String(data.item.preview.title)}` : `New ${data.one}`) : "Not found",
  );

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
  const [form, fields] = useKitForm(FORM_SCHEMAS[slug], {
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
                  <IntentButton intent="restore" tone="primary">
                    Restore
                  </IntentButton>
                ) : (
                  <>
                    {!item.published || item.draft ? (
                      <IntentButton intent="publish" tone="primary">
                        {item.draft ? "Publish changes" : "Publish"}
                      </IntentButton>
                    ) : null}
                    {item.draft ? <IntentButton intent="discard">Discard changes</IntentButton> : null}
                    {item.published ? <IntentButton intent="unpublish">Unpublish</IntentButton> : null}
                    <IntentButton intent="delete" tone="danger">
                      Delete
                    </IntentButton>
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
                  // Sanitised on the server (app/lib/platform/sanitize.server.ts), live or not.
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
