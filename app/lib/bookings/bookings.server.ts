/**
 * Expert bookings as requests: the booking form stores a `booking` lead (state 'requested',
 * submissions.booking_state, migration 0016) and e-mails the student that it is a request; an
 * operator, for the expert, confirms or declines it in the console (audited in the same batch as
 * the change) and the student is e-mailed again. The student's /account lists the state.
 * Every e-mail goes through the mail outbox (accounts/mailer.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sendMail } from "~/lib/accounts/mailer.server";
import { noticeForEmail } from "~/lib/accounts/notices.server";
import { auditStatement } from "~/lib/admin/audit.server";
import type { AdminIdentity } from "~/lib/admin/auth.server";
import {
  bookingConfirmation,
  formatBookingDate,
  receiptPath,
  RECEIPT_PATTERN,
  type BookingState,
} from "~/lib/bookings/booking";
import type { Env } from "~/lib/platform/config";
import { getSettings, siteUrl } from "~/lib/platform/config";

export interface BookingLead {
  id: number;
  /** The key of the request's own page ('' for a request stored before pages existed). */
  receipt: string;
  state: BookingState;
  note: string;
  email: string;
  firstName: string;
  expertName: string;
  date: string;
  time: string;
}

function readState(value: unknown): BookingState {
  return value === "confirmed" || value === "declined" ? value : "requested";
}

/** A booking lead by id (null when the lead is not a booking). */
export async function getBooking(context: AppLoadContext, id: number): Promise<BookingLead | null> {
  const row = await context.env.DB.prepare(
    "SELECT id, payload, booking_state, booking_note FROM submissions WHERE id = ?1 AND kind = 'booking'",
  )
    .bind(id)
    .first<{ id: number; payload: string; booking_state: string | null; booking_note: string }>();
  return row ? readBooking(row) : null;
}

function readBooking(row: {
  id: number;
  payload: string;
  booking_state: string | null;
  booking_note: string;
}): BookingLead {
  let p: Record<string, unknown> = {};
  try {
    p = JSON.parse(row.payload) as Record<string, unknown>;
  } catch {
    // an unreadable payload: the page shows what it can
  }
  const text = (k: string) => (typeof p[k] === "string" ? (p[k] as string) : "");
  return {
    id: row.id,
    receipt: text("receipt"),
    state: readState(row.booking_state),
    note: row.booking_note,
    email: text("email"),
    firstName: text("firstName"),
    expertName: text("expertName"),
    date: text("selectedDate"),
    time: text("selectedTime"),
  };
}

/** A new receipt key: 32 random hex characters. */
export function newReceipt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The booking whose page is /connect/requests/{receipt}, or null. */
export async function bookingByReceipt(context: AppLoadContext, receipt: string): Promise<BookingLead | null> {
  if (!RECEIPT_PATTERN.test(receipt)) return null;
  const row = await context.env.DB.prepare(
    `SELECT id, payload, booking_state, booking_note FROM submissions
     WHERE kind = 'booking' AND json_extract(payload, '$.receipt') = ?1`,
  )
    .bind(receipt)
    .first<{ id: number; payload: string; booking_state: string | null; booking_note: string }>();
  return row ? readBooking(row) : null;
}

/** The student's request with this expert still waiting for an answer (one per student and expert), or null. */
export async function pendingBooking(
  context: AppLoadContext,
  email: string,
  expertId: number,
): Promise<BookingLead | null> {
  const row = await context.env.DB.prepare(
    `SELECT id, payload, booking_state, booking_note FROM submissions
     WHERE email_lc = ?1 AND kind = 'booking' AND ref = ?2 AND coalesce(booking_state, 'requested') = 'requested'
     ORDER BY id DESC LIMIT 1`,
  )
    .bind(email.trim().toLowerCase(), String(expertId))
    .first<{ id: number; payload: string; booking_state: string | null; booking_note: string }>();
  return row ? readBooking(row) : null;
}

const when = (b: Pick<BookingLead, "date" | "time">) => `${formatBookingDate(b.date)} at ${b.time} (IST)`;

/** The e-mail sent with a new request (and again when the same request is made twice). */
export function requestedMail(env: Env, b: Omit<BookingLead, "id" | "state" | "note">) {
  const site = getSettings(env).siteName;
  const page = b.receipt ? `Its page, with its status (bookmark it): ${siteUrl(env)}${receiptPath(b.receipt)}\n\n` : "";
  return {
    to: b.email,
    subject: `Booking requested: ${b.expertName}, ${formatBookingDate(b.date)} at ${b.time}`,
    text:
      `Hello ${b.firstName},\n\n` +
      `We have your request for a 1-on-1 call with ${b.expertName} on ${when(b)}.\n` +
      `Status: Requested, awaiting confirmation.\n\n` +
      page +
      `It is a request, not yet a booking: ${b.expertName} or our team will confirm or decline it, ` +
      `and we will e-mail you either way. You can follow it under "My requests" on your ${site} account ` +
      `(${siteUrl(env)}/account) if you have one with this address.\n\n` +
      `If you did not ask for this call, you can ignore this e-mail.`,
  };
}

function decidedMail(env: Env, b: BookingLead, state: "confirmed" | "declined", note: string) {
  const site = getSettings(env).siteName;
  if (state === "confirmed") {
    return {
      to: b.email,
      subject: bookingConfirmation(b.expertName, b.date, b.time),
      text:
        `Hello ${b.firstName},\n\n${bookingConfirmation(b.expertName, b.date, b.time)}\n\n` +
        `${b.expertName} will call you on the phone number you gave at ${b.time} (IST).` +
        (note ? `\n\nA note from our team: ${note}` : "") +
        `\n\n${site}`,
    };
  }
  return {
    to: b.email,
    subject: `Booking declined: ${b.expertName}, ${formatBookingDate(b.date)} at ${b.time}`,
    text:
      `Hello ${b.firstName},\n\nYour request for a call with ${b.expertName} on ${when(b)} was declined.` +
      (note ? `\nReason: ${note}` : "") +
      `\n\nYou can request another time or another expert: ${siteUrl(env)}/connect\n\n${site}`,
  };
}

export type DecideOutcome = "done" | "not-requested" | "not-found";

/**
 * Confirms or declines a requested booking (only a request can be decided: a second click or a
 * stale page changes nothing), audits it in the same batch, then queues the student's e-mail.
 */
export async function decideBooking(
  context: AppLoadContext,
  admin: AdminIdentity,
  id: number,
  state: "confirmed" | "declined",
  note: string,
): Promise<DecideOutcome> {
  const booking = await getBooking(context, id);
  if (!booking) return "not-found";
  if (booking.state !== "requested") return "not-requested";
  const db = context.env.DB;
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE submissions SET booking_state = ?1, booking_note = ?2
         WHERE id = ?3 AND kind = 'booking' AND coalesce(booking_state, 'requested') = 'requested'`,
      )
      .bind(state, note, id),
    auditStatement(
      context,
      admin,
      `booking.${state === "confirmed" ? "confirm" : "decline"}`,
      `lead #${id}`,
      { booking: "requested" },
      note ? { booking: state, note } : { booking: state },
    ),
    // The student's notice (their account, when one has this e-mail): the subject of the mail, and its page.
    ...(booking.email
      ? [
          noticeForEmail(
            db,
            booking.email,
            decidedMail(context.env, booking, state, note).subject,
            booking.receipt ? receiptPath(booking.receipt) : "/account",
          ),
        ]
      : []),
  ]);
  if (!update.meta.changes) return "not-requested";
  if (booking.email) await sendMail(context.env, decidedMail(context.env, booking, state, note));
  return "done";
}
