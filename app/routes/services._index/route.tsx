/**
 * /services: the services hub. The hero, the 21 cards (from the loader: the catalogue with the
 * console's published changes, one cached read), why choose us, the destinations carousel, the
 * testimonials and the counters.
 */
import { useLoaderData } from "@remix-run/react";
import { CountryCarousel } from "~/components/services/country-carousel";
import { HubCatalogue, HubHero } from "~/components/services/hub-static";
import { Testimonials } from "~/components/services/testimonials";
import { StudyAbroadGuidesBlock } from "~/components/study-abroad/guide-links";
import { StatGrid } from "~/components/ui/stat-grid";
import { pageMeta } from "~/lib/platform/meta";
import { ignoreQueryChanges } from "~/lib/platform/revalidate";
import type { loader } from "./services._index.server";

export { headers, loader } from "./services._index.server";

export const meta = pageMeta({
  title: "Student Services for Studying Abroad",
  description:
    "Accommodation, flights, visas, insurance, forex, test preparation and 15 more services for Indian students going abroad.",
});

/** The testimonials' ?review= changes nothing the loader reads. */
export const shouldRevalidate = ignoreQueryChanges;

export default function ServicesHub() {
  const { cards, rupeeNote, countries, whyChoose, testimonials, stats } = useLoaderData<typeof loader>();
  return (
    <>
      <div>
        <HubHero count={cards.length} />
      </div>
      <CountryCarousel countries={countries} />
      <div>
        <HubCatalogue cards={cards} rupeeNote={rupeeNote} whyChoose={whyChoose} />
      </div>
      {testimonials.length ? <Testimonials testimonials={testimonials} /> : null}
      {stats.length ? (
        <section aria-labelledby="experience-heading" className="bg-indigo-900 py-12 text-white">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="experience-heading" className="sr-only">
              Our experience in numbers
            </h2>
            <StatGrid stats={stats} dark />
            <p className="mt-4 text-sm text-indigo-100">{`Sources: ${stats.map((s) => `${s.label}: ${s.source}`).join("; ")}.`}</p>
          </div>
        </section>
      ) : null}
      <StudyAbroadGuidesBlock />
    </>
  );
}
