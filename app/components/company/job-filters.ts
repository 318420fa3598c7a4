/**
 * The careers job filter's rules: department is an exact match, location a substring
 * match (a job's location may join several with " / "), search a case-insensitive match on title,
 * description or company. The jobs themselves: content/jobs.ts (loader data).
 */
import type { Job } from "~/content/jobs";

export const ALL = "all";

export interface JobFilters {
  department: string;
  location: string;
  q: string;
}

export const DEFAULT_FILTERS: JobFilters = { department: ALL, location: ALL, q: "" };

/** Distinct departments, in first-seen order. */
export function departmentsOf(jobs: readonly Job[]): string[] {
  return [...new Set(jobs.map((j) => j.department))];
}

/** Distinct single places across every job's " / "-joined location, in first-seen order. */
export function locationsOf(jobs: readonly Job[]): string[] {
  return [...new Set(jobs.flatMap((j) => j.location.split(" / ").map((p) => p.trim())))];
}

export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const q = filters.q.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (filters.department === ALL || job.department === filters.department) &&
      (filters.location === ALL || job.location.includes(filters.location)) &&
      (!q || [job.title, job.description, job.company].some((text) => text.toLowerCase().includes(q))),
  );
}

/** Filters from the query string; departments/locations not among `jobs`' fall back to all. */
export function parseJobFilters(params: URLSearchParams, jobs: readonly Job[]): JobFilters {
  const department = params.get("department") ?? ALL;
  const location = params.get("location") ?? ALL;
  return {
    department: departmentsOf(jobs).includes(department) ? department : ALL,
    location: locationsOf(jobs).includes(location) ? location : ALL,
    q: (params.get("q") ?? "").slice(0, 100),
  };
}
