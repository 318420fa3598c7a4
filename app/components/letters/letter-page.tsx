/** The page template shared by /sop-maker, /sop-form and /lor-form. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function LetterPage({
  title,
  intro,
  children,
  back = true,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Show the link back to the hub. */
  back?: boolean;
}) {
  return (
    <div className="bg-slate-50 pb-16">
      <section aria-labelledby="letters-title" className="bg-gradient-to-r from-indigo-800 to-violet-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
          {back ? (
            <Link to="/sop-maker" className="text-sm font-medium text-indigo-100 underline-offset-4 hover:underline">
              ← SOP & LOR Maker
            </Link>
          ) : null}
          <h1 id="letters-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 max-w-2xl text-indigo-100">{intro}</p>
        </div>
      </section>
      <div className="mx-auto -mt-4 max-w-4xl px-4 sm:px-6">{children}</div>
    </div>
  );
}
