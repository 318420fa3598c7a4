import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentSections } from "~/components/company/page-parts";
import { PageHero } from "~/components/ui/sections";
import { TERMS } from "~/content/company";
import { pageHeaders } from "~/lib/cache";
import { getMeta } from "~/lib/meta";

export const headers = pageHeaders;

export const meta: MetaFunction = (args) => getMeta({ title: TERMS.title, description: TERMS.intro }, args);

export default function TermsPage() {
  return (
    <>
      <PageHero hero={{ title: TERMS.title, subtitle: TERMS.intro }} />
      <ContentSections sections={TERMS.sections} />
    </>
  );
}
