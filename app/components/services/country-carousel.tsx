/**
 * The hub's auto-scrolling carousel of six countries (autoplay 3500 ms): 1 / 2 / 3 / 4 per
 * view at 640 / 1024 / 1280 px, through the site's one Carousel.
 */
import { Carousel } from "~/components/ui/carousel";
import { CheckList } from "~/components/ui/sections";
import type { HubCountry } from "~/content/services-page";
import { CountryFlag } from "./country-flag";

export const COUNTRY_AUTOPLAY_MS = 3500;

export function CountryCarousel({ countries }: { countries: readonly HubCountry[] }) {
  return (
    <section aria-labelledby="destinations-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="destinations-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Popular study destinations
      </h2>
      <p className="mt-2 mb-4 text-slate-700">Where our students are heading this year.</p>
      <Carousel
        label="destinations"
        items={countries}
        itemKey={(country) => country.code}
        breakpoints={{ 640: 2, 1024: 3, 1280: 4 }}
        autoplayMs={COUNTRY_AUTOPLAY_MS}
        renderItem={(country) => (
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <CountryFlag country={country} />
              <h3 className="text-lg font-bold text-slate-900">{country.name}</h3>
            </div>
            <CheckList
              items={country.lines}
              className="mt-4 flex-1 space-y-2 text-sm text-slate-700"
              markClassName="text-indigo-600"
            />
            <a
              href="#all-services"
              aria-label={`View more: services for ${country.name}`}
              className="mt-5 inline-block w-fit rounded-lg border border-indigo-600 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
            >
              View More
            </a>
          </article>
        )}
      />
    </section>
  );
}
