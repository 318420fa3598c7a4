/**
 * A college merged into another (one institution NIRF listed under two ids) answers its first slug with a 301 to the
 * kept college's page, so links, shortlists and saved compare lists keep working (app/content/college-redirects.ts,
 * written by the data build).
 */
import { COLLEGE_REDIRECTS } from "~/content/college-redirects";

/** The kept college's path for a path under a merged college's old slug (its sub-pages too), else null. */
export function movedCollegePath(pathname: string): string | null {
  const m = /^\/colleges\/([^/]+)(\/[^/]*)?$/i.exec(pathname);
  if (!m) return null;
  const slug = m[1].toLowerCase();
  if (!Object.hasOwn(COLLEGE_REDIRECTS, slug)) return null;
  return `/colleges/${COLLEGE_REDIRECTS[slug]}${m[2] ?? ""}`;
}
