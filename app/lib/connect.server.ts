/**
 * /connect's loader reads, through a `.server` module so that the page's JavaScript does not carry
 * the booking rules (lib/booking.ts: the booking dialog, loaded when a visitor books, has them).
 */
export { bookingDates } from "~/lib/booking";
