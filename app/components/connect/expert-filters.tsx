/** The experts filter bar: a GET form (works without JS); with JS it applies on change. */
import { Form, Link, useSubmit } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import {
  EXPERT_COUNTRIES,
  EXPERT_COURSES,
  EXPERT_EXPERIENCE,
  EXPERT_UNIVERSITIES,
  type ExpertFilters as Filters,
} from "~/content/experts";

const FILTERS = [
  { key: "course", label: "Course", options: EXPERT_COURSES, any: "All courses" },
  { key: "university", label: "University", options: EXPERT_UNIVERSITIES, any: "All universities" },
  { key: "country", label: "Country", options: EXPERT_COUNTRIES, any: "All countries" },
  { key: "experience", label: "Experience", options: EXPERT_EXPERIENCE, any: "Any experience" },
] as const;

export function ExpertFilters({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const active = Object.values(filters).some(Boolean);
  return (
    <Form
      method="get"
      preventScrollReset
      aria-label="Filter experts"
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      {FILTERS.map((f) => (
        <div key={f.key}>
          <label htmlFor={`filter-${f.key}`} className="mb-1 block text-sm font-medium text-slate-800">
            {f.label}
          </label>
          <select
            id={`filter-${f.key}`}
            name={f.key}
            defaultValue={filters[f.key]}
            key={filters[f.key]}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          >
            <option value="">{f.any}</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="col-span-2 flex items-end gap-3 lg:col-span-1">
        {/* Kept with JS too (a change already applies): removing it at hydration moved the list up (CLS). */}
        <Button type="submit">Apply filters</Button>
        {active ? (
          <Link to="/connect" preventScrollReset replace className="py-2 font-semibold text-indigo-700 hover:underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
