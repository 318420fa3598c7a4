/**
 * The advertising inquiry's zod/mini schema, beside its option lists' content module: only /advertising and
 * its action load them (docs/forms.md).
 */
import * as z from "zod/mini";
import { AD_BUDGETS, AD_GOALS } from "~/content/advertising";
import { LIMITS } from "~/lib/forms/field-rules";
import { optionalText } from "~/lib/forms/validation";
import { senderFields } from "./schemas";

export const AdvertisingSchema = z.object({
  ...senderFields,
  company: optionalText(LIMITS.shortText),
  goal: z.optional(z.enum(AD_GOALS, { error: "Please select a goal from the list." })),
  budget: z.optional(z.enum(AD_BUDGETS, { error: "Please select a budget from the list." })),
  message: optionalText(LIMITS.longText),
});
