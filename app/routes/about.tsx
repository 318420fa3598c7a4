import { CardGrid, ContentSections } from "~/components/company/page-parts";
import { Section } from "~/components/ui/section";
import { PageHero } from "~/components/ui/sections";
import { ABOUT } from "~/content/company";
import { pageHeaders } from "~/lib/platform/cache";
import { pageMeta } from "~/lib/platform/meta";

export const headers = pageHeaders;

export const meta = pageMeta({ title: ABOUT.title, description: ABOUT.intro });

export default function AboutPage() {
  return (
    <>
      <PageHero hero={{ title: ABOUT.title, subtitle: ABOUT.intro }} />
      <ContentSections sections={ABOUT.sections} />
      <Section id="values" title={ABOUT.valuesHeading} tone="muted">
        <CardGrid cards={ABOUT.values} />
      </Section>
    </>
  );
}
