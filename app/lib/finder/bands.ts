/**
 * The course finder's Ambitious / Moderate / Safe, computed for the student: their GPA, IELTS, TOEFL,
 * GRE and GMAT (where given) against each university's published minimums for the chosen level
 * (colleges.requirements, from the universities' own pages), and how many applicants it admits
 * (U.S. College Scorecard). The same functions run on the server (the no-JS
 * GET form) and in the browser; FINDER_RULE states the rule on the page in the same terms.
 * Also the sorts: ranking, acceptance rate and tuition (in rupees: lib/format/rupees.ts).
 */
import type { College, CollegeCategory, RequirementLevel, SortOption } from "~/content/colleges";
import { INR_RATE_NOTE, tuitionInInr } from "~/lib/format/rupees";

export interface StudentScores {
  gpa: string;
  ielts: string;
  toefl: string;
  gre: string;
  gmat: string;
  /** The finder's level: bachelors or masters compare with that level's minimums; anything else with master's. */
  studyLevel?: string;
}

type ScoreKey = "gpa" | "ielts" | "toefl" | "gre" | "gmat";

/** The level whose published minimums a student's scores are compared with. */
export function levelFor(studyLevel: string | undefined): RequirementLevel {
  return studyLevel === "bachelors" ? "bachelors" : "masters";
}
const LEVEL_LABEL: Record<RequirementLevel, string> = { bachelors: "bachelor's", masters: "master's" };

/** Valid range of each score; how far above the minimum counts as comfortably above it. */
const SCORES: Record<ScoreKey, { label: string; min: number; max: number; margin: number }> = {
  gpa: { label: "GPA", min: 0, max: 4, margin: 0.3 },
  ielts: { label: "IELTS", min: 0, max: 9, margin: 0.5 },
  toefl: { label: "TOEFL", min: 0, max: 120, margin: 8 },
  gre: { label: "GRE", min: 260, max: 340, margin: 10 },
  gmat: { label: "GMAT", min: 200, max: 800, margin: 30 },
};

/** Colleges admitting fewer than this share of applicants are a reach whatever the scores. */
export const VERY_SELECTIVE = 10;
/** Safe needs at least this acceptance rate as well as comfortable scores. */
export const SAFE_ACCEPTANCE = 30;
/** Without scores: the bands by acceptance rate alone. */
export const NO_SCORES = { ambitiousBelow: 20, safeFrom: 50 } as const;

/**
 * A score as a number on its scale, or null when empty or out of range. A GPA above 4 (up to 10)
 * is read as a 10-point CGPA and converted to the 4-point scale (× 0.4).
 */
export function readScore(key: ScoreKey, raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  let n = Number(text);
  if (!Number.isFinite(n)) return null;
  if (key === "gpa" && n > 4 && n <= 10) n = Math.round(n * 40) / 100;
  const { min, max } = SCORES[key];
  return n >= min && n <= max ? n : null;
}

/** "3.8+" or "7.0" → the number; "optional", "N/A" or anything else → null (no published minimum). */
export function readMinimum(text: string | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*\+?\s*$/.exec(text ?? "");
  return m ? Number(m[1]) : null;
}

/** "43%" → 43; unknown → null. */
export function acceptanceRate(text: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(text);
  return m ? Number(m[1]) : null;
}

export interface Band {
  band: CollegeCategory;
  /** Why, in a sentence. */
  reason: string;
}

