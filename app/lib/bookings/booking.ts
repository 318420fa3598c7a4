/**
 * The expert booking (booking form and steps): options, slots, dates and the
 * steps' views; one zod schema per step in ./booking-schema, shared by the dialog (loaded on first
 * input), the no-JS booking route and its action (which validates both again).
 */
import type { SubmissionResult } from "@conform-to/react";
import { withinHours, type ExpertHours } from "../catalogue/hours";
import { MONTHS, WEEKDAYS } from "../format/dates";
import { LIMITS, MOBILE_DIGITS } from "../forms/field-rules";
import type { FormActionData } from "../forms/kit";

export const DEGREES = [
  { value: "bachelors", label: "Bachelor's" },
  { value: "masters", label: "Master's / MBA" },
] as const;

/** The study years offered: this year (in India) and the two after it, never a past one. */
export function studyYears(now: Date = new Date()): string[] {
  const year = Number(todayInIndia(now).slice(0, 4));
  return [year, year + 1, year + 2].map(String);
}

/**
 * Whether an expert can be booked: never while their hours say Offline (no hours set). An Offline
 * expert is offered no slots; the page offers a counsellor's call instead, and the action refuses.
 */
export function takesCalls(hours: ExpertHours | undefined): boolean {
  return hours?.mode !== "offline";
}

/** What an Offline expert's booking page and dialog say instead of offering times. */
export function offlineMessage(expertName: string): string {
  return `${expertName} is Offline and is not taking calls, so no times are offered. You can ask for a call with one of our counsellors instead.`;
}

/** The answer when the same student already has a request waiting with this expert (no second row is stored). */
export function duplicateBookingMessage(expertName: string): string {
  return `You already have a request with ${expertName} waiting for an answer. We have not made a second one: its page, with its status, is below and in your e-mail.`;
}

/** The country-code picker: shown, never stored. */
export const COUNTRY_CODES = [
  { value: "IN", label: "IN +91" },
  { value: "US", label: "US +1" },
  { value: "UK", label: "UK +44" },
] as const;

export const STUDY_STAGES = [
  { value: "exploring", label: "Just exploring" },
  { value: "shortlisting", label: "Shortlisting universities" },
  { value: "applying", label: "Preparing applications" },
  { value: "admitted", label: "Admitted, planning my move" },
] as const;

/** Call slots, Indian Standard Time. */
export const TIME_SLOTS = [
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
] as const;

/** How many days ahead, from today, a call can be booked. */
export const BOOKING_DAYS = 14;

export const values = <T extends ReadonlyArray<{ value: string }>>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]["value"], ...Array<T[number]["value"]>];

/** Booking step 1's e-mail: only letters, digits and @ . _ - (stricter than the site's e-mail shape). */
export const BOOKING_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The email input accepts only letters, digits and @ . _ -. */
export function sanitizeEmailInput(value: string): string {
  return value.replace(/[^A-Za-z0-9@._-]/g, "");
}

/** The phone input keeps digits only, at most 10. */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, MOBILE_DIGITS);
}

/** Today's date in India (YYYY-MM-DD); bookings are made in IST. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Minutes after midnight of a slot ("2:00 PM" → 840). */
export function slotMinutes(slot: string): number {
  const m = slot.match(/^(\d{1,2}):(\d{2}) (AM|PM)$/);
  if (!m) return NaN;
  return ((Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0)) * 60 + Number(m[2]);
}

/** Minutes after midnight in India now (IST is UTC+5:30 all year, whatever the server's zone). */
function minutesInIndia(now: Date): number {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
}

/** The slots still open on `date`: today (IST) only those that have not started yet. */
export function availableSlots(date: string | undefined, now: Date = new Date()): string[] {
  if (date !== todayInIndia(now)) return [...TIME_SLOTS];
  const current = minutesInIndia(now);
  return TIME_SLOTS.filter((slot) => slotMinutes(slot) > current);
}

/** The slots on `date` within the expert's hours (every slot when the expert has no weekly hours). */
export function slotsInHours(date: string | undefined, hours: ExpertHours | undefined): string[] {
  if (!hours || !date) return [...TIME_SLOTS];
  return TIME_SLOTS.filter((slot) => withinHours(hours, date, slotMinutes(slot)));
}

export const OUTSIDE_HOURS_MESSAGE =
  "The expert does not take calls at that time. Please select one of the times offered";

export const SLOT_PASSED_MESSAGE = "That time has passed. Please select a later time";

/**
 * The bookable dates: BOOKING_DAYS days from today (IST), or from tomorrow once today's last slot has
 * started; with an expert's weekly hours, only the days among them with a slot within the hours.
 */
