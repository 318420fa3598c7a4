/** /connect: the experts list with filters and the booking dialog (part 1 §2 Experts list). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { BookingDialog } from "~/components/connect/booking-dialog";
import { ExpertCard } from "~/components/connect/expert-card";
import { ExpertFilters } from "~/components/connect/expert-filters";
import { CONNECT_PAGE, EMPTY_EXPERTS, EXPERTS, filterExperts, readExpertFilters, type Expert } from "~/content/experts";
import { bookingDates } from "~/lib/booking";
import { pageHeaders } from "~/lib/cache";
import { pageMeta } from "~/lib/meta";
import { countOf } from "~/lib/plural";

export const headers = pageHeaders;

export const meta = pageMeta(CONNECT_PAGE);

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = readExpertFilters(new URL(request.url).searchParams);
  return { filters, experts: filterExperts(EXPERTS, filters), dates: bookingDates() };
}

export default function ConnectPage() {
  const { filters, experts, dates } = useLoaderData<typeof loader>();
  const [booking, setBooking] = useState<Expert | null>(null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section aria-labelledby="experts-title">
        <h1 id="experts-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Book Your 1-on-1 Call with Experts
        </h1>
        <p className="mt-3 max-w-2xl text-slate-700">
          Ask students and alumni of top UK universities about courses, admissions, costs and campus life, and get
          honest answers from someone who has been there.
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
          <p className="mt-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            {EMPTY_EXPERTS}
          </p>
        )}
      </section>
      {booking ? <BookingDialog expert={booking} dates={dates} onClose={() => setBooking(null)} /> : null}
    </div>
  );
}
