/**
 * Pure state of a marquee carousel (Carousel's `marquee` option; the Our Partners row):
 * it advances `step` per animation frame; a previous/next click moves it by `slide` and pauses the
 * auto-scroll for `pauseMs`, after which it resumes. The track holds the list twice, so positions
 * wrap at the width of one copy (`loopWidth`) without a visible jump. `runMarquee` and `moveMarquee`
 * drive the Carousel's list with it. The Carousel does not import this module: a marquee carousel
 * passes `marqueeOf(motion)` (its motion with this code), so other carousels' pages do not carry it.
 */
export interface MarqueeMotion {
  /** Auto-scroll step per animation frame. */
  step: number;
  /** Distance a previous/next click moves. */
  slide: number;
  /** Auto-scroll pause after a click, in ms. */
  pauseMs: number;
}

export interface MarqueeState {
  /** Scroll position (fractional: the element itself only keeps whole pixels). */
  position: number;
  /** Time (ms) before which auto-scroll stays paused. */
  pausedUntil: number;
}

export const initialMarquee: MarqueeState = { position: 0, pausedUntil: 0 };

export function wrapPosition(position: number, loopWidth: number): number {
  if (!(loopWidth > 0)) return Math.max(0, position);
  return ((position % loopWidth) + loopWidth) % loopWidth;
}

export function isPaused(state: MarqueeState, now: number): boolean {
  return now < state.pausedUntil;
}

/** One animation frame: advance by the step unless paused. */
export function advance(state: MarqueeState, now: number, loopWidth: number, step: number): MarqueeState {
  if (isPaused(state, now)) return state;
  return { ...state, position: wrapPosition(state.position + step, loopWidth) };
}

/** A previous (-1) or next (+1) click: move by the slide distance and pause. */
export function slide(
  state: MarqueeState,
  direction: -1 | 1,
  now: number,
  loopWidth: number,
  motion: Pick<MarqueeMotion, "slide" | "pauseMs">,
): MarqueeState {
  return {
    position: wrapPosition(state.position + direction * motion.slide, loopWidth),
    pausedUntil: now + motion.pauseMs,
  };
}

/** Adopt the element's position when the visitor scrolled it by hand (touch, trackpad). */
export function syncWithElement(state: MarqueeState, actual: number, tolerance = 2): MarqueeState {
  return Math.abs(actual - state.position) > tolerance ? { ...state, position: actual } : state;
}

/** What the Carousel keeps between frames and clicks: the state, and whether pointer or focus holds it. */
export interface MarqueeLive {
  state: MarqueeState;
  held: boolean;
}

/** Width of one copy of the list (the offset of the copy's first slide): the wrap period. */
function loopWidth(el: HTMLElement): number {
  const slides = el.querySelectorAll<HTMLElement>(".swiper-slide");
  const copy = slides[slides.length / 2];
  return copy && slides.length > 1 ? copy.offsetLeft - slides[0].offsetLeft : el.scrollWidth / 2;
}

/** Scrolls `el` `motion.step` per animation frame (not while held or paused); returns the stop. */
export function runMarquee(el: HTMLElement, motion: MarqueeMotion, live: MarqueeLive): () => void {
  // Programmatic scrolling must not snap back to the slide edges.
  el.style.scrollSnapType = "none";
  let frame = 0;
  const tick = (now: number) => {
    const synced = syncWithElement(live.state, el.scrollLeft);
    live.state = live.held ? synced : advance(synced, now, loopWidth(el), motion.step);
    if (Math.abs(el.scrollLeft - live.state.position) >= 0.5) el.scrollLeft = live.state.position;
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** A previous (-1) or next (+1) click on `el`'s marquee. */
export function moveMarquee(el: HTMLElement, direction: -1 | 1, motion: MarqueeMotion, live: MarqueeLive) {
  el.style.scrollSnapType = "none";
  live.state = slide(syncWithElement(live.state, el.scrollLeft), direction, performance.now(), loopWidth(el), motion);
  el.scrollLeft = live.state.position;
}

/** The Carousel's `marquee` option: the motion and the code that drives it. */
export interface Marquee {
  motion: MarqueeMotion;
  run: typeof runMarquee;
  move: typeof moveMarquee;
}

/** A marquee for the Carousel (create it once, at module level: the Carousel restarts when it changes). */
export function marqueeOf(motion: MarqueeMotion): Marquee {
  return { motion, run: runMarquee, move: moveMarquee };
}
