/**
 * The home page's parts loaded on demand (components/ui/on-demand.tsx): the newsletter form on the
 * first interaction with it, the call-request popup at its first opening. Each brings the form kit
 * with it, so the page loads none of it up front. The server renders both in place
 * (parts.server.ts).
 */
import { onDemandPart } from "~/components/ui/on-demand";

export const newsletterPart = onDemandPart(() => import("./newsletter-form"));
export const callPart = onDemandPart(() => import("./call-request"));
