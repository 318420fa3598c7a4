/** The five country guides as a small list of links (finder, services and exam pages). */
import { Link } from "@remix-run/react";
import { GUIDE_COUNTRIES, guidePath } from "~/content/study-abroad-countries";

export function StudyAbroadLinks() {
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm">
      {GUIDE_COUNTRIES.map((g) => (
        <li key={g.country}>
          <Link
            to={guidePath(g.country)}
            className="inline-block rounded-full border border-indigo-200 px-3 py-1 font-semibold text-indigo-800 hover:bg-indigo-50"
          >
            {`Study in ${g.name}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The guides as a page block: the services and exam pages link to them. */
export function StudyAbroadGuidesBlock() {
  return (
    <section aria-labelledby="study-abroad-guides" className="bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="study-abroad-guides" className="text-xl font-semibold text-slate-900">
          Country guides
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Study permits, proof of funds, work after study and English test rules, with the official pages they come
          from.
        </p>
        <StudyAbroadLinks />
      </div>
    </section>
  );
}
