/**
 * 'Our Partners' (part 2 §4): scrolls itself 0.5 per animation frame; the left/right
 * buttons move it 250 and pause the auto-scroll for 3 s (state logic in partner-scroll.ts).
 * It also holds still while the pointer or focus is on it, and for reduced-motion users.
 * Without JavaScript it is a plain horizontally scrollable row.
 */
import { useEffect, useRef } from "react";
import { useHydrated, usePrefersReducedMotion } from "~/lib/hooks";
import { advance, initialPartnerScroll, slide, syncWithElement, type PartnerScrollState } from "./partner-scroll";

export function PartnerCarousel({ partners }: { partners: string[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const state = useRef<PartnerScrollState>(initialPartnerScroll);
  const held = useRef(false);
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();

  /** Width of one copy of the list (the offset of the second copy): the wrap period. */
  const loopWidth = (el: HTMLElement) => {
    const [first, second] = Array.from(el.children) as HTMLElement[];
    return second && first ? second.offsetLeft - first.offsetLeft : el.scrollWidth / 2;
  };

  useEffect(() => {
    const el = trackRef.current;
    if (!el || reduced) return;
    let frame = 0;
    const tick = (now: number) => {
      const synced = syncWithElement(state.current, el.scrollLeft);
      state.current = held.current ? synced : advance(synced, now, loopWidth(el));
      if (Math.abs(el.scrollLeft - state.current.position) >= 0.5) el.scrollLeft = state.current.position;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [reduced]);

  const move = (direction: -1 | 1) => {
    const el = trackRef.current;
    if (!el) return;
    state.current = slide(syncWithElement(state.current, el.scrollLeft), direction, performance.now(), loopWidth(el));
    el.scrollLeft = state.current.position;
  };

  const tile =
    "flex h-20 w-56 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 text-center font-semibold text-slate-800 shadow-sm";
  const navButton =
    "flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-40";

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-label="Scroll partners left"
        className={navButton}
        disabled={!hydrated}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <div
        ref={trackRef}
        role="region"
        aria-label="Partner list"
        tabIndex={0}
        onPointerEnter={() => (held.current = true)}
        onPointerLeave={() => (held.current = false)}
        onFocus={() => (held.current = true)}
        onBlur={() => (held.current = false)}
        className="flex min-w-0 flex-1 gap-4 overflow-x-auto py-2 [scrollbar-width:none]"
      >
        <ul className="flex shrink-0 gap-4">
          {partners.map((name) => (
            <li key={name} className={tile}>
              {name}
            </li>
          ))}
        </ul>
        {/* A second copy so the loop wraps seamlessly; hidden from assistive technology. */}
        <ul aria-hidden="true" className="flex shrink-0 gap-4">
          {partners.map((name) => (
            <li key={name} className={tile}>
              {name}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        aria-label="Scroll partners right"
        className={navButton}
        disabled={!hydrated}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
