/**
 * The two mail forms' zod/mini schemas (contact, advertising): imported by the
 * routes' actions and the pages that render the forms (docs/forms.md).
 */
import * as z from "zod/mini";
import { AD_BUDGETS, AD_GOALS } from "~/content/advertising";
import { LIMITS } from "~/lib/forms/field-rules";
import { emailField, optionalText, requiredText } from "~/lib/forms/validation";

/** Name and email, required in both mail forms (email format checked). */
const senderFields = {
  name: requiredText(LIMITS.shortText, "Please enter your name."),
  email: emailField("Please enter a valid email.", { required: "Please enter your email." }),
};

export const ContactSchema = z.object({
  ...senderFields,
  message: requiredText(LIMITS.longText, "Please enter a message."),
});

export const AdvertisingSchema = z.object({
  ...senderFields,
  company: optionalText(LIMITS.shortText),
  goal: z.optional(z.enum(AD_GOALS, { error: "Please select a goal from the list." })),
  budget: z.optional(z.enum(AD_BUDGETS, { error: "Please select a budget from the list." })),
  message: optionalText(LIMITS.longText),
});

/** The careers newsletter has no validation rule: any non-empty value is stored. */
export const CareersNewsletterSchema = z.object({
  email: requiredText(LIMITS.email, "Please enter your email."),
});
