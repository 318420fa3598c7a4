/**
 * A number that counts up from 0 when at least `threshold` of it is visible, over
 * `duration` ms, and stops when it leaves the view. The server HTML holds the
 * final number, so without JavaScript the figure is simply there.
 */
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/lib/format/plural";
import { useHydrated, useInView, usePrefersReducedMotion } from "~/lib/platform/hooks";

export function AnimatedCounter({
  value,
  suffix = "",
  prefix = "",
  duration = 2000,
  threshold = 0.1,
  format = formatNumber,
  className,
}: {
  value: number;
  suffix?: string;
  prefix?: string;
  duration?: number;
  threshold?: number;
  format?: (n: number) => string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const inView = useInView(ref, threshold);
  const hydrated = useHydrated();
  const reduced = usePrefersReducedMotion();
  const [current, setCurrent] = useState(value);
  // The figure shown when the count (re)starts; a ref so each frame does not restart the effect.
  const shown = useRef(value);
  const started = useRef(false);

  // Once hydrated, start from 0 so the count-up is visible when it comes into view.
  useEffect(() => {
    if (hydrated && !reduced && !started.current) {
      shown.current = 0;
      setCurrent(0);
    }
  }, [hydrated, reduced]);

  useEffect(() => {
    if (!hydrated || reduced || !inView) return;
    started.current = true;
    const from = shown.current >= value ? 0 : shown.current;
    const begin = performance.now() - (from / Math.max(value, 1)) * duration;
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - begin) / duration);
      shown.current = Math.round(value * progress);
      setCurrent(shown.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, hydrated, reduced, value, duration]);

  return (
    <span ref={ref} className={className} data-value={value}>
      <span aria-hidden="true">
        {prefix}
        {format(current)}
        {suffix}
      </span>
      <span className="sr-only">
        {prefix}
        {format(value)}
        {suffix}
      </span>
    </span>
  );
}
