/**
 * Typewriter text. Types each word character by character, pauses, deletes, moves to the
 * next word; stops after `loops` full cycles (0 = forever) leaving the last word shown.
 * The server renders the first word whole; reduced-motion users get static text. The hero's title,
 * which retypes when its slide changes, is `useRetypedText` (retyped-text.ts: a module of its own, so a
 * page gets only the typewriter it uses).
 */
import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/platform/hooks";

export interface TypewriterOptions {
  typeSpeed: number;
  deleteSpeed: number;
  /** Pause with the whole word shown before deleting. */
  delay: number;
  /** Full passes over the word list; 0 means forever. */
  loops?: number;
}

export function useTypewriter(words: readonly string[], options: TypewriterOptions): string {
  const { typeSpeed, deleteSpeed, delay, loops = 0 } = options;
  const reduced = usePrefersReducedMotion();
  const [text, setText] = useState(words[0] ?? "");
  const key = words.join("\u0000");

  useEffect(() => {
    // The effect depends on the words' content (`key`), not on the array's identity.
    const words = key ? key.split("\u0000") : [];
    if (reduced || words.length === 0) {
      setText(words[0] ?? "");
      return;
    }
    let word = 0;
    let chars = words[0].length; // starts fully typed (matches the server HTML)
    let deleting = false;
    let pass = 0;
    let timer: number;
    const step = () => {
      const current = words[word];
      if (!deleting && chars === current.length) {
        const lastWord = word === words.length - 1;
        if (loops > 0 && lastWord && pass + 1 >= loops) return; // done: leave the word shown
        deleting = true;
        timer = window.setTimeout(step, delay);
        return;
      }
      if (deleting) {
        chars -= 1;
        if (chars <= 0) {
          chars = 0;
          deleting = false;
          if (word === words.length - 1) pass += 1;
          word = (word + 1) % words.length;
        }
      } else {
        chars += 1;
      }
      setText(words[word].slice(0, chars));
      timer = window.setTimeout(step, deleting ? deleteSpeed : typeSpeed);
    };
    // The first step sees the whole word and schedules the pause itself (one delay, not two).
    timer = window.setTimeout(step, 0);
    return () => window.clearTimeout(timer);
  }, [key, typeSpeed, deleteSpeed, delay, loops, reduced]);

  return text;
}

export function Typewriter({
  words,
  className,
  ...options
}: TypewriterOptions & { words: readonly string[]; className?: string }) {
  const text = useTypewriter(words, options);
  return (
    <span className={className}>
      <span aria-hidden="true">
        {text}
        <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current align-middle">&nbsp;</span>
      </span>
      <span className="sr-only">{words[0]}</span>
    </span>
  );
}
