/**
 * A college's mark where no licensed logo or photo is on file: its initials on one of eight gradients chosen from
 * its slug, so neighbouring cards differ and a college looks the same on every page (no shared pictogram, no badge).
 * Decorative: the name beside it says which college it is.
 */
import { Badge } from "~/components/ui/badge";

const GRADIENTS = [
  "from-indigo-700 to-violet-700",
  "from-sky-700 to-indigo-800",
  "from-emerald-700 to-teal-800",
  "from-rose-700 to-fuchsia-800",
  "from-amber-700 to-orange-800",
  "from-cyan-700 to-blue-800",
  "from-slate-600 to-slate-800",
  "from-teal-700 to-green-800",
];

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
  return (
    <Badge
      className={`bg-gradient-to-br font-bold tracking-wide text-white ${GRADIENTS[markVariant(slug)]} ${className}`}
    >
      {initials.slice(0, 4)}
    </Badge>
  );
}
