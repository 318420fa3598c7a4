/**
 * /admin/reviews: reviews of colleges that are not in the directory yet ("My college isn't
 * listed"). Approve adds the college (with the ownership chosen here) and publishes the review;
 * reject needs a reason the writer sees. Posts `proposal-approve` / `proposal-reject`.
 */
import { Form } from "@remix-run/react";
import { CsrfField, secondaryButtonClass } from "~/components/admin/admin-shell";
import { OWNERSHIPS } from "~/lib/colleges/model";
import { formatIstDateTime } from "~/lib/format/dates";

export interface ProposalView {
  id: number;
  name: string;
  city: string;
  state: string;
  writer: string;
  created_at: number;
  review: { title: string; liked: string; better: string };
}

export function CollegeProposals({ proposals, busy }: { proposals: ProposalView[]; busy: boolean }) {
  return (
    <section aria-labelledby="proposals-title" className="mt-10">
      <h2 id="proposals-title" className="mb-3 text-lg font-semibold text-slate-900">
        New colleges with a review (oldest first)
      </h2>
      {proposals.length === 0 ? <p className="text-slate-700">No colleges waiting.</p> : null}
      <ol className="space-y-4">
        {proposals.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <article aria-labelledby={`proposal-${p.id}-title`}>
              <h3 id={`proposal-${p.id}-title`} className="text-base font-semibold text-slate-900">
                {[p.name, p.city, p.state].filter(Boolean).join(", ")}
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                Named by {p.writer} · {formatIstDateTime(p.created_at)} · review: {p.review.title}
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{p.review.liked}</p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{p.review.better}</p>
              <div className="mt-4 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={p.id} />
                  <div>
                    <label htmlFor={`ownership-${p.id}`} className="block text-xs font-medium text-slate-700">
                      Ownership
                    </label>
                    <select
                      id={`ownership-${p.id}`}
                      name="ownership"
                      required
                      className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                    >
                      {OWNERSHIPS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="proposal-approve"
                    disabled={busy}
                    className="rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
                  >
                    Add college and publish review
                  </button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={p.id} />
                  <div>
                    <label htmlFor={`proposal-reason-${p.id}`} className="block text-xs font-medium text-slate-700">
                      Reason shown to the writer
                    </label>
                    <input
                      id={`proposal-reason-${p.id}`}
                      name="reason"
                      required
                      maxLength={500}
                      className="w-72 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
                    />
                  </div>
                  <button
                    type="submit"
                    name="intent"
                    value="proposal-reject"
                    disabled={busy}
                    className={secondaryButtonClass}
                  >
                    Reject {p.name}
                  </button>
                </Form>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
