/**
 * /admin/reviews: the moderation queue — pending reviews
 * with the college, ratings and text, oldest first; approve, reject with a reason (shown to the
 * writer), and the rewards to pay (published reviews whose writer gave UPI/mobile details).
 * Approving (or rejecting a published review) updates the college row's aggregates in the same
 * D1 batch; every change is audited.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { CsrfField, PageTitle, secondaryButtonClass, consoleMeta } from "~/components/admin/admin-shell";
import { CollegeProposals } from "~/components/admin/college-proposals";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { auditStatement } from "~/lib/admin/audit.server";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { bumpContentVersion } from "~/lib/content.server";
import { formatIstDateTime } from "~/lib/dates";
import { readFormData } from "~/lib/forms.server";
import { approveProposal, listPendingProposals, rejectProposal } from "~/lib/reviews/proposals.server";
import {
  listByStatus,
  listRewardsDue,
  markRewardPaid,
  moderate,
  type ModerationResult,
} from "~/lib/reviews/reviews.server";
import { ASPECTS, REVIEW_STATUSES, REWARD_LABELS, STATUS_LABELS, type ReviewStatus } from "~/lib/reviews/rules";
import { flagText, rewardRefusal, trustFlags } from "~/lib/reviews/trust.server";

/** The moderation schemas, awaited by the action. */
const schemas = () => import("~/lib/reviews/schema");

export const headers = pageHeaders;

export const meta = consoleMeta("Reviews");

const noStore = { "Cache-Control": cachePolicy.noStore };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "editor");
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status") ?? "pending";
  const status: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ReviewStatus)
    : "pending";
  const afterParam = Number(url.searchParams.get("after") ?? "0");
  const after = Number.isInteger(afterParam) && afterParam > 0 ? afterParam : 0;
  const db = context.env.DB;
  const [page, rewards, proposals] = await Promise.all([
    listByStatus(db, status, after),
    listRewardsDue(db),
    listPendingProposals(db),
  ]);
  const flags = await trustFlags(db, [...new Set([...page.rows, ...rewards].map((r) => r.id))]);
  const flagsOf = (id: number) => (flags.get(id) ?? []).map(flagText);
  return data(
    {
      status,
      next: page.next,
      rows: page.rows.map((r) => ({ ...r, flags: flagsOf(r.id) })),
      rewards: rewards.map((r) => ({ ...r, flags: flagsOf(r.id) })),
      proposals,
    },
    { headers: noStore },
  );
}

type ActionReply = { ok: boolean; message: string; id?: number };

const FAILURES: Record<Exclude<ModerationResult, { ok: true }>["reason"], string> = {
  "not-found": "That review no longer exists.",
  unchanged: "That review was already in that state.",
  busy: "Another change happened at the same time. Please try again.",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const formData = (await readFormData(request)) ?? new FormData();
  await verifyCsrf(admin, formData);
  const intent = String(formData.get("intent") ?? "");
  const db = context.env.DB;
  const audit = (action: string) => (r: ModerationResult & { ok: true }) => [
    auditStatement(context, admin, action, `review #${formData.get("id")}`, r.before, r.after),
  ];
  const reply = (body: ActionReply, status = 200) => data(body, { status, headers: noStore });

  if (intent === "reject") {
    const parsed = (await schemas()).RejectSchema.safeParse({
      id: formData.get("id"),
      reason: formData.get("reason") ?? undefined,
    });
    if (!parsed.success) {
      return reply({ ok: false, message: "Please give the writer a reason.", id: Number(formData.get("id")) }, 400);
    }
    const result = await moderate(db, parsed.data.id, "rejected", {
      reason: parsed.data.reason,
      extra: audit("review.reject"),
    });
    if (!result.ok) return reply({ ok: false, message: FAILURES[result.reason], id: parsed.data.id }, 409);
    if (result.before.status === "published") await bumpContentVersion(context);
    return reply({ ok: true, message: `Review #${parsed.data.id} rejected.`, id: parsed.data.id });
  }
  if (intent === "proposal-approve" || intent === "proposal-reject") {
    const m = await schemas();
    const id = Number(formData.get("id"));
    const auditAs = (action: string) => (before: unknown, after: unknown) =>
      auditStatement(context, admin, action, `college proposal #${id}`, before, after);
    const outcome =
      intent === "proposal-approve"
        ? await (async () => {
            const parsed = m.ProposalApproveSchema.safeParse({
              id: formData.get("id"),
              ownership: formData.get("ownership"),
            });
            if (!parsed.success) return null;
            return approveProposal(db, parsed.data.id, parsed.data.ownership, auditAs("college.approve"));
          })()
        : await (async () => {
            const parsed = m.RejectSchema.safeParse({
              id: formData.get("id"),
              reason: formData.get("reason") ?? undefined,
            });
            if (!parsed.success) return null;
            return rejectProposal(db, parsed.data.id, parsed.data.reason, auditAs("college.reject"));
          })();
    if (!outcome)
      return reply({ ok: false, message: "Please give the writer a reason, or choose the ownership." }, 400);
    if (!outcome.ok) {
      const message = outcome.reason === "invalid" ? "That college's details are not valid." : FAILURES[outcome.reason];
      return reply({ ok: false, message }, outcome.reason === "not-found" ? 404 : 409);
    }
    if (intent === "proposal-approve") {
      await bumpContentVersion(context);
      return reply({ ok: true, message: `College added as /colleges/${outcome.slug}; its review is published.` });
    }
    return reply({ ok: true, message: "College rejected; the writer sees the reason." });
  }
  const parsed = (await schemas()).ReviewIdSchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) return reply({ ok: false, message: "Unknown review." }, 400);
  const { id } = parsed.data;
  if (intent === "approve") {
    const result = await moderate(db, id, "published", { extra: audit("review.approve") });
    if (!result.ok) return reply({ ok: false, message: FAILURES[result.reason], id }, 409);
    await bumpContentVersion(context);
    return reply({ ok: true, message: `Review #${id} published.`, id });
  }
  if (intent === "paid") {
    // A UPI id is paid once per college; a flagged review only with a second look's reason.
    const secondLook = String(formData.get("second_look") ?? "")
      .trim()
      .slice(0, 500);
    const refusal = await rewardRefusal(db, id, secondLook);
    if (refusal) return reply({ ok: false, message: refusal.message, id }, 409);
    const result = await markRewardPaid(db, id, {
      extra: (r) => [
        auditStatement(
          context,
          admin,
          "review.reward-paid",
          `review #${id}`,
          r.before,
          secondLook ? { ...r.after, second_look: secondLook } : r.after,
        ),
        ...(secondLook ? [db.prepare("UPDATE reviews SET second_look = ?1 WHERE id = ?2").bind(secondLook, id)] : []),
      ],
    });
    if (!result.ok) return reply({ ok: false, message: FAILURES[result.reason], id }, 409);
    return reply({ ok: true, message: `Reward for review #${id} marked paid.`, id });
  }
  return reply({ ok: false, message: "Unknown action." }, 400);
}

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
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="id" value={r.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="approve"
                        disabled={busy}
                        className="rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
                      >
                        Approve #{r.id}
                      </button>
                    </Form>
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
