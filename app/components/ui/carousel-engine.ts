/**
 * Swiper for the one Carousel (carousel.tsx), in a chunk of its own: the primitive imports this
 * module dynamically once its scroll-snap list is painted and near the viewport, so pages without
 * carousels never load Swiper and pages with them render and hydrate before it arrives.
 * Swiper's core only (no swiper/react): it takes over the list React already rendered.
 */
import Swiper from "swiper";
import { Autoplay } from "swiper/modules";
import type { CarouselOptions } from "./carousel";

export type CarouselEngine = Pick<
  Swiper,
  "slideNext" | "slidePrev" | "slideTo" | "slideToLoop" | "destroy" | "autoplay"
>;

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
  return new Swiper(el, {
    modules: autoplayMs ? [Autoplay] : [],
    slidesPerView,
    breakpoints: Object.fromEntries(
      Object.entries(breakpoints).map(([width, count]) => [width, { slidesPerView: count }]),
    ),
    spaceBetween: 0,
    loop,
    rewind: !loop,
    initialSlide: start,
    autoplay: autoplayMs ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: pauseOnHover } : false,
    watchSlidesProgress: true,
    on: { slideChange: (swiper) => onChange(swiper.realIndex) },
  });
}
