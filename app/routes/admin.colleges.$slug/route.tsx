/**
 * /admin/colleges/{slug}: a college's editable fields (app/lib/admin/college-fields.ts) — saved as
 * a draft, on the site once published (audited; the content version moves so the page shows it on
 * the next request). Official figures are shown, never editable: they come from the imports.
 * Editors and admins.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  BackLink,
  consoleTitle,
  CsrfField,
  IntentButton,
  Notice,
  PageTitle,
  Pill,
} from "~/components/admin/admin-shell";
import { ImagePicker } from "~/components/admin/image-picker";
import { NotFoundBoundary } from "~/components/error-boundary";
import { answerFor, KitForm, SubmitButton, TextareaField, TextField, useKitForm } from "~/components/forms";
import { COLLEGE_FIELD_DEFS } from "~/lib/admin/college-fields";
import { CollegeFormSchema } from "~/lib/admin/college-form";
import type { loader, action } from "./admin.colleges.$slug.server";
import { SAVE } from "./shared";

export { action, headers, loader } from "./admin.colleges.$slug.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  consoleTitle(data ? `Edit college: ${data.college.name}` : "Not found");

const NOTICES: Record<string, string> = {
  drafted: "Saved as a draft: the site shows the published version until you publish the changes.",
  unchanged: "Nothing to publish: the fields are as the site shows them.",
  published: "Published: the college page shows it now.",
  discarded: "Changes discarded: the published version stays.",
};

const LABELS = Object.fromEntries(COLLEGE_FIELD_DEFS.map((d) => [d.name, d.label]));

export default function CollegeEdit() {
  const { college, values, changes, draft, media, abroad } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const notice = Object.keys(NOTICES).find((k) => searchParams.has(k));
  const answer = answerFor(useActionData<typeof action>(), SAVE);
  const [form, fields] = useKitForm(CollegeFormSchema, {
    id: `${SAVE}-${college.slug}`,
    lastResult: answer?.result,
    defaultValue: values,
    shouldValidate: "onSubmit",
  });
  const meta = fields as unknown as Record<string, FieldMetadata<string>>;
  const mediaHref = (cursor?: string) => {
    const next = new URLSearchParams(searchParams);
    for (const k of ["media", ...Object.keys(NOTICES)]) next.delete(k);
    if (cursor) next.set("media", cursor);
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  return (
    <>
      <BackLink to="/admin/colleges">Colleges</BackLink>
      <PageTitle
        actions={
          draft ? <Pill tone="amber">Published, with unpublished changes</Pill> : <Pill tone="green">Published</Pill>
        }
      >
        {`Edit college: ${college.name}`}
      </PageTitle>
      {notice ? <Notice>{NOTICES[notice]}</Notice> : null}
      {draft ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {`Unpublished changes by ${draft.author}, ${draft.when}. The site shows the published version until you publish them.`}
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
          {COLLEGE_FIELD_DEFS.map((def) => {
            const field = meta[def.name];
            if (def.input === "image" && def.file) {
              return (
                <ImagePicker
                  key={def.name}
                  name={def.name}
                  fileName={def.file}
                  label={def.label}
                  current={values[def.name]}
                  selected={String(field.initialValue ?? values[def.name])}
                  media={media}
                  mediaHref={mediaHref}
                  errors={field.errors}
                  fileErrors={(form.allErrors[def.file] ?? []) as string[]}
                  idPrefix={form.id}
                />
              );
            }
            if (def.input === "textarea") {
              return (
                <TextareaField key={def.name} meta={field} label={def.label} rows={def.name === "address" ? 3 : 6} />
              );
            }
            return <TextField key={def.name} meta={field} label={def.label} hint={def.hint} />;
          })}
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save changes as draft
          </SubmitButton>
        </KitForm>

        <div className="space-y-4 self-start">
          <section aria-labelledby="state-title" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="state-title" className="text-lg font-bold text-slate-900">
              {draft ? "Changes waiting" : "Published"}
            </h2>
            {changes.length ? (
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                {changes.map((f) => (
                  <li key={f}>{LABELS[f]}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-700">The site shows these fields as they are here.</p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {draft ? (
                <>
                  <IntentButton intent="publish" tone="primary">
                    Publish changes
                  </IntentButton>
                  <IntentButton intent="discard">Discard changes</IntentButton>
                </>
              ) : null}
            </div>
            <p className="mt-3 text-sm">
              <a href={`/colleges/${college.slug}`} className="font-semibold text-indigo-700 underline">
                View on site
              </a>
            </p>
          </section>
          <section aria-labelledby="official-title" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="official-title" className="text-lg font-bold text-slate-900">
              Official figures
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              From the published NIRF and JoSAA tables and the college import: not editable here.
            </p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">Name</dt>
                <dd className="font-medium text-slate-900">{college.name}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Place</dt>
                <dd className="font-medium text-slate-900">{college.place || "—"}</dd>
              </div>
              {college.official.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {abroad.length ? (
            <section aria-labelledby="abroad-title" className="rounded-xl border border-slate-200 bg-white p-5">
              <h2 id="abroad-title" className="text-lg font-bold text-slate-900">
                Study-abroad figures
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Read-only: each from its source. Upload a study-abroad requirements table on Official data to change
                them.
              </p>
              <ul className="mt-3 space-y-2 text-sm">
                {abroad.map((f) => (
                  <li key={`${f.level}-${f.kind}-${f.source_url}`}>
                    <span className="font-medium text-slate-900">{`${f.level ? `${f.level} ` : ""}${f.kind}: ${f.value}`}</span>
                    <span className="block text-xs text-slate-600">
                      <a href={f.source_url} className="underline" rel="noopener noreferrer">
                        {f.source_name}
                      </a>
                      {f.edition ? ` (${f.edition})` : ""}
                      {`, read ${f.read_on}`}
                    </span>
                  </li>
                ))}
              </ul>
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
      message="There is no such college."
      backTo="/admin/colleges"
      backLabel="All colleges"
    />
  );
}
