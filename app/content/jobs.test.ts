import { describe, expect, it } from "vitest";
import * as filters from "~/components/company/job-filters";
import * as data from "./jobs";

const jobs = {
  ...data,
  ...filters,
  DEPARTMENTS: filters.departmentsOf(data.JOBS),
  LOCATIONS: filters.locationsOf(data.JOBS),
};

const job = (over: Partial<data.Job>): data.Job => ({
  id: 1,
  title: "Engineer",
  department: "Engineering",
  location: "Pune",
  type: "Full-time",
  posted: "today",
  description: "Builds things",
  logo: "/x.svg",
  company: "StudySaathi",
  ...over,
});

const sample: data.Job[] = [
  job({ id: 1, title: "Frontend Engineer", department: "Engineering", location: "Pune / Remote" }),
  job({
    id: 2,
    title: "Counsellor",
    department: "Counselling",
    location: "Mumbai",
    description: "Guides UK applicants",
  }),
  job({ id: 3, title: "Designer", department: "Design", location: "Remote", company: "CampusNest" }),
  job({ id: 4, title: "Engineering Manager", department: "Engineering Management", location: "Navi Mumbai" }),
];
const ids = (jobs: data.Job[]) => jobs.map((j) => j.id);

describe("job list", () => {
  it("has at least 10 jobs with every field and a valid type", () => {
    expect(jobs.JOBS.length).toBeGreaterThanOrEqual(10);
    for (const j of jobs.JOBS) {
      for (const field of ["title", "department", "location", "posted", "description", "logo", "company"] as const) {
        expect(j[field]).toBeTruthy();
      }
      expect(["Full-time", "Part-time"]).toContain(j.type);
    }
    expect(new Set(jobs.JOBS.map((j) => j.id)).size).toBe(jobs.JOBS.length);
  });

  it("lists single places split on ' / '", () => {
    expect(jobs.locationsOf(sample)).toEqual(["Pune", "Remote", "Mumbai", "Navi Mumbai"]);
    expect(jobs.LOCATIONS).toContain("Remote");
    expect(jobs.LOCATIONS.some((l) => l.includes(" / "))).toBe(false);
  });
});

describe("filterJobs", () => {
  it("starts with everything (all / all / empty)", () => {
    expect(ids(jobs.filterJobs(sample, jobs.DEFAULT_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it("department is an exact match", () => {
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, department: "Engineering" }))).toEqual([1]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, department: "engineering" }))).toEqual([]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, department: "Engineer" }))).toEqual([]);
  });

  it("location is a substring match, so it finds a place inside ' / '-joined locations", () => {
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, location: "Remote" }))).toEqual([1, 3]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, location: "Pune" }))).toEqual([1]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, location: "Mumbai" }))).toEqual([2, 4]);
  });

  it("search is case-insensitive over title, description and company, and trimmed", () => {
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, q: "  FRONTEND " }))).toEqual([1]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, q: "uk applicants" }))).toEqual([2]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, q: "campusnest" }))).toEqual([3]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, q: "   " }))).toEqual([1, 2, 3, 4]);
    expect(ids(jobs.filterJobs(sample, { ...jobs.DEFAULT_FILTERS, q: "remote" }))).toEqual([]); // location is not searched
  });

  it("combines the three filters", () => {
    expect(ids(jobs.filterJobs(sample, { department: "Engineering", location: "Remote", q: "front" }))).toEqual([1]);
    expect(ids(jobs.filterJobs(sample, { department: "Design", location: "Pune", q: "" }))).toEqual([]);
  });
});

describe("parseJobFilters", () => {
  it("reads known values and defaults the rest", () => {
    const dept = jobs.DEPARTMENTS[0];
    const place = jobs.LOCATIONS[0];
    expect(
      jobs.parseJobFilters(new URLSearchParams({ department: dept, location: place, q: "ielts" }), jobs.JOBS),
    ).toEqual({
      department: dept,
      location: place,
      q: "ielts",
    });
    expect(jobs.parseJobFilters(new URLSearchParams(), jobs.JOBS)).toEqual(jobs.DEFAULT_FILTERS);
  });

  it("unknown department or location falls back to all", () => {
    const f = jobs.parseJobFilters(new URLSearchParams({ department: "Astronauts", location: "Mars" }), jobs.JOBS);
    expect(f.department).toBe(jobs.ALL);
    expect(f.location).toBe(jobs.ALL);
  });
});
