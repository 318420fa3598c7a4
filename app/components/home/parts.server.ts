/**
 * The server renders the home page's on-demand parts (parts.ts) in place: the
 * complete forms are in the HTML, with and without JavaScript. The browser imports them itself.
 */
import * as callRequest from "./call-request";
import * as newsletterForm from "./newsletter-form";
import { callPart, newsletterPart } from "./parts";

/** Called by the home loader before the page renders (idempotent). */
export function provideHomeParts() {
  newsletterPart.loaded = newsletterForm;
  callPart.loaded = callRequest;
}
