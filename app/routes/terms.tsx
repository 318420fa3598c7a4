import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentSections, PageHero } from "~/components/company/page-parts";
import { TERMS } from "~/content/company";
import { pageHeaders } from "~/lib/cache";
import { getMeta } from "~/lib/meta";

export const headers = pageHeaders;

export const meta: MetaFunction = (args) => getMeta({ title: TERMS.title, description: TERMS.intro }, args);

export default function TermsPage() {
  return (
    <>
      <PageHero title={TERMS.title} intro={TERMS.intro} />
      <ContentSections sections={TERMS.sections} />
    </>
  );
}
