/**
 * The careers job filter. Without JavaScript it is a GET form (?department=
 * &location=&q=) whose results the server renders; with JavaScript the list follows every
 * change at once, and Reset restores all / all / empty.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { FilterSelect, plainOptions } from "~/components/ui/filter-select";
import type { Job } from "~/content/jobs";
import { countOf } from "~/lib/format/plural";
import {
  ALL,
  DEFAULT_FILTERS,
  departmentsOf,
  filterJobs,
  locationsOf,
  parseJobFilters,
  type JobFilters,
} from "./job-filters";

const controlClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-200";
const labelClass = "mb-1 block text-sm font-medium text-slate-800";

/** `all`: every job (the loader's data). */
export function JobBoard({ all }: { all: readonly Job[] }) {
  const location = useLocation();
  const [filters, setFilters] = useState<JobFilters>(() => parseJobFilters(new URLSearchParams(location.search), all));
  // A navigation (a submitted filter form, Reset, Back) sets the filters from the URL.
  useEffect(() => {
    setFilters(parseJobFilters(new URLSearchParams(location.search), all));
  }, [location.search, all]);

  const jobs = filterJobs(all, filters);
  const set = (key: keyof JobFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <>
      <Form
        method="get"
        action="/career#openings"
        preventScrollReset
        role="search"
        aria-label="Filter jobs"
        className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[1fr_1fr_1.5fr_auto]"
      >
        {(
          [
            ["department", "Department", "All Departments", departmentsOf(all)],
            ["location", "Location", "All Locations", locationsOf(all)],
          ] as const
        ).map(([name, label, anyLabel, values]) => (
          <FilterSelect
            key={name}
            {...{ id: `job-${name}`, name, label, anyLabel, anyValue: ALL }}
            options={plainOptions(values)}
            value={filters[name]}
            onChange={(value) => setFilters((f) => ({ ...f, [name]: value }))}
          />
        ))}
        <div>
          <label htmlFor="job-search" className={labelClass}>
            Search
          </label>
          <input
            id="job-search"
            type="search"
            name="q"
            value={filters.q}
            onChange={set("q")}
            placeholder="Title, company or keyword"
            maxLength={100}
            className={controlClass}
          />
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit">Apply</Button>
          <Link
            to="/career#openings"
            preventScrollReset
            replace
            onClick={() => setFilters(DEFAULT_FILTERS)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Reset
          </Link>
        </div>
      </Form>

      <p aria-live="polite" className="mt-6 text-sm text-slate-700">
        {countOf(jobs.length, "job")} found
      </p>
      {jobs.length ? (
        <ul className="mt-4 grid gap-5 md:grid-cols-2">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h3 className="text-xl font-semibold text-slate-900">No jobs found</h3>
          <p className="mt-2 text-slate-700">Try adjusting your filters to see more results.</p>
        </div>
      )}
    </>
  );
}

function JobCard({ job }: { job: Job }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <img
          src={job.logo}
          alt={`${job.company} logo`}
          width={48}
          height={48}
          loading="lazy"
          className="h-12 w-12 rounded-lg"
        />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{job.title}</h3>
          <p className="text-sm text-slate-700">{job.company}</p>
        </div>
      </div>
      <ul aria-label="Job details" className="mt-4 flex flex-wrap gap-2 text-xs font-medium">
        <li className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-800">{job.department}</li>
        <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">{job.location}</li>
        <li className="rounded-full bg-orange-50 px-3 py-1 text-orange-900">{job.type}</li>
      </ul>
      <p className="mt-4 flex-1 text-slate-700">{job.description}</p>
      <p className="mt-4 text-sm text-slate-600">Posted {job.posted}</p>
    </li>
  );
}
