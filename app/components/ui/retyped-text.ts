/**
 * The typewriter that follows a changing text (the home hero's title: typewriter.tsx types a word
 * list). A module of its own, so a page carries only the typewriter it uses.
 */
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/platform/hooks";
import type { TypewriterOptions } from "./typewriter";

/**
 * Retypes `target` whenever it changes: deletes the shown text back to the common start,
 * then types the new text (the hero's title follows its slide). The first render shows the
 * target whole (as the server HTML does); reduced-motion users (and `animate: false`) get the new text at once.
 */
export function useRetypedText(
  target: string,
  options: Pick<TypewriterOptions, "typeSpeed" | "deleteSpeed"> & { animate?: boolean },
): string {
  const { typeSpeed, deleteSpeed, animate = true } = options;
  const reduced = usePrefersReducedMotion() || !animate;
  const [text, setText] = useState(target);
  const shown = useRef(target);

  useEffect(() => {
    const show = (value: string) => {
      shown.current = value;
      setText(value);
    };
    if (reduced) {
      show(target);
      return;
    }
    let timer: number;
    const step = () => {
      const current = shown.current;
      if (current === target) return;
      const typing = target.startsWith(current);
      show(typing ? target.slice(0, current.length + 1) : current.slice(0, -1));
      timer = window.setTimeout(step, typing ? typeSpeed : deleteSpeed);
    };
    timer = window.setTimeout(step, 0);
    return () => window.clearTimeout(timer);
  }, [target, typeSpeed, deleteSpeed, reduced]);

  return text;
}
