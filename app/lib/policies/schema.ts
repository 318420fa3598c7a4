/**
 * The privacy page's data-rights request (stored as a `data-request` lead) and the alerts sign-up
 * behind "Subscribe Now" (stored as a `newsletter` lead): imported by the actions and the
 * pages (docs/forms.md).
 */
import * as z from "zod/mini";
import { LIMITS } from "../forms/field-rules";
import { emailField, optionalText, requiredText } from "../forms/validation";

export const DataRequestSchema = z.object({
  name: requiredText(LIMITS.shortText, "Please enter your name."),
  email: emailField("Please enter a valid email.", { required: "Please enter your email." }),
  request: z.enum(["access", "correction", "deletion", "withdraw-consent", "grievance"], {
    error: "Please choose what you are asking for.",
  }),
  details: optionalText(LIMITS.longText),
});

/** "Subscribe For Regular Alerts": the e-mail address only. */
export const AlertsSubscribeSchema = z.object({
  email: emailField("Please enter a valid email.", { required: "Please enter your email." }),
});
