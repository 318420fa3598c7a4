/**
 * /career's part loaded on demand (components/ui/on-demand.tsx): the newsletter form, with the form
 * kit, on the first interaction with it, so the page loads none of the kit up front. The server
 * renders it in place (parts.server.ts).
 */
import { onDemandPart } from "~/components/ui/on-demand";

export const CAREERS_NEWSLETTER_INTENT = "careers-newsletter";

export const careersNewsletterPart = onDemandPart(() => import("./careers-newsletter"));
