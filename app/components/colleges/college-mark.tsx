/**
 * A college's mark where no licensed logo or photo is on file: its initials on one of eight gradients chosen from
 * its slug, so neighbouring cards differ and a college looks the same on every page (no shared pictogram, no badge).
 * Decorative: the name beside it says which college it is. Styles: tailwind.css `.cm`, `.cm-0` … `.cm-7`.
 */
import { Badge } from "~/components/ui/badge";

/** A small, stable hash of the slug (FNV-1a) picking one of the eight gradients. */
export function markVariant(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) h = Math.imul(h ^ slug.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 8;
}

export function CollegeMark({
  slug,
  initials,
  className = "",
}: {
  slug: string;
  initials: string;
  className?: string;
}) {
  return <Badge className={`cm cm-${markVariant(slug)} ${className}`}>{initials.slice(0, 4)}</Badge>;
}
