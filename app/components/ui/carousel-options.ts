/** The one Carousel's options (carousel.tsx), shared with its Swiper engine (carousel-engine.ts). */
import type { Marquee } from "./marquee";

/** Slides per view from a minimum viewport width up, e.g. { 640: 2, 1024: 3 }. */
export type Breakpoints = Record<number, number>;

export interface CarouselOptions {
  /** Slides per view below the first breakpoint. */
  slidesPerView?: number;
  breakpoints?: Breakpoints;
  /** Auto-advance every so many ms; none when absent. */
  autoplayMs?: number;
  /** Autoplay pauses under the pointer (default true). */
  pauseOnHover?: boolean;
  /** Loop round (else rewind at the ends). */
  loop?: boolean;
  /** Draw the previous/next arrows (with JavaScript). */
  arrows?: boolean;
  /** Arrow names; default "Previous {label}" / "Next {label}". */
  arrowLabels?: { previous: string; next: string };
  /** Arrows above the list (default), on either side of it, or over it. */
  arrowPlacement?: "above" | "sides" | "overlay";
  /** Dots under the list (with JavaScript), each named by this, e.g. (i) => `Show image ${i + 1}`. */
  dotLabel?: (index: number) => string;
  /** Slide width classes instead of the slides-per-view fractions (e.g. fixed-width tiles). */
  slideClassName?: string;
  /** A continuous marquee instead of Swiper (the list is drawn twice once JavaScript runs). */
  marquee?: Marquee;
}
