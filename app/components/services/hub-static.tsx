/**
 * The services hub's hero and catalogue. The catalogue's cards come from the loader
 * (app/lib/catalogue/services.server.ts `hubCards`), so the page's JavaScript carries no catalogue.
 */
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DecorativeImage } from "~/components/ui/decorative-image";
import { Section } from "~/components/ui/section";
import { SERVICE_IMAGE } from "~/content/service-image";
import type { Service } from "~/content/services";
import { PriceText } from "./price-text";

/** A catalogue card: the service's fields the card shows and its price line. */
export type HubCard = Pick<Service, "slug" | "title" | "desc" | "img" | "category" | "featured"> & {
  price: string;
  /** The price in rupees (the loader's conversion), or null when it has no amount. */
  rupees: string | null;
};

const WHY_ICONS = ["↺", "✦", "✔"];

export function HubHero({ count }: { count: number }) {
  return (
    <section aria-labelledby="hub-title" className="bg-gradient-to-br from-indigo-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">Student services</p>
          <h1 id="hub-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Study, Enjoy and live your Dreams
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-700">
            Everything you need to move abroad in one place: a room near campus, student flights, visa help, insurance,
            money and more — {count} services chosen for students.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#all-services" className={buttonClass("primary", { size: "lg" })}>
              Find out more
            </a>
            <a
              href="#stories"
              className="rounded-lg border border-indigo-700 px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50"
            >
              Watch now
            </a>
          </div>
        </div>
        <img
          src="/images/services/hero.svg"
          alt=""
          width={480}
          height={360}
          // The page's largest paint on phones (Lighthouse LCP): fetched ahead of the scripts.
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md"
        />
      </div>
    </section>
  );
}

/** Every service's card, then why choose us. */
/** The catalogue's cards and 'Why choose us' (its copy from the loader: content/services-page.ts). */
export function HubCatalogue({
  cards,
  rupeeNote,
  whyChoose,
}: {
  cards: readonly HubCard[];
  /** Where the rupee figures come from (lib/catalogue/prices.ts). */
  rupeeNote: string;
  whyChoose: ReadonlyArray<{ title: string; text: string }>;
}) {
  return (
    <>
      <Section
        id="all-services"
        title="All services"
        intro="Pick a service to see what is included and send an inquiry."
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((s) => (
            <li
              key={s.slug}
              className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600"
            >
              <DecorativeImage src={s.img} size={SERVICE_IMAGE} lazy className="aspect-[8/5] w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <div className="flex items-center justify-between gap-2">
                  <span className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-800">
                    {s.category}
                  </span>
                  {s.featured ? <span className="text-xs font-semibold text-orange-800">Featured</span> : null}
                </div>
                <h3 className="mt-3 text-lg font-bold text-slate-900">
                  <Link to={`/services/${s.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {s.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{s.desc}</p>
                <div className="mt-4 flex items-center justify-between">
                  <PriceText price={s.price} rupees={s.rupees} className="text-sm font-semibold text-slate-900" />
                  <span
                    aria-hidden="true"
                    className="rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white"
                  >
                    Explore Now
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-600">{rupeeNote}</p>
      </Section>

      <Section title="Why choose us" centred>
        <ul className="grid gap-6 md:grid-cols-3">
          {whyChoose.map((item, i) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 text-center">
              <Badge className="mx-auto h-12 w-12 rounded-full bg-orange-100 text-xl text-orange-800">
                {WHY_ICONS[i]}
              </Badge>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
