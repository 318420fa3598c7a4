/**
 * The company pages' parts loaded on demand (components/ui/on-demand.tsx): /career's newsletter
 * form and /advertising's inquiry form, with the form kit, on the first interaction with them, so
 * the pages load none of the kit up front. The server renders them in place (parts.server.ts).
 */
import { onDemandPart } from "~/components/ui/on-demand";

export const CAREERS_NEWSLETTER_INTENT = "careers-newsletter";
export const ADVERTISING_INTENT = "advertising";

export const careersNewsletterPart = onDemandPart(() => import("./careers-newsletter"));
export const advertisingFormPart = onDemandPart(() => import("./advertising-form"));
