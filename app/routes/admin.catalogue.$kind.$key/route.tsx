/**
 * /admin/catalogue/{kind}/{key}: edit an expert, a service or a news item. A change is saved as a
 * draft (the site keeps showing what is published) until **Publish**; **Discard draft** drops it;
 * **Restore default** (after a confirmation step rendered by the server) deletes the overrides so
 * the shipped text shows again. Every change is audited. Editors and admins.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import {
  BackLink,
  ConfirmPanel,
  consoleTitle,
  CsrfField,
  IntentButton,
  Notice,
  PageTitle,
  Pill,
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
import { HOURS_MODE_LABELS, HOURS_MODES, WEEKDAY_LABELS, WEEKDAYS } from "~/lib/catalogue/hours";
import {
  CATALOGUE_STATE_LABELS,
  hoursField,
  HOURS_MODE_FIELD,
  PHOTO_FIELD,
  type CatalogueField,
  type CatalogueState,
} from "~/lib/catalogue/kinds";
import { CATALOGUE_SCHEMAS } from "~/lib/catalogue/schemas";
import type { loader, action } from "./admin.catalogue.$kind.$key.server";
import { SAVE } from "./shared";

export { action, headers, loader } from "./admin.catalogue.$kind.$key.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  consoleTitle(data ? `Edit ${data.one}: ${data.title}` : "Not found");

const NOTICES: Record<string, string> = {
  drafted: "Saved as a draft: the site shows the published version until you publish the changes.",
  unchanged: "Nothing changed.",
  published: "Published: the site shows it now.",
  discarded: "Draft discarded: the site keeps the published version.",
  restored: "Default restored: the site shows the shipped text again.",
};

const STATE_TONES: Record<CatalogueState, "slate" | "green" | "amber"> = {
  default: "slate",
  changed: "green",
  draft: "amber",
};

export default function CatalogueEdit() {
  const { kind, label, one, key, title, state, restorable, changes, last, sitePath, version } =
    useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const notice = Object.keys(NOTICES).find((k) => searchParams.has(k));
  const confirmRestore = searchParams.get("confirm") === "restore" && restorable;
  const base = `/admin/catalogue/${kind}/${encodeURIComponent(key)}`;

  return (
    <>
      <BackLink to={`/admin/catalogue/${kind}`}>{label}</BackLink>
      <PageTitle actions={<Pill tone={STATE_TONES[state]}>{CATALOGUE_STATE_LABELS[state]}</Pill>}>
        {`Edit ${one}: ${title}`}
      </PageTitle>
      {notice ? <Notice>{NOTICES[notice]}</Notice> : null}
      {confirmRestore ? (
        <ConfirmPanel
          title="Restore the default?"
          intent="restore"
          yes="Yes, restore the default"
          keepTo={base}
          keep="Keep the changes"
        >
          Every change to this {one}, published or waiting, is deleted and the site shows the shipped text at once. The
          audit log keeps what it was.
        </ConfirmPanel>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <EditForm key={version} />

        <div className="space-y-4 self-start">
          <section aria-labelledby="state-title" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="state-title" className="text-lg font-bold text-slate-900">
              {CATALOGUE_STATE_LABELS[state]}
            </h2>
            {last ? (
              <p className="mt-1 text-sm text-slate-700">{`Last change by ${last.author}, ${last.at}.`}</p>
            ) : (
              <p className="mt-1 text-sm text-slate-700">The site shows the shipped text.</p>
            )}
            {changes.length ? (
              <table className="mt-3 w-full text-left text-sm">
                <caption className="sr-only">Changes waiting to be published</caption>
                <thead>
                  <tr className="text-slate-700">
                    <th scope="col" className="py-1 pr-2">
                      Field
                    </th>
                    <th scope="col" className="py-1 pr-2">
                      On the site
                    </th>
                    <th scope="col" className="py-1">
                      After publishing
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.field} className="border-t border-slate-200 align-top">
                      <th scope="row" className="py-1 pr-2 font-semibold">
                        {c.field}
                      </th>
                      <td className="py-1 pr-2 break-words whitespace-pre-line text-slate-700">{c.live}</td>
                      <td className="py-1 break-words whitespace-pre-line text-slate-900">{c.next}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              {changes.length ? (
                <>
                  <IntentButton intent="publish" tone="primary">
                    Publish
                  </IntentButton>
                  <IntentButton intent="discard">Discard draft</IntentButton>
                </>
              ) : null}
              {restorable ? (
                <IntentButton intent="restore" tone="danger">
                  Restore default
                </IntentButton>
              ) : null}
            </div>
            <p className="mt-3 text-sm">
              <a href={sitePath} className="font-semibold text-indigo-700 underline">
                View on site
              </a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

/** The entry's fields, from the stored values (remounted when they change: after a save, a publish or a restore). */
function EditForm() {
  const { kind, key, fields: defs, values } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const answer = answerFor(useActionData<typeof action>(), SAVE);
  const [form, fields] = useKitForm(CATALOGUE_SCHEMAS[kind], {
    id: `${SAVE}-${kind}-${key}`,
    lastResult: answer?.result,
    defaultValue: values,
    shouldValidate: "onSubmit",
  });
  const meta = fields as unknown as Record<string, FieldMetadata<string>>;
  return (
    <KitForm
      form={form}
      intent={SAVE}
      encType={kind === "experts" ? "multipart/form-data" : undefined}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <CsrfField />
      {defs.map((def) =>
        def.input === "photo" ? (
          <PhotoInput
            key={def.name}
            current={values.image}
            formId={form.id}
            errors={(form.allErrors[PHOTO_FIELD] ?? []) as string[]}
          />
        ) : (
          <CatalogueInput key={def.name} def={def} meta={meta} />
        ),
      )}
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
        Save draft
      </SubmitButton>
    </KitForm>
  );
}

