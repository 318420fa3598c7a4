/** The server renders a service page's on-demand part (parts.ts) in place: the complete form is in the HTML. */
import * as inquiryForm from "./inquiry-form";
import { inquiryPart } from "./parts";

/** Called by the service page's loader before the page renders (idempotent). */
export function provideServiceParts() {
  inquiryPart.loaded = inquiryForm;
}
