/** The console's booking decision intent (zod-free, so the lead page does not load the validator up front). */
export const BOOKING_DECISION_INTENT = "booking-decision";
