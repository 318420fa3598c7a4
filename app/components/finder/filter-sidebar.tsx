/**
 * The finder's sidebar: a real GET form (Find Colleges submits it without JavaScript;
 * Reset Filters links to the bare page). With JavaScript the page controls every input
 * and re-filters on each change.
 */
import type { FormEvent, MouseEvent } from "react";
import { Button } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-select";
import {
  COUNTRIES,
  COUNTRY_LABELS,
  FIELD_OF_STUDY_OPTIONS,
  STUDY_LEVEL_OPTIONS,
  type Country,
} from "~/content/colleges";
import type { CollegeFilter } from "~/lib/finder/filter";

export const FILTER_FORM_ID = "finder-filters";

const control =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200";
const legend = "mb-2 text-sm font-semibold text-slate-900";

export function FilterSidebar({
  action,
  filter,
  onChange,
  onSubmit,
  onReset,
}: {
  action: string;
  filter: CollegeFilter;
  onChange: (next: CollegeFilter) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onReset: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const set = <K extends keyof CollegeFilter>(key: K, value: CollegeFilter[K]) => onChange({ ...filter, [key]: value });
  const toggleCountry = (country: Country, checked: boolean) =>
    set(
      "countries",
      checked
        ? COUNTRIES.filter((c) => c === country || filter.countries.includes(c))
        : filter.countries.filter((c) => c !== country),
    );

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-labelledby="finder-filters-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="finder-filters-title" className="text-lg font-semibold text-slate-900">
        Filters
      </h2>

      {(
        [
          ["studyLevel", "Study Level", "Any level", STUDY_LEVEL_OPTIONS],
          ["fieldOfStudy", "Field of Study", "All fields", FIELD_OF_STUDY_OPTIONS],
        ] as const
      ).map(([name, label, anyLabel, options]) => (
        <FilterSelect
          key={name}
          {...{ id: name, name, label, anyLabel, options }}
          value={filter[name]}
          onChange={(v) => set(name, v as CollegeFilter[typeof name])}
        />
      ))}

      <fieldset>
        <legend className={legend}>Preferred Countries</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {COUNTRIES.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="countries"
                value={c}
                checked={filter.countries.includes(c)}
                onChange={(e) => toggleCountry(c, e.target.checked)}
                className="h-4 w-4 accent-indigo-700"
              />
              {COUNTRY_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legend}>Academic Scores</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
          {(
            [
              ["gpa", "GPA", "e.g. 3.5", "0.01", 0, 10],
              ["ielts", "IELTS", "e.g. 7.0", "0.5", 0, 9],
              ["toefl", "TOEFL", "e.g. 95", "1", 0, 120],
              ["gre", "GRE", "e.g. 320", "1", 260, 340],
              ["gmat", "GMAT", "e.g. 680", "10", 200, 800],
            ] as const
          ).map(([key, label, placeholder, step, min, max]) => (
            <div key={key}>
              <label htmlFor={key} className="mb-1 block text-sm text-slate-800">
                {label}
              </label>
              <input
                id={key}
                name={key}
                type="number"
                inputMode="decimal"
                step={step}
                min={min}
                max={max}
                placeholder={placeholder}
                value={filter[key]}
                onChange={(e) => set(key, e.target.value.slice(0, 10))}
                className={control}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Button type="submit">Find Colleges</Button>
        <a
          href={action}
          onClick={onReset}
          className="rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          Reset Filters
        </a>
      </div>
    </form>
  );
}
