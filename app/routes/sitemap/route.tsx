/** /sitemap: every section of the site and its pages, as links (the footer's "Sitemap"; crawlers read sitemap.xml). */
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/ui/sections";
import { pageMeta } from "~/lib/meta";
import type { loader } from "./sitemap.server";

export { headers, loader } from "./sitemap.server";

export const meta = pageMeta({
  title: "Sitemap",
  description: "Every section of the site and its pages: colleges, rankings, exams, study abroad, services and more.",
  path: "/sitemap",
});

export default function SitemapPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={{ title: "Sitemap", subtitle: "Every section of the site and its pages." }} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <section key={g.title} aria-labelledby={`sm-${g.title.replace(/\W+/g, "-").toLowerCase()}`}>
            <h2 id={`sm-${g.title.replace(/\W+/g, "-").toLowerCase()}`} className="text-lg font-bold text-slate-900">
              {g.title}
            </h2>
            <ul className="mt-2 space-y-1">
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-indigo-800 underline" discover="none">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
