/**
 * Student experts for 1-on-1 calls. Every sample expert is Offline (no hours set), so none is
 * offered times until an operator sets their hours; rates are rupees per minute and include
 * 7, 30, 15, 11 and 13. Names and languages are ours. No student has rated an expert yet:
 * a rating comes only from students who had a confirmed session, so every `rating` is 0 ("No
 * ratings yet") and `ratingCount` 0. These are the defaults: operators change an
 * expert's texts, rate and hours in the console (app/lib/catalogue/).
 */
import type { ExpertHours } from "~/lib/catalogue/hours";
import type { MetaInput } from "~/lib/platform/meta";
export const EXPERT_COURSES = [
  { value: "engineering", label: "Engineering" },
  { value: "business", label: "Business" },
  { value: "medicine", label: "Medicine" },
  { value: "arts", label: "Arts" },
] as const;

export const EXPERT_UNIVERSITIES = [
  { value: "cambridge", label: "University of Cambridge" },
  { value: "oxford", label: "University of Oxford" },
  { value: "imperial", label: "Imperial College London" },
  { value: "cranfield", label: "Cranfield University" },
  { value: "coventry", label: "Coventry University" },
] as const;

export const EXPERT_COUNTRIES = [
  { value: "uk", label: "United Kingdom" },
  { value: "usa", label: "United States" },
  { value: "canada", label: "Canada" },
  { value: "australia", label: "Australia" },
  { value: "germany", label: "Germany" },
] as const;

/** '3' and '4' are offered but match no sample expert. */
export const EXPERT_EXPERIENCE = [
  { value: "1", label: "Current student" },
  { value: "2", label: "Alumni" },
  { value: "3", label: "1-2 years" },
  { value: "4", label: "3+ years" },
] as const;

type ValueOf<T extends ReadonlyArray<{ value: string }>> = T[number]["value"];
export type ExpertCourse = ValueOf<typeof EXPERT_COURSES>;
export type UniversityKey = ValueOf<typeof EXPERT_UNIVERSITIES>;
export type ExpertCountry = ValueOf<typeof EXPERT_COUNTRIES>;

export interface Expert {
  id: number;
  name: string;
  /** The default; the pages show the status computed from `hours` at the time of the request. */
  status: "Online" | "Offline";
  university: string;
  /** Text per minute in rupees. */
  rate: string;
  type: "Current Student" | "Alumni";
  languages: string[];
  /** Out of 5: the average of the ratings given by students after a confirmed session; 0 while none. */
  rating: number;
  /** How many students with a confirmed session rated the expert (0: "No ratings yet"). */
  ratingCount: number;
  image: string;
  course: ExpertCourse;
  universityKey: UniversityKey;
  country: ExpertCountry;
  /** '1' current student, '2' alumni. */
  experience: "1" | "2";
  /** A few sentences about the expert (none by default). */
  bio: string;
  hours: ExpertHours;
}

const universityName = (key: UniversityKey) => EXPERT_UNIVERSITIES.find((u) => u.value === key)!.label;

function expert(
  id: number,
  slug: string,
  name: string,
  universityKey: UniversityKey,
  course: ExpertCourse,
  rupeesPerMinute: number,
  type: Expert["type"],
  languages: string[],
): Expert {
  return {
    id,
    name,
    status: "Offline",
    university: universityName(universityKey),
    rate: `₹${rupeesPerMinute}/min`,
    type,
    languages,
    rating: 0,
    ratingCount: 0,
    image: `/images/experts/${slug}.svg`,
    course,
    universityKey,
    country: "uk",
    experience: type === "Current Student" ? "1" : "2",
    bio: "",
    hours: { mode: "offline" },
  };
}

export const EXPERTS: readonly Expert[] = [
  expert(1, "ananya-iyer", "Ananya Iyer", "cambridge", "engineering", 7, "Current Student", [
    "English",
    "Hindi",
    "Tamil",
  ]),
  expert(2, "rohan-mehta", "Rohan Mehta", "oxford", "business", 30, "Alumni", ["English", "Hindi", "Gujarati"]),
  expert(3, "priya-nair", "Priya Nair", "imperial", "medicine", 15, "Current Student", ["English", "Malayalam"]),
  expert(4, "arjun-singh", "Arjun Singh", "cranfield", "engineering", 11, "Alumni", ["English", "Hindi", "Punjabi"]),
  expert(5, "sneha-kulkarni", "Sneha Kulkarni", "coventry", "arts", 13, "Current Student", [
    "English",
    "Marathi",
    "Hindi",
  ]),
  expert(6, "kabir-das", "Kabir Das", "imperial", "business", 20, "Alumni", ["English", "Bengali", "Hindi"]),
];

export function findExpert(id: string | undefined): Expert | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  return EXPERTS.find((e) => e.id === Number(id));
}

export const EMPTY_EXPERTS = "No experts found matching your filters.";

/** The label of a country filter value ("germany" → "Germany"), or "" when it is not one. */
export function countryLabel(value: string): string {
  return EXPERT_COUNTRIES.find((c) => c.value === value)?.label ?? "";
}

/** Where a student asks for a counsellor's call (the home page's call request, opened without JavaScript too). */
export const COUNSELLOR_CALL_HREF = "/?call=1#call";

/** The ratings line of an expert with none yet. */
export const NO_RATINGS = "No ratings yet";

export interface ExpertFilters {
  course: string;
  university: string;
  country: string;
  experience: string;
}

/** The filters from a GET query (missing or empty means "any"). */
export function readExpertFilters(params: URLSearchParams): ExpertFilters {
  const get = (key: string) => (params.get(key) ?? "").trim().slice(0, 40);
  return {
    course: get("course"),
    university: get("university"),
    country: get("country"),
    experience: get("experience"),
  };
}

/** Every selected filter must match exactly. */
export function filterExperts(experts: readonly Expert[], filters: ExpertFilters): Expert[] {
  return experts.filter(
    (e) =>
      (!filters.course || e.course === filters.course) &&
      (!filters.university || e.universityKey === filters.university) &&
      (!filters.country || e.country === filters.country) &&
      (!filters.experience || e.experience === filters.experience),
  );
}

/** The page's title and description (its `meta`). */
export const CONNECT_PAGE: MetaInput = {
  title: "Book a 1-on-1 Call with Student Experts",
  description:
    "Talk to students and alumni of Cambridge, Oxford, Imperial, Cranfield and Coventry. Filter by course, university, country and experience, and book a call.",
  path: "/connect",
};
