/** The five country guides as a small list of links (finder, services and exam pages). */
import { Link } from "@remix-run/react";
import { COUNTRY_GUIDES, guidePath } from "~/content/study-abroad";

export function StudyAbroadLinks() {
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm">
      {COUNTRY_GUIDES.map((g) => (
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
