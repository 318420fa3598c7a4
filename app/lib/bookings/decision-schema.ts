/** The console's booking decision (confirm or decline a requested booking, with a note for the student). */
import * as z from "zod/mini";
import { optionalText } from "~/lib/forms/validation";

export const BookingDecisionSchema = z.object({
  decision: z.enum(["confirm", "decline"], { error: "Please choose Confirm or Decline." }),
  note: optionalText(500, "Keep the note under 500 characters."),
});
