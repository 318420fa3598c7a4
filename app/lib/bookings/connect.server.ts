/**
 * /connect's expert statuses, computed on the server (a `.server` module, so that the page's JavaScript does not
 * carry the hours rules).
 */
import type { Expert } from "~/content/experts";
import { expertStatus } from "../catalogue/hours";

/**
 * Each expert with the status their hours give at `now` (computed per request, never cached):
 * "Online" or "Offline", and when an Offline expert with hours is next available.
 */
export function expertViews(experts: readonly Expert[], now: Date = new Date()) {
  return experts.map((e) => {
    const { status, next } = expertStatus(e.hours, now);
    return { ...e, status, next };
  });
}
