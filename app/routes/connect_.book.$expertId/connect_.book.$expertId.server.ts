/**
 * The server half of /connect/book/{expertId}: its loader, its form's action and its `headers`. `route.tsx` re-
 * exports them, so the browser build sees one empty module in place of every server module they use
 * (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sendMail } from "~/lib/accounts/mailer.server";
import {
  BOOKING_INTENTS,
  bookingDates,
  bookingPayload,
  bookingRequested,
  editStepOneResult,
  type BookingData,
} from "~/lib/booking";
import { requestedMail } from "~/lib/bookings/bookings.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { hoursSummary } from "~/lib/catalogue/hours";
import { expertViews, getExpert } from "~/lib/connect.server";
import { formError, formSuccess, getIntent, handleForm, readFormData, formFailure } from "~/lib/forms.server";

/** The booking schemas, awaited by the action (the steps load theirs on first input: docs/forms.md). */
const schemas = () => import("~/lib/booking-schema");

export const headers = pageHeaders;

/** The expert with the console's published changes (cached), or 404. */
async function expertOr404(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const expert = await getExpert(context, id);
  if (!expert) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  return expert;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const [expert] = expertViews([await expertOr404(context, params.expertId)]);
  // Only the days with a slot within the expert's hours (every day when the expert has none).
  return {
    expert,
    hours: expert.hours.mode === "hours" ? hoursSummary(expert.hours) : undefined,
    dates: bookingDates(new Date(), expert.hours),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const expert = await expertOr404(context, params.expertId);
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  if (intent === BOOKING_INTENTS.edit && formData) {
    return formError(BOOKING_INTENTS.stepOne, editStepOneResult(formData), 200);
  }
  if (intent === BOOKING_INTENTS.stepOne) {
    const result = await handleForm(request, context, {
      schema: (await schemas()).StepOneSchema,
      kind: "booking",
      intent,
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    const { degree, studyYear, email, phone } = result.value;
    return formSuccess<BookingData>(intent, result.submission.reply(), { step1: { degree, studyYear, email, phone } });
  }
  const result = await handleForm(request, context, {
    // The slot must be within the expert's hours as they are now (the server's check, whatever the page offered).
    schema: (await schemas()).bookingSchemasFor(expert.hours).BookingSchema,
    kind: "booking",
    intent: BOOKING_INTENTS.booking,
    ref: String(expert.id),
    formData,
    toPayload: (booking) => bookingPayload(expert, booking),
  });
  if (!result.ok) return formFailure(result);
  const { selectedDate, selectedTime, email, firstName } = result.value;
  // Stored as a request; the student's e-mail says so (the outbox; a full mailbox limit sends nothing).
  let mailed = false;
  try {
    mailed = await sendMail(
      context.env,
      requestedMail(context.env, { email, firstName, expertName: expert.name, date: selectedDate, time: selectedTime }),
    );
  } catch (error) {
    console.error("booking mail not queued", error instanceof Error ? error.message : error);
  }
  return formSuccess<BookingData>(BOOKING_INTENTS.booking, result.submission.reply({ resetForm: true }), {
    message: bookingRequested(expert.name, selectedDate, selectedTime),
    mailed,
  });
}
