/**
 * The one exam landing page template (IELTS Academic, PTE Academic, TOEFL iBT, Duolingo):
 * hero, description, modules, features, FAQ accordion and a call to action, fed by
 * `app/content/exams.ts`. Routes are thin wrappers: a loader returning `EXAMS[slug]`, `examMeta` and `ExamPage`.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StudyAbroadGuidesBlock } from "~/components/study-abroad/guide-links";
import { Section } from "~/components/ui/section";
import { CtaBand, FaqAccordion, FeatureGrid, PageHero } from "~/components/ui/sections";
import type { ExamPageContent } from "~/content/exams";
import { getMeta, jsonLd } from "~/lib/platform/meta";
import { FactList, ModuleGrid } from "./exam-parts";

type MetaArgs = Parameters<MetaFunction>[0];

/** JSON-LD `Course` (name, description, provider) for an exam page. */
export function courseJsonLd(course: { name: string; description: string }, args: Pick<MetaArgs, "matches">) {
  const root = args.matches.find((m) => m?.id === "root")?.data as
    { origin?: string; settings?: { siteName?: string } } | undefined;
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description,
    provider: {
      "@type": "Organization",
      name: root?.settings?.siteName ?? "StudySaathi",
      ...(root?.origin ? { sameAs: root.origin } : {}),
    },
  });
}

/** Meta for an exam route; `canonicalPath` points duplicates at the canonical page. */
export function examMeta(options: { canonicalPath?: string } = {}): MetaFunction {
  return (args) => {
    const exam = (args.data as { exam?: ExamPageContent } | undefined)?.exam;
    if (!exam) return getMeta({ title: "Exam preparation", description: "Exam preparation courses." }, args);
    return getMeta(
      {
        title: `${exam.name} Preparation`,
        description: exam.summary,
        path: options.canonicalPath,
        image: exam.hero.image,
        extra: [courseJsonLd({ name: `${exam.name} Preparation`, description: exam.summary }, args)],
      },
      args,
    );
  };
}

export function ExamPage() {
  const { exam } = useLoaderData<{ exam: ExamPageContent }>();
  return (
    <>
      <PageHero hero={exam.hero} links={exam.hero.links}>
        <FactList facts={exam.facts} />
      </PageHero>

      <Section title={exam.description.heading}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          {exam.description.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
      </Section>

      <Section title={`${exam.name} test modules`} tone="muted">
        <ModuleGrid modules={exam.modules} />
      </Section>

      <Section title={`Why prepare for ${exam.name} with us`}>
        <FeatureGrid features={exam.features} />
      </Section>

      <Section title="Frequently asked questions" tone="muted">
        <FaqAccordion items={exam.faq} name={`faq-${exam.slug}`} />
      </Section>

      <StudyAbroadGuidesBlock />

      <CtaBand {...exam.cta} />
    </>
  );
}
