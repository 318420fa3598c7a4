/**
 * The writer's reviews on /account: each with its status (pending, published,
 * rejected with the reason) and the reward status (not requested, pending, paid; "Not payable" with
 * the reason once the review is rejected).
 */
import { Link } from "@remix-run/react";
import { formatIstDate as date } from "~/lib/format/dates";
import type { OwnReview } from "~/lib/reviews/reviews.server";
import { REWARD_LABELS, STATUS_LABELS } from "~/lib/reviews/rules";

/** A review of a college that was not listed, waiting with the college for an operator (proposals.server.ts). */
export interface OwnProposal {
  id: number;
  name: string;
  city: string;
  status: "pending" | "approved" | "rejected";
  reject_reason: string;
  created_at: number;
  reward: string | null;
  title: string | null;
}

const PROPOSAL_LABELS: Record<OwnProposal["status"], string> = {
  pending: "Waiting to be checked (new college)",
  approved: "Published (college added)",
  rejected: "Rejected",
};

export function MyReviews({
  reviews,
  proposals = [],
  className,
}: {
  reviews: OwnReview[];
  proposals?: OwnProposal[];
  className?: string;
}) {
  return (
    <section id="my-reviews" aria-labelledby="my-reviews-title" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-reviews-title" className="text-xl font-semibold text-slate-900">
          My reviews
        </h2>
        <Link to="/write-review" className="text-sm font-semibold text-orange-800 underline">
          Write a Review (Get Upto ₹500)
        </Link>
      </div>
      {proposals.filter((p) => p.status !== "approved").length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {proposals
            .filter((p) => p.status !== "approved")
            .map((p) => (
              <li key={`p${p.id}`} className="py-3">
                <p className="font-semibold text-slate-900">
                  {p.title}{" "}
                  <span className="font-normal text-slate-600">
                    — {p.name}, {p.city}
                  </span>
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Written</dt>
                    <dd className="text-slate-900">{date(p.created_at)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Status</dt>
                    <dd className="font-semibold text-slate-900">{PROPOSAL_LABELS[p.status]}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Reward</dt>
                    <dd className="text-slate-900">
                      {!p.reward
                        ? REWARD_LABELS.not_requested
                        : p.status === "rejected"
                          ? `Not payable${p.reject_reason ? `: ${p.reject_reason}` : ""}`
                          : REWARD_LABELS.pending}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
        </ul>
      ) : null}
      {reviews.length === 0 && proposals.length === 0 ? (
        <p className="mt-2 text-slate-700">You have not written a review yet.</p>
      ) : reviews.length === 0 ? null : (
        <ul className="mt-3 divide-y divide-slate-100">
          {reviews.map((r) => (
            <li key={r.id} className="py-3">
              <p className="font-semibold text-slate-900">
                {r.title} <span className="font-normal text-slate-600">— {r.college_name}</span>
              </p>
              <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1">
                  <dt className="text-slate-600">Written</dt>
                  <dd className="text-slate-900">{date(r.created_at)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">Status</dt>
                  <dd className="font-semibold text-slate-900">{STATUS_LABELS[r.status]}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-slate-600">Reward</dt>
                  <dd className="text-slate-900">
                    {/* A rejected review earns no reward, whatever was asked for. */}
                    {r.status === "rejected" && r.reward_status !== "not_requested"
                      ? `Not payable${r.reject_reason ? `: ${r.reject_reason}` : ""}`
                      : REWARD_LABELS[r.reward_status]}
                  </dd>
                </div>
              </dl>
              {r.status === "rejected" && r.reject_reason ? (
                <p className="mt-1 text-sm text-red-800">Reason: {r.reject_reason}</p>
              ) : null}
              <p className="mt-1 text-sm">
                {r.status === "pending" ? (
                  <Link
                    to={`/write-review?college=${encodeURIComponent(r.college_slug)}&edit=1`}
                    className="font-semibold text-indigo-700 underline"
                  >
                    Edit pending review of {r.college_name}
                  </Link>
                ) : r.status === "published" ? (
                  <Link to={`/colleges/${r.college_slug}#reviews`} className="font-semibold text-indigo-700 underline">
                    See it on the {r.college_name} page
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
