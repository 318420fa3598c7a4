/** The letter wizards' sentence helpers: how a visitor's answer is set into a sample letter. */

/**
 * Visitors' answers can be anything: one word, a phrase, a full sentence, with or without a
 * full stop. So an answer is never spliced into the middle of a sentence ("… goal is to
 * [answer]", "… because [answer]"), where only one grammatical shape would fit. Each answer
 * follows a frame that ends in a colon, which reads correctly before any of those shapes,
 * and ends with closing punctuation. Names, universities and courses (noun phrases by
 * nature) are the only values used inside a sentence.
 */
export function answer(text: string): string {
  const t = text.trim().replace(/\s+([.!?])$/, "$1");
  return !t || /[.!?…"'”’)]$/.test(t) ? t : `${t}.`;
}

/** "Frame: answer." */
export function framed(frame: string, text: string): string {
  return `${frame}: ${answer(text)}`;
}

/** A course name without a trailing "programme"/"program" (the sentence supplies it). */
export function courseName(text: string): string {
  return text.replace(/\s+(programme|program)\.?$/i, "").trim();
}

export function or(value: string, placeholder: string) {
  return value || `[${placeholder}]`;
}

/** Drops paragraphs whose answers were left empty. */
export function paragraphs(...list: Array<string | false>): string[] {
  return list.filter((p): p is string => Boolean(p));
}
