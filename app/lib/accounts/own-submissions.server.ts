/** The visitor's own submissions (inquiries, bookings and call requests by verified e-mail) as /account lists them, over D1. */
import { type LeadStatus, LEAD_STATUSES } from "~/lib/admin/leads";
import { type BookingState, bookingConfirmation, formatBookingDate } from "~/lib/bookings/booking";
import { type Env } from "~/lib/platform/config";
import { normalizeEmail } from "./accounts.server";

export interface OwnSubmission {
  id: number;
  kind: string;
  ref: string | null;
  createdAt: string;
  /** The lead's workflow status, set by operators in /admin/leads. */
  status: LeadStatus;
  /** A booking's request state and what the student is told about it (bookings only). */
  booking?: { state: BookingState; text: string };
}

/** A booking's line on /account: the confirmation sentence only once an operator has confirmed it. */
function ownBooking(state: string | null, note: string, payload: string | null): OwnSubmission["booking"] {
  let p: Record<string, unknown> = {};
  try {
    p = JSON.parse(payload ?? "{}") as Record<string, unknown>;
  } catch {
    // unreadable payload: the state alone
  }
  const [name, date, time] = [p.expertName, p.selectedDate, p.selectedTime].map((v) =>
    typeof v === "string" ? v : "",
  );
  const s: BookingState = state === "confirmed" || state === "declined" ? state : "requested";
  const text =
    !name || !date
      ? ""
      : s === "confirmed"
        ? bookingConfirmation(name, date, time)
        : s === "declined"
          ? `Declined: ${name}, ${formatBookingDate(date)} at ${time}.${note ? ` Reason: ${note}` : ""}`
          : `Requested: ${name}, ${formatBookingDate(date)} at ${time}. Not confirmed yet.`;
  return { state: s, text };
}

export const SUBMISSIONS_PAGE_SIZE = 10;

/** The visitor's inquiries, bookings and call requests by verified e-mail (indexed, paged). */
export async function listOwnSubmissions(
  env: Env,
  email: string,
  page: number,
): Promise<{ items: OwnSubmission[]; hasMore: boolean }> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, ref, created_at, status, booking_state, booking_note,
       CASE WHEN kind = 'booking' THEN payload END AS booking_payload FROM submissions WHERE email_lc = ?1
     ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
  )
    .bind(normalizeEmail(email), SUBMISSIONS_PAGE_SIZE + 1, (page - 1) * SUBMISSIONS_PAGE_SIZE)
    .all<{
      id: number;
      kind: string;
      ref: string | null;
      created_at: string;
      status: string;
      booking_state: string | null;
      booking_note: string;
      booking_payload: string | null;
    }>();
  return {
    items: results.slice(0, SUBMISSIONS_PAGE_SIZE).map((r) => ({
      id: r.id,
      kind: r.kind,
      ref: r.ref,
      createdAt: r.created_at,
      status: (LEAD_STATUSES as readonly string[]).includes(r.status) ? (r.status as LeadStatus) : "new",
      ...(r.kind === "booking" ? { booking: ownBooking(r.booking_state, r.booking_note, r.booking_payload) } : {}),
    })),
    hasMore: results.length > SUBMISSIONS_PAGE_SIZE,
  };
}
