/** One result of the college directory (/colleges): every button goes somewhere real. */
import { serverHtml } from "~/components/ui/server-markup";
import { countryLabel, OWNERSHIPS } from "~/lib/colleges/model";
import type { CollegeCardRow } from "~/lib/colleges/types";
import { formatNumber } from "~/lib/plural";
import { CompareLink } from "./compare-controls";

export function place(c: { city: string; state: string; country: string }): string {
  return [c.city, c.state, c.country === "india" ? "" : countryLabel(c.country)].filter(Boolean).join(", ");
}

export const ownershipLabel = (o: string) => OWNERSHIPS.find((x) => x.value === o)?.label ?? o;

export function formatInr(n: number): string {
  return `₹${formatNumber(n)}`;
}

/** What the client keeps of a directory card: its links' slug and name (the rest is server markup). */
export type DirectoryLink = Pick<CollegeCardRow, "slug" | "name">;

/**
 * The card's name, place and figures are server markup (`card`, its HTML, is absent when hydrating:
 * app/lib/colleges/card-markup.server.tsx); the compare toggle is live. Its links are plain `<a>`s as
 * `<Link>` writes them (with `data-discover`: lazy route discovery), which the list's `SiteLinks`
 * makes client navigations: a page of 20 cards renders no `<Link>` (SSR throughput).
 */
export function DirectoryCard({ college, card }: { college: DirectoryLink; card: string | undefined }) {
  const href = `/colleges/${college.slug}`;
  return (
    // Styles: tailwind.css `.dc` (short classes: the directory repeats 20 cards a page; SSR throughput).
    <article aria-labelledby={`college-${college.slug}`} className="dc">
      <div className="dc-b" {...serverHtml(card)} />
      <div className="dc-act">
        <a data-discover="true" href={href}>
          View Details
        </a>
        <a data-discover="true" href={`${href}#courses`}>
          Courses &amp; fees
        </a>
        <CompareLink slug={college.slug} name={college.name} className="fc-cmp" />
        <a className="fc-apply" data-discover="true" href={`${href}#brochure`}>
          Apply Now
        </a>
      </div>
    </article>
  );
}