export function bookingDates(now: Date = new Date(), hours?: ExpertHours): string[] {
  const today = todayInIndia(now);
  const offset = availableSlots(today, now).length ? 0 : 1;
  const start = Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000;
  const days = Array.from({ length: BOOKING_DAYS }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  if (!hours) return days;
  const open = (d: string) => slotsInHours(d, hours).some((slot) => availableSlots(d, now).includes(slot));
  return days.filter(open);
}

/** "2025-11-24" → "Mon, 24 Nov 2025" (the same on server and client). */
export function formatBookingDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Chip label: "Mon 24 Nov". */
export function shortBookingDate(iso: string): { weekday: string; day: string } {
  const d = new Date(`${iso}T00:00:00Z`);
  return { weekday: WEEKDAYS[d.getUTCDay()], day: `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}` };
}

/** Step 1's fields, in StepOneSchema's order (./booking-schema; booking.test.ts checks they match). */
export const STEP_ONE_FIELDS = ["degree", "studyYear", "email", "phone"] as const;

/** The confirmation, shown and e-mailed only once an operator has confirmed the booking (bookings.server.ts). */
export function bookingConfirmation(expertName: string, date: string, time: string): string {
  return `Booking confirmed with ${expertName} on ${formatBookingDate(date)} at ${time}!`;
}

/** What the student sees when the booking is sent: a request, not yet confirmed. */
export function bookingRequested(expertName: string, date: string, time: string): string {
  return `Booking requested with ${expertName} on ${formatBookingDate(date)} at ${time}. It is not confirmed yet: we will e-mail you when it is confirmed or declined.`;
}

/** A booking's state: a request until an operator, for the expert, confirms or declines it. */
export const BOOKING_STATES = ["requested", "confirmed", "declined"] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  requested: "Requested, awaiting confirmation",
  confirmed: "Confirmed",
  declined: "Declined",
};

/**
 * What is stored in submissions.payload (studyYear as a number); `receipt` is the random key of the
 * request's own page, which shows its status to whoever holds the link (the student's e-mail).
 */
export function bookingPayload<B extends { studyYear: string | number }>(
  expert: { id: number; name: string },
  booking: B,
  receipt: string,
) {
  return { expertId: expert.id, expertName: expert.name, ...booking, studyYear: Number(booking.studyYear), receipt };
}

/** A request's page. */
export function receiptPath(receipt: string): string {
  return `/connect/requests/${receipt}`;
}

/** A receipt key: 32 hex characters, random. */
export const RECEIPT_PATTERN = /^[a-f0-9]{32}$/;

/** The form intents of the booking route's action. */
export const BOOKING_INTENTS = { stepOne: "booking-step1", booking: "booking", edit: "booking-edit" } as const;

/** What the booking route's action adds to its answers: step 1's values, then the confirmation. */
export interface BookingData {
  step1?: Record<string, unknown>;
  message?: string;
  /** The request's e-mail was queued. */
  mailed?: boolean;
  /** The request's own page (/connect/requests/{receipt}): its status, to keep. */
  receipt?: string;
  /** The answer is an earlier request of the same student with this expert (nothing new stored). */
  duplicate?: boolean;
}

export type StepOneValues = Record<(typeof STEP_ONE_FIELDS)[number], string>;

export type BookingView =
  | { step: 1; lastResult?: SubmissionResult<string[]> }
  | { step: 2; carried: StepOneValues; lastResult?: SubmissionResult<string[]> }
  | { step: "done"; message: string; receipt?: string };

function pickStepOne(source: Record<string, unknown> | null | undefined): StepOneValues {
  const out = {} as StepOneValues;
  for (const key of STEP_ONE_FIELDS) out[key] = typeof source?.[key] === "string" ? (source[key] as string) : "";
  return out;
}

/**
 * Which step the flow shows for the action's last answer (the same for the no-JS route
 * and the dialog): step 2 only after step 1 validated on the server; a final post whose
 * step-1 values fail again goes back to step 1 with its messages.
 */
export function bookingView(data: FormActionData<BookingData> | undefined): BookingView {
  if (!data) return { step: 1 };
  if (data.intent === BOOKING_INTENTS.stepOne) {
    return data.status === "success"
      ? { step: 2, carried: pickStepOne(data.data?.step1) }
      : { step: 1, lastResult: data.result };
  }
  if (data.intent === BOOKING_INTENTS.booking) {
    if (data.status === "success") {
      const receipt = data.data?.receipt;
      return { step: "done", message: String(data.data?.message ?? ""), receipt };
    }
    const errors = data.result.error ?? {};
    if (STEP_ONE_FIELDS.some((f) => errors[f]?.length)) return { step: 1, lastResult: data.result };
    return { step: 2, carried: pickStepOne(data.result.initialValue), lastResult: data.result };
  }
  return { step: 1 };
}

/** "Edit details" on step 2: back to step 1 with its values kept. */
export function editStepOneResult(formData: FormData): SubmissionResult<string[]> {
  const values: Record<string, string> = {};
  for (const key of STEP_ONE_FIELDS) values[key] = String(formData.get(key) ?? "").slice(0, LIMITS.email);
  return { initialValue: values };
}
