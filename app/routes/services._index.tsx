/**
 * /services: the services hub. The hero, the 21 cards (from the loader: the catalogue with the
 * console's published changes, one cached read), why choose us, the destinations carousel, the
 * testimonials and the counters.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CountryCarousel } from "~/components/services/country-carousel";
import { HubCatalogue, HubHero } from "~/components/services/hub-static";
import { Testimonials } from "~/components/services/testimonials";
import { StatGrid } from "~/components/ui/stat-grid";
import { EXPERIENCE_STATS } from "~/content/services-page";
import { pageHeaders } from "~/lib/cache";
import { pageMeta } from "~/lib/meta";
import { ignoreQueryChanges } from "~/lib/revalidate";
import { hubCards } from "~/lib/services.server";

export const headers = pageHeaders;

export const meta = pageMeta({
  title: "Student Services for Studying Abroad",
  description:
    "Accommodation, flights, visas, insurance, forex, test preparation and 15 more services for Indian students going abroad.",
});

export async function loader({ context }: LoaderFunctionArgs) {
  return { cards: await hubCards(context) };
}

/** The testimonials' ?review= changes nothing the loader reads. */
export const shouldRevalidate = ignoreQueryChanges;

export default function ServicesHub() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <>
      <div>
        <HubHero count={cards.length} />
      </div>
      <CountryCarousel />
      <div>
        <HubCatalogue cards={cards} />
      </div>
      <Testimonials />
      <section aria-labelledby="experience-heading" className="bg-indigo-900 py-12 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="experience-heading" className="sr-only">
            Our experience in numbers
          </h2>
          <StatGrid stats={EXPERIENCE_STATS} dark />
        </div>
      </section>
    </>
  );
}
