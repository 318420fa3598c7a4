/** The server renders /career's on-demand part (parts.ts) in place: the complete form is in the HTML. */
import * as careersNewsletter from "./careers-newsletter";
import { careersNewsletterPart } from "./parts";

/** Called by the careers loader before the page renders (idempotent). */
export function provideCareerParts() {
  careersNewsletterPart.loaded = careersNewsletter;
}
