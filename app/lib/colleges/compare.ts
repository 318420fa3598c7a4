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