/** One field of the edit form, by its kind of input. */
function CatalogueInput({ def, meta }: { def: CatalogueField; meta: Record<string, FieldMetadata<string>> }) {
  const hint = def.hint ? <p className="mt-1 text-xs text-slate-600">{def.hint}</p> : null;
  if (def.input === "hours") return <HoursFieldset meta={meta} />;
  if (def.input === "select") {
    return (
      <SelectField
        meta={meta[def.name]}
        label={def.label}
        options={def.options ?? []}
        required={def.required}
        placeholder="Choose"
      />
    );
  }
  if (def.input === "textarea" || def.input === "lines") {
    return (
      <div>
        <TextareaField
          meta={meta[def.name]}
          label={def.label}
          required={def.required}
          rows={def.input === "lines" ? 6 : def.name === "body" ? 10 : 3}
          maxLength={def.input === "lines" ? undefined : def.max}
        />
        {hint}
      </div>
    );
  }
  return (
    <TextField
      meta={meta[def.name]}
      label={def.label}
      required={def.required}
      hint={def.hint}
      type={def.input === "number" ? "number" : "text"}
      inputMode={def.input === "number" ? "numeric" : undefined}
      maxLength={def.input === "number" ? undefined : def.max}
      placeholder={def.input === "date" ? "dd/mm/yyyy" : undefined}
    />
  );
}

/** An expert's photo: the current one and a file input for a new one (uploaded when the draft is saved). */
function PhotoInput({ current, formId, errors }: { current?: string; formId: string; errors: string[] }) {
  const id = `${formId}-${PHOTO_FIELD}`;
  return (
    <div className="flex items-start gap-4">
      {current ? (
        <img src={current} alt="" width={72} height={72} className="h-18 w-18 rounded-full object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          New photo
        </label>
        <input
          id={id}
          name={PHOTO_FIELD}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-error` : `${id}-hint`}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          PNG, JPEG, WebP, GIF or AVIF, up to 2 MB; square works best. Leave empty to keep the current photo.
        </p>
        <ErrorList id={`${id}-error`} errors={errors} />
      </div>
    </div>
  );
}

/** Availability: a mode, and with weekly hours a start and end time (IST) per day. */
function HoursFieldset({ meta }: { meta: Record<string, FieldMetadata<string>> }) {
  const mode = meta[HOURS_MODE_FIELD];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Availability (IST)</legend>
      <SelectField
        meta={mode}
        label="Status"
        required
        options={HOURS_MODES.map((m) => ({ value: m, label: HOURS_MODE_LABELS[m] }))}
        placeholder="Choose"
      />
      <p className="text-xs text-slate-600">
        With weekly hours the expert shows as Online within them and Offline with the next time otherwise, and a booking
        can only pick a time within them. Leave a day empty when the expert takes no calls that day.
      </p>
      <div className="grid gap-2">
        {WEEKDAYS.map((day) => {
          const from = meta[hoursField(day, "from")];
          const to = meta[hoursField(day, "to")];
          return (
            <div key={day} className="grid grid-cols-2 items-start gap-2">
              <TextField meta={from} label={`${WEEKDAY_LABELS[day]} from`} type="time" />
              <TextField meta={to} label={`${WEEKDAY_LABELS[day]} to`} type="time" />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <NotFoundBoundary title="Not found" message="There is no such entry." backTo="/admin" backLabel="Console" />;
}
