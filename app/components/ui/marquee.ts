/**
 * Pure state of a marquee carousel (Carousel's `marquee` option; the Our Partners row, part 2 §4):
 * it advances `step` per animation frame; a previous/next click moves it by `slide` and pauses the
 * auto-scroll for `pauseMs`, after which it resumes. The track holds the list twice, so positions
 * wrap at the width of one copy (`loopWidth`) without a visible jump.
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
