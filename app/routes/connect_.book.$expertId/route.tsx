/**
 * /connect/book/{expertId}: the booking dialog as a route, for visitors without JavaScript
 * (and the endpoint the dialog posts to). Step 1 posts and is validated; step 2 carries
 * step 1's values and posts the whole booking, which is validated again and stored
 * (kind "booking", ref = expert id) as a request: the student is told it is requested, not
 * confirmed, and e-mailed; an operator confirms or declines it in the console (bookings.server.ts).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BOOKING_TITLE, BookingPanel } from "~/components/connect/booking-dialog";
import { NotFoundBoundary } from "~/components/error-boundary";
import { answerFor } from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { BOOKING_INTENTS, bookingView } from "~/lib/bookings/booking";
import { getMeta } from "~/lib/platform/meta";
import type { loader, action } from "./connect_.book.$expertId.server";

export { action, headers, loader } from "./connect_.book.$expertId.server";

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
