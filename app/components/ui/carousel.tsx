/**
 * The one carousel (home, /travel, /services, the booking dialog, Our Partners): a scroll-snap list
 * first, Swiper once it is painted and near the viewport.
 *
 * - Server HTML already has each breakpoint's slide widths, so nothing shifts when Swiper starts.
 * - Swiper is not in the page's bundle: `carousel-engine.ts` is imported dynamically after hydration,
 *   when the list comes within 200 px of the viewport (a carousel that is never shown never loads it).
 *   Arrows and dots work before it arrives, by scrolling the list natively.
 * - Without JavaScript (tailwind.css `.carousel`; the controls `noscript:hidden`) the list scrolls
 *   sideways with scroll-snap, the next card shows partly, pointer devices get a thin scrollbar,
 *   and no previous/next control or dot is drawn (one that cannot work).
 * - With JavaScript the labelled arrows ("Previous {label}") move it; autoplay (when asked)
 *   stops for visitors who prefer reduced motion and pauses under the pointer.
 * - `marquee`: instead of Swiper, the list scrolls itself continuously (`marqueeOf` in marquee.ts: the
 *   marquee carousel brings that code, this module does not import it), holding still under the
 *   pointer or focus and for reduced motion; arrows move it and pause it.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useHydrated, usePrefersReducedMotion } from "~/lib/platform/hooks";
import type { CarouselEngine } from "./carousel-engine";
import type { Breakpoints, CarouselOptions } from "./carousel-options";
import type { Marquee, MarqueeLive } from "./marquee";

/**
 * Literal class names (Tailwind only sees whole strings) for each "min width:slides" pair. They
 * go on the carousel once and size its slides (`*:*:` = .swiper-wrapper > .swiper-slide), so
 * the server HTML does not repeat them on every slide.
 */
const WIDTH_AT: Record<string, string> = {
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
  let current = slidesPerView;
  // Object keys that are integers come in ascending order: a breakpoint that keeps the count it follows adds nothing.
  for (const [width, count] of Object.entries(breakpoints)) {
    if (count === current) continue;
    current = count;
    const cls = WIDTH_AT[`${width}:${count}`];
    if (!cls) throw new Error(`no slide width class for ${width}:${count}`);
    classes.push(cls);
  }
  return classes.join(" ");
}

/** An arrow beside the list; above it, the arrows' row gives its two arrows the same look, once (`*:`). */
const arrowClass =
  "flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50";
const arrowRowClass =
  "mb-3 flex justify-end gap-2 noscript:hidden *:grid *:size-10 *:place-items-center *:rounded-full *:border *:border-slate-300 *:bg-white *:text-slate-800 *:shadow-sm *:hover:bg-slate-50";
const overlayArrowClass =
  "absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white";

