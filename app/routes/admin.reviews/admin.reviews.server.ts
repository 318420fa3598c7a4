/**
 * The server half of /admin/reviews: its loader, its form's action and its `headers`. `route.tsx` re-exports them,
 * so the browser build sees one empty module in place of every server module they use (docs/performance.md).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { noticeForReviewWriter } from "~/lib/accounts/notices.server";
import { auditStatement } from "~/lib/admin/audit.server";
import { requireAdmin, verifyCsrf } from "~/lib/admin/auth.server";
import { bumpContentVersion } from "~/lib/content/content.server";
import { readFormData } from "~/lib/forms/kit.server";
import { cachePolicy, pageHeaders } from "~/lib/platform/cache";
import { approveProposal, listPendingProposals, rejectProposal } from "~/lib/reviews/proposals.server";
import {
  listByStatus,
  listRewardsDue,
  markRewardPaid,
  moderate,
  type ModerationResult,
} from "~/lib/reviews/reviews.server";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/reviews/rules";
import { ModerationSchema } from "~/lib/reviews/schema";
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

type ActionReply = { ok: boolean; message: string; id?: number; result?: SubmissionResult<string[]> };

const FAILURES: Record<Exclude<ModerationResult, { ok: true }>["reason"], string> = {
  "not-found": "That review no longer exists.",
  unchanged: "That review was already in that state.",
  busy: "Another change happened at the same time. Please try again.",
};

/** What a moderation post that does not pass its intent's schema is told. */
function refusal(intent: unknown): string {
  if (intent === "reject") return "Please give the writer a reason.";
  if (intent === "proposal-approve" || intent === "proposal-reject")
    return "Please give the writer a reason, or choose the ownership.";
  if (intent === "approve" || intent === "paid") return "Unknown review.";
  return "Unknown action.";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context, "editor");
  const formData = (await readFormData(request)) ?? new FormData();
  await verifyCsrf(admin, formData);
  const reply = (body: ActionReply, status = 200) => data(body, { status, headers: noStore });
  const submission = parseWithZod(formData, { schema: ModerationSchema });
  if (submission.status !== "success") {
    const { intent, id } = submission.payload;
    return reply(
      {
        ok: false,
        message: refusal(intent),
        id: intent === "reject" ? Number(id ?? 0) : undefined,
        result: submission.reply(),
      },
      400,
    );
  }
  const value = submission.value;
  const db = context.env.DB;
  const audit = (action: string) => (r: ModerationResult & { ok: true }) => [
    auditStatement(context, admin, action, `review #${value.id}`, r.before, r.after),
    // The writer's notice, with the reason when it is not published.
    noticeForReviewWriter(
      db,
      value.id,
      r.after.status === "published"
        ? "Your review was published."
        : `Your review was not published. Reason: ${r.after.reject_reason}`,
      "/account",
    ),
  ];

  if (value.intent === "reject") {
    const result = await moderate(db, value.id, "rejected", { reason: value.reason, extra: audit("review.reject") });
    if (!result.ok) return reply({ ok: false, message: FAILURES[result.reason], id: value.id }, 409);
    if (result.before.status === "published") await bumpContentVersion(context);
    return reply({ ok: true, message: `Review #${value.id} rejected.`, id: value.id });
  }
  if (value.intent === "proposal-approve" || value.intent === "proposal-reject") {
    const auditAs = (action: string) => (before: unknown, after: unknown) =>
      auditStatement(context, admin, action, `college proposal #${value.id}`, before, after);
    const outcome =
      value.intent === "proposal-approve"
        ? await approveProposal(db, value.id, value.ownership, auditAs("college.approve"))
        : await rejectProposal(db, value.id, value.reason, auditAs("college.reject"));
    if (!outcome.ok) {
      const message = outcome.reason === "invalid" ? "That college's details are not valid." : FAILURES[outcome.reason];
      return reply({ ok: false, message }, outcome.reason === "not-found" ? 404 : 409);
    }
    if (value.intent === "proposal-approve") {
      await bumpContentVersion(context);
      return reply({ ok: true, message: `College added as /colleges/${outcome.slug}; its review is published.` });
    }
    return reply({ ok: true, message: "College rejected; the writer sees the reason." });
  }
  const { id } = value;
  if (value.intent === "approve") {
    const result = await moderate(db, id, "published", { extra: audit("review.approve") });
    if (!result.ok) return reply({ ok: false, message: FAILURES[result.reason], id }, 409);
    await bumpContentVersion(context);
    return reply({ ok: true, message: `Review #${id} published.`, id });
  }
  // Marked paid: a UPI id is paid once per college; a flagged review only with a second look's reason.
  const secondLook = (value.second_look ?? "").trim().slice(0, 500);
  const refused = await rewardRefusal(db, id, secondLook);
  if (refused) return reply({ ok: false, message: refused.message, id }, 409);
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
