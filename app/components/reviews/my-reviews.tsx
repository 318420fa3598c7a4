/**
 * The writer's reviews on /account: each with its status (pending, published,
 * rejected with the reason) and the reward status (not requested, pending, paid).
 */
import { Link } from "@remix-run/react";
import { formatIstDate as date } from "~/lib/dates";
import type { OwnReview } from "~/lib/reviews/reviews.server";
import { REWARD_LABELS, STATUS_LABELS } from "~/lib/reviews/rules";

export function MyReviews({ reviews, className }: { reviews: OwnReview[]; className?: string }) {
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
      {reviews.length === 0 ? (
        <p className="mt-2 text-slate-700">You have not written a review yet.</p>
      ) : (
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
                  <dd className="text-slate-900">{REWARD_LABELS[r.reward_status]}</dd>
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
