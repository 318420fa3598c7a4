/** A radio group drawn as chips (booking degree, year, date and time slots); works without JS. */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList, RequiredMark } from "~/components/forms";

export interface Choice {
  value: string;
  label: ReactNode;
  /** Accessible name when `label` is not plain text. */
  name?: string;
  /** Shown but not selectable (a booking slot that has already started). */
  disabled?: boolean;
}

export function ChoiceChips({
  meta,
  legend,
  options,
  className,
  gridClassName = "flex flex-wrap gap-2",
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  legend: ReactNode;
  options: ReadonlyArray<Choice>;
  className?: string;
  gridClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">
        {legend}
        <RequiredMark required />
      </legend>
      <div className={gridClassName}>
        {options.map((o) => {
          const { key, ...props } = getInputProps(meta as FieldMetadata<string>, {
            type: "radio",
            value: o.value,
            ariaAttributes: true,
          });
          return (
            <label key={o.value} className="relative block">
              <input
                {...props}
                key={key}
                id={`${meta.id}-${o.value}`}
                aria-label={o.name}
                disabled={o.disabled || undefined}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <span className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-sm font-medium text-slate-800 peer-checked:border-indigo-700 peer-checked:bg-indigo-700 peer-checked:text-white peer-hover:border-indigo-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-aria-[invalid=true]:border-red-600 peer-disabled:border-dashed peer-disabled:bg-slate-100 peer-disabled:text-slate-600 peer-disabled:line-through">
                {o.label}
              </span>
            </label>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
