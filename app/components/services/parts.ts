/**
 * A service page's part loaded on demand (components/ui/on-demand.tsx): the inquiry form, with the
 * form kit, on the first interaction with it, so the page loads none of the kit up front. The
 * server renders it in place (parts.server.ts).
 */
import { onDemandPart } from "~/components/ui/on-demand";

export const INQUIRY_INTENT = "inquiry";

export const inquiryPart = onDemandPart(() => import("./inquiry-form"));
