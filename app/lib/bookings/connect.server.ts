/**
 * /connect's loader reads, through a `.server` module so that the page's JavaScript does not carry
 * the booking rules (lib/bookings/booking.ts: the booking dialog, loaded when a visitor books, has them) nor
 * the catalogue.
 */
import type { Expert } from "~/content/experts";
import { expertStatus } from "../catalogue/hours";

export { bookingDates } from "~/lib/bookings/booking";
export { getExpert, getExperts } from "../catalogue/catalogue.server";

/**
 * Each expert with the status their hours give at `now` (computed per request, never cached):
 * "Online" or "Offline", and when an Offline expert with hours is next available.
 */
export function expertViews(experts: readonly Expert[], now: Date = new Date()) {
  return experts.map((e) => {
    const { status, next } = expertStatus(e.hours, now);
    return { ...e, status, next };
  });
}
