/**
 * The server half of /admin/leads: its loader, its form's action and its `headers`. `route.tsx` re-exports them, so
 * the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { addDays, istDay, toDmy } from "~/lib/admin/dates";
import { formatIst } from "~/lib/admin/lead-fields";
import {
  bulkUpdate,
  BULK_MAX,
  filterQueryString,
  fragmentPhrase,
  listLeads,
  parseLeadFilter,
  SEARCH_WALK,
} from "~/lib/admin/leads.server";
import { refNames, resolveRef } from "~/lib/admin/refs.server";
import { leadBulkSchema } from "~/lib/admin/schemas";
import { readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "admin");
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  if (filter.ref) filter.ref = await resolveRef(context.env, filter.ref);
  const page = await listLeads(context, filter);
  const names = await refNames(context.env, page.rows);
  const today = istDay();
  return data(
    {
      filter: { ...filter, from: filter.from && toDmy(filter.from), to: filter.to && toDmy(filter.to) },
      rows: page.rows.map((r) => ({ ...r, when: formatIst(r.created_at), refName: names(r.kind, r.ref) })),
      counts: page.counts,
      kinds: page.kinds,
      nextHref: page.next ? filterQueryString(filter, page.next) : undefined,
      partial: page.partial ?? false,
      looked: SEARCH_WALK,
      // A text shorter than 3 characters lists names that start with it, by name; anything else newest first.
      byName: Boolean(filter.q && !fragmentPhrase(filter.q)),
      firstHref: filter.before ? filterQueryString(filter) || "?" : undefined,
      csvHref: `/admin/leads.csv${filterQueryString(filter)}`,
      quick: [
        { label: "Unanswered", href: "?status=new" },
        { label: "Today", href: `?from=${toDmy(today)}&to=${toDmy(today)}` },
        { label: "Last 7 days", href: `?from=${toDmy(addDays(today, -6))}&to=${toDmy(today)}` },
        { label: "Bookings", href: "?kind=booking" },
        { label: "Brochures", href: "?kind=brochure" },
        { label: "Won", href: "?status=won" },
      ],
    },
    { headers: noStore },
  );
}

type BulkReply = { ok: boolean; message: string; result?: SubmissionResult<string[]> };

const BulkSchema = leadBulkSchema(BULK_MAX);
const BULK_INTENTS = ["bulk-status", "bulk-assign"];
/** The fields whose message the page shows, in the order a visitor fixes them. */
const BULK_FIELDS = ["ids", "bulk_status", "bulk_assignee", ""] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const formData = (await readFormData(request)) ?? new FormData();
  await verifyCsrf(admin, formData);
  const submission = parseWithZod(formData, { schema: BulkSchema });
  if (submission.status !== "success") {
    const known = BULK_INTENTS.includes(String(submission.payload.intent));
    const message = known ? BULK_FIELDS.map((name) => submission.error?.[name]?.[0]).find(Boolean) : undefined;
    return data<BulkReply>(
      { ok: false, message: message ?? "Unknown action.", result: submission.reply() },
      { status: 400, headers: noStore },
    );
  }
  const { value } = submission;
  const changed =
    value.intent === "bulk-status"
      ? await bulkUpdate(context, admin, value.ids, { status: value.bulk_status })
      : await bulkUpdate(context, admin, value.ids, { assignee: value.bulk_assignee ?? "" });
  const back = value.back ?? "";
  const query = new URLSearchParams(/^\?[^#]*$/.test(back) ? back.slice(1) : "");
  query.set("updated", String(changed));
  return redirect(`/admin/leads?${query}`, { headers: noStore });
}
