/**
 * A drop-down with its label beside it, for a setting of what the page shows (the home
 * ranking's year, the course finder's sort). Every option is a real value (no "any": see
 * FilterSelect for that). The caller decides controlled (`value`) or not (`defaultValue`).
 */
import type { SelectHTMLAttributes } from "react";

/** One option of a drop-down: its value and its label. */
export interface FilterOption {
  value: string;
  label: string;
}

export function InlineSelect({
  id,
  label,
  options,
  ...select
}: { id: string; label: string; options: readonly FilterOption[] } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "className" | "children"
>) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      >
        <SelectOptions options={options} />
      </select>
    </>
  );
}

/** The <option>s of a drop-down, one a value. */
export function SelectOptions({ options }: { options: readonly FilterOption[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
