/**
 * The review form's schema (issue 19): one zod schema for the client (Conform) and the
 * /write-review action, built from the validation module's builders.
 */
import * as z from "zod/mini";
import { LIMITS, MOBILE_DIGITS, numberField, requiredText, tooLongMessage } from "~/lib/validation";
import { ASPECTS } from "./rules";

/** Minimum characters of "What did you like?" and "What could be better?". */
export const MIN_REVIEW_TEXT = 150;
/** Maximum characters of each of them. */
export const MAX_REVIEW_TEXT = 3000;
export const MAX_TITLE = 120;

/** Years a graduation (or expected graduation) may fall in. */
export function gradYearRange(now = new Date()) {
  const year = now.getUTCFullYear();
  return { min: year - 60, max: year + 7 };
}

export const REVIEW_MESSAGES = {
  college: "Please choose your college.",
  course: "Please enter your course.",
  gradYear: "Please enter your year of graduation (or expected).",
  rating: (label: string) => `Please rate ${label.toLowerCase()} from 1 to 5 stars.`,
  title: "Please give your review a title.",
  tooShort: (n: number) => `Please write at least ${n} characters.`,
  reward: `Enter a UPI ID (like name@bank) or a ${MOBILE_DIGITS}-digit mobile number.`,
  consent: "Please confirm that this review is about your own experience.",
  duplicate:
    "This review is almost the same as another review you wrote. Please describe your experience of this college.",
  unknownCollege: "We could not find that college. Please choose it from the list.",
  submitted: "Thank you! Your review has been submitted and will be published after a quick check.",
  updated: "Your pending review has been updated.",
} as const;

const UPI = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/;
const MOBILE = new RegExp(`^(?:\\+?91[- ]?)?[6-9]\\d{${MOBILE_DIGITS - 1}}$`);

/** A UPI id or an Indian mobile number; the form's optional reward details. */
export function isRewardDetails(value: string): boolean {
  const v = value.trim();
  return UPI.test(v) || MOBILE.test(v.replace(/\s+/g, ""));
}

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
