/**
 * A directory card's name, place and figures (/colleges), rendered to HTML on the server only
 * (app/lib/colleges/card-markup.server.tsx → `ServerMarkup`): no hooks, no router context, plain
 * links (ServerMarkup makes same-site ones navigate on the client).
 */
import { Badge } from "~/components/ui/badge";
import type { CollegeCardRow } from "~/lib/colleges/types";
import { formatInr, ownershipLabel, place } from "./college-card";

export function DirectoryCardBody({ c }: { c: CollegeCardRow }) {
  const href = `/colleges/${c.slug}`;
  return (
    <>
      <div className="dc-head">
        <Badge className="dc-logo">{c.logo}</Badge>
        <div className="min-w-0">
          <h3 id={`college-${c.slug}`}>
            <a href={href}>{c.name}</a>
          </h3>
          <p>{place(c)}</p>
        </div>
      </div>
      <dl>
        <div>
          <dt>Ownership</dt>
          <dd>{ownershipLabel(c.ownership)}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{c.rating_count > 0 ? `${c.rating.toFixed(1)}/5` : "No ratings yet"}</dd>
        </div>
        <div>
          <dt>Best rank</dt>
          <dd>{c.rank_best < 1_000_000 ? `#${c.rank_best}` : "—"}</dd>
        </div>
        <div>
          <dt>Fees from</dt>
          <dd>{c.fees_min > 0 ? formatInr(c.fees_min) : "—"}</dd>
        </div>
      </dl>
      {c.streams ? <p>{c.streams}</p> : null}
    </>
  );
}
