/**
 * The reviews block of a college page: overall and per-aspect averages, the 1–5
 * distribution, published reviews newest first (10 a page, `?reviews_page=`), and the
 * 'Write a Review' link for this college. Review text is plain text: React escapes it and
 * `whitespace-pre-line` keeps the writer's line breaks.
 */
import { Link } from "@remix-run/react";
import { Stars } from "~/components/ui/stars";
import { formatIstDate as date } from "~/lib/format/dates";
import type { CollegeReviewsData } from "~/lib/reviews/college-page.server";
import { ASPECTS } from "~/lib/reviews/rules";

export function CollegeReviews({ data, slug, name }: { data: CollegeReviewsData; slug: string; name: string }) {
  const href = (page: number) => `/colleges/${slug}${page > 1 ? `?reviews_page=${page}` : ""}#reviews`;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-2xl font-bold text-slate-900">
          Student reviews
        </h2>
        <Link
          to={`/write-review?college=${encodeURIComponent(slug)}`}
          className="rounded-lg border border-orange-500 px-3 py-2 text-sm font-semibold text-orange-800 hover:bg-orange-50"
        >
          Write a Review <span className="text-xs font-bold">(Get Upto ₹500)</span>
        </Link>
      </div>
      {data.count === 0 || !data.averages ? (
        <p className="mt-3 text-slate-700">
          No student reviews of {name} yet. Studied here? Be the first to review it.
        </p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 rounded-xl border border-slate-200 bg-white p-5 md:grid-cols-3">
            <div>
              <p className="text-4xl font-bold text-slate-900">
                {data.averages.overall.toFixed(1)}
                <span className="text-lg font-medium text-slate-600"> / 5</span>
              </p>
              <p className="mt-1">
                <Stars rating={data.averages.overall} label={false} />
              </p>
              <p className="text-sm text-slate-700">
                Average of {data.count} published {data.count === 1 ? "review" : "reviews"}
              </p>
            </div>
            <dl className="space-y-1 text-sm">
              {ASPECTS.filter((a) => a.key !== "overall").map((a) => (
                <div key={a.key} className="flex justify-between gap-4">
                  <dt className="text-slate-700">{a.label}</dt>
                  <dd className="font-semibold text-slate-900">{data.averages?.[a.key].toFixed(1)} / 5</dd>
                </div>
              ))}
            </dl>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Overall ratings</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {[5, 4, 3, 2, 1].map((star) => {
                  const n = data.dist[star - 1] ?? 0;
                  const pct = data.count ? Math.round((n / data.count) * 100) : 0;
                  return (
                    <li key={star} className="flex items-center gap-2">
                      <span className="w-16 text-slate-700">
                        {star} {star === 1 ? "star" : "stars"}
                      </span>
                      <span aria-hidden="true" className="h-2 flex-1 rounded bg-slate-200">
                        <span className="block h-2 rounded bg-amber-500" style={{ width: `${pct}%` }} />
                      </span>
                      <span className="w-20 text-right text-slate-700">
                        {n} ({pct}%)
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>

          <ol className="mt-6 space-y-4">
            {data.reviews.map((r) => (
              <li key={r.id}>
                <article aria-labelledby={`review-${r.id}`} className="rounded-xl border border-slate-200 bg-white p-5">
                  <h3 id={`review-${r.id}`} className="text-lg font-semibold text-slate-900">
                    {r.title}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">
                    <Stars rating={r.ratings.overall} label={false} /> <span>Rated {r.ratings.overall} out of 5</span> ·{" "}
                    {r.reviewer_name} · {r.course}, {r.grad_year} · {date(r.published_at)}
                  </p>
                  <p className="mt-2 text-xs text-slate-600">
                    {ASPECTS.filter((a) => a.key !== "overall")
                      .map((a) => `${a.label} ${r.ratings[a.key]}/5`)
                      .join(" · ")}
                  </p>
                  <h4 className="mt-3 text-sm font-semibold text-slate-900">What students liked</h4>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{r.liked}</p>
                  <h4 className="mt-3 text-sm font-semibold text-slate-900">What could be better</h4>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{r.better}</p>
                </article>
              </li>
            ))}
          </ol>
          {data.pages > 1 ? (
            <nav aria-label="Review pages" className="mt-4 flex items-center gap-4 text-sm">
              {data.page > 1 ? (
                <Link to={href(data.page - 1)} className="font-semibold text-indigo-700 underline">
                  Newer reviews
                </Link>
              ) : null}
              <span className="text-slate-700">
                Page {data.page} of {data.pages}
              </span>
              {data.page < data.pages ? (
                <Link to={href(data.page + 1)} className="font-semibold text-indigo-700 underline">
                  Older reviews
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
