/**
 * The home page's two forms: their zod schemas, shared by the home route's
 * action (static import) and the components that render them (static imports too); intents in ./intents.
 */
import * as z from "zod/mini";
import { CALL_LEVELS, NEWSLETTER_COURSES } from "~/content/home-forms";
import { LIMITS } from "~/lib/forms/field-rules";
import { emailField, indianMobileField, optionalText, requiredCheckbox, requiredText } from "~/lib/forms/validation";

/** Newsletter: three fixed messages. */
export const NewsletterSchema = z.object({
  email: emailField("Please enter a valid email."),
  mobile: indianMobileField("Please enter a valid mobile number."),
  course: z
    .string({ error: "Please select a valid value." })
    .check(z.refine((v) => NEWSLETTER_COURSES.includes(v), "Please select a valid value.")),
});

/** Call request: the same rules and wording as the site's other forms. */
export const CallRequestSchema = z.object({
  firstName: requiredText(LIMITS.personName, "First name is required", "First name must be at most 60 characters"),
  lastName: requiredText(LIMITS.personName, "Last name is required", "Last name must be at most 60 characters"),
  email: emailField("Please enter a valid email."),
  phone: indianMobileField("Phone number must be 10 digits", { required: "Phone number is required" }),
  level: z.enum(CALL_LEVELS, { error: "Please select a level" }),
  course: optionalText(100, "Course must be at most 100 characters"),
  privacy: requiredCheckbox("Please agree to the privacy policy"),
});
