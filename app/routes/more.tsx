/**
 * /more: the mobile bottom bar's "More" — every part of the site on one page (a real page, so it
 * works without JavaScript and a phone's back button returns where the visitor was).
 */
import { LinkGroups } from "~/components/ui/link-groups";
import { PageHero } from "~/components/ui/sections";
import { MORE_GROUPS } from "~/content/more-links";
import { pageHeaders } from "~/lib/platform/cache";
import { pageMeta } from "~/lib/platform/meta";

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
      <LinkGroups groups={MORE_GROUPS} idPrefix="more" as="nav" />
    </>
  );
}
