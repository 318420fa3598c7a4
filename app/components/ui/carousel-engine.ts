/**
 * Swiper for the one Carousel (carousel.tsx), in a chunk of its own: the primitive imports this
 * module dynamically once its scroll-snap list is painted and near the viewport, so pages without
 * carousels never load Swiper and pages with them render and hydrate before it arrives.
 * Swiper's core only (no swiper/react): it takes over the list React already rendered.
 */
import Swiper from "swiper";
import type { CarouselOptions } from "./carousel-options";

export type CarouselEngine = Pick<Swiper, "slideNext" | "slidePrev" | "slideTo" | "slideToLoop" | "destroy"> & {
  /** Present when the carousel auto-advances: `stop()` ends it for good (reduced motion). */
  autoplay?: { stop(): void };
};

let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` in a task of its own once the tasks queued before it have run: carousels that come
 * near the viewport together start one Swiper per task, not all in one long task (TBT on /).
 */
export function inTurn(task: () => void): Promise<void> {
  const run = turn.then(() => new Promise((resolve) => setTimeout(resolve))).then(task);
  turn = run.catch(() => undefined);
  return run;
}

export function mountSwiper(
  el: HTMLElement,
  options: Required<Pick<CarouselOptions, "slidesPerView" | "breakpoints" | "loop" | "pauseOnHover">> &
    Pick<CarouselOptions, "autoplayMs">,
  onChange: (index: number) => void,
): CarouselEngine {
  const { slidesPerView, breakpoints, autoplayMs, loop, pauseOnHover } = options;
  // Arrows may have scrolled the list natively before Swiper arrived: start from that slide.
  const first = el.querySelector<HTMLElement>(".swiper-slide");
  const start = first?.offsetWidth ? Math.round(el.scrollLeft / first.offsetWidth) : 0;
  el.scrollLeft = 0;
  const swiper = new Swiper(el, {
    slidesPerView,
    breakpoints: Object.fromEntries(
      Object.entries(breakpoints).map(([width, count]) => [width, { slidesPerView: count }]),
    ),
    spaceBetween: 0,
    loop,
    rewind: !loop,
    initialSlide: start,
    watchSlidesProgress: true,
    on: { slideChange: (s) => onChange(s.realIndex) },
  });
  if (!autoplayMs) return swiper;
  return Object.assign(swiper, { autoplay: autoplay(swiper, el, autoplayMs, pauseOnHover) });
}

/**
 * Auto-advance: the next slide `delay` ms after the last move, whoever made it (an arrow, a dot, a swipe
 * or the timer), so the visitor's moves never end it; held while the pointer is over the list
 * (`pauseOnHover`). A few lines in place of Swiper's Autoplay module.
 */
function autoplay(swiper: Swiper, el: HTMLElement, delay: number, pauseOnHover: boolean) {
  let timer = 0;
  let stopped = false;
  let held = false;
  const schedule = () => {
    window.clearTimeout(timer);
    if (!stopped && !held && !swiper.destroyed) timer = window.setTimeout(() => swiper.slideNext(), delay);
  };
  const hold = (on: boolean) => () => {
    held = on;
    schedule();
  };
  swiper.on("slideChange", schedule);
  swiper.on("destroy", () => window.clearTimeout(timer));
  if (pauseOnHover) {
    el.addEventListener("mouseenter", hold(true));
    el.addEventListener("mouseleave", hold(false));
  }
  schedule();
  return {
    stop() {
      stopped = true;
      window.clearTimeout(timer);
    },
  };
}
