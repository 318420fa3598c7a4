/**
 * Where a log-in or sign-up returns the student to: the page they came from, a path on this site (policy.ts
 * `safeRedirect`), never an account page itself. Client-safe: the links carry it as `?redirectTo=`, the forms post
 * it, and the actions check it again.
 */
import { safeRedirect } from "./policy";

/** The sign-in pages: returning to one of them would loop. */
const AUTH_PAGES = ["/login", "/register", "/loginregister", "/forget-password", "/reset-password", "/logout"];

/** A safe same-site path to return to, or "" when there is none (absent, off-site, an account page). */
export function returnPath(to: unknown): string {
  const path = safeRedirect(to, "");
  if (!path) return "";
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, "").toLowerCase();
  return AUTH_PAGES.includes(pathname) ? "" : path;
}

/** A log-in or sign-up page's address that returns to `back` (the page itself when there is nowhere to return). */
export function authHref(page: "/login" | "/register" | "/Loginregister", back: unknown): string {
  const path = returnPath(back);
  return path && path !== "/" ? `${page}?redirectTo=${encodeURIComponent(path)}` : page;
}
