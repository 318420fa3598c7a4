/** /sitemap: every section of the site and its pages, as links (the footer's "Sitemap"; crawlers read sitemap.xml). */
import { useLoaderData } from "@remix-run/react";
import { LinkGroups } from "~/components/ui/link-groups";
import { PageHero } from "~/components/ui/sections";
import { pageMeta } from "~/lib/platform/meta";
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
      <LinkGroups groups={groups} idPrefix="sm" />
    </>
  );
}
