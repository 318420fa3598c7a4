/**
 * The server half of /connect: its loader and its `headers`. `route.tsx` re-exports them, so the browser build sees
 * one empty module in place of every server module they use (docs/performance.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { filterExperts, readExpertFilters } from "~/content/experts";
import { bookingDates } from "~/lib/bookings/booking";
import { expertViews } from "~/lib/bookings/connect.server";
import { getExperts } from "~/lib/catalogue/catalogue.server";
import { pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readExpertFilters(new URL(request.url).searchParams);
  // The experts (with the console's changes) are cached; each one's status is computed now, from their hours.
  const experts = expertViews(filterExperts(await getExperts(context), filters));
  return { filters, experts, dates: bookingDates() };
}
