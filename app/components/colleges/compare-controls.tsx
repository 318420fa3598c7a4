/**
 * "Compare" on every college card, and the compare tray. Without JavaScript the
 * button is a link to /compare with this college added. With JavaScript it adds the college
 * to the tray (localStorage), which follows the visitor across pages. The label changes without moving anything.
 */
import type { MouseEvent, ReactNode } from "react";
import { compareAddHref } from "~/lib/colleges/compare";
import { useCompareList } from "./use-compare";

export function CompareLink({
  slug,
  name,
  className,
  children = "Compare",
}: {
  slug: string;
  name: string;
  className?: string;
  children?: ReactNode;
}) {
  const compare = useCompareList();
  const slugs = compare.items.map((i) => i.slug);
  const inList = slugs.includes(slug);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The stored list decides (a click replayed while hydrating comes before the first render with it).
    if (compare.stored().some((i) => i.slug === slug)) compare.remove(slug);
    else compare.add({ slug, name });
  }
  return (
    <a
      href={compareAddHref(slugs, slug)}
      onClick={onClick}
      aria-label={`${inList ? "Remove from compare" : "Compare"}: ${name}`}
      className={className}
    >
      {/* The longer label is reserved, invisible, in the same grid cell: one size in either state. */}
      <span className="inline-grid after:invisible after:[grid-area:1/1] after:content-['Added_to_compare']">
        <span className="[grid-area:1/1]">{inList ? "Added to compare" : children}</span>
      </span>
    </a>
  );
}
