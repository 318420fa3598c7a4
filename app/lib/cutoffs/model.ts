/**
 * JoSAA's vocabulary (quotas, seat types, genders, institute types) and the predictor's choices, shared by
 * the server (SQL) and the browser (forms). Values are JoSAA's own spellings, as stored in josaa_cutoffs.
 */

export const INSTITUTE_TYPES = ["IIT", "NIT", "IIIT", "GFTI"] as const;
export type InstituteType = (typeof INSTITUTE_TYPES)[number];
export const INSTITUTE_TYPE_LABELS: Record<InstituteType, string> = {
  IIT: "IITs",
  NIT: "NITs",
  IIIT: "IIITs",
  GFTI: "Other government-funded institutes (GFTIs)",
};

/** Quotas: All India, Home State, Other State, and the special quotas of some NITs (Goa, J&K, Ladakh). */
export const QUOTAS = ["AI", "HS", "OS", "GO", "JK", "LA"] as const;
export type Quota = (typeof QUOTAS)[number];
export const QUOTA_LABELS: Record<Quota, string> = {
  AI: "All India (AI)",
  HS: "Home State (HS)",
  OS: "Other State (OS)",
  GO: "Goa (GO)",
  JK: "Jammu & Kashmir (JK)",
  LA: "Ladakh (LA)",
};

/** Categories as JoSAA names its seat types; each also has a "(PwD)" seat type. */
export const CATEGORIES = ["OPEN", "EWS", "OBC-NCL", "SC", "ST"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  OPEN: "OPEN (General)",
  EWS: "EWS",
  "OBC-NCL": "OBC-NCL",
  SC: "SC",
  ST: "ST",
};
export const SEAT_TYPES = CATEGORIES.flatMap((c) => [c, `${c} (PwD)`]);
export const seatType = (category: Category, pwd: boolean) => (pwd ? `${category} (PwD)` : category);

export const GENDER_NEUTRAL = "Gender-Neutral";
export const FEMALE_ONLY = "Female-only (including Supernumerary)";
export const SEAT_GENDERS = [GENDER_NEUTRAL, FEMALE_ONLY] as const;
export const SEAT_GENDER_LABELS: Record<string, string> = {
  [GENDER_NEUTRAL]: "Gender-Neutral",
  [FEMALE_ONLY]: "Female-only (including Supernumerary)",
};

/** Which rank opens which institutes. */
export const EXAMS = [
  { value: "jee-advanced", label: "JEE Advanced (IITs)", types: ["IIT"] },
  { value: "jee-main", label: "JEE Main (NITs, IIITs, GFTIs)", types: ["NIT", "IIIT", "GFTI"] },
] as const satisfies ReadonlyArray<{ value: string; label: string; types: readonly InstituteType[] }>;
export type PredictorExam = (typeof EXAMS)[number]["value"];
export const examTypes = (exam: PredictorExam): readonly InstituteType[] =>
  EXAMS.find((e) => e.value === exam)?.types ?? [];

/** The candidate's gender: female candidates compete for Gender-Neutral and Female-only seats. */
export const CANDIDATE_GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Other / prefer not to say" },
] as const;
export type CandidateGender = (typeof CANDIDATE_GENDERS)[number]["value"];
export const seatGendersFor = (gender: CandidateGender): string[] =>
  gender === "female" ? [GENDER_NEUTRAL, FEMALE_ONLY] : [GENDER_NEUTRAL];

/** States and union territories (the home-state quota compares the institute's state with this). */
export const STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** Programmes per predictor page. */
export const PREDICTOR_PAGE_SIZE = 20;
/** The highest rank the form accepts (JEE Main ranks run past 10 lakh). */
export const MAX_RANK = 1_500_000;
/** The source line under every JoSAA table. */
export const JOSAA_SOURCE = "Joint Seat Allocation Authority (JoSAA), opening and closing ranks";
