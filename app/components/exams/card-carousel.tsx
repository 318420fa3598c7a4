/**
 * A Swiper carousel of cards with labelled previous/next buttons. Without JavaScript the
 * slides sit in a horizontally scrollable row of the same widths (Swiper marks itself
 * `swiper-initialized` once it runs, which switches the fallback off).
 */
import { useState, type ReactNode } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Swiper, SwiperSlide } from "swiper/react";

export type CarouselBreakpoints = Record<number, { slidesPerView: number }>;

const FALLBACK_WRAPPER =
  "[&:not(.swiper-initialized)>.swiper-wrapper]:gap-4 [&:not(.swiper-initialized)>.swiper-wrapper]:overflow-x-auto [&:not(.swiper-initialized)>.swiper-wrapper]:snap-x [&:not(.swiper-initialized)>.swiper-wrapper]:pb-2";

/**
 * No-JS slide widths per layout, matching the Swiper breakpoints; only while Swiper has not
 * initialised (important, to beat Swiper's own unlayered CSS), after which its inline
 * widths take over.
 */
const FALLBACK_SLIDES = {
  /** 640 = 2, 768 = 3, 1024 = 4 */
  four: "sm:[&:not(.swiper-initialized)_.swiper-slide]:w-[calc((100%-1rem)/2)]! md:[&:not(.swiper-initialized)_.swiper-slide]:w-[calc((100%-2rem)/3)]! lg:[&:not(.swiper-initialized)_.swiper-slide]:w-[calc((100%-3rem)/4)]!",
  /** 640 = 2, 1024 = 3 */
  three:
    "sm:[&:not(.swiper-initialized)_.swiper-slide]:w-[calc((100%-1rem)/2)]! lg:[&:not(.swiper-initialized)_.swiper-slide]:w-[calc((100%-2rem)/3)]!",
} as const;

export function CardCarousel<T>({
  label,
  items,
  getKey,
  renderItem,
  breakpoints,
  layout,
}: {
  /** Plural noun for the buttons: "visa types" → "Previous visa types". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  breakpoints: CarouselBreakpoints;
  /** Which no-JS slide widths match `breakpoints`. */
  layout: keyof typeof FALLBACK_SLIDES;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const navButton =
    "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-40";
  return (
    <div>
      <Swiper
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ ...breakpoints }}
        watchOverflow
        className={`pb-1! ${FALLBACK_WRAPPER} ${FALLBACK_SLIDES[layout]}`}
      >
        {items.map((item, i) => (
          <SwiperSlide key={getKey(item)} className="h-auto! snap-start">
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={`Previous ${label}`}
          disabled={!swiper}
          onClick={() => swiper?.slidePrev()}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={`Next ${label}`}
          disabled={!swiper}
          onClick={() => swiper?.slideNext()}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
