/**
 * The server half of /admin/reviews: its loader, its form's action and its `headers`. `route.tsx` re-exports them,
 * so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { auditStatement } from "~/lib/admin/audit.server";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { cachePolicy, pageHeaders } from "~/lib/cache";
import { bumpContentVersion } from "~/lib/content.server";
import { readFormData } from "~/lib/forms.server";
import { approveProposal, listPendingProposals, rejectProposal } from "~/lib/reviews/proposals.server";
import {
  listByStatus,
  listRewardsDue,
  markRewardPaid,
  moderate,
  type ModerationResult,
} from "~/lib/reviews/reviews.server";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews/rules";
import { ProposalApproveSchema, RejectSchema, ReviewIdSchema } from "~/lib/reviews/schema";
import { flagText, rewardRefusal, trustFlags } from "~/lib/reviews/trust.server";

export const headers = pageHeaders;

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
    const parsed = RejectSchema.safeParse({
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
    const id = Number(formData.get("id"));
    const auditAs = (action: string) => (before: unknown, after: unknown) =>
      auditStatement(context, admin, action, `college proposal #${id}`, before, after);
    const outcome =
      intent === "proposal-approve"
        ? await (async () => {
            const parsed = ProposalApproveSchema.safeParse({
              id: formData.get("id"),
              ownership: formData.get("ownership"),
            });
            if (!parsed.success) return null;
            return approveProposal(db, parsed.data.id, parsed.data.ownership, auditAs("college.approve"));
          })()
        : await (async () => {
            const parsed = RejectSchema.safeParse({
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
  const parsed = ReviewIdSchema.safeParse({ id: formData.get("id") });
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
