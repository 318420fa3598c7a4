/** /GREPrep: GRE preparation, on the exam page sections; the hero buttons do nothing (no target page). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { courseJsonLd } from "~/components/exams/exam-page";
import { FactList, ModuleGrid } from "~/components/exams/exam-parts";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { CtaBand, FaqAccordion, FeatureGrid, PageHero } from "~/components/ui/sections";
import type { GreContent } from "~/content/exams";
import { getMeta } from "~/lib/platform/meta";
import type { loader } from "./GREPrep.server";

export { headers, loader } from "./GREPrep.server";

export const meta: MetaFunction<typeof loader> = (args) => {
  const gre = args.data?.gre as GreContent | undefined;
  const description = gre?.summary ?? "GRE coaching.";
  return getMeta(
    {
      title: "GRE Preparation",
      description,
      image: "/images/exams/gre.svg",
      extra: [courseJsonLd({ name: "GRE Preparation", description }, args)],
    },
    args,
  );
};

export default function GrePrep() {
  const { gre } = useLoaderData<typeof loader>();
  const [first, ...rest] = gre.hero.buttons;
  return (
    <>
      <PageHero
        hero={gre.hero}
        actions={
          <>
            <button type="button" className={buttonClass("primary")}>
              {first}
            </button>
            {rest.map((label) => (
              <button key={label} type="button" className={buttonClass("secondary")}>
                {label}
              </button>
            ))}
          </>
        }
      />

      <Section title={gre.about.heading}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {gre.about.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          <FactList facts={gre.facts} />
        </div>
      </Section>

      <Section title="GRE test modules" tone="muted">
        <ModuleGrid modules={gre.modules} />
      </Section>

      <Section title="Why choose our GRE course">
        <FeatureGrid features={gre.reasons} />
      </Section>

      <Section title="GRE frequently asked questions" tone="muted">
        <FaqAccordion items={gre.faq} name="faq-gre" />
      </Section>

      <CtaBand {...gre.cta} />
    </>
  );
}
