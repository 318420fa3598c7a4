/**
 * /admin/leads/{id}: one lead — every payload field labelled, the page it came from, the time
 * in IST, other submissions from the same phone/e-mail within 24 h, and the workflow
 * (new → contacted → qualified → won / lost), assignee and notes. Each change is audited.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink, CsrfField, PageTitle } from "~/components/admin/admin-shell";
import { BookingDecisionPanel } from "~/components/admin/booking-panel";
import { NotFoundBoundary } from "~/components/error-boundary";
import {
  answerFor,
  KitForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useKitForm,
} from "~/components/forms";
import { actorOf, auditEventStatement, auditStatement } from "~/lib/admin/audit.server";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { NEXT_STATUSES, STATUS_LABELS, type LeadStatus } from "~/lib/admin/leads";
import { formatIst, getLead, payloadFields, relatedLeads, sourcePage } from "~/lib/admin/leads.server";
import { getBooking } from "~/lib/bookings/bookings.server";
import { bookingDecisionAnswer } from "~/lib/bookings/console.server";
import { BOOKING_DECISION_INTENT } from "~/lib/bookings/intents";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { FORM_MESSAGES, formError, formFailure, handleForm, readFormData } from "~/lib/forms.server";

/** The form's schema: the action awaits it, the page loads it on the form's first input (docs/forms.md). */
const loadSchema = () => import("~/lib/admin/schemas").then((m) => m.LeadUpdateSchema);

export const headers = pageHeaders;

const INTENT = "lead-update";

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
  const related = await relatedLeads(context, lead);
  const booking = lead.kind === "booking" ? await getBooking(context, lead.id) : null;
  return data(
    {
      booking,
      lead: {
        id: lead.id,
        kind: lead.kind,
        ref: lead.ref,
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
    schema: await loadSchema(),
    kind: "admin-lead",
    intent: INTENT,
    store: false,
    formData,
  });
  if (!result.ok) return formFailure(result);
  const lead = await getLead(context, id);
  if (!lead) throw notFound();
  const { status, assignee = "", note = "" } = result.value;
  if (status !== lead.status && !NEXT_STATUSES[lead.status].includes(status)) {
    const allowed = NEXT_STATUSES[lead.status].map((s) => STATUS_LABELS[s]).join(" or ");
    const message = allowed
      ? `A ${STATUS_LABELS[lead.status].toLowerCase()} lead moves to ${allowed}.`
      : `A ${STATUS_LABELS[lead.status].toLowerCase()} lead is closed.`;
    return formError(INTENT, result.submission.reply({ fieldErrors: { status: [message] } }), 400);
  }
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

export default function LeadPage() {
  const { lead, related, booking } = useLoaderData<typeof loader>();
  const bookingAnswer = answerFor(useActionData<typeof action>(), BOOKING_DECISION_INTENT);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(loadSchema, {
    id: `${INTENT}-${lead.id}-${lead.status}-${lead.notes.length}`,
    lastResult: answerFor(useActionData<typeof action>(), INTENT)?.result,
    defaultValue: { status: lead.status, assignee: lead.assignee },
    shouldValidate: "onSubmit",
  });
  const options = [lead.status as LeadStatus, ...NEXT_STATUSES[lead.status as LeadStatus]].map((s) => ({
    value: s,
    label: STATUS_LABELS[s],
  }));

  return (
    <>
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageTitle>
        Lead #{lead.id}: {lead.kind}
        {lead.ref ? ` (${lead.ref})` : ""}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {booking ? (
            <BookingDecisionPanel booking={booking} errors={Object.values(bookingAnswer?.result.error ?? {}).flat()} />
          ) : null}
          <section aria-labelledby="lead-details" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="lead-details" className="text-lg font-bold text-slate-900">
              Details
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-slate-700">Received</dt>
              <dd>{lead.when}</dd>
              <dt className="font-semibold text-slate-700">Status</dt>
              <dd>{STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}</dd>
              <dt className="font-semibold text-slate-700">Came from</dt>
              <dd>
                {lead.source ? (
                  <a href={lead.source} className="text-indigo-700 underline">
                    {lead.source}
                  </a>
                ) : (
                  "Not recorded"
                )}
              </dd>
              {lead.fields.map((f) => (
                <div key={f.key} className="contents">
                  <dt className="font-semibold text-slate-700">{f.label}</dt>
                  <dd className="break-words whitespace-pre-wrap">{f.value || "—"}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="lead-related" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="lead-related" className="text-lg font-bold text-slate-900">
              Same phone or e-mail within 24 h
            </h2>
            {related.length ? (
              <ul className="mt-3 space-y-1 text-sm">
                {related.map((r) => (
                  <li key={r.id}>
                    <Link to={`/admin/leads/${r.id}`} className="text-indigo-700 underline">
                      #{r.id} {r.kind}
                      {r.ref ? ` (${r.ref})` : ""}
                    </Link>{" "}
                    — {r.when}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-700">No other submissions.</p>
            )}
          </section>

          <section aria-labelledby="lead-notes" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="lead-notes" className="text-lg font-bold text-slate-900">
              Notes
            </h2>
            <p className="mt-3 text-sm whitespace-pre-wrap text-slate-800">{lead.notes || "No notes yet."}</p>
          </section>
        </div>

        <section aria-labelledby="lead-work" className="self-start rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="lead-work" className="text-lg font-bold text-slate-900">
            Work this lead
          </h2>
          <KitForm form={form} intent={INTENT} className="mt-3 space-y-4">
            <CsrfField />
            <SelectField meta={fields.status} label="Status" options={options} required placeholder="Choose a status" />
            <TextField meta={fields.assignee} label="Assignee" autoComplete="off" />
            <TextareaField meta={fields.note} label="Add a note" />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
              Save
            </SubmitButton>
          </KitForm>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      title="Lead not found"
      message="No lead has this number."
      backTo="/admin/leads"
      backLabel="All leads"
    />
  );
}
