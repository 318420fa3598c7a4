/**
 * The client half of the form kit: one `useKitForm` hook and one set of fields that wire
 * labels, `aria-invalid` and `aria-describedby` to the error list under each field.
 * Every form on the site posts to a Remix action that runs the same zod schema
 * (see app/lib/forms.server.ts), so messages are identical with and without JavaScript.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { buttonClass } from "~/components/ui/button";
import { HONEYPOT_FIELD, INTENT_FIELD, parseForm, type FormActionData, type FormSchema } from "~/lib/form-kit";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/**
 * The last answer for the form `intent` (or any of several intents): the fetcher's when it
 * has one, else the route's action data (a post without JavaScript). Pages with several
 * forms share one action, so answers for other forms are ignored. `result` is Conform's
 * `lastResult`; `data` is what the action added for its success view.
 */
export function useFormResult<T = Record<string, unknown>>(
  intent: string | readonly string[],
  fetcher?: { data?: unknown },
): FormActionData<T> | undefined {
  const actionData = useActionData();
  // Every form action answers FormActionData (app/lib/forms.server.ts); the intent check below picks this form's.
  const data = (fetcher?.data ?? actionData) as FormActionData<T> | undefined;
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return data && intents.includes(data.intent) ? data : undefined;
}

export function useKitForm<S extends FormSchema>(
  schema: S,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
    shouldValidate?: "onSubmit" | "onBlur" | "onInput";
  },
) {
  return useForm({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseForm(formData, schema);
    },
  });
}

export { getFormProps };

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="mt-1 flex flex-col gap-0.5">
      {list.map((e) => (
        <li key={e} className="text-sm text-red-700">
          {e}
        </li>
      ))}
    </ul>
  );
}

/** Hidden anti-bot field and (optionally) the form's intent. Put it in every form. */
export function FormMeta({ intent }: { intent?: string }) {
  return (
    <>
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** What ErrorSummary reads from a Conform form (pass `form` from useKitForm). */
export interface SummaryForm {
  id: string;
  status?: "success" | "error";
  allErrors: Record<string, string[]>;
}

/**
 * Form-level errors (rate limit, storage unavailable, unreadable body). Opt-in: with
 * `summary={form}`, after a failed submit with field errors it renders the ErrorSummary.
 */
export function FormErrors({ id, errors, summary }: { id?: string; errors?: ListOfErrors; summary?: SummaryForm }) {
  if (summary && summary.status === "error" && fieldErrors(summary).length) {
    return <ErrorSummary id={id} form={summary} />;
  }
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <ErrorList errors={list} />
    </div>
  );
}

function fieldErrors(form: SummaryForm): Array<{ name: string; message: string }> {
  return Object.entries(form.allErrors)
    .filter(([name, list]) => name !== "" && list?.length)
    .map(([name, list]) => ({ name, message: list[0] }));
}

/**
 * GOV.UK-style error summary: a role="alert" box titled 'There is a problem' listing each
 * field error as a link to its field. It takes focus when it appears after a submit.
 */
export function ErrorSummary({
  id,
  form,
  title = "There is a problem",
}: {
  id?: string;
  form: SummaryForm;
  title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const submitted = useRef(true);
  const items = fieldErrors(form);
  const formLevel = (form.allErrors[""] ?? []).filter(Boolean);
  const signature = items.map((i) => `${i.name}:${i.message}`).join("|");

  // Focus on the first render (a 400 page, or the first failed submit) and after each
  // later submit, never while the visitor is typing and errors update.
  useEffect(() => {
    const element = document.getElementById(form.id);
    const onSubmit = () => (submitted.current = true);
    element?.addEventListener("submit", onSubmit, true);
    return () => element?.removeEventListener("submit", onSubmit, true);
  }, [form.id]);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (!submitted.current || !hasItems) return;
    submitted.current = false;
    box.current?.focus();
  }, [signature, hasItems]);

  const titleId = `${form.id}-error-summary-title`;
  return (
    <div
      id={id}
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-md border-2 border-red-700 bg-white p-4 text-sm text-slate-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
    >
      <h2 id={titleId} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {formLevel.map((message) => (
          <li key={message} className="text-red-800">
            {message}
          </li>
        ))}
        {items.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${form.id}-${name}`}
              className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus:outline-none focus:ring-2 focus:ring-amber-400"
              onClick={(event) => {
                const field = document.getElementById(`${form.id}-${name}`);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** tailwind.css `.field`, `.field-label`: short names for what every form field repeats in the HTML. */
const inputClass = "field";

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

/** The red asterisk every required field shows (announced through aria-required). */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-red-600" aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}

type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

interface BaseFieldProps {
  meta: FieldMeta;
  label: ReactNode;
  /** Shows the red asterisk and sets aria-required (validation stays in the schema). */
  required?: boolean;
  className?: string;
  hint?: ReactNode;
}

export function TextField({
  meta,
  label,
  required,
  className,
  hint,
  type = "text",
  ...rest
}: BaseFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
    type?: "text" | "email" | "tel" | "password" | "date" | "time" | "number" | "search" | "url";
  }) {
  const props = getInputProps(meta as FieldMetadata<string>, { type, ariaAttributes: true });
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <input
        {...props}
        key={props.key}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  required,
  className,
  options,
  placeholder,
  ...rest
}: BaseFieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: ReadonlyArray<string | { value: string; label: string }>;
    placeholder?: string;
  }) {
  const props = getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: true });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <select {...props} key={props.key} aria-required={required || undefined} className={inputClass} {...rest}>
        <option value="">{placeholder ?? "Select"}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  required,
  className,
  ...rest
}: BaseFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const props = getTextareaProps(meta as FieldMetadata<string>, { ariaAttributes: true });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={required}>
        {label}
      </Label>
      <textarea
        {...props}
        key={props.key}
        aria-required={required || undefined}
        rows={4}
        className={inputClass}
        {...rest}
      />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  required,
  className,
  ...rest
}: Omit<BaseFieldProps, "hint"> & InputHTMLAttributes<HTMLInputElement>) {
  const props = getInputProps(meta as FieldMetadata<string | boolean>, { type: "checkbox", ariaAttributes: true });
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...props}
          key={props.key}
          aria-required={required || undefined}
          className="mt-1 h-4 w-4 accent-indigo-700"
          {...rest}
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A submit button; `pending` disables it and swaps the label. */
export function SubmitButton({
  children,
  pending,
  pendingLabel,
  className,
  disabled,
}: {
  children: ReactNode;
  pending?: boolean;
  pendingLabel?: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" disabled={pending || disabled} className={className ?? buttonClass("primary")}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
