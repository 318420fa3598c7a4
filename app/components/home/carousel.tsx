/**
 * The one Swiper carousel of the home page (colleges, study abroad, study places, news).
 * Server HTML already has the slide widths of each breakpoint (so nothing shifts when
 * Swiper starts) and, until Swiper runs, the row scrolls sideways, so every slide is
 * reachable without JavaScript. Autoplay stops for visitors who prefer reduced motion.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import type { Breakpoints, CarouselConfig } from "~/content/home";
import { usePrefersReducedMotion } from "~/lib/hooks";

/** Literal class names (Tailwind only sees whole strings) for each "min width:slides" pair. */
const WIDTH_AT: Record<string, string> = {
  "320:1": "min-[320px]:w-full!",
  "640:2": "sm:w-1/2!",
  "768:2": "md:w-1/2!",
  "1024:2": "lg:w-1/2!",
  "1024:3": "lg:w-1/3!",
  "1280:4": "xl:w-1/4!",
};
const BASE_WIDTH: Record<number, string> = { 1: "w-full!", 2: "w-1/2!", 3: "w-1/3!" };

export function slideWidthClasses(slidesPerView: number, breakpoints: Breakpoints): string {
  const classes = [BASE_WIDTH[slidesPerView] ?? "w-full!"];
  for (const [width, count] of Object.entries(breakpoints)) {
    const cls = WIDTH_AT[`${width}:${count}`];
    if (!cls) throw new Error(`no slide width class for ${width}:${count}`);
    classes.push(cls);
  }
  return classes.join(" ");
}

export function Carousel<T>({
  label,
  items,
  config,
  arrows = true,
  renderItem,
  itemKey,
}: {
  /** Names the carousel and its arrows ("Previous {label}"). */
  label: string;
  items: readonly T[];
  config: CarouselConfig;
  arrows?: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (swiper && reduced) swiper.autoplay?.stop();
  }, [swiper, reduced]);

  const breakpoints = Object.fromEntries(
    Object.entries(config.breakpoints).map(([width, slidesPerView]) => [width, { slidesPerView }]),
  );
  const widths = slideWidthClasses(config.slidesPerView, config.breakpoints);
  const arrowClass =
    "flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-40";

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      {arrows ? (
        <div className="mb-3 flex justify-end gap-2">
          <button
            type="button"
            className={arrowClass}
            aria-label={`Previous ${label}`}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={arrowClass} aria-label={`Next ${label}`} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <Swiper
        modules={[Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={config.slidesPerView}
        breakpoints={breakpoints}
        spaceBetween={0}
        loop={config.loop}
        rewind={!config.loop}
        autoplay={{ delay: config.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        watchSlidesProgress
        // Without JS the row scrolls sideways: it must be reachable by keyboard.
        tabIndex={0}
        className="[&:not(.swiper-initialized)]:snap-x [&:not(.swiper-initialized)]:overflow-x-auto!"
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={itemKey(item, index)}
            className={`${widths} h-auto! snap-start px-2`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
