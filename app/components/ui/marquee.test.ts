import { describe, expect, it } from "vitest";
import { PARTNER_CAROUSEL } from "~/content/exams";
import { advance, initialMarquee, isPaused, slide, syncWithElement, wrapPosition } from "./marquee";

/** The Our Partners row's motion: 0.5 per frame, 250 per click, 3 s pause. */
const { step } = PARTNER_CAROUSEL;

describe("marquee state (the partner carousel)", () => {
  it("advances 0.5 per frame while not paused", () => {
    let s = initialMarquee;
    for (let frame = 0; frame < 4; frame++) s = advance(s, 1000 + frame * 16, 1000, step);
    expect(s.position).toBe(2);
  });

  it("wraps at the width of one copy of the list", () => {
    expect(advance({ position: 999.75, pausedUntil: 0 }, 0, 1000, step).position).toBe(0.25);
    expect(wrapPosition(-150, 1000)).toBe(850);
    expect(wrapPosition(40, 0)).toBe(40);
  });

  it("a right click moves 250 and pauses for 3000 ms, then auto-scroll resumes", () => {
    const clicked = slide({ position: 100, pausedUntil: 0 }, 1, 5000, 1000, PARTNER_CAROUSEL);
    expect(clicked).toEqual({ position: 350, pausedUntil: 8000 });
    expect(isPaused(clicked, 5000)).toBe(true);
    expect(advance(clicked, 7999, 1000, step)).toBe(clicked);
    expect(isPaused(clicked, 8000)).toBe(false);
    expect(advance(clicked, 8000, 1000, step).position).toBe(350.5);
  });

  it("a left click moves back 250 (wrapping) and a second click restarts the pause", () => {
    const first = slide({ position: 100, pausedUntil: 0 }, -1, 1000, 1000, PARTNER_CAROUSEL);
    expect(first.position).toBe(850);
    const second = slide(first, -1, 2500, 1000, PARTNER_CAROUSEL);
    expect(second).toEqual({ position: 600, pausedUntil: 5500 });
  });

  it("adopts a hand-scrolled position but ignores sub-pixel rounding", () => {
    expect(syncWithElement({ position: 10.5, pausedUntil: 0 }, 10).position).toBe(10.5);
    expect(syncWithElement({ position: 10.5, pausedUntil: 0 }, 300).position).toBe(300);
  });
});
