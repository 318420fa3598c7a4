/**
 * Display names for saved college keys (ids today; slugs once the college directory lands).
 * Unknown keys are shown as they are, never dropped.
 */
import { COLLEGES } from "~/content/colleges";

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function collegeName(key: string): string {
  const college = /^\d+$/.test(key)
    ? COLLEGES.find((c) => c.id === Number(key))
    : COLLEGES.find((c) => slugify(c.name) === key);
  return college?.name ?? key;
}

/** The compare page (built by the college directory) takes slugs: /compare?c=a,b. */
export function compareHref(keys: readonly string[]): string {
  return `/compare?c=${keys.map(encodeURIComponent).join(",")}`;
}
