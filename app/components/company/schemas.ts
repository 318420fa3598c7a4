/**
 * The company pages' zod/mini schemas (contact, careers newsletter; advertising's is in
 * advertising-schema.ts, with its option lists): imported by the routes' actions and the pages that
 * render the forms (docs/forms.md).
 */
import * as z from "zod/mini";
import { LIMITS } from "~/lib/forms/field-rules";
import { emailField, requiredText } from "~/lib/forms/validation";

/** Name and email, required in both mail forms (email format checked). */
export const senderFields = {
  name: requiredText(LIMITS.shortText, "Please enter your name."),
  email: emailField("Please enter a valid email.", { required: "Please enter your email." }),
};

export const ContactSchema = z.object({
  ...senderFields,
  message: requiredText(LIMITS.longText, "Please enter a message."),
});

/** The careers newsletter has no validation rule: any non-empty value is stored. */
export const CareersNewsletterSchema = z.object({
  email: requiredText(LIMITS.email, "Please enter your email."),
});
