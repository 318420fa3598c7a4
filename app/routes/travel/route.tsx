/**
 * /travel: hero, visa-type carousel (640 = 2, 768 = 3, 1024 = 4), visa support
 * list, trip carousel; testimonials and experience figures only as set with a source in the console. Carousel images show a
 * shimmer until they have loaded.
 */
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Carousel } from "~/components/ui/carousel";
import { Section } from "~/components/ui/section";
import { CtaBand, FeatureGrid, PageHero } from "~/components/ui/sections";
import { ShimmerImage } from "~/components/ui/shimmer-image";
import { StatGrid } from "~/components/ui/stat-grid";
import { TRAVEL_PAGE, VISA_BREAKPOINTS } from "~/content/travel";
import { formatCalendarDate } from "~/lib/format/dates";
import { countOf } from "~/lib/format/plural";
import { pageMeta } from "~/lib/platform/meta";
import type { loader } from "./travel.server";

export { headers, loader } from "./travel.server";

export const meta = pageMeta(TRAVEL_PAGE);

/** Trips and testimonials: 640 = 2, 1024 = 3. */
const TWO_UP = { 640: 2, 1024: 3 };
/** Visa types: slides per view by minimum width. */
const VISA_SLIDES = Object.fromEntries(Object.entries(VISA_BREAKPOINTS).map(([width, b]) => [width, b.slidesPerView]));

/** A carousel card whose image shimmers until loaded. */
function ImageCard(props: { title: string; image: string; width: number; height: number; children: ReactNode }) {
  return (
    <article className="h-full overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <ShimmerImage src={props.image} alt="" width={props.width} height={props.height} />
      <div className="p-5">
        <h3 className="text-lg font-semibold text-slate-900">{props.title}</h3>
        {props.children}
      </div>
    </article>
  );
}

export default function Travel() {
  const { hero, visas, support, trips, testimonials, stats, cta } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={hero} links={hero.links} />

      <Section
        title="Visa types we handle"
        intro="Whatever the reason for your trip, we prepare the application the embassy expects."
      >
        <Carousel
          label="visa types"
          items={visas}
          itemKey={(v) => v.title}
          breakpoints={VISA_SLIDES}
          renderItem={(visa) => (
            <ImageCard title={visa.title} image={visa.image} width={320} height={200}>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{visa.description}</p>
            </ImageCard>
          )}
        />
      </Section>

      <Section title="Visa support, step by step" tone="muted">
        <FeatureGrid features={support} columns={3} />
      </Section>

      <Section
        title="Upcoming student trips"
        intro="Small-group trips to meet your future city and campus before term starts."
      >
        <Carousel
          label="trips"
          items={trips}
          itemKey={(t) => t.title}
          breakpoints={TWO_UP}
          renderItem={(trip) => (
            <ImageCard title={trip.title} image={trip.image} width={400} height={240}>
              <p className="mt-1 text-sm text-slate-700">
                Book by <time dateTime={trip.dateBy}>{formatCalendarDate(trip.dateBy)}</time>
              </p>
              <p className="mt-1 text-sm font-medium text-indigo-800">{countOf(trip.people, "person", "people")}</p>
            </ImageCard>
          )}
        />
      </Section>

      {testimonials.length ? (
        <Section title="What travellers say" tone="muted">
          <Carousel
            label="testimonials"
            items={testimonials}
            itemKey={(t) => t.author}
            breakpoints={TWO_UP}
            renderItem={(t) => (
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <blockquote className="flex-1 leading-relaxed text-slate-800">“{t.text}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-900"
                  >
                    {t.avatar}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.author}</span>
                    {t.location ? <span className="block text-sm text-slate-700">{t.location}</span> : null}
                    <span className="block text-xs text-slate-600">Source: {t.source}</span>
                  </span>
                </figcaption>
              </figure>
            )}
          />
        </Section>
      ) : null}

      {stats.length ? (
        <Section title="Our experience">
          <StatGrid stats={stats} />
          <ul className="mt-4 text-xs text-slate-600">
            {stats.map((s) => (
              <li key={s.label}>{`${s.label}: ${s.source}`}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand {...cta} />
    </>
  );
}
