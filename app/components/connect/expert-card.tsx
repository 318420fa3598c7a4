/** One expert card (experts list): Chat and Call open the booking for this expert. */
import { ActionLink } from "~/components/ui/button";
import { Stars } from "~/components/ui/stars";
import { NO_RATINGS, type Expert } from "~/content/experts";

/** An expert as a card shows them: the status computed from their hours when the page was rendered. */
export type ExpertView = Expert & { next?: string };

/** The booking route of an expert: the no-JS dialog, and where the booking steps post. */
export function bookingAction(expert: Pick<Expert, "id">) {
  return `/connect/book/${expert.id}`;
}

export function ExpertCard({ expert, onBook }: { expert: ExpertView; onBook: (expert: ExpertView) => void }) {
  const online = expert.status === "Online";
  const actions = [
    { label: "Chat", name: `Chat with ${expert.name}`, primary: false },
    { label: "Call", name: `Call ${expert.name}`, primary: true },
  ];
  const actionClass = (primary: boolean) =>
    `flex-1 rounded-lg px-4 py-2 text-center text-sm font-semibold ${
      primary
        ? "bg-indigo-700 text-white hover:bg-indigo-800"
        : "border border-indigo-700 text-indigo-700 hover:bg-indigo-50"
    }`;
  return (
    <article
      aria-labelledby={`expert-${expert.id}-name`}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <img
          src={expert.image}
          alt={expert.name}
          width={72}
          height={72}
          loading="lazy"
          className="h-18 w-18 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`expert-${expert.id}-name`} className="text-lg font-bold text-slate-900">
              {expert.name}
            </h3>
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
                online ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"
              }`}
            >
              <span
                aria-hidden="true"
                className={`h-1.5 w-1.5 rounded-full ${online ? "bg-green-600" : "bg-slate-500"}`}
              />
              {expert.status}
            </span>
          </div>
          <p className="text-sm text-slate-700">{expert.university}</p>
          {/* Ratings come only from students who had a confirmed session: none shown until then. */}
          {expert.ratingCount > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              <span className="sr-only">Rating: </span>
              <Stars rating={expert.rating} label={false} />{" "}
              <span className="font-semibold text-slate-900">{expert.rating.toFixed(1)}</span>
              <span className="sr-only"> out of 5</span>
              {` (${expert.ratingCount} ${expert.ratingCount === 1 ? "rating" : "ratings"})`}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{NO_RATINGS}</p>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Rate</dt>
          <dd className="font-semibold text-slate-900">{expert.rate}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Type</dt>
          <dd className="font-semibold text-slate-900">{expert.type}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Languages</dt>
          <dd className="text-slate-900">{expert.languages.join(", ")}</dd>
        </div>
        {expert.next ? (
          <div className="col-span-2">
            <dt className="text-slate-600">Next available</dt>
            <dd className="text-slate-900">{`${expert.next} IST`}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-5 flex gap-3">
        {actions.map((a) => (
          <ActionLink
            key={a.label}
            href={bookingAction(expert)}
            onClick={() => onBook(expert)}
            dialog
            aria-label={a.name}
            className={actionClass(a.primary)}
          >
            {a.label}
          </ActionLink>
        ))}
      </div>
    </article>
  );
}
