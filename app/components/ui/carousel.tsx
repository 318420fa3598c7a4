/**
 * The one carousel (home, /travel, /services): Swiper once JavaScript runs, a scroll-snap
 * list before and without it.
 *
 * - Server HTML already has each breakpoint's slide widths, so nothing shifts when Swiper starts.
 * - Without JavaScript (tailwind.css `.carousel`, root.tsx's <noscript> style: `.js-only`) the list scrolls
 *   sideways with scroll-snap, the next card shows partly, pointer devices get a thin scrollbar,
 *   and no previous/next control is drawn (one that cannot work).
 * - With JavaScript the labelled arrows ("Previous {label}") move it; autoplay (when asked)
 *   stops for visitors who prefer reduced motion and pauses under the pointer.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Autoplay } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { usePrefersReducedMotion } from "~/lib/hooks";

/** Slides per view from a minimum viewport width up, e.g. { 640: 2, 1024: 3 }. */
export type Breakpoints = Record<number, number>;

/**
 * Literal class names (Tailwind only sees whole strings) for each "min width:slides" pair. They
 * go on the carousel once and size its slides (`*:*:` = .swiper-wrapper > .swiper-slide), so
 * the server HTML does not repeat them on every slide.
 */
const WIDTH_AT: Record<string, string> = {
  "320:1": "min-[320px]:*:*:w-full!",
  "640:2": "sm:*:*:w-1/2!",
  "768:2": "md:*:*:w-1/2!",
  "768:3": "md:*:*:w-1/3!",
  "1024:2": "lg:*:*:w-1/2!",
  "1024:3": "lg:*:*:w-1/3!",
  "1024:4": "lg:*:*:w-1/4!",
  "1280:4": "xl:*:*:w-1/4!",
};
const BASE_WIDTH: Record<number, string> = { 1: "*:*:w-full!", 2: "*:*:w-1/2!", 3: "*:*:w-1/3!" };

export function slideWidthClasses(slidesPerView: number, breakpoints: Breakpoints): string {
  const classes = [BASE_WIDTH[slidesPerView] ?? "w-full!"];
  for (const [width, count] of Object.entries(breakpoints)) {
    const cls = WIDTH_AT[`${width}:${count}`];
    if (!cls) throw new Error(`no slide width class for ${width}:${count}`);
    classes.push(cls);
  }
  return classes.join(" ");
}

export interface CarouselOptions {
  /** Slides per view below the first breakpoint. */
  slidesPerView?: number;
  breakpoints?: Breakpoints;
  /** Auto-advance every so many ms; none when absent. */
  autoplayMs?: number;
  /** Loop round (else rewind at the ends). */
  loop?: boolean;
  /** Draw the previous/next arrows (with JavaScript). */
  arrows?: boolean;
}

/** tailwind.css `.c-arrow`: one short class in the HTML of every carousel. */
const arrowClass = "c-arrow";

export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  slidesPerView = 1,
  breakpoints = {},
  autoplayMs,
  loop = false,
  arrows = true,
}: CarouselOptions & {
  /** Names the carousel and its arrows ("Previous {label}"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    if (swiper && reduced) swiper.autoplay?.stop();
  }, [swiper, reduced]);

  const swiperBreakpoints = Object.fromEntries(
    Object.entries(breakpoints).map(([width, count]) => [width, { slidesPerView: count }]),
  );
  const widths = slideWidthClasses(slidesPerView, breakpoints);

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      {arrows ? (
        // Hidden without JavaScript (root.tsx); with it, drawn from the first paint so nothing shifts.
        <div className="js-only mb-3 flex justify-end gap-2">
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
        modules={autoplayMs ? [Autoplay] : []}
        onSwiper={setSwiper}
        slidesPerView={slidesPerView}
        breakpoints={swiperBreakpoints}
        spaceBetween={0}
        loop={loop}
        rewind={!loop}
        autoplay={autoplayMs ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        watchSlidesProgress
        // Without JS the row scrolls sideways: it must be reachable by keyboard.
        tabIndex={0}
        className={`carousel *:*:h-auto! *:*:px-2 ${widths}`}
      >
        {items.map((item, index) => (
          <SwiperSlide
            key={itemKey(item, index)}
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
