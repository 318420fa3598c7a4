/**
 * The server half of /admin/leads/{id}: its loader, its form's action and its `headers`. `route.tsx` re-exports
 * them, so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { actorOf, auditEventStatement, auditStatement } from "~/lib/admin/audit.server";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { formatIst, payloadFields, sourcePage } from "~/lib/admin/lead-fields";
import { getLead, relatedLeads } from "~/lib/admin/leads.server";
import { refNames } from "~/lib/admin/refs.server";
import { LeadUpdateSchema } from "~/lib/admin/schemas";
import { getBooking } from "~/lib/bookings/bookings.server";
import { bookingDecisionAnswer } from "~/lib/bookings/console.server";
import { FORM_MESSAGES, formError, formFailure, handleForm, readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { INTENT } from "./shared";

export const headers = pageHeaders;

const noStore = { "Cache-Control": cachePolicy.noStore };

const notFound = () => new Response("Not found", { status: 404, headers: noStore });

function parseId(param: string | undefined): number {
  if (!/^\d{1,12}$/.test(param ?? "")) throw notFound();
  return Number(param);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const lead = await getLead(context, parseId(params.id));
  if (!lead) throw notFound();
  // Who read which lead's personal data, and when.
  await auditEventStatement(context.env.DB, actorOf(admin), "lead.view", `lead #${lead.id}`).run();
  const [related, names] = await Promise.all([relatedLeads(context, lead), refNames(context.env, [lead])]);
  const booking = lead.kind === "booking" ? await getBooking(context, lead.id) : null;
  return data(
    {
      booking,
      lead: {
        id: lead.id,
        kind: lead.kind,
        ref: lead.ref,
        refName: names(lead.kind, lead.ref),
        phone: lead.lead_phone,
        email: lead.email,
        name: lead.display_name,
        status: lead.status,
        assignee: lead.assignee,
        notes: lead.notes,
        when: formatIst(lead.created_at),
        source: sourcePage(lead.kind, lead.ref),
        fields: payloadFields(lead.payload),
      },
      related: related.map((r) => ({ ...r, when: formatIst(r.created_at) })),
    },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "admin");
  const id = parseId(params.id);
  const formData = await readFormData(request);
  await verifyCsrf(admin, formData ?? new FormData());
  const decided = await bookingDecisionAnswer(request, context, admin, id, formData);
  if (decided) return decided;
  const result = await handleForm(request, context, {
    schema: LeadUpdateSchema,
    kind: "admin-lead",
    intent: INTENT,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  const lead = await getLead(context, id);
  if (!lead) throw notFound();
  const { status, assignee = "", note = "" } = result.value;
  const notes = note
    ? `${lead.notes ? `${lead.notes}\n` : ""}${formatIst(new Date().toISOString())} — ${admin.email}: ${note}`
    : lead.notes;
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  if (status !== lead.status) [before.status, after.status] = [lead.status, status];
  if (assignee !== lead.assignee) [before.assignee, after.assignee] = [lead.assignee, assignee];
  if (note) [before.notes, after.notes] = [lead.notes, notes];
  if (Object.keys(after).length) {
    const db = context.env.DB;
    try {
      await db.batch([
        db
          .prepare("UPDATE submissions SET status = ?1, assignee = ?2, notes = ?3 WHERE id = ?4")
          .bind(status, assignee, notes, id),
        auditStatement(context, admin, "lead.update", `lead #${id}`, before, after),
      ]);
    } catch (error) {
      console.error("lead not updated", error instanceof Error ? error.message : error);
      return formError(INTENT, result.submission.reply({ formErrors: [FORM_MESSAGES.unavailable] }), 503);
    }
  }
  return redirect(`/admin/leads/${id}?saved=1`, { headers: noStore });
}
