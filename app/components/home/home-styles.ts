/** The looks the home page's sections, cards and banners share (utility strings, one place). */

/**
 * A section's body below the first two: drawn only as it nears the viewport (the `cv-card` utility, with a rough
 * height estimate). The body is skipped, not the section, so scroll anchoring keeps what the visitor sees in place.
 */
export const DEFERRED_BODY = "cv-card [--cv-h:30rem]";

/** A section's content column. */
export const WRAP = "mx-auto max-w-7xl px-4";
export const SECTION_TITLE = "text-2xl font-bold text-slate-900 md:text-3xl";
export const SECTION_SUBTITLE = "mt-2 max-w-2xl text-slate-600";

/** Three cards a row from lg (services, Explore Programs). */
export const GRID3 = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** A card: a white box whose content stacks. */
export const CARD = "flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm";
/**
 * A card that is a link lifts on hover. Only the lift is a transition; the border and shadow change at once: a card
 * inside a body drawn as it nears the screen can keep the browser's default look (blue text, black border) from before
 * the stylesheet arrived until it is first drawn, and a colour transition from that look would fade every card in
 * (tests/browser/card-lists.test.ts).
 */
export const LINK_CARD = `${CARD} transition-transform hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md`;
export const CARD_TITLE = "font-semibold text-slate-900";
/** A card's facts: label over value, two columns. */
export const CARD_FACTS = "grid grid-cols-2 gap-2 text-sm";
export const CARD_FACT_LABEL = "text-slate-600";
export const CARD_FACT_VALUE = "font-medium text-slate-900";
/** The title of a padded card (Study Abroad, news): an optional icon beside it. */
export const PADDED_CARD_TITLE = `${CARD_TITLE} flex items-center gap-3 text-lg`;
export const CARD_TEXT = "text-sm text-slate-600";
export const TEXT_LINK = "text-sm font-semibold text-indigo-700 hover:underline";

/** A wide rounded banner, as wide as the sections' content column and never touching the screen's edges. */
export const BANNER =
  "mx-4 flex max-w-[78rem] flex-col items-start gap-6 rounded-2xl px-6 md:flex-row md:items-center md:justify-between md:px-12 xl:mx-auto";
export const BANNER_TITLE = "text-2xl font-bold md:text-3xl";
export const EYEBROW = "text-sm font-semibold tracking-widest text-amber-300 uppercase";
/** The bright call to action on a dark band (the hero's Search, the premium banner's link). */
export const BRIGHT_BUTTON =
  "rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white ring-1 ring-white/30 hover:bg-indigo-500";