export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  className,
  slidesPerView = 1,
  breakpoints = {},
  autoplayMs,
  pauseOnHover = true,
  loop = false,
  arrows = true,
  arrowLabels,
  arrowPlacement = "above",
  dotLabel,
  slideClassName,
  marquee,
}: CarouselOptions & {
  /** Names the carousel and its arrows ("Previous {label}"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const engine = useRef<CarouselEngine | null>(null);
  const [active, setActive] = useState(0);
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const breakpointKey = JSON.stringify(breakpoints);

  // Swiper, once the painted list comes near the viewport.
  useEffect(() => {
    const el = listRef.current;
    if (!el || marquee || items.length < 2) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // One Swiper per task (inTurn), so carousels arriving together make no long task.
        void import("./carousel-engine").then(({ mountSwiper, inTurn }) =>
          inTurn(() => {
            if (cancelled) return;
            const options = { slidesPerView, breakpoints: JSON.parse(breakpointKey), autoplayMs, loop, pauseOnHover };
            engine.current = mountSwiper(el, options, setActive);
            if (matchMedia("(prefers-reduced-motion: reduce)").matches) engine.current.autoplay?.stop();
          }),
        );
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      engine.current?.destroy(true, true);
      engine.current = null;
    };
  }, [marquee, items.length, slidesPerView, breakpointKey, autoplayMs, loop, pauseOnHover]);

  useEffect(() => {
    if (reduced) engine.current?.autoplay?.stop();
  }, [reduced]);

  const marqueeApi = useMarquee(listRef, marquee, reduced || !hydrated);

  /** One slide on (+1) or back (-1); before Swiper arrives, the list scrolls natively (wrapping round). */
  const step = (direction: -1 | 1) => {
    if (marquee) return marqueeApi.move(direction);
    if (engine.current) return direction > 0 ? engine.current.slideNext() : engine.current.slidePrev();
    const el = listRef.current;
    const slideWidth = el?.querySelector<HTMLElement>(".swiper-slide")?.offsetWidth;
    if (!el || !slideWidth) return;
    const end = el.scrollWidth - el.clientWidth;
    const target = el.scrollLeft + direction * slideWidth;
    el.scrollTo({ left: target > end + 1 ? 0 : target < -1 ? end : target });
  };
  const goTo = (index: number) => {
    if (engine.current) return loop ? engine.current.slideToLoop(index) : engine.current.slideTo(index);
    const el = listRef.current;
    const slideEl = el?.querySelectorAll<HTMLElement>(".swiper-slide")[index];
    if (el && slideEl) el.scrollTo({ left: slideEl.offsetLeft - el.offsetLeft });
    setActive(index);
  };

  const names = arrowLabels ?? { previous: `Previous ${label}`, next: `Next ${label}` };
  const arrow = (direction: -1 | 1) => (
    <button
      type="button"
      // Hidden without JavaScript (above the list: its row is); with it, drawn from the first paint so nothing shifts.
      className={
        arrowPlacement === "overlay"
          ? `noscript:hidden ${overlayArrowClass} ${direction < 0 ? "left-2" : "right-2"}`
          : arrowPlacement === "sides"
            ? `noscript:hidden ${arrowClass}`
            : undefined
      }
      aria-label={direction < 0 ? names.previous : names.next}
      onClick={() => step(direction)}
    >
      <span aria-hidden="true">
        {arrowPlacement === "sides" ? (direction < 0 ? "←" : "→") : direction < 0 ? "‹" : "›"}
      </span>
    </button>
  );
  // Slide widths go on the list once (`*:*:` = .swiper-wrapper > .swiper-slide) so the HTML does not
  // repeat them on every slide; fixed-width tiles (slideClassName) size each slide.
  const slideClasses = `swiper-slide ${slideClassName ?? ""}`.trim();
  const listWidths = slideClassName ? "" : slideWidthClasses(slidesPerView, breakpoints);
  const slides = (copy: boolean) =>
    items.map((item, index) =>
      copy ? (
        <div key={`copy-${itemKey(item, index)}`} aria-hidden="true" className={slideClasses}>
          {renderItem(item, index)}
        </div>
      ) : (
        <div
          key={itemKey(item, index)}
          className={slideClasses}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
        >
          {renderItem(item, index)}
        </div>
      ),
    );

  const list = (
    <div
      ref={listRef}
      // Without JS the row scrolls sideways: it must be reachable by keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, not a widget
      tabIndex={0}
      className={`swiper carousel *:*:h-auto! *:*:px-2 ${listWidths} ${arrowPlacement === "sides" ? "min-w-0 flex-1" : ""}`}
      {...marqueeApi.holdHandlers}
    >
      <div className="swiper-wrapper">
        {slides(false)}
        {/* The marquee's second copy, so the loop wraps seamlessly; hidden from assistive technology. */}
        {marquee && hydrated ? slides(true) : null}
      </div>
    </div>
  );

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className={`relative ${className ?? ""}`}>
      {arrows && arrowPlacement === "above" ? (
        <div className={arrowRowClass}>
          {arrow(-1)}
          {arrow(1)}
        </div>
      ) : null}
      {arrows && arrowPlacement === "sides" ? (
        <div className="flex items-center gap-3">
          {arrow(-1)}
          {list}
          {arrow(1)}
        </div>
      ) : (
        <div className="relative">
          {list}
          {arrows && arrowPlacement === "overlay" ? (
            <>
              {arrow(-1)}
              {arrow(1)}
            </>
          ) : null}
        </div>
      )}
      {dotLabel ? (
        <div className="mt-3 flex justify-center gap-2 noscript:hidden">
          {items.map((item, i) => (
            <button
              key={itemKey(item, i)}
              type="button"
              aria-label={dotLabel(i)}
              aria-current={active === i ? "true" : undefined}
              onClick={() => goTo(i)}
              className="flex h-6 min-w-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${active === i ? "w-6 bg-indigo-700" : "w-2.5 bg-slate-300 hover:bg-slate-400"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The marquee: the list scrolls itself `step` per frame, wrapping at one copy's width; it holds
 * still while the pointer or focus is on it and while `still` (reduced motion, not yet hydrated).
 */
function useMarquee(listRef: RefObject<HTMLDivElement>, marquee: Marquee | undefined, still: boolean) {
  const live = useRef<MarqueeLive>({ state: { position: 0, pausedUntil: 0 }, held: false });

  useEffect(() => {
    const el = listRef.current;
    if (!el || !marquee || still) return;
    return marquee.run(el, marquee.motion, live.current);
  }, [listRef, marquee, still]);

  const move = (direction: -1 | 1) => {
    const el = listRef.current;
    if (el && marquee) marquee.move(el, direction, marquee.motion, live.current);
  };
  const hold = (on: boolean) => () => void (live.current.held = on);
  const holdHandlers = marquee
    ? { onPointerEnter: hold(true), onPointerLeave: hold(false), onFocus: hold(true), onBlur: hold(false) }
    : {};
  return { move, holdHandlers };
}
