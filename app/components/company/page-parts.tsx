/**
 * The company pages' template (about, terms, careers, advertising, contact): prose sections
 * from the typed content modules and a card grid (the hero and titled sections are the site's
 * PageHero and Section, components/ui/sections.tsx).
 */
import { StepNumber } from "~/components/ui/sections";
import type { Card, ContentSection } from "~/content/company";

/** Prose sections (about, terms); a section without body text shows its heading only. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {sections.map((s) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-title`}
          className="border-b border-slate-200 py-6 last:border-0"
        >
          <h2 id={`${s.id}-title`} className="text-2xl font-bold text-slate-900">
            {s.heading}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p} className="mt-3 leading-7 text-slate-700">
              {p}
            </p>
          ))}
          {s.items ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((c, i) => (
        <li key={c.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <StepNumber n={i + 1} className="mb-4 h-10 w-10" />
          <h3 className="text-lg font-semibold text-slate-900">{c.title}</h3>
          <p className="mt-2 text-slate-700">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
