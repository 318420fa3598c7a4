/**
 * Small client hooks shared by every page (timers, motion preference, visibility, outside clicks, the site
 * settings and the signed-in name).
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { getSettings, type PublicSettings } from "./config";

/** Calls `callback` every `ms` while `enabled`; the latest callback is always used. */
export function useInterval(callback: () => void, ms: number, enabled = true) {
  const saved = useRef(callback);
  saved.current = callback;
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, enabled]);
}

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/** True while at least `threshold` of the element is visible. */
export function useInView<T extends Element>(ref: RefObject<T>, threshold = 0.1): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}

/** Calls `onOutside` for pointer downs outside `ref` (and outside `also`, when given) while `active`. */
export function useOutsideClick<T extends HTMLElement>(
  ref: RefObject<T>,
  onOutside: () => void,
  active = true,
  also?: RefObject<HTMLElement>,
) {
  const saved = useRef(onOutside);
  saved.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const handler = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node;
      if (ref.current && !ref.current.contains(target) && !also?.current?.contains(target)) saved.current();
    };
    document.addEventListener("mousedown", handler);
    document.addEventListener("touchstart", handler);
    return () => {
      document.removeEventListener("mousedown", handler);
      document.removeEventListener("touchstart", handler);
    };
  }, [ref, active, also]);
}

/** True after hydration (for enhancing server-rendered no-JS fallbacks). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * True once the page has loaded and the browser has had an idle moment after hydrating. Motion that never
 * stops (the features strip's loop, the hero caret's blink) waits for it: while an animation runs the
 * browser draws a frame every 16 ms, and during the load those frames compete with the page's own work
 * for a phone's cores. An idle moment comes at once on a quiet page; `SETTLE_TIMEOUT_MS` bounds the wait.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const done = () => setSettled(true);
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(done, { timeout: SETTLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(done, 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else {
      window.addEventListener("load", whenIdle, { once: true });
      cancel = () => window.removeEventListener("load", whenIdle);
    }
    return () => cancel();
  }, []);
  return settled;
}

const SETTLE_TIMEOUT_MS = 2000;

/** Public site settings: the defaults, with what the root loader read from the environment over them. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings?: Partial<PublicSettings> } | undefined;
  return { ...getSettings(undefined), ...data?.settings };
}

/** The signed-in visitor's display name (from the root loader's display cookie), if any. */
export function useSignedInName(): string | undefined {
  const data = useRouteLoaderData("root") as { user?: { name: string } | null } | undefined;
  return data?.user?.name;
}
