/**
 * The admin forms' zod/mini schemas (sign-in, lead update): imported by the routes' actions and the
 * pages that render the forms (docs/forms.md).
 */
import * as z from "zod/mini";
import { listOf, optionalText } from "~/lib/forms/validation";
import { LEAD_STATUSES } from "./leads";

/** /admin/login with the operator's own token (ADMIN_TOKENS). */
export const AdminLoginSchema = z.object({
  email: z.pipe(
    z.string({ error: "Please enter your e-mail." }).check(z.trim(), z.maxLength(200)),
    z.email({ error: "Please enter a valid e-mail." }),
  ),
  token: z
    .string({ error: "Please enter the access token." })
    .check(z.minLength(1, "Please enter the access token."), z.maxLength(500)),
  next: z.optional(z.string().check(z.maxLength(500))),
});

/**
 * The one-button posts of a console edit page (IntentButton): publish, unpublish, discard, restore, delete, those
 * the page offers; a delete or a restore carries its confirmation step's "yes". Any other post is the page's save
 * form, read by its own schema.
 */
export function editIntentSchema<const I extends readonly [string, ...string[]]>(intents: I) {
  return z.object({ intent: z.enum(intents), confirm: z.optional(z.string().check(z.maxLength(10))) });
}

/** /admin/leads/{id}: the workflow status, assignee and a note. */
export const LeadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Please choose a status." }),
  assignee: optionalText(120, "Keep the assignee under 120 characters."),
  note: optionalText(4000, "Keep the note under 4000 characters."),
});

/** The lead ids a bulk action applies to: digits only, each once, at least one and at most `max`. */
function leadIds(max: number) {
  return z.pipe(
    z.pipe(
      listOf(z.string(), "Choose at least one lead."),
      z.transform((list: string[]) => [...new Set(list.filter((v) => /^\d{1,12}$/.test(v)).map(Number))]),
    ),
    z
      .array(z.number())
      .check(z.minLength(1, "Choose at least one lead."), z.maxLength(max, `Choose at most ${max} leads.`)),
  );
}

/** /admin/leads: the bulk actions, one schema per intent; `back` is the list's query string to return to. */
export function leadBulkSchema(max: number) {
  const ids = leadIds(max);
  const back = z.optional(z.string().check(z.maxLength(2000)));
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("bulk-status"),
      ids,
      bulk_status: z.enum(LEAD_STATUSES, { error: "Please choose a status." }),
      back,
    }),
    z.object({
      intent: z.literal("bulk-assign"),
      ids,
      bulk_assignee: optionalText(120, "Keep the assignee under 120 characters."),
      back,
    }),
  ]);
}
