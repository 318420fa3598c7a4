/** The lead workflow (client-safe: the inbox and lead pages render these). */
import { vocabulary } from "~/lib/vocabulary";

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
/** The workflow: new → contacted → qualified → won / lost. */
export const NEXT_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted"],
  contacted: ["qualified"],
  qualified: ["won", "lost"],
  won: [],
  lost: [],
};
