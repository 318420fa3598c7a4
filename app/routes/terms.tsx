import { ContentSections } from "~/components/company/page-parts";
import { PageHero } from "~/components/ui/sections";
import { TERMS } from "~/content/company";
import { pageHeaders } from "~/lib/platform/cache";
import { pageMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta = pageMeta({ title: TERMS.title, description: TERMS.intro });

export default function TermsPage() {
  return (
    <>
      <PageHero hero={{ title: TERMS.title, subtitle: TERMS.intro }} />
      <ContentSections sections={TERMS.sections} />
    </>
  );
}
