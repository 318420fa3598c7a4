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
  JK: "Jammu and Kashmir (JK)",
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

/**
 * JEE Main's Paper 2 (2A: B.Arch, 2B: B.Plan) has its own merit list: these programmes are filled on a Paper 2
 * rank, never on a Paper 1 rank. Identified by the degree JoSAA names (B.Arch, B.Plan) and, in the cut-off
 * rows, by their branch names (the data build checks the two agree). The IITs' B.Arch is filled on the JEE
 * Advanced rank (after the Architecture Aptitude Test), so Paper 2 concerns the other institutes only.
 */
export const PAPER2_DEGREES = ["B.Arch", "B.Plan"] as const;
export const PAPER2_BRANCHES = [
  "Architecture",
  "Architecture and Planning",
  "Architecture, Town and Regional Planning",
  "Planning",
] as const;
export const isPaper2Degree = (degree: string) => (PAPER2_DEGREES as readonly string[]).includes(degree);
export const isPaper2Branch = (branch: string) => (PAPER2_BRANCHES as readonly string[]).includes(branch);

/**
 * Which rank opens which programmes: each exam names the counselling whose tables answer it, the institute
 * types it reaches and, for JoSAA, which JEE Main paper's programmes (`paper`: 1 leaves Paper 2's out, 2 keeps
 * only them, null keeps every programme of the types).
 */
export const EXAMS = [
  { value: "jee-advanced", label: "JEE Advanced (IITs)", counselling: "josaa", types: ["IIT"], paper: null },
  {
    value: "jee-main",
    label: "JEE Main Paper 1: B.E./B.Tech (NITs, IIITs, GFTIs)",
    counselling: "josaa",
    types: ["NIT", "IIIT", "GFTI"],
    paper: 1,
  },
  {
    value: "jee-main-paper2",
    label: "JEE Main Paper 2: B.Arch and B.Plan (NITs, IIITs, GFTIs)",
    counselling: "josaa",
    types: ["NIT", "IIIT", "GFTI"],
    paper: 2,
  },
  // MCC's All India Quota MBBS seats on the NEET-UG All India Rank (app/lib/cutoffs/neet.ts).
  { value: "neet-ug", label: "NEET-UG: MBBS, All India Quota (MCC)", counselling: "mcc", types: [], paper: null },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  counselling: string;
  types: readonly InstituteType[];
  paper: 1 | 2 | null;
}>;
export type PredictorExam = (typeof EXAMS)[number]["value"];
export const examTypes = (exam: PredictorExam): readonly InstituteType[] =>
  EXAMS.find((e) => e.value === exam)?.types ?? [];
export const examPaper = (exam: PredictorExam): 1 | 2 | null => EXAMS.find((e) => e.value === exam)?.paper ?? null;

/**
 * The seats a candidate competes for and the rank each is matched on: OPEN seats on the common rank list
 * (CRL) rank for everyone; a reserved-category or PwD candidate also their own seat type on their category
 * rank (the category's PwD rank with PwD), as the JEE scorecard gives them.
 */
export interface SeatArm {
  seat: string;
  rank: number;
  basis: string;
}
export function seatArms(q: { rank: number; category: Category; pwd: boolean; categoryRank?: number }): SeatArm[] {
  const open: SeatArm = { seat: "OPEN", rank: q.rank, basis: "CRL rank" };
  if (q.category === "OPEN" && !q.pwd) return [open];
  const own = seatType(q.category, q.pwd);
  return [open, { seat: own, rank: q.categoryRank ?? q.rank, basis: `${categoryRankLabel(q.category, q.pwd)}` }];
}
/** What the second rank is called for a category: "OBC-NCL rank", "SC-PwD rank", "CRL-PwD rank". */
export const categoryRankLabel = (category: Category, pwd: boolean) =>
  `${category === "OPEN" ? "CRL" : category}${pwd ? "-PwD" : ""} rank`;

/** The candidate's gender: female candidates compete for Gender-Neutral and Female-only seats. */
export const CANDIDATE_GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Other / prefer not to say" },
] as const;
export type CandidateGender = (typeof CANDIDATE_GENDERS)[number]["value"];
export const seatGendersFor = (gender: CandidateGender): string[] =>
  gender === "female" ? [GENDER_NEUTRAL, FEMALE_ONLY] : [GENDER_NEUTRAL];

/** Programmes per predictor page. */
export const PREDICTOR_PAGE_SIZE = 20;
/** The highest rank the form accepts (JEE Main ranks run past 10 lakh). */
export const MAX_RANK = 1_500_000;
/** The source line under every JoSAA table. */
export const JOSAA_SOURCE = "Joint Seat Allocation Authority (JoSAA), opening and closing ranks";
