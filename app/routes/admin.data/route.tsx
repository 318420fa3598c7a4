/**
 * /admin/data (admin): "Official data" — upload a college CSV, a NIRF ranking table or a JoSAA
 * opening/closing-rank table; the page shows the dry run's report (what would be added, changed,
 * left unmatched, the malformed rows), then **Apply these changes** posts a reference to the
 * staged upload (R2). The apply is audited and shows on the next request. Works without
 * JavaScript: a plain multipart form, then a second plain post.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClass, consoleMeta, CsrfField, PageTitle, secondaryButtonClass } from "~/components/admin/admin-shell";
import { DataEditions } from "~/components/admin/data-editions";
import { ImportReportView } from "~/components/admin/import-report";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { IMPORT_FILE_FIELD, KIND_LABELS, type ImportKind, MAX_IMPORT_LABEL } from "~/lib/official/import-form";
import type { ImportReport } from "~/lib/official/import-plan";
import type { loader, action } from "./admin.data.server";
import { type FieldName } from "./shared";

export { action, headers, loader } from "./admin.data.server";

export const meta = consoleMeta("Official data");

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600";

const labelClass = "block text-sm font-semibold text-slate-800";

function Field({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: FieldName;
  label: string;
  hint?: string;
  errors?: string[];
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = `import-${name}`;
  const described = [hint ? `${id}-hint` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": errors?.length ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

export default function AdminData() {
  const { sources, editions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // A refused upload: each message beside its field, the choices as posted.
  const refused = answer?.step === "form" ? answer.result : undefined;
  const errorsOf = (name: FieldName) => refused?.error?.[name] ?? undefined;
  const initial = (refused?.initialValue ?? {}) as Partial<Record<FieldName, unknown>>;
  const valueOf = (name: FieldName) => (typeof initial[name] === "string" ? initial[name] : "");
  const values = {
    kind: valueOf("kind"),
    category: valueOf("category"),
    year: valueOf("year"),
    round: valueOf("round"),
    clear: valueOf("clear"),
  };
  const hasChanges = (r: ImportReport) => r.counts.added + r.counts.changed + r.counts.unmatched > 0;

  return (
    <>
      <PageTitle>Official data</PageTitle>
      <p className="max-w-3xl text-slate-700">
        Upload a published table as it comes: a <strong>NIRF ranking table</strong> (one category and year), a{" "}
        <strong>JoSAA opening and closing-rank table</strong> (one year and round) or the <strong>college CSV</strong>.
        You first see what it would add, change and leave unmatched; nothing is written until you apply it.
      </p>

      {answer?.step === "applied" ? (
        <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {`Imported ${answer.report.title}: ${answer.report.counts.added} added, ${answer.report.counts.changed} changed.`}{" "}
          It shows on the site now:{" "}
          <Link to={answer.report.publicPath} className="font-semibold underline">
            {answer.report.publicPath}
          </Link>
          .
        </div>
      ) : null}

      {answer?.step === "report" ? (
        <div className="mt-6 space-y-4">
          {answer.message ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {answer.message}
            </p>
          ) : null}
          <ImportReportView report={answer.report} heading="Dry run" />
          {hasChanges(answer.report) ? (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="staged" value={answer.staged} />
              <input type="hidden" name="digest" value={answer.digest} />
              <button type="submit" className={buttonClass} disabled={busy}>
                {busy ? "Applying…" : "Apply these changes"}
              </button>
              <Link to="/admin/data" className={secondaryButtonClass}>
                Cancel
              </Link>
            </Form>
          ) : (
            <p className="text-sm text-slate-700">Nothing to write: the database already holds this table.</p>
          )}
        </div>
      ) : null}

      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        aria-labelledby="upload-title"
      >
        <h2 id="upload-title" className="text-lg font-bold text-slate-900">
          Check a file
        </h2>
        <CsrfField />
        <input type="hidden" name="intent" value="preview" />
        <Field name="kind" label="Kind" hint="Detected from the header unless you choose." errors={errorsOf("kind")}>
          {(a11y) => (
            <select {...a11y} name="kind" defaultValue={values.kind} className={inputClass}>
              <option value="">Detect from the header</option>
              {(Object.keys(KIND_LABELS) as ImportKind[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="text-sm text-slate-700">
          A table&apos;s category, year and round are read from its file name (<code>engineering-2025.csv</code>,{" "}
          <code>orcr-2025-round1.csv</code>) or a Category column; fill them in when the name does not carry them.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="category" label="NIRF category" errors={errorsOf("category")}>
            {(a11y) => <input {...a11y} name="category" defaultValue={values.category} className={inputClass} />}
          </Field>
          <Field name="year" label="Year" errors={errorsOf("year")}>
            {(a11y) => (
              <input {...a11y} name="year" inputMode="numeric" defaultValue={values.year} className={inputClass} />
            )}
          </Field>
          <Field name="round" label="JoSAA round" errors={errorsOf("round")}>
            {(a11y) => (
              <input {...a11y} name="round" inputMode="numeric" defaultValue={values.round} className={inputClass} />
            )}
          </Field>
        </div>
        <div>
          <div className="flex items-start gap-2">
            <input
              id="import-clear"
              name="clear"
              type="checkbox"
              defaultChecked={values.clear === "on"}
              aria-invalid={errorsOf("clear")?.length ? true : undefined}
              aria-describedby="import-clear-hint"
              className="mt-1 size-4"
            />
            <label htmlFor="import-clear" className={labelClass}>
              Empty cells clear held figures
            </label>
          </div>
          <p id="import-clear-hint" className="text-xs text-slate-600">
            Unticked, an empty score, parameter, city, state or opening rank keeps the figure already held.
          </p>
          <ErrorList id="import-clear-error" errors={errorsOf("clear")} />
        </div>
        <Field
          name="file"
          label="File (CSV)"
          hint={`UTF-8 CSV with its header row, up to ${MAX_IMPORT_LABEL}. Workbooks, PDFs, images and markup are refused: save the sheet as CSV.`}
          errors={errorsOf("file")}
        >
          {(a11y) => (
            <input
              {...a11y}
              name={IMPORT_FILE_FIELD}
              type="file"
              accept=".csv,text/csv"
              required
              className={inputClass}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy && navigation.formEncType === "multipart/form-data" ? "Checking…" : "Check file"}
        </button>
      </Form>

      <section aria-labelledby="held-title" className="mt-8 max-w-3xl">
        <h2 id="held-title" className="text-lg font-bold text-slate-900">
          Tables held
        </h2>
        {sources.length ? (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th className="py-1 pr-3">Table</th>
                <th className="py-1 pr-3">Publisher</th>
                <th className="py-1 pr-3">File</th>
                <th className="py-1">Taken</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.id} className="border-b border-slate-200">
                  <td className="py-1 pr-3">{s.title}</td>
                  <td className="py-1 pr-3">{s.publisher}</td>
                  <td className="py-1 pr-3">{s.file || "data/ (the shipped build)"}</td>
                  <td className="py-1">{s.taken}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm text-slate-700">No table recorded yet.</p>
        )}
      </section>
      <DataEditions editions={editions} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
