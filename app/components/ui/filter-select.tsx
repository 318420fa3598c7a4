/**
 * The labelled drop-down of a GET filter form (college directory, course finder, careers,
 * lead inbox). Its first option (`anyValue`, "" unless given) means "any". Without
 * `onChange` it is uncontrolled and keyed on `value`, so a navigation resets it; with
 * `onChange` the page follows every change (the no-JS path is still the GET form).
 */
import { SelectOptions, type FilterOption } from "./inline-select";

export const filterLabelClass = "block text-sm font-medium text-slate-800";
export const filterControlClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200";

export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  anyLabel,
  anyValue = "",
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  anyLabel: string;
  anyValue?: string;
  onChange?: (value: string) => void;
}) {
  const state = onChange
    ? { value: value ?? anyValue, onChange: (e: { target: { value: string } }) => onChange(e.target.value) }
    : { defaultValue: value ?? anyValue };
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} key={onChange ? undefined : value} {...state} className={filterControlClass}>
        <option value={anyValue}>{anyLabel}</option>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

/** Options whose label is the value itself. */
export const plainOptions = (values: readonly string[]): FilterOption[] => values.map((v) => ({ value: v, label: v }));
