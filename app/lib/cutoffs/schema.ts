/**
 * The college predictor's form (/college-predictor, a GET form): the page validates with it in the
 * browser and the loader with parseWithZod on the query string, so a bad rank or a missing choice is
 * answered with 400 and the same messages beside the fields, the input kept.
 */
import * as z from "zod/mini";
import { numberField, optionalText } from "~/lib/forms/validation";
import { STATES } from "../official/states";
import { CANDIDATE_GENDERS, CATEGORIES, EXAMS, examTypes, INSTITUTE_TYPES, MAX_RANK, type Category } from "./model";

const values = <T extends { value: string }>(list: readonly T[]) =>
  list.map((o) => o.value) as [T["value"], ...Array<T["value"]>];

export const PREDICTOR_MESSAGES = {
  exam: "Please choose the exam your rank is from.",
  rank: "Please enter your rank as a whole number from 1 to 15,00,000.",
  categoryRank: "Please enter your category rank (as on your scorecard) as a whole number from 1 to 15,00,000.",
  category: "Please choose your category.",
  gender: "Please choose your gender.",
  home: "Please choose your home state: it decides the home-state quota at NITs.",
  state: "Please choose a state from the list.",
  type: "Please choose an institute type that admits through this exam.",
  branch: "Please use at most 80 characters.",
} as const;

const examKnown = ({ value }: { value: unknown }) => {
  const v = value as { exam?: unknown; type?: unknown; home?: unknown } | undefined;
  return (
    EXAMS.some((e) => e.value === v?.exam) &&
    (v?.type === undefined || (INSTITUTE_TYPES as readonly unknown[]).includes(v.type)) &&
    (v?.home === undefined || (STATES as readonly unknown[]).includes(v.home))
  );
};

export const PredictorSchema = z
  .object({
    exam: z.enum(values(EXAMS), { error: PREDICTOR_MESSAGES.exam }),
    rank: numberField(
      z
        .number({ error: PREDICTOR_MESSAGES.rank })
        .check(
          z.int(PREDICTOR_MESSAGES.rank),
          z.gte(1, PREDICTOR_MESSAGES.rank),
          z.lte(MAX_RANK, PREDICTOR_MESSAGES.rank),
        ),
    ),
    categoryRank: z.optional(
      numberField(
        z
          .number({ error: PREDICTOR_MESSAGES.categoryRank })
          .check(
            z.int(PREDICTOR_MESSAGES.categoryRank),
            z.gte(1, PREDICTOR_MESSAGES.categoryRank),
            z.lte(MAX_RANK, PREDICTOR_MESSAGES.categoryRank),
          ),
      ),
    ),
    category: z.enum(CATEGORIES, { error: PREDICTOR_MESSAGES.category }),
    pwd: z.pipe(
      z.optional(z.literal("on", { error: "Please tick the box or leave it empty." })),
      z.transform((v): boolean => v === "on"),
    ),
    gender: z.enum(values(CANDIDATE_GENDERS), { error: PREDICTOR_MESSAGES.gender }),
    home: z.optional(z.enum(STATES, { error: PREDICTOR_MESSAGES.home })),
    type: z.optional(z.enum(INSTITUTE_TYPES, { error: PREDICTOR_MESSAGES.type })),
    state: z.optional(z.enum(STATES, { error: PREDICTOR_MESSAGES.state })),
    branch: optionalText(80, PREDICTOR_MESSAGES.branch),
  })
  .check(
    // A reserved-category or PwD candidate's own seats are matched on the category rank: asked whenever the
    // category is known, even while other fields still have errors.
    z.refine((v) => !needsCategoryRank(v.category, v.pwd) || v.categoryRank !== undefined, {
      message: PREDICTOR_MESSAGES.categoryRank,
      path: ["categoryRank"],
      when: ({ value }) => (CATEGORIES as readonly unknown[]).includes((value as { category?: unknown })?.category),
    }),
    // Checked whenever the exam is known, even while other fields still have errors.
    // The All India Quota (JEE Advanced's IITs, NEET-UG's MCC seats) has no home-state quota.
    z.refine((v) => v.exam === "jee-advanced" || v.exam === "neet-ug" || Boolean(v.home), {
      message: PREDICTOR_MESSAGES.home,
      path: ["home"],
      when: examKnown,
    }),
    z.refine((v) => !v.type || examTypes(v.exam).includes(v.type), {
      message: PREDICTOR_MESSAGES.type,
      path: ["type"],
      when: examKnown,
    }),
  );

/** True when the candidate has a second rank to enter: a reserved category, or PwD. */
export const needsCategoryRank = (category: Category, pwd: boolean) => category !== "OPEN" || pwd;

export type PredictorQuery = z.output<typeof PredictorSchema>;
