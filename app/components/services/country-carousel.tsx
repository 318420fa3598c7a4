/**
 * The hub's auto-scrolling carousel of six countries (Swiper, autoplay 3500 ms).
 * Slide widths come from CSS (1 / 2 / 3 / 4 per view at 640 / 1024 / 1280 px), so the
 * server HTML has the final layout; without JS the row scrolls sideways.
 */
import { useEffect, useState } from "react";
import { A11y, Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { HUB_COUNTRIES } from "~/content/services-page";
import { useHydrated, usePrefersReducedMotion } from "~/lib/hooks";
import { CountryFlag } from "./country-flag";

export const COUNTRY_AUTOPLAY_MS = 3500;

export function CountryCarousel() {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (reduced) swiper?.autoplay?.stop();
  }, [reduced, swiper]);

  return (
    <section aria-labelledby="destinations-heading" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="destinations-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Popular study destinations
          </h2>
          <p className="mt-2 text-slate-700">Where our students are heading this year.</p>
        </div>
        {hydrated ? (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => swiper?.slidePrev()}
              aria-label="Previous destinations"
              className="h-10 w-10 rounded-full border border-slate-300 text-slate-800 hover:bg-slate-100"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              onClick={() => swiper?.slideNext()}
              aria-label="Next destinations"
              className="h-10 w-10 rounded-full border border-slate-300 text-slate-800 hover:bg-slate-100"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>
      <Swiper
        modules={[Autoplay, A11y]}
        slidesPerView="auto"
        rewind
        autoplay={{ delay: COUNTRY_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        onSwiper={setSwiper}
        className="-mx-3 mt-6 [&:not(.swiper-initialized)_.swiper-wrapper]:snap-x [&:not(.swiper-initialized)_.swiper-wrapper]:overflow-x-auto"
      >
        {HUB_COUNTRIES.map((country) => (
          <SwiperSlide key={country.code} className="!h-auto snap-start px-3 !w-full sm:!w-1/2 lg:!w-1/3 xl:!w-1/4">
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <CountryFlag country={country} />
                <h3 className="text-lg font-bold text-slate-900">{country.name}</h3>
              </div>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {country.lines.map((line) => (
                  <li key={line} className="flex gap-2">
                    <span aria-hidden="true" className="text-indigo-600">
                      ✓
                    </span>
                    {line}
                  </li>
                ))}
              </ul>
              <a
                href="#all-services"
                aria-label={`View more: services for ${country.name}`}
                className="mt-5 inline-block w-fit rounded-lg border border-indigo-600 px-4 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
              >
                View More
              </a>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
