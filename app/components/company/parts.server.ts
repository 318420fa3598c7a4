/** The server renders the company pages' on-demand parts (parts.ts) in place: the complete forms are in the HTML. */
import * as advertisingForm from "./advertising-form";
import * as careersNewsletter from "./careers-newsletter";
import { advertisingFormPart, careersNewsletterPart } from "./parts";

/** Called by the careers and advertising loaders before the page renders (idempotent). */
export function provideCompanyParts() {
  careersNewsletterPart.loaded = careersNewsletter;
  advertisingFormPart.loaded = advertisingForm;
}
