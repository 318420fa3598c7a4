/**
 * Every public route of the site's route table, in its canonical spelling.
 * Used by sitemap.xml and by the edge entry, which 301-redirects other casings
 * (Remix matches paths case-insensitively) to these.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/Loginregister",
  "/register",
  "/login",
  "/Forget-Password",
  "/blogs",
  "/cource-finder",
  "/sop-maker",
  "/sop-form",
  "/lor-form",
  "/connect",
  "/post-admit-services",
  "/exam-prep",
  "/free-cources",
  "/travel",
  "/services",
  "/about",
  "/career",
  "/terms",
  "/advertising",
  "/contact",
  "/IELTS",
  "/IELTS-ACEDEMIC",
  "/PTEAcademic",
  "/ToeflIBT",
  "/DuolingoTest",
  "/GREPrep",
] as const;

/** The college directory's pages (beyond the original route table). */
export const DIRECTORY_ROUTES = ["/colleges", "/compare", "/college-predictor", "/exams"] as const;

/** The site's own information pages and tools (beyond the original route table). */
export const INFO_ROUTES = [
  "/privacy-policy",
  "/refund-policy",
  "/calculators",
  "/app",
  "/more",
  "/subscribe",
  "/sitemap",
] as const;

/** Canonical first path segments that take a parameter (/blog/{id}, /services/{slug}). */
const PARAM_PREFIXES = ["/blog/", "/services/", "/connect/", "/colleges/", "/exams/"];

const byLowercase = new Map<string, string>(
  [...PUBLIC_ROUTES, ...DIRECTORY_ROUTES, ...INFO_ROUTES].map((p) => [p.toLowerCase(), p]),
);

/**
 * The canonical spelling of `pathname`, or undefined when it is already canonical
 * or not a known route. Only the route part is re-cased; parameters are kept.
 */
export function canonicalPath(pathname: string): string | undefined {
  const exact = byLowercase.get(pathname.toLowerCase());
  if (exact) return exact === pathname ? undefined : exact;
  const lower = pathname.toLowerCase();
  for (const prefix of PARAM_PREFIXES) {
    if (lower.startsWith(prefix) && !pathname.startsWith(prefix)) {
      return prefix + pathname.slice(prefix.length);
    }
  }
  return undefined;
}
