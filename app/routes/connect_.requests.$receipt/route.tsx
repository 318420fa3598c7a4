/**
 * /connect/requests/{receipt}: a booking request's page, with its status as it is now (requested, confirmed or
 * declined), to keep: the booking answers with it (without JavaScript; with it, after the alert) and the
 * student's e-mail links to it.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { bookingRequested, duplicateBookingMessage, formatBookingDate } from "~/lib/bookings/booking";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./connect_.requests.$receipt.server";

export { headers, loader } from "./connect_.requests.$receipt.server";

export const meta: MetaFunction<typeof loader> = (args) =>
  getMeta(
    {
      title: "Your booking request",
      description: "The status of your request for a call with an expert.",
      noIndex: true,
    },
    args,
  );

export default function BookingRequestPage() {
  const b = useLoaderData<typeof loader>();
  const tone =
    b.state === "confirmed"
      ? "border-green-300 bg-green-50"
      : b.state === "declined"
        ? "border-red-300 bg-red-50"
        : "border-amber-300 bg-amber-50";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <Link to="/connect" className="font-semibold text-indigo-700 hover:underline">
          ← All experts
        </Link>
      </nav>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Your booking request</h1>
      {b.fresh ? (
        <p role="status" className="mt-3 text-lg font-semibold text-slate-900">
          {bookingRequested(b.expertName, b.date, b.time)}
        </p>
      ) : null}
      {b.again ? (
        <p role="status" className="mt-3 text-lg font-semibold text-slate-900">
          {duplicateBookingMessage(b.expertName)}
        </p>
      ) : null}
      <dl className={`mt-6 grid gap-3 rounded-2xl border p-6 sm:grid-cols-[10rem_1fr] ${tone}`}>
        <dt className="font-semibold text-slate-700">Expert</dt>
        <dd className="text-slate-900">{b.expertName}</dd>
        <dt className="font-semibold text-slate-700">When</dt>
        <dd className="text-slate-900">{`${formatBookingDate(b.date)} at ${b.time} (IST)`}</dd>
        <dt className="font-semibold text-slate-700">Status</dt>
        <dd className="font-semibold text-slate-900">{b.status}</dd>
        {b.note ? (
          <>
            <dt className="font-semibold text-slate-700">Reason</dt>
            <dd className="text-slate-900">{b.note}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-4 text-slate-700">
        {b.fresh
          ? `Your request is saved${b.mailed ? " and a copy of it, with a link to this page, is on its way to your e-mail" : ""}. `
          : ""}
        Keep this page&apos;s address: it shows the request&apos;s status as it changes. Signed in with your e-mail, you
        can also follow it under My requests on{" "}
        <Link to="/account" className="font-semibold text-indigo-700 underline">
          your account
        </Link>
        .
      </p>
      <Link to="/connect" className={buttonClass("primary", { className: "mt-6" })}>
        Back to all experts
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Request not found"
      message="We could not find this booking request. Check the link in your e-mail."
      backTo="/connect"
      backLabel="See all experts"
    />
  );
}
