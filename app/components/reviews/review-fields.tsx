/**
 * Review form widgets: star ratings as native radio groups (arrow keys move and
 * select, as in every radio group; no JavaScript needed) and a textarea with a live
 * character count (the server renders the count of the kept text; JavaScript updates it).
 */
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { ErrorList, RequiredMark } from "~/components/forms";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

// One literal class per star (Tailwind scans the source): star i is lit when a value >= i is chosen.
const LIT = [
  "group-has-[input[value='1']:checked]:text-amber-500 group-has-[input[value='2']:checked]:text-amber-500 group-has-[input[value='3']:checked]:text-amber-500 group-has-[input[value='4']:checked]:text-amber-500 group-has-[input[value='5']:checked]:text-amber-500",
  "group-has-[input[value='2']:checked]:text-amber-500 group-has-[input[value='3']:checked]:text-amber-500 group-has-[input[value='4']:checked]:text-amber-500 group-has-[input[value='5']:checked]:text-amber-500",
  "group-has-[input[value='3']:checked]:text-amber-500 group-has-[input[value='4']:checked]:text-amber-500 group-has-[input[value='5']:checked]:text-amber-500",
  "group-has-[input[value='4']:checked]:text-amber-500 group-has-[input[value='5']:checked]:text-amber-500",
  "group-has-[input[value='5']:checked]:text-amber-500",
];

export function StarRating({ meta, label }: { meta: Meta; label: string }) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset
      className="group"
      aria-describedby={invalid ? meta.errorId : undefined}
      aria-invalid={invalid || undefined}
      id={meta.id}
      tabIndex={-1}
    >
      <legend className="text-sm font-medium text-slate-800">
        {label}
        <RequiredMark required />
      </legend>
      <div className="mt-1 flex items-center gap-0.5">
        {[1, 2, 3, 4, 5].map((value, i) => {
          const props = getInputProps(meta as FieldMetadata<string>, { type: "radio", value: String(value) });
          const id = `${meta.id}-${value}`;
          return (
            <span key={value} className="relative">
              <input
                {...props}
                key={props.key}
                id={id}
                aria-invalid={invalid || undefined}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                className={`block cursor-pointer px-0.5 text-3xl leading-none text-slate-400 peer-focus-visible:rounded peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 ${LIT[i]}`}
              >
                <span aria-hidden="true">★</span>
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
              </label>
            </span>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function CountedTextarea({
  meta,
  label,
  min,
  max,
  hint,
}: {
  meta: Meta;
  label: string;
  min: number;
  max: number;
  hint?: string;
}) {
  const props = getTextareaProps(meta as FieldMetadata<string>, { ariaAttributes: true });
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [count, setCount] = useState(initial.trim().length);
  const countId = `${meta.id}-count`;
  const describedBy = [props["aria-describedby"], countId].filter(Boolean).join(" ");
  const short = count < min;
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        <RequiredMark required />
      </label>
      {hint ? <p className="mb-1 text-xs text-slate-600">{hint}</p> : null}
      <textarea
        {...props}
        key={props.key}
        aria-required
        aria-describedby={describedBy}
        rows={6}
        maxLength={max}
        onInput={(e) => setCount(e.currentTarget.value.trim().length)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none aria-[invalid=true]:border-red-600"
      />
      <p id={countId} className={`mt-1 text-xs ${short ? "text-slate-700" : "text-green-800"}`} aria-live="polite">
        {count} characters{short ? ` (at least ${min}; ${min - count} more)` : ` (minimum ${min} reached)`}
      </p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
