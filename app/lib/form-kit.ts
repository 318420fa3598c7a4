/** Names shared by the client and server halves of the form kit. */
export const HONEYPOT_FIELD = "website";
export const INTENT_FIELD = "intent";
