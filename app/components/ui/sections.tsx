/**
 * Page building blocks (exam pages, the GRE page, /exam-prep, /travel): the hero with the
 * page's <h1>, feature grids, the FAQ accordion (native <details>, works
 * without JavaScript) and the closing call to action. The titled band: ./section; statistics with
 * counters: ./stat-grid (modules of their own, so that a page loads only the blocks it uses).
 */
import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import type { CtaContent, CtaLink, ExamFeature, Faq, HeroContent } from "~/content/exams";

/** Links in a row, the first one styled as the primary action. */
function LinkRow({ links, primary, secondary }: { links: CtaLink[]; primary: string; secondary: string }) {
  return (
    <>
      {links.map((link, i) =>
        // An in-page target is a plain anchor: the browser scrolls to it.
        link.to.startsWith("#") ? (
          <a key={link.to + link.label} href={link.to} className={i === 0 ? primary : secondary}>
            {link.label}
          </a>
        ) : (
          <Link key={link.to + link.label} to={link.to} className={i === 0 ? primary : secondary}>
            {link.label}
          </Link>
        ),
      )}
    </>
  );
}

/** What a hero shows: the title and subtitle, optionally an eyebrow and an illustration. */
export type PageHeroContent = Pick<HeroContent, "title" | "subtitle"> &
  Partial<Pick<HeroContent, "eyebrow" | "image" | "imageAlt">>;

/**
 * The page's hero with its one <h1> (every page family: exams, travel, company pages):
 * `links` (first primary) or custom `actions`. With an image the text sits beside it; without
 * one (the company pages) the text is centred.
 */
export function PageHero({
  hero,
  links = [],
  actions,
  children,
}: {
  hero: PageHeroContent;
  links?: CtaLink[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const centred = !hero.image;
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <div
        className={`mx-auto max-w-6xl px-4 py-12 md:py-16 ${
          centred ? "text-center" : "grid items-center gap-10 lg:grid-cols-2"
        }`}
      >
        <div className={centred ? "mx-auto max-w-3xl" : undefined}>
          {hero.eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-indigo-700 uppercase">{hero.eyebrow}</p>
          ) : null}
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {hero.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{hero.subtitle}</p>
          {links.length || actions ? (
            <div className={`mt-6 flex flex-wrap gap-3 ${centred ? "justify-center" : ""}`}>
              <LinkRow links={links} primary={buttonClass("primary")} secondary={buttonClass("secondary")} />
              {actions}
            </div>
          ) : null}
          {children}
        </div>
        {hero.image ? (
          <img
            src={hero.image}
            alt={hero.imageAlt ?? ""}
            width={480}
            height={360}
            className="mx-auto aspect-[4/3] w-full max-w-md rounded-2xl"
          />
        ) : null}
      </div>
    </section>
  );
}

export function FeatureGrid({ features, columns = 2 }: { features: ExamFeature[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {features.map((f) => (
        <li key={f.title} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-1 shrink-0 fill-emerald-600">
            <path d="M10 0a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5-5 1.4 1.4-6.4 6.4Z" />
          </svg>
          <div>
            <h3 className="font-semibold text-slate-900">{f.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{f.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * FAQ accordion on native <details>: opens and closes without JavaScript; the shared
 * `name` makes it exclusive (opening one closes the others) where browsers support it.
 */
export function FaqAccordion({ items, name }: { items: Faq[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.q} name={name} className="group px-5">
          <summary className="flex items-center justify-between gap-4 py-4 font-semibold text-slate-900">
            {item.q}
            <span aria-hidden="true" className="text-xl text-indigo-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 leading-relaxed text-slate-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}

export function CtaBand({ heading, text, links }: CtaContent) {
  const id = `cta-${useId().replace(/:/g, "")}`;
  return (
    <section aria-labelledby={id} className="px-4 py-12">
      <div className="mx-auto max-w-6xl rounded-3xl bg-indigo-800 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-indigo-100">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkRow links={links} primary={ctaPrimary} secondary={ctaSecondary} />
        </div>
      </div>
    </section>
  );
}

const ctaPrimary = buttonClass("inverse");
const ctaSecondary =
  "inline-flex items-center justify-center rounded-lg border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white/10";

/** The numbered circle of a numbered card; `className` sizes and places it. */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return <Badge className={`rounded-full bg-indigo-100 font-bold text-indigo-800 ${className}`}>{n}</Badge>;
}

/** A list with a check mark before each item; `markClassName` colours the mark. */
export function CheckList({
  items,
  className,
  markClassName,
}: {
  items: readonly string[];
  className: string;
  markClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClassName}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
