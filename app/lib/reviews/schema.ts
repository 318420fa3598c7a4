/**
 * The review form's schema: one zod schema for the client (Conform) and the
 * /write-review action, built from the validation module's builders.
 */
import * as z from "zod/mini";
import { LIMITS, tooLongMessage } from "~/lib/forms/field-rules";
import { numberField, optionalText, requiredText } from "~/lib/forms/validation";
import {
  ASPECTS,
  gradYearRange,
  isRewardDetails,
  MAX_REVIEW_TEXT,
  MAX_TITLE,
  MIN_REVIEW_TEXT,
  REVIEW_MESSAGES,
} from "./rules";

function rating(label: string) {
  const message = REVIEW_MESSAGES.rating(label);
  return numberField(z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(5, message)));
}

function reviewText(required: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(MIN_REVIEW_TEXT, REVIEW_MESSAGES.tooShort(MIN_REVIEW_TEXT)),
      z.maxLength(MAX_REVIEW_TEXT, tooLongMessage(MAX_REVIEW_TEXT)),
    );
}

const ratingFields = Object.fromEntries(ASPECTS.map((a) => [a.key, rating(a.label)])) as {
  [K in (typeof ASPECTS)[number]["key"]]: ReturnType<typeof rating>;
};

export function makeReviewSchema(now = new Date()) {
  const years = gradYearRange(now);
  const yearMessage = `${REVIEW_MESSAGES.gradYear.replace(/\.$/, "")} between ${years.min} and ${years.max}.`;
  return z.object({
    college: requiredText(LIMITS.shortText, REVIEW_MESSAGES.college).check(
      z.regex(/^[a-z0-9-]+$/, REVIEW_MESSAGES.college),
    ),
    course: requiredText(LIMITS.shortText, REVIEW_MESSAGES.course),
    gradYear: numberField(
      z
        .number({ error: REVIEW_MESSAGES.gradYear })
        .check(z.int(yearMessage), z.gte(years.min, yearMessage), z.lte(years.max, yearMessage)),
    ),
    ...ratingFields,
    title: requiredText(MAX_TITLE, REVIEW_MESSAGES.title),
    liked: reviewText("Please tell us what you liked."),
    better: reviewText("Please tell us what could be better."),
    reward: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(LIMITS.shortText, REVIEW_MESSAGES.reward),
          z.refine(isRewardDetails, REVIEW_MESSAGES.reward),
        ),
    ),
    consent: z.literal("on", { error: REVIEW_MESSAGES.consent }),
    // "My college isn't listed" (college = NOT_LISTED): the writer names it; the action requires name and city then.
    collegeName: optionalText(LIMITS.shortText),
    collegeCity: optionalText(80),
    collegeState: optionalText(80),
  });
}

export const ReviewSchema = makeReviewSchema();
export type ReviewInput = z.output<typeof ReviewSchema>;

/** Operator moderation: reject needs a reason shown to the writer. */
export const RejectSchema = z.object({
  id: numberField(z.number().check(z.int(), z.positive())),
  reason: requiredText(500, "Please give the writer a reason."),
});
export const ReviewIdSchema = z.object({ id: numberField(z.number().check(z.int(), z.positive())) });

/** Approving a college that was not listed: the operator chooses its ownership. */
export const ProposalApproveSchema = z.object({
  id: numberField(z.number().check(z.int(), z.positive())),
  ownership: z.enum(["public", "private", "deemed", "autonomous"]),
});

/** /admin/reviews: the moderation actions, one schema per intent. */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), ...ReviewIdSchema.shape }),
  z.object({ intent: z.literal("reject"), ...RejectSchema.shape }),
  // A second look's reason, kept to its first 500 characters.
  z.object({ intent: z.literal("paid"), ...ReviewIdSchema.shape, second_look: z.optional(z.string()) }),
  z.object({ intent: z.literal("proposal-approve"), ...ProposalApproveSchema.shape }),
  z.object({ intent: z.literal("proposal-reject"), ...RejectSchema.shape }),
]);
