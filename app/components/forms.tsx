/**
 * The client half of the form kit: one `useKitForm` hook and one set of fields that wire
 * labels, `aria-invalid` and `aria-describedby` to the error list under each field.
 * Every form on the site posts to a Remix action that runs the same zod schema
 * (see app/lib/forms/kit.server.ts), so messages are identical with and without JavaScript.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, type FetcherWithComponents } from "@remix-run/react";
import {
  forwardRef,
  useEffect,
  useRef,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { output } from "zod/mini";
import { buttonClass } from "~/components/ui/button";
import { HONEYPOT_FIELD, INTENT_FIELD, type FormSchema } from "~/lib/forms/kit";
import { useHydrated } from "~/lib/platform/hooks";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/**
 * The answer for the form `intent` (or any of several intents) among a route's action answers:
 * `answerFor(useActionData<typeof action>(), "login")`, or a fetcher's `data`. Pages with several
 * forms share one action, so answers for other forms are ignored. `result` is Conform's
 * `lastResult`; `data` is what the action added for its success view.
 */
export function answerFor<D extends { intent: string }>(
  data: D | undefined,
  intent: string | readonly string[],
): D | undefined {
  const intents: readonly string[] = typeof intent === "string" ? [intent] : intent;
  return data && intents.includes(data.intent) ? data : undefined;
}

/**
 * A Conform form validated in the browser with `parseWithZod(formData, { schema })`: the schema the
 * action parses with (handleForm), so both report the same messages beside the same fields. Fields
 * are checked on blur, then again on each input; `lastResult` is the action's last answer (errors
 * and the input kept: answerFor's `result`).
 */
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
    onValidate: ({ formData }): Submission<output<S>> => parseWithZod(formData, { schema }),
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

/**
 * A kit form: a POST `<Form>` (or a fetcher's, with `as={fetcher.Form}`) with Conform's id,
 * noValidate and aria wiring, the hidden honeypot and intent (FormMeta) and the form's errors
 * (FormErrors: the error summary, or `summary={false}` on single-field forms) before its fields.
 */
type KitFormProps = Omit<ComponentProps<FetcherWithComponents<unknown>["Form"]>, "method" | "id" | "ref"> & {
  form: FormMetadata<Record<string, unknown>, string[]>;
  intent?: string;
  as?: typeof Form | FetcherWithComponents<unknown>["Form"];
  summary?: boolean;
};

export const KitForm = forwardRef<HTMLFormElement, KitFormProps>(function KitForm(
  { form, intent, as: Tag = Form, summary, children, ...rest },
  ref,
) {
  return (
    <Tag method="post" {...getFormProps(form)} {...rest} ref={ref}>
      <FormMeta intent={intent} />
      <FormErrors form={form} summary={summary} />
      {children}
    </Tag>
  );
});

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

/** What FormErrors reads from a Conform form: pass `form` from useKitForm. */
export interface SummaryForm {
  id: string;
  errorId: string;
  status?: "success" | "error";
  errors?: string[];
  allErrors: Record<string, string[]>;
}

/**
 * A form's errors, at the top of the form. With `form` (every kit form): after a failed submit
 * with field errors, GOV.UK's error summary (ErrorSummary); otherwise the form-level messages
 * (rate limit, storage unavailable, unreadable body). Single-field forms pass `summary={false}`:
 * their one message already stands beside the field. `errors` alone shows a message that belongs
 * to no kit form.
 */
export function FormErrors(
  props: { form: SummaryForm; summary?: boolean } | { id?: string; errors: ListOfErrors; form?: undefined },
) {
  if (!props.form) return <FormLevelErrors id={props.id} errors={props.errors} />;
  if (props.summary === false) return <FormLevelErrors id={props.form.errorId} errors={props.form.errors} />;
  return <ErrorSummary form={props.form} />;
}

function FormLevelErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="col-span-full rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <ErrorList errors={list} />
    </div>
  );
}

function fieldErrors(form: SummaryForm): Array<{ name: string; message: string }> {
  if (form.status !== "error") return [];
  return Object.entries(form.allErrors)
    .filter(([name, list]) => name !== "" && list?.length)
    .map(([name, list]) => ({ name, message: list[0] }));
}

/**
 * GOV.UK's error summary: a role="alert" box titled 'There is a problem' listing the form's
 * messages and each field error as a link to its field. It takes focus when it appears after a
 * submit: without JavaScript through `autofocus` in the server's HTML (the 400 page), with it on
 * each failed submit — never while the visitor is typing and the errors update.
 */
function ErrorSummary({ form, title = "There is a problem" }: { form: SummaryForm; title?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const submitted = useRef(true);
  const hydrated = useHydrated();
  const items = fieldErrors(form);
  const signature = items.map((i) => `${i.name}:${i.message}`).join("|");

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

  if (!hasItems) return <FormLevelErrors id={form.errorId} errors={form.errors} />;
  const formLevel = (form.errors ?? []).filter(Boolean);
  const titleId = `${form.id}-error-summary-title`;
  return (
    <div
      id={form.errorId}
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      // Focus for the no-JS 400 page; after hydration the effect above moves focus instead.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={!hydrated}
      className="col-span-full rounded-md border-2 border-red-700 bg-white p-4 text-sm text-slate-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
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

/** A form field's input, select or text area; red while it is invalid. */
const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-600";

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800">
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

/** The red asterisk every required field shows (announced through aria-required). */
export function RequiredMark({ required }: { required?: boolean }) {
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

type InputFieldProps = Omit<Parameters<typeof TextField>[0], "type">;

/** An e-mail input ("Email" unless labelled otherwise); the schema (validation.ts emailField) checks the address. */
export function EmailField({ label = "Email", ...rest }: Omit<InputFieldProps, "label"> & { label?: ReactNode }) {
  return <TextField label={label} type="email" autoComplete="email" {...rest} />;
}

/**
 * A mobile number input: 10 digits on a numeric keypad (validation.ts MOBILE_DIGITS, checked by indianMobileField;
 * not imported, so the client kit stays apart from the schema module's chunk).
 */
export function MobileField(props: InputFieldProps) {
  return <TextField type="tel" inputMode="numeric" maxLength={10} autoComplete="tel-national" {...props} />;
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
          // An option without `value` submits its text: written once when they are the same (the
          // home newsletter's 50 courses: 1.7 KB less HTML), unless whitespace would change it.
          const own = value !== text || value !== value.trim().replace(/\s+/g, " ");
          return (
            <option key={value} value={own ? value : undefined}>
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
