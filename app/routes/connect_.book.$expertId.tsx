/**
 * /connect/book/{expertId}: the booking dialog as a route, for visitors without JavaScript
 * (and the endpoint the dialog posts to). Step 1 posts and is validated; step 2 carries
 * step 1's values and posts the whole booking, which is validated again and stored
 * (kind "booking", ref = expert id) as a request: the student is told it is requested, not
 * confirmed, and e-mailed; an operator confirms or declines it in the console (bookings.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BOOKING_TITLE, BookingPanel } from "~/components/connect/booking-dialog";
import { NotFoundBoundary } from "~/components/error-boundary";
import { answerFor } from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { sendMail } from "~/lib/accounts/mailer.server";
import {
  BOOKING_INTENTS,
  bookingDates,
  bookingPayload,
  bookingRequested,
  bookingView,
  editStepOneResult,
  type BookingData,
} from "~/lib/booking";
import { requestedMail } from "~/lib/bookings/bookings.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { hoursSummary } from "~/lib/catalogue/hours";
import { expertViews, getExpert } from "~/lib/connect.server";
import { formError, formSuccess, getIntent, handleForm, readFormData, formFailure } from "~/lib/forms.server";
import { getMeta } from "~/lib/meta";

/** The booking schemas, awaited by the action (the steps load theirs on first input: docs/forms.md). */
const schemas = () => import("~/lib/booking-schema");

export const headers = pageHeaders;

/** The expert with the console's published changes (cached), or 404. */
async function expertOr404(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const expert = await getExpert(context, id);
  if (!expert) throw new Response("Not found", { status: 404, headers: { "Cache-Control": cachePolicy.noStore } });
  return expert;
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const expert = args.data?.expert;
  return getMeta(
    expert
      ? {
          title: `Book a call with ${expert.name}`,
          description: `Book a 1-on-1 call with ${expert.name} (${expert.type}, ${expert.university}) at ${expert.rate}.`,
        }
      : { title: "Expert not found", description: "This expert does not exist.", noIndex: true },
    args,
  );
};

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

export default function BookExpertPage() {
  const { expert, hours, dates } = useLoaderData<typeof loader>();
  const actionData = answerFor(useActionData<typeof action>(), Object.values(BOOKING_INTENTS));
  const navigation = useNavigation();
  const view = bookingView(actionData);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to="/connect" className="font-semibold text-indigo-700 hover:underline">
          ← All experts
        </Link>
      </nav>
      <section
        aria-labelledby="booking-title"
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="booking-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {BOOKING_TITLE}
        </h1>
        <div className="mt-3 flex items-center gap-3">
          <img
            src={expert.image}
            alt={expert.name}
            width={48}
            height={48}
            className="h-12 w-12 rounded-full object-cover"
          />
          <p className="text-sm text-slate-700">
            with <span className="font-semibold text-slate-900">{expert.name}</span> · {expert.type} ·{" "}
            {expert.university} · {expert.rate} · {expert.status}
            {expert.next ? ` (next available ${expert.next} IST)` : ""}
          </p>
        </div>
        {hours ? <p className="mt-2 text-sm text-slate-700">{`Takes calls (IST): ${hours}`}</p> : null}
        {expert.bio ? <p className="mt-3 max-w-3xl text-slate-800">{expert.bio}</p> : null}
        {view.step === "done" ? (
          <div role="status" className="mt-8 rounded-xl border border-green-300 bg-green-50 p-6 text-center">
            <p className="text-xl font-semibold text-green-900">{view.message}</p>
            <p className="mt-2 text-slate-700">
              Your request is saved{actionData?.data?.mailed ? " and a copy of it is on its way to your e-mail" : ""}.
              Signed in with that e-mail, you can follow it under My requests on{" "}
              <Link to="/account" className="font-semibold text-indigo-700 underline">
                your account
              </Link>
              .
            </p>
            <Link to="/connect" className={buttonClass("primary", { className: "mt-5" })}>
              Back to all experts
            </Link>
          </div>
        ) : (
          <BookingPanel
            className="mt-6 gap-8"
            expert={expert}
            dates={dates}
            data={actionData}
            FormEl={Form}
            pending={navigation.state === "submitting"}
          />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Expert not found"
      message="We couldn't find that expert. They may no longer take calls."
      backTo="/connect"
      backLabel="See all experts"
    />
  );
}
