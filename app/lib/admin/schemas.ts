/**
 * The admin forms' zod/mini schemas (sign-in, lead update): imported by the routes' actions and the
 * pages that render the forms (docs/forms.md).
 */
import * as z from "zod/mini";
import { optionalText } from "~/lib/validation";
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

/** /admin/leads/{id}: the workflow status, assignee and a note. */
export const LeadUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Please choose a status." }),
  assignee: optionalText(120, "Keep the assignee under 120 characters."),
  note: optionalText(4000, "Keep the note under 4000 characters."),
});
