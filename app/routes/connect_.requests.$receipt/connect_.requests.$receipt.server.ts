/**
 * The server half of /connect/requests/{receipt}: a booking request's own page, found by the random key in the
 * link the student was sent (and redirected to after booking). Unknown key → 404. Never cached anywhere.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { BOOKING_STATE_LABELS } from "~/lib/bookings/booking";
import { bookingByReceipt } from "~/lib/bookings/bookings.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.personal };

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  let booking;
  try {
    booking = await bookingByReceipt(context, params.receipt ?? "");
  } catch (error) {
    console.error("booking page unavailable", error instanceof Error ? error.message : error);
    throw new Response("Your request's page is unavailable right now. Please try again in a few minutes.", {
      status: 503,
      headers: { ...noStore, "Retry-After": "60" },
    });
  }
  if (!booking) throw new Response("Not found", { status: 404, headers: noStore });
  const url = new URL(request.url);
  return data(
    {
      expertName: booking.expertName,
      date: booking.date,
      time: booking.time,
      state: booking.state,
      status: BOOKING_STATE_LABELS[booking.state],
      note: booking.state === "declined" ? booking.note : "",
      fresh: url.searchParams.has("new"),
      mailed: url.searchParams.has("mailed"),
      again: url.searchParams.has("again"),
    },
    { headers: noStore },
  );
}
