/**
 * /admin/leads/{id}: one lead — every payload field labelled, the page it came from, the time
 * in IST, other submissions from the same phone/e-mail within 24 h, and the workflow
 * (new → contacted → qualified → won / lost), assignee and notes. Each change is audited.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink, consoleTitle, CsrfField, PageTitle, Pill } from "~/components/admin/admin-shell";
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
import { phoneLinks, STATUS_LABELS, STATUS_OPTIONS, STATUS_TONES, type LeadStatus } from "~/lib/admin/leads";
import { LeadUpdateSchema } from "~/lib/admin/schemas";
import { BOOKING_DECISION_INTENT } from "~/lib/bookings/intents";
import type { loader, action } from "./admin.leads.$id.server";
import { INTENT } from "./shared";

export { action, headers, loader } from "./admin.leads.$id.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  consoleTitle(data ? `Lead #${data.lead.id}` : "Lead not found");

const contactClass =
  "inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-indigo-800 hover:bg-indigo-50";

export default function LeadPage() {
  const { lead, related, booking } = useLoaderData<typeof loader>();
  const bookingAnswer = answerFor(useActionData<typeof action>(), BOOKING_DECISION_INTENT);
  const navigation = useNavigation();
  const [form, fields] = useKitForm(LeadUpdateSchema, {
    id: `${INTENT}-${lead.id}-${lead.status}-${lead.notes.length}`,
    lastResult: answerFor(useActionData<typeof action>(), INTENT)?.result,
    defaultValue: { status: lead.status, assignee: lead.assignee },
    shouldValidate: "onSubmit",
  });
  const contact = phoneLinks(lead.phone);

  return (
    <>
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageTitle>
        Lead #{lead.id}: {lead.kind}
        {lead.refName ? ` (${lead.refName.name})` : ""}
      </PageTitle>
      <ul aria-label="Contact" className="-mt-3 mb-6 flex flex-wrap gap-2 text-sm">
        {contact ? (
          <>
            <li>
              <a href={contact.tel} className={contactClass}>
                Call {lead.phone}
              </a>
            </li>
            <li>
              <a href={contact.whatsapp} className={contactClass} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </li>
          </>
        ) : null}
        {lead.email ? (
          <li>
            <a href={`mailto:${lead.email}`} className={contactClass}>
              E-mail {lead.email}
            </a>
          </li>
        ) : null}
      </ul>
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
              <dd>
                <Pill tone={STATUS_TONES[lead.status as LeadStatus] ?? "slate"}>
                  {STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}
                </Pill>
              </dd>
              {lead.refName ? (
                <>
                  <dt className="font-semibold text-slate-700">For</dt>
                  <dd>
                    {lead.refName.href ? (
                      <a href={lead.refName.href} className="text-indigo-700 underline">
                        {lead.refName.name}
                      </a>
                    ) : (
                      lead.refName.name
                    )}
                  </dd>
                </>
              ) : null}
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

        <div className="space-y-6 self-start">
          <section aria-labelledby="lead-work" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="lead-work" className="text-lg font-bold text-slate-900">
              Work this lead
            </h2>
            <KitForm form={form} intent={INTENT} className="mt-3 space-y-4">
              <CsrfField />
              <SelectField
                meta={fields.status}
                label="Status"
                options={STATUS_OPTIONS}
                required
                placeholder="Choose a status"
              />
              <TextField meta={fields.assignee} label="Assignee" autoComplete="off" />
              <TextareaField meta={fields.note} label="Add a note" />
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
                Save
              </SubmitButton>
            </KitForm>
          </section>
          {/* Panels for one kind of lead (a booking's confirm / decline, …) render here, below the workflow. */}
        </div>
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
