/**
 * /more: the mobile bottom bar's "More" — every part of the site on one page (a real page, so it
 * works without JavaScript and a phone's back button returns where the visitor was).
 */
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/ui/sections";
import { MORE_GROUPS } from "~/content/more-links";
import { pageHeaders } from "~/lib/cache";
import { pageMeta } from "~/lib/meta";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "More",
  description: "Every part of the site: colleges, exams, services, tools, your account and our policies.",
  path: "/more",
});

export default function MorePage() {
  return (
    <>
      <PageHero hero={{ title: "More", subtitle: "Everything on the site, in one place." }} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {MORE_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`more-${group.id}`}>
            <h2 id={`more-${group.id}`} className="text-lg font-semibold text-slate-900">
              {group.title}
            </h2>
            <ul className="mt-2 space-y-1">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-indigo-800 underline" discover="none">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </>
  );
}