export function bandFor(college: College, scores: StudentScores): Band {
  const acceptance = acceptanceRate(college.acceptance);
  const level = levelFor(scores.studyLevel);
  const published = college.requirements[level] ?? {};
  const compared: Array<{ label: string; score: number; minimum: number; margin: number }> = [];
  for (const key of Object.keys(SCORES) as ScoreKey[]) {
    const score = readScore(key, scores[key] ?? "");
    const minimum = readMinimum(published[key]);
    if (score !== null && minimum !== null) compared.push({ ...SCORES[key], score, minimum });
  }
  if (!compared.length) {
    const entered = (Object.keys(SCORES) as ScoreKey[]).some((k) => readScore(k, scores[k] ?? "") !== null);
    const none = Object.keys(published).length === 0;
    if (acceptance === null)
      return {
        band: "moderate",
        reason:
          entered && none
            ? `This university publishes no ${LEVEL_LABEL[level]} minimums we hold, and no acceptance rate: no band from your scores.`
            : `Enter your scores to compare them with this university's published ${LEVEL_LABEL[level]} minimums.`,
      };
    const band: CollegeCategory =
      acceptance < NO_SCORES.ambitiousBelow ? "ambitious" : acceptance >= NO_SCORES.safeFrom ? "safe" : "moderate";
    return { band, reason: `By acceptance rate (${acceptance}%) only: enter your scores for a band that fits you.` };
  }
  const below = compared.filter((c) => c.score < c.minimum);
  if (below.length) {
    return {
      band: "ambitious",
      reason: `Your ${below.map((c) => `${c.label} ${c.score}`).join(" and ")} ${below.length > 1 ? "are" : "is"} below the published ${LEVEL_LABEL[level]} minimum (${below.map((c) => `${c.label} ${c.minimum}`).join(", ")}).`,
    };
  }
  if (acceptance !== null && acceptance < VERY_SELECTIVE) {
    return {
      band: "ambitious",
      reason: `You meet the minimums (${compared.map((c) => `${c.label} ${c.minimum}`).join(", ")}), but it admits only ${acceptance}% of applicants.`,
    };
  }
  const comfortable = compared.every((c) => c.score >= c.minimum + c.margin);
  if (comfortable && acceptance !== null && acceptance >= SAFE_ACCEPTANCE) {
    return {
      band: "safe",
      reason: `Your ${compared.map((c) => `${c.label} ${c.score}`).join(", ")} ${compared.length > 1 ? "are" : "is"} comfortably above the minimums (${compared.map((c) => `${c.label} ${c.minimum}`).join(", ")}) and it admits ${acceptance}% of applicants.`,
    };
  }
  return {
    band: "moderate",
    reason: `You meet the published ${LEVEL_LABEL[level]} minimums (${compared.map((c) => `${c.label} ${c.minimum}`).join(", ")}), though not by the margin Safe needs${acceptance === null ? " or with no acceptance rate published" : ""}.`,
  };
}

/** The rule, in plain words, as the page shows it. */
export const FINDER_RULE = [
  `Each university publishes minimum scores (GPA, IELTS, TOEFL, GRE, GMAT) for its bachelor's and master's programmes. We compare the scores you enter with the minimums for the level you choose (master's when none is chosen), as the university's own pages state them; a GPA out of 10 is converted to the 4-point scale (× 0.4). Where a university publishes no minimum, there is nothing to compare.`,
  `Ambitious: one of your scores is below the college's minimum, or the college admits fewer than ${VERY_SELECTIVE}% of applicants.`,
  `Safe: every score you entered is comfortably above the minimum (GPA by ${SCORES.gpa.margin}, IELTS by ${SCORES.ielts.margin}, TOEFL by ${SCORES.toefl.margin}, GRE by ${SCORES.gre.margin}, GMAT by ${SCORES.gmat.margin}) and the college admits at least ${SAFE_ACCEPTANCE}% of applicants (U.S. College Scorecard).`,
  `Moderate: you meet every minimum, but not comfortably enough for Safe.`,
  `Without scores we go by acceptance rate only: under ${NO_SCORES.ambitiousBelow}% Ambitious, ${NO_SCORES.safeFrom}% or more Safe, Moderate in between.`,
] as const;

/** What each sort means, as the page states it. */
export const SORT_RULES: Record<SortOption, string> = {
  relevance: "Relevance: the directory's order.",
  ranking: "Ranking: best world rank first (QS World University Rankings 2026; a band sorts by its best place).",
  acceptance: "Acceptance Rate: highest first.",
  tuition: `Tuition: lowest first, in rupees a year. Where a university publishes a range or a "from" figure, the lowest figure counts; a fee per semester counts two semesters. ${INR_RATE_NOTE}`,
};

/** Sorted copy; unknown values last, ties in the directory's order. */
export function sortColleges<T extends College>(list: readonly T[], sort: SortOption): T[] {
  if (sort === "relevance") return [...list];
  const key = (c: College): number | null =>
    sort === "ranking"
      ? c.ranking || null
      : sort === "acceptance"
        ? acceptanceRate(c.acceptance) === null
          ? null
          : -acceptanceRate(c.acceptance)!
        : tuitionInInr(c.tuition);
  return list
    .map((c, i) => ({ c, i, k: key(c) }))
    .sort((a, b) => (a.k === null ? 1 : 0) - (b.k === null ? 1 : 0) || (a.k ?? 0) - (b.k ?? 0) || a.i - b.i)
    .map((x) => x.c);
}

/** The list as the finder shows it: each college's band for these scores, then the sort. */
export function finderResults(list: readonly College[], scores: StudentScores, sort: SortOption): College[] {
  return sortColleges(
    list.map((c) => {
      const band = bandFor(c, scores);
      return { ...c, category: band.band, bandReason: band.reason };
    }),
    sort,
  );
}
