/**
 * A password input with a show/hide toggle (the toggle appears once JavaScript runs).
 * With `strength`, the line under the field is the live strength text instead
 * of the error list; without JS it shows the server's message, which is the same text.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState, type InputHTMLAttributes } from "react";
import { ErrorList } from "~/components/forms";
import { passwordStrength, textValue, STRENGTH_MESSAGES, type PasswordStrength } from "~/lib/accounts/checks";
import { useHydrated } from "~/lib/platform/hooks";

const toneClass: Record<PasswordStrength, string> = {
  weak: "text-red-700",
  short: "text-red-700",
  medium: "text-amber-800",
  strong: "text-green-800",
};

export function PasswordField({
  meta,
  label,
  strength,
  ...rest
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  strength?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const props = getInputProps(meta as FieldMetadata<string>, { type: "password", ariaAttributes: true });
  const value = textValue(meta.value);
  const level = strength && value ? passwordStrength(value) : undefined;
  const strengthText = level ? STRENGTH_MESSAGES[level] : strength ? meta.errors?.[0] : undefined;

  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          type={shown ? "text" : "password"}
          aria-describedby={strengthText || meta.errors?.length ? meta.errorId : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-20 pl-3 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-600"
          {...rest}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-controls={meta.id}
            aria-label={`${shown ? "Hide" : "Show"} ${label.toLowerCase()}`}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
          >
            {shown ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      {strength ? (
        <p
          id={meta.errorId}
          aria-live="polite"
          className={`mt-1 min-h-5 text-sm font-medium ${toneClass[level ?? "weak"]}`}
        >
          {strengthText}
        </p>
      ) : (
        <ErrorList id={meta.errorId} errors={meta.errors} />
      )}
    </div>
  );
}
