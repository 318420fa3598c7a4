/**
 * The college filter: field of study matches when any
 * program name contains the selected value (case-insensitive); a college matches when its
 * country is any selected one. Study level, GPA, budget, IELTS, GRE and GMAT are kept and
 * shown but do not filter; the level and the scores set each card's Ambitious / Moderate / Safe (finder-bands.ts). The same function runs on the server (GET form, no JS) and in
 * the browser (live filtering), and the filter round-trips through the query string.
 */
import {
  COUNTRIES,
  FIELDS_OF_STUDY,
  SORT_OPTIONS,
  STUDY_LEVELS,
  type College,
  type Country,
  type FieldOfStudy,
  type SortOption,
  type StudyLevel,
} from "~/content/colleges";

export interface CollegeFilter {
  studyLevel: StudyLevel | "";
  fieldOfStudy: FieldOfStudy | "";
  countries: Country[];
  gpa: string;
  budget: string;
  ielts: string;
  toefl: string;
  gre: string;
  gmat: string;
  /** One college by slug (`?college=stanford-university`). */
  college: string | null;
}

export const EMPTY_FILTER: CollegeFilter = {
  studyLevel: "",
  fieldOfStudy: "",
  countries: [],
  gpa: "",
  budget: "",
  ielts: "",
  toefl: "",
  gre: "",
  gmat: "",
  college: null,
};

/** Score inputs are echoed back into the form; anything longer is not a score. */
const MAX_SCORE_LENGTH = 10;

/**
 * Option values are slugs ("computer-science"); program names are words ("Computer
 * Science"). Hyphens and spaces compare equal so every option can match a program.
 */
function normalise(text: string): string {
  return text.toLowerCase().replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

export function matchesField(college: College, field: string): boolean {
  if (!field) return true;
  const wanted = normalise(field);
  return college.programs.some((program) => normalise(program).includes(wanted));
}

export function matchesCountries(college: College, countries: readonly string[]): boolean {
  return countries.length === 0 || countries.includes(college.country);
}

export function filterColleges(colleges: readonly College[], filter: CollegeFilter): College[] {
  return colleges.filter(
    (c) =>
      (filter.college === null || c.slug === filter.college) &&
      matchesField(c, filter.fieldOfStudy) &&
      matchesCountries(c, filter.countries),
  );
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | "" {
  return value && (list as readonly string[]).includes(value) ? (value as T) : "";
}

function score(value: string | null): string {
  return (value ?? "").trim().slice(0, MAX_SCORE_LENGTH);
}

/** Reads the filter from a query string; unknown values are ignored, never an error. */
export function parseCollegeFilter(params: URLSearchParams): CollegeFilter {
  const countries = params
    .getAll("countries")
    .filter((c): c is Country => (COUNTRIES as readonly string[]).includes(c));
  return {
    studyLevel: oneOf(STUDY_LEVELS, params.get("studyLevel")),
    fieldOfStudy: oneOf(FIELDS_OF_STUDY, params.get("fieldOfStudy")),
    countries: [...new Set(countries)],
    gpa: score(params.get("gpa")),
    budget: score(params.get("budget")),
    ielts: score(params.get("ielts")),
    toefl: score(params.get("toefl")),
    gre: score(params.get("gre")),
    gmat: score(params.get("gmat")),
    college: /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.get("college") ?? "")
      ? String(params.get("college")).slice(0, 120)
      : null,
  };
}

export function parseSort(params: URLSearchParams): SortOption {
  return (
    oneOf(
      SORT_OPTIONS.map((o) => o.value),
      params.get("sort"),
    ) || "relevance"
  );
}

/** The query string for a filter (empty values left out), as the GET form would send it. */
export function filterToSearchParams(filter: CollegeFilter, sort: SortOption = "relevance"): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.studyLevel) params.set("studyLevel", filter.studyLevel);
  if (filter.fieldOfStudy) params.set("fieldOfStudy", filter.fieldOfStudy);
  for (const c of filter.countries) params.append("countries", c);
  for (const key of ["gpa", "budget", "ielts", "toefl", "gre", "gmat"] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  if (filter.college !== null) params.set("college", filter.college);
  if (sort !== "relevance") params.set("sort", sort);
  return params;
}
