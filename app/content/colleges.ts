/**
 * The course finder's vocabulary. The colleges themselves live in the
 * college directory (D1): the finder lists its colleges abroad, keyed by slug.
 */
import { vocabulary } from "~/content/vocabulary";

const COUNTRY = vocabulary({ usa: "USA", canada: "Canada", uk: "UK", australia: "Australia", germany: "Germany" });
export const COUNTRIES = COUNTRY.values;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS = COUNTRY.labels;

const STUDY_LEVEL = vocabulary({ bachelors: "Bachelor's", masters: "Master's", phd: "PhD", diploma: "Diploma" });
export const STUDY_LEVELS = STUDY_LEVEL.values;
export type StudyLevel = (typeof STUDY_LEVELS)[number];
export const STUDY_LEVEL_LABELS = STUDY_LEVEL.labels;
export const STUDY_LEVEL_OPTIONS = STUDY_LEVEL.options;

const FIELD_OF_STUDY = vocabulary({
  engineering: "Engineering",
  business: "Business",
  "computer-science": "Computer Science",
  medicine: "Medicine",
  arts: "Arts",
  science: "Science",
  "social-science": "Social Science",
});
export const FIELDS_OF_STUDY = FIELD_OF_STUDY.values;
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];
export const FIELD_OF_STUDY_LABELS = FIELD_OF_STUDY.labels;
export const FIELD_OF_STUDY_OPTIONS = FIELD_OF_STUDY.options;

const CATEGORY = vocabulary({ ambitious: "Ambitious", moderate: "Moderate", safe: "Safe" });
export const CATEGORIES = CATEGORY.values;
export type CollegeCategory = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS = CATEGORY.labels;

/** The sort selector's options (shown, not applied). */
export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "ranking", label: "Ranking" },
  { value: "acceptance", label: "Acceptance Rate" },
  { value: "tuition", label: "Tuition" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

export interface College {
  /** The directory slug: stable, so saved favourites and compare lists keep working. */
  slug: string;
  name: string;
  location: string;
  country: Country;
  /** Initials shown as the logo. */
  logo: string;
  /** World rank (for sorting: a band's best place). */
  ranking: number;
  /** The world rank as the ranking publishes it ("29", "711-720"); '' when none is held. */
  rankText?: string;
  /** Acceptance rate as text, e.g. "4%". */
  acceptance: string;
  /** Annual tuition as text with currency. */
  tuition: string;
  students: string;
  /** Out of 5. */
  rating: number;
  category: CollegeCategory;
  programs: string[];
  tags: string[];
  /** Published minimums per level, each as the university states it ("7.0", "93", "optional"); absent: not published. */
  requirements: Partial<Record<RequirementLevel, LevelRequirements>>;
  /** Why the card has its band, in the published numbers (set by the finder for the student's scores). */
  bandReason?: string;
}

/** The levels whose requirements the dataset holds. */
export type RequirementLevel = "bachelors" | "masters";
export type LevelRequirements = Partial<
  Record<"gpa" | "ielts" | "toefl" | "pte" | "duolingo" | "gre" | "gmat" | "grade", string>
>;
