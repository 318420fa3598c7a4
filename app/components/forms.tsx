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
import { parseWithZod } from "@conform-to/zod/v4";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type * as z from "zod";
import { HONEYPOT_FIELD, INTENT_FIELD } from "~/lib/form-kit";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

interface ActionDataLike {
  intent?: string;
  status?: "error" | "success";
  result?: SubmissionResult<string[]>;
}

/** The action result meant for this form (pages with several forms share one action). */
export function resultFor(actionData: unknown, intent: string): SubmissionResult<string[]> | undefined {
  const data = actionData as ActionDataLike | undefined;
  return data && data.intent === intent ? data.result : undefined;
}

export function useKitForm<S extends z.ZodType>(
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
      return parseWithZod(formData, { schema });
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

/** Form-level errors (rate limit, storage unavailable, unreadable body). */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <ErrorList errors={list} />
    </div>
  );
}

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200 aria-[invalid=true]:border-red-600";

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span className="text-red-600" aria-hidden="true">
          {" "}*
        </span>
      ) : null}
    </label>
  );
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
}: BaseFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
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
      <textarea {...props} key={props.key} aria-required={required || undefined} rows={4} className={inputClass} {...rest} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({
  meta,
  label,
  className,
  ...rest
}: Omit<BaseFieldProps, "required" | "hint"> & InputHTMLAttributes<HTMLInputElement>) {
  const props = getInputProps(meta as FieldMetadata<string | boolean>, { type: "checkbox", ariaAttributes: true });
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input {...props} key={props.key} className="mt-1 h-4 w-4 accent-indigo-700" {...rest} />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
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
    <button
      type="submit"
      disabled={pending || disabled}
      className={
        className ??
        "rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
      }
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export function useFieldId(prefix: string) {
  return `${prefix}-${useId().replace(/:/g, "")}`;
}
