/**
 * /connect: the experts list with filters and the booking dialog (experts list). The
 * dialog — its steps, the form kit, the carousel — loads when a visitor first reaches for a Book
 * button (or clicks it); without JavaScript, Book is a link to the booking route.
 */
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { ExpertCard } from "~/components/connect/expert-card";
import type { ExpertView } from "~/components/connect/expert-card";
import { ExpertFilters } from "~/components/connect/expert-filters";
import { CONNECT_PAGE, COUNSELLOR_CALL_HREF, countryLabel, EMPTY_EXPERTS } from "~/content/experts";
import { countOf } from "~/lib/format/plural";
import { pageMeta } from "~/lib/platform/meta";
import type { loader } from "./connect.server";

export { headers, loader } from "./connect.server";

const loadDialog = () => import("~/components/connect/booking-dialog");

const BookingDialog = lazy(() => loadDialog().then((m) => ({ default: m.BookingDialog })));

export const meta = pageMeta(CONNECT_PAGE);

/** Once: the dialog's chunks, as soon as the pointer or focus is on a Book button. */
function preloadDialog(event: { target: EventTarget }) {
  if (event.target instanceof Element && event.target.closest("[aria-haspopup=dialog]")) void loadDialog();
}

export default function ConnectPage() {
  const { filters, experts, dates } = useLoaderData<typeof loader>();
  const [booking, setBooking] = useState<ExpertView | null>(null);
  return (
    // Reaching for a Book button (pointer or keyboard) starts loading the dialog.
    <div className="mx-auto max-w-6xl px-4 py-10" onPointerOver={preloadDialog} onFocus={preloadDialog}>
      <section aria-labelledby="experts-title">
        <h1 id="experts-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Book Your 1-on-1 Call with Experts
        </h1>
        <p className="mt-3 max-w-2xl text-slate-700">
          Ask students and alumni of top UK universities about courses, admissions, costs and campus life, and get
          honest answers from someone who has been there.
        </p>
        <p className="mt-2 max-w-2xl text-sm text-slate-700">
          Rates are per minute. A booking is a request until the expert confirms it, and nothing is charged for a
          request; see our{" "}
          <Link to="/refund-policy" className="font-semibold text-indigo-700 underline">
            Refund Policy
          </Link>
          .
        </p>
        <div className="mt-8">
          <ExpertFilters filters={filters} />
        </div>
        {/* The list's heading (the expert cards are h3: no skipped level). */}
        <h2 className="mt-6 text-sm text-slate-700" aria-live="polite">
          {countOf(experts.length, "expert")}
        </h2>
        {experts.length ? (
          <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {experts.map((expert) => (
              <li key={expert.id} className="flex">
                <ExpertCard expert={expert} onBook={setBooking} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            <p>{EMPTY_EXPERTS}</p>
            {countryLabel(filters.country) ? (
              <p className="mt-2">{`None of our experts studies in ${countryLabel(filters.country)} yet.`}</p>
            ) : null}
            <p className="mt-4">
              <a href={COUNSELLOR_CALL_HREF} className="font-semibold text-indigo-700 underline">
                Request a call with a counsellor
              </a>{" "}
              instead: one of our counsellors will call you about your plans.
            </p>
          </div>
        )}
      </section>
      {booking ? (
        <Suspense fallback={null}>
          <BookingDialog expert={booking} dates={dates} onClose={() => setBooking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
