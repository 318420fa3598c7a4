/** The lead workflow (client-safe: the inbox and lead pages render these). */
import { vocabulary } from "~/content/vocabulary";

const STATUS = vocabulary({ new: "New", contacted: "Contacted", qualified: "Qualified", won: "Won", lost: "Lost" });
export const LEAD_STATUSES = STATUS.values;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const STATUS_LABELS = STATUS.labels;
export const STATUS_OPTIONS = STATUS.options;

/** What the visitor sees for their own request in /account ("My requests"). */
export const VISITOR_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Received",
  contacted: "We contacted you",
  qualified: "In progress",
  won: "Completed",
  lost: "Closed",
};
/**
 * The workflow's usual order is new → contacted → qualified → won / lost, but any status can be
 * set from any other (a mis-click is undone the same way); every change is audited.
 */
export const STATUS_TONES: Record<LeadStatus, "blue" | "amber" | "violet" | "green" | "slate"> = {
  new: "blue",
  contacted: "amber",
  qualified: "violet",
  won: "green",
  lost: "slate",
};

/** Digits of a phone for tel: and WhatsApp links (a ten-digit Indian number gets +91). */
export function phoneLinks(phone: string | null | undefined): { tel: string; whatsapp: string } | undefined {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length < 10) return undefined;
  const full = digits.length === 10 ? `91${digits}` : digits;
  return { tel: `tel:+${full}`, whatsapp: `https://wa.me/${full}` };
}
