/**
 * The home page's two forms (part 1 §2, §5): their intents and zod schemas, shared by the
 * components that render them and the home route's action that validates them.
 */
import * as z from "zod";
import { CALL_LEVELS, NEWSLETTER_COURSES } from "~/content/home";

export const NEWSLETTER_INTENT = "newsletter";
export const CALL_INTENT = "call-request";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter (part 1 §5): the spec's three messages. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email." })
    .trim()
    .max(254, "Please enter a valid email.")
    .regex(EMAIL, "Please enter a valid email."),
  mobile: z
    .string({ error: "Please enter a valid mobile number." })
    .trim()
    .regex(/^\d{10}$/, "Please enter a valid mobile number."),
  course: z
    .string({ error: "Please select a valid value." })
    .refine((v) => NEWSLETTER_COURSES.includes(v), "Please select a valid value."),
});

/** Call request: the spec shows no rules; these follow its other forms' wording. */
export const CallRequestSchema = z.object({
  firstName: z
    .string({ error: "First name is required" })
    .trim()
    .min(1, "First name is required")
    .max(60, "First name must be at most 60 characters"),
  lastName: z
    .string({ error: "Last name is required" })
    .trim()
    .min(1, "Last name is required")
    .max(60, "Last name must be at most 60 characters"),
  email: z
    .string({ error: "Please enter a valid email." })
    .trim()
    .max(254, "Please enter a valid email.")
    .regex(EMAIL, "Please enter a valid email."),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .regex(/^\d{10}$/, "Phone number must be 10 digits"),
  level: z.enum(CALL_LEVELS, { error: "Please select a level" }),
  course: z.string().trim().max(100, "Course must be at most 100 characters").optional(),
  privacy: z.boolean({ error: "Please agree to the privacy policy" }),
});
