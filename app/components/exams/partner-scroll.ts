/**
 * Pure state of the partner carousel (part 2 §4): it advances `step` per animation frame;
 * a left/right click moves it by `slide` and pauses the auto-scroll for `pauseMs`, after
 * which it resumes. The track holds the partner list twice, so positions wrap at the width
 * of one copy (`loopWidth`) without a visible jump.
 */
import { PARTNER_CAROUSEL } from "~/content/exams";

export interface PartnerScrollState {
  /** Scroll position (fractional: the element itself only keeps whole pixels). */
  position: number;
  /** Time (ms) before which auto-scroll stays paused. */
  pausedUntil: number;
}

export const initialPartnerScroll: PartnerScrollState = { position: 0, pausedUntil: 0 };

export function wrapPosition(position: number, loopWidth: number): number {
  if (!(loopWidth > 0)) return Math.max(0, position);
  return ((position % loopWidth) + loopWidth) % loopWidth;
}

export function isPaused(state: PartnerScrollState, now: number): boolean {
  return now < state.pausedUntil;
}

/** One animation frame: advance by the step unless paused. */
export function advance(
  state: PartnerScrollState,
  now: number,
  loopWidth: number,
  step: number = PARTNER_CAROUSEL.step,
): PartnerScrollState {
  if (isPaused(state, now)) return state;
  return { ...state, position: wrapPosition(state.position + step, loopWidth) };
}

/** A left (-1) or right (+1) click: move by the slide distance and pause. */
export function slide(
  state: PartnerScrollState,
  direction: -1 | 1,
  now: number,
  loopWidth: number,
  options: { slide?: number; pauseMs?: number } = {},
): PartnerScrollState {
  const distance = options.slide ?? PARTNER_CAROUSEL.slide;
  const pauseMs = options.pauseMs ?? PARTNER_CAROUSEL.pauseMs;
  return {
    position: wrapPosition(state.position + direction * distance, loopWidth),
    pausedUntil: now + pauseMs,
  };
}

/** Adopt the element's position when the visitor scrolled it by hand (touch, trackpad). */
export function syncWithElement(state: PartnerScrollState, actual: number, tolerance = 2): PartnerScrollState {
  return Math.abs(actual - state.position) > tolerance ? { ...state, position: actual } : state;
}
