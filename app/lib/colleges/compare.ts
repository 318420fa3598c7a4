/**
 * Compare list rules: /compare?c=slug1,slug2[,…] holds 2 to 4 colleges. Slugs are
 * lowercase and stable (accounts store saved lists by slug). A fifth college is never added
 * silently: the list stays at four and the page says so.
 */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COMPARE_STORAGE_KEY = "studysaathi:compare";

export interface CompareList {
  slugs: string[];
  /** More than COMPARE_MAX were asked for; the extra ones were left out. */
  overflow: boolean;
}

/** Reads ?c= (comma-separated, or repeated): lowercase, valid, unique, at most four. */
export function parseCompare(values: readonly string[]): CompareList {
  const slugs: string[] = [];
  for (const value of values) {
    for (const raw of value.split(",")) {
      const slug = raw.trim().toLowerCase();
      if (slug && slug.length <= 120 && SLUG_PATTERN.test(slug) && !slugs.includes(slug)) slugs.push(slug);
    }
  }
  return { slugs: slugs.slice(0, COMPARE_MAX), overflow: slugs.length > COMPARE_MAX };
}

export function addToCompare(list: readonly string[], slug: string): { slugs: string[]; full: boolean } {
  if (list.includes(slug)) return { slugs: [...list], full: false };
  if (list.length >= COMPARE_MAX) return { slugs: [...list], full: true };
  return { slugs: [...list, slug], full: false };
}

export function removeFromCompare(list: readonly string[], slug: string): string[] {
  return list.filter((s) => s !== slug);
}

export function compareHref(slugs: readonly string[]): string {
  return slugs.length ? `/compare?c=${slugs.join(",")}` : "/compare";
}

/** The no-JS "Compare" link of a card: the list with this college added (a fifth shows the limit). */
export function compareAddHref(list: readonly string[], slug: string): string {
  if (list.includes(slug)) return compareHref(list);
  return compareHref([...list, slug]);
}

/** The JoSAA categories the compare page's cut-offs row offers (?category=, default OPEN). */
export const COMPARE_CATEGORIES = ["OPEN", "EWS", "OBC-NCL", "SC", "ST"] as const;
export type CompareCategory = (typeof COMPARE_CATEGORIES)[number];

export function parseCategory(value: string | null): CompareCategory {
  return (COMPARE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as CompareCategory) : "OPEN";
}

/** NIRF's categories that rank institutions across every stream: not a stream's rank. */
const NOT_A_STREAM = new Set(["Overall", "University", "College", "Research", "Innovation", "State Public University"]);

/**
 * A college's NIRF rank in its stream: the latest year's rank in a subject category (Engineering, Management, …),
 * the college's first listed stream first; never the Overall rank. Null when NIRF ranks it in no stream.
 */
export function streamRank(
  rankings: ReadonlyArray<{ agency: string; year: number; category: string; rank: number }>,
  streams: string,
): { year: number; category: string; rank: number } | null {
  const own = streams
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const candidates = rankings.filter((r) => r.agency === "nirf" && !NOT_A_STREAM.has(r.category));
  if (!candidates.length) return null;
  const order = (c: string) => {
    const i = own.indexOf(c.toLowerCase());
    return i === -1 ? own.length : i;
  };
  const best = [...candidates].sort((a, b) => b.year - a.year || order(a.category) - order(b.category))[0];
  return { year: best.year, category: best.category, rank: best.rank };
}

/** The compare URL with the category kept (OPEN, the default, is left out). */
export function compareCategoryHref(slugs: readonly string[], category: CompareCategory): string {
  const base = compareHref(slugs);
  if (category === "OPEN") return base;
  return `${base}${base.includes("?") ? "&" : "?"}category=${encodeURIComponent(category)}`;
}

/** A college's JoSAA closing ranks for the category asked, latest year's final round: the lowest and the highest. */
export interface CutoffSummary {
  year: number;
  round: number;
  quota: string;
  lowest: { rank: number; program: string };
  highest: { rank: number; program: string };
  programs: number;
}
