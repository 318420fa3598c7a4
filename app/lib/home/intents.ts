/** The home page's two forms' intents (no zod here: the page imports them up front, docs/forms.md). */
export const NEWSLETTER_INTENT = "newsletter";
export const CALL_INTENT = "call-request";
