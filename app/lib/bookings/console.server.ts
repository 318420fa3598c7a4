/**
 * The lead page's booking intent: confirm or decline a requested booking (bookings.server.ts).
 * Returns the answer, or undefined when the post is not a booking decision.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { AdminIdentity } from "~/lib/admin/auth.server";
import { FORM_MESSAGES, formError, formFailure, getIntent, handleForm } from "~/lib/forms/kit.server";
import { cachePolicy } from "~/lib/platform/cache";
import { decideBooking } from "./bookings.server";
import { BookingDecisionSchema } from "./decision-schema";
import { BOOKING_DECISION_INTENT } from "./intents";

export async function bookingDecisionAnswer(
  request: Request,
  context: AppLoadContext,
  admin: AdminIdentity,
  id: number,
  formData: FormData | undefined,
) {
  if (getIntent(formData) !== BOOKING_DECISION_INTENT) return undefined;
  const result = await handleForm(request, context, {
    schema: BookingDecisionSchema,
    kind: "admin-booking",
    intent: BOOKING_DECISION_INTENT,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  const state = result.value.decision === "confirm" ? "confirmed" : "declined";
  let outcome;
  try {
    outcome = await decideBooking(context, admin, id, state, result.value.note ?? "");
  } catch (error) {
    console.error("booking not decided", error instanceof Error ? error.message : error);
    return formError(
      BOOKING_DECISION_INTENT,
      result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }),
      503,
    );
  }
  if (outcome === "not-found")
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  if (outcome === "not-requested") {
    return formError(
      BOOKING_DECISION_INTENT,
      result.submission.reply({ formErrors: ["This booking is already confirmed or declined."] }),
      400,
    );
  }
  return redirect(`/admin/leads/${id}?booking=${state}`, { headers: { "Cache-Control": cachePolicy.noStore } });
}
