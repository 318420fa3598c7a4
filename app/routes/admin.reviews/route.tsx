/**
 * /admin/reviews: the moderation queue — pending reviews
 * with the college, ratings and text, oldest first; approve, reject with a reason (shown to the
 * writer), and the rewards to pay (published reviews whose writer gave UPI/mobile details).
 * Approving (or rejecting a published review) updates the college row's aggregates in the same
 * D1 batch; every change is audited.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { consoleMeta, CsrfField, IntentButton, PageTitle, secondaryButtonClass } from "~/components/admin/admin-shell";
import { CollegeProposals } from "~/components/admin/college-proposals";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatIstDateTime } from "~/lib/format/dates";
import { ASPECTS, REVIEW_STATUSES, REWARD_LABELS, STATUS_LABELS } from "~/lib/reviews/rules";
import type { loader, action } from "./admin.reviews.server";

export { action, headers, loader } from "./admin.reviews.server";

export const meta = consoleMeta("Reviews");

export default function AdminReviews() {
  const { status, rows, next, rewards, proposals } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";

  return (
    <>
      <PageTitle>Reviews</PageTitle>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mb-4 rounded-md border p-3 text-sm ${actionData.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <nav aria-label="Review status" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {REVIEW_STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`?status=${s}`}
                aria-current={s === status ? "page" : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-semibold ${s === status ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800"}`}
              >
                {s === "pending" ? "Queue (pending)" : STATUS_LABELS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="mb-3 text-lg font-semibold text-slate-900">
          {status === "pending" ? "Waiting for moderation" : `${STATUS_LABELS[status]} reviews`} (oldest first)
        </h2>
        {rows.length === 0 ? <p className="text-slate-700">No {status} reviews.</p> : null}
        <ol className="space-y-4">
          {rows.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <article aria-labelledby={`review-${r.id}-title`}>
                <h3 id={`review-${r.id}-title`} className="text-base font-semibold text-slate-900">
                  #{r.id} · {r.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  <Link to={`/colleges/${r.college_slug}`} className="font-semibold text-indigo-700 underline">
                    {r.college_name}
                  </Link>{" "}
                  · by {r.reviewer_name} · {r.course}, {r.grad_year} · written {formatIstDateTime(r.created_at)} ·
                  reward: {REWARD_LABELS[r.reward_status]}
                  {r.reject_reason ? ` · reason: ${r.reject_reason}` : ""}
                </p>
                <TrustFlags id={r.id} flags={r.flags} />
                <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                  {ASPECTS.map((a) => (
                    <div key={a.key} className="flex gap-2">
                      <dt className="text-slate-600">{a.label}</dt>
                      <dd className="font-semibold text-slate-900">{r.ratings[a.key]}/5</dd>
                    </div>
                  ))}
                </dl>
                <h4 className="mt-3 text-sm font-semibold text-slate-900">What did you like?</h4>
                <p className="text-sm whitespace-pre-line text-slate-800">{r.liked}</p>
                <h4 className="mt-2 text-sm font-semibold text-slate-900">What could be better?</h4>
                <p className="text-sm whitespace-pre-line text-slate-800">{r.better}</p>
                <div className="mt-4 flex flex-wrap items-end gap-3">
                  {r.status !== "published" ? (
                    <IntentButton intent="approve" fields={{ id: r.id }} tone="approve" disabled={busy}>
                      Approve #{r.id}
                    </IntentButton>
                  ) : null}
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <CsrfField />
                    <input type="hidden" name="id" value={r.id} />
                    <div>
                      <label htmlFor={`reason-${r.id}`} className="block text-xs font-medium text-slate-700">
                        Reason shown to the writer
                      </label>
                      <input
                        id={`reason-${r.id}`}
                        name="reason"
                        required
                        maxLength={500}
                        className="w-72 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                      />
                    </div>
                    <button type="submit" name="intent" value="reject" disabled={busy} className={secondaryButtonClass}>
                      {r.status === "published" ? `Withdraw #${r.id}` : `Reject #${r.id}`}
                    </button>
                  </Form>
                </div>
              </article>
            </li>
          ))}
        </ol>
        {next ? (
          <p className="mt-4">
            <Link
              to={`?status=${status}&after=${next}`}
              className="font-semibold text-indigo-700 underline"
              preventScrollReset={params.has("after")}
            >
              Next page
            </Link>
          </p>
        ) : null}
      </section>

      <CollegeProposals proposals={proposals} busy={busy} />

      <section aria-labelledby="rewards-title" className="mt-10">
        <h2 id="rewards-title" className="mb-3 text-lg font-semibold text-slate-900">
          Rewards to pay
        </h2>
        {rewards.length === 0 ? <p className="text-slate-700">No rewards waiting.</p> : null}
        <ul className="space-y-2">
          {rewards.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span className="text-sm text-slate-800">
                #{r.id} · {r.college_name} · {r.reviewer_name} · pay to <strong>{r.reward_details}</strong>
              </span>
              <TrustFlags id={r.id} flags={r.flags} />
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <CsrfField />
                <input type="hidden" name="id" value={r.id} />
                {r.flags.length ? (
                  <div>
                    <label htmlFor={`second-look-${r.id}`} className="block text-xs font-medium text-slate-700">
                      Second look: why pay #{r.id}
                    </label>
                    <input
                      id={`second-look-${r.id}`}
                      name="second_look"
                      required
                      maxLength={500}
                      className="w-72 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                    />
                  </div>
                ) : null}
                <button type="submit" name="intent" value="paid" disabled={busy} className={secondaryButtonClass}>
                  Mark reward paid for #{r.id}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function TrustFlags({ id, flags }: { id: number; flags: string[] }) {
  if (!flags.length) return null;
  return (
    <div
      role="note"
      aria-label={`Trust checks for review #${id}`}
      className="mt-2 w-full rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
    >
      <p className="font-semibold">Check before approving or paying:</p>
      <ul className="list-disc pl-5">
        {flags.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
