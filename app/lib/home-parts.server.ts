/**
 * The server renders the home page's on-demand parts (app/components/home/parts.ts) in place: the
 * complete forms are in the HTML, with and without JavaScript. The browser imports them itself.
 */
import * as callRequest from "~/components/home/call-request";
import * as newsletterForm from "~/components/home/newsletter-form";
import { callPart, newsletterPart } from "~/components/home/parts";

/** Called by the home loader before the page renders (idempotent). */
export function provideHomeParts() {
  newsletterPart.loaded = newsletterForm;
  callPart.loaded = callRequest;
}
