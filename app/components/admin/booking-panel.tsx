/**
 * The lead page's booking panel (booking leads only): the request's state, and while it is a
 * request, Confirm and Decline with a note for the student. Posts the `booking-decision` intent to
 * the lead page's action; each decision is audited and e-mailed to the student.
 */
import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/admin/admin-shell";
import { FormMeta } from "~/components/forms";
import { BOOKING_STATE_LABELS, formatBookingDate, type BookingState } from "~/lib/bookings/booking";
import { BOOKING_DECISION_INTENT } from "~/lib/bookings/intents";

export interface BookingPanelData {
  state: BookingState;
  note: string;
  expertName: string;
  date: string;
  time: string;
  email: string;
}

export function BookingDecisionPanel({
  booking,
  errors,
}: {
  booking: BookingPanelData;
  errors?: ReadonlyArray<string | null | undefined>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === BOOKING_DECISION_INTENT;
  return (
    <section aria-labelledby="booking-panel" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="booking-panel" className="text-lg font-bold text-slate-900">
        Booking
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-700">Call</dt>
        <dd>
          {booking.expertName} · {formatBookingDate(booking.date)} at {booking.time} (IST)
        </dd>
        <dt className="font-semibold text-slate-700">Booking status</dt>
        <dd>{BOOKING_STATE_LABELS[booking.state]}</dd>
        {booking.note ? (
          <>
            <dt className="font-semibold text-slate-700">Note to the student</dt>
            <dd className="whitespace-pre-wrap">{booking.note}</dd>
          </>
        ) : null}
      </dl>
      {booking.state === "requested" ? (
        <Form method="post" className="mt-4 space-y-3">
          <FormMeta intent={BOOKING_DECISION_INTENT} />
          <CsrfField />
          {errors?.length ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {errors.filter(Boolean).join(" ")}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">
            Confirm once the expert has agreed to the time; decline if they cannot take it. Either way{" "}
            {booking.email || "the student"} gets an e-mail.
          </p>
          <label className="block text-sm font-medium text-slate-800">
            Note to the student (optional; the reason when you decline)
            <textarea
              name="note"
              maxLength={500}
              rows={3}
              className="mt-1 w-full rounded-lg border border-slate-300 p-2"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="decision"
              value="confirm"
              disabled={busy}
              className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white"
            >
              Confirm booking
            </button>
            <button
              type="submit"
              name="decision"
              value="decline"
              disabled={busy}
              className="rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-800"
            >
              Decline booking
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
