/**
 * The server half of /connect/book/{expertId}: its loader, its form's action and its `headers`. `route.tsx` re-
 * exports them, so the browser build sees one empty module in place of every server module they use
 * (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { sendMail } from "~/lib/accounts/mailer.server";
import {
  BOOKING_INTENTS,
  bookingDates,
  bookingPayload,
  bookingRequested,
  duplicateBookingMessage,
  editStepOneResult,
  offlineMessage,
  receiptPath,
  takesCalls,
  type BookingData,
} from "~/lib/bookings/booking";
import { StepOneSchema, bookingSchemasFor } from "~/lib/bookings/booking-schema";
import { newReceipt, pendingBooking, requestedMail } from "~/lib/bookings/bookings.server";
import { expertViews } from "~/lib/bookings/connect.server";
import { getExpert } from "~/lib/catalogue/catalogue.server";
import { hoursSummary } from "~/lib/catalogue/hours";
import {
  FORM_MESSAGES,
  formError,
  formFailure,
  formSuccess,
  getIntent,
  handleForm,
  hashClient,
  readFormData,
  storeSubmission,
} from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

/** The expert with the console's published changes (cached), or 404. */
async function expertOr404(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const expert = await getExpert(context, id);
  if (!expert) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  return expert;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const [expert] = expertViews([await expertOr404(context, params.expertId)]);
  // Only the days with a slot within the expert's hours; none for an Offline expert (no hours).
  const bookable = takesCalls(expert.hours);
  return {
    expert,
    bookable,
    hours: expert.hours.mode === "hours" ? hoursSummary(expert.hours) : undefined,
    dates: bookable ? bookingDates(new Date(), expert.hours) : [],
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const expert = await expertOr404(context, params.expertId);
  const formData = await readFormData(request);
  const intent = getIntent(formData);
  // An Offline expert takes no bookings, whatever the page offered (409: nothing stored).
  if (!takesCalls(expert.hours)) {
    const step = intent === BOOKING_INTENTS.booking ? BOOKING_INTENTS.booking : BOOKING_INTENTS.stepOne;
    return formError(step, { status: "error", error: { "": [offlineMessage(expert.name)] } }, 409);
  }
  if (intent === BOOKING_INTENTS.edit && formData) {
    return formError(BOOKING_INTENTS.stepOne, editStepOneResult(formData), 200);
  }
  if (intent === BOOKING_INTENTS.stepOne) {
    const result = await handleForm(request, context, {
      schema: StepOneSchema,
      kind: "booking",
      intent,
      formData,
      store: false,
    });
    if (!result.ok) return formFailure(result);
    const { degree, studyYear, email, phone } = result.value;
    return formSuccess<BookingData>(intent, result.submission.reply(), { step1: { degree, studyYear, email, phone } });
  }
  // Validated first (honeypot, rate limit, both steps), stored only when the student has no request with this
  // expert waiting: a repeat answers with the waiting request and stores nothing.
  const result = await handleForm(request, context, {
    // The slot must be within the expert's hours as they are now (the server's check, whatever the page offered).
    schema: bookingSchemasFor(expert.hours).BookingSchema,
    kind: "booking",
    intent: BOOKING_INTENTS.booking,
    ref: String(expert.id),
    formData,
    store: false,
  });
  if (!result.ok) return formFailure(result);
  const fromDialog = formData?.get("via") === "dialog";
  let waiting;
  try {
    waiting = await pendingBooking(context, result.value.email, expert.id);
  } catch (error) {
    console.error("booking not stored", error instanceof Error ? error.message : error);
    return formError(
      BOOKING_INTENTS.booking,
      result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }),
      503,
    );
  }
  if (waiting) {
    if (waiting.receipt) {
      try {
        await sendMail(context.env, requestedMail(context.env, waiting));
      } catch (error) {
        console.error("booking mail not queued", error instanceof Error ? error.message : error);
      }
    }
    const message = duplicateBookingMessage(expert.name);
    if (!fromDialog && waiting.receipt) return redirect(`${receiptPath(waiting.receipt)}?again=1`, 303);
    return formSuccess<BookingData>(BOOKING_INTENTS.booking, result.submission.reply({ resetForm: true }), {
      message,
      duplicate: true,
      receipt: waiting.receipt ? receiptPath(waiting.receipt) : undefined,
    });
  }
  const receipt = newReceipt();
  try {
    await storeSubmission(context, {
      kind: "booking",
      ref: String(expert.id),
      payload: bookingPayload(expert, result.value, receipt),
      clientHash: await hashClient(context),
      origin: new URL(request.url).origin,
    });
  } catch (error) {
    console.error("booking not stored", error instanceof Error ? error.message : error);
    return formError(
      BOOKING_INTENTS.booking,
      result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }),
      503,
    );
  }
  const { selectedDate, selectedTime, email, firstName } = result.value;
  // Stored as a request; the student's e-mail says so, with the request's page (the outbox; a full mailbox limit
  // sends nothing).
  let mailed = false;
  try {
    mailed = await sendMail(
      context.env,
      requestedMail(context.env, {
        email,
        firstName,
        expertName: expert.name,
        date: selectedDate,
        time: selectedTime,
        receipt,
      }),
    );
  } catch (error) {
    console.error("booking mail not queued", error instanceof Error ? error.message : error);
  }
  // Without the dialog (no JavaScript, or the booking route), the request's own page answers.
  if (!fromDialog) return redirect(`${receiptPath(receipt)}?new=1${mailed ? "&mailed=1" : ""}`, 303);
  return formSuccess<BookingData>(BOOKING_INTENTS.booking, result.submission.reply({ resetForm: true }), {
    message: bookingRequested(expert.name, selectedDate, selectedTime),
    mailed,
    receipt: receiptPath(receipt),
  });
}
