/**
 * /shortlist: the colleges a visitor has shortlisted, signed in or not. Signed out, the list lives in a cookie on
 * this browser; logging in or signing up (links that come back here) moves it into the account. Each college's
 * shortlist button removes it (a plain form without JavaScript).
 */
import { Link, useLoaderData } from "@remix-run/react";
import { ShortlistButton } from "~/components/colleges/shortlist-button";
import { authHref } from "~/lib/accounts/return-path";
import { COMPARE_MIN } from "~/lib/accounts/rules";
import { pageMeta } from "~/lib/platform/meta";
import { SHORTLIST_PAGE } from "./shared";
import type { loader } from "./shortlist.server";

export { headers, loader } from "./shortlist.server";

export const meta = pageMeta({ title: SHORTLIST_PAGE.title, description: SHORTLIST_PAGE.description, noIndex: true });

const linkClass = "font-semibold text-indigo-700 underline";

export default function ShortlistPage() {
  const { signedIn, unavailable, colleges, compareHref } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{SHORTLIST_PAGE.title}</h1>
      {unavailable ? (
        <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {SHORTLIST_PAGE.unavailable}
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">{signedIn ? SHORTLIST_PAGE.signedIn : SHORTLIST_PAGE.signedOut}</p>
      {signedIn ? (
        <p className="mt-2">
          <Link to="/account" className={linkClass}>
            My account
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-slate-700">
          <Link to={authHref("/login", "/shortlist")} className={linkClass}>
            Log in
          </Link>{" "}
          or{" "}
          <Link to={authHref("/register", "/shortlist")} className={linkClass}>
            sign up
          </Link>{" "}
          {SHORTLIST_PAGE.keep}
        </p>
      )}
      {colleges.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {SHORTLIST_PAGE.empty}{" "}
          <Link to="/colleges" className={linkClass}>
            college directory
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {colleges.map((c) => (
            <li key={c.slug} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <Link to={`/colleges/${c.slug}`} className="min-w-0 font-semibold break-words text-slate-900 underline">
                {c.name}
              </Link>
              <ShortlistButton slug={c.slug} name={c.name} saved />
            </li>
          ))}
        </ul>
      )}
      {colleges.length >= COMPARE_MIN ? (
        <p className="mt-4">
          <Link to={compareHref} className={linkClass}>
            Compare them side by side
          </Link>
        </p>
      ) : null}
    </div>
  );
}
