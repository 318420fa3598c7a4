/** The looks the home page's sections and cards share (utility strings, one place). */

/** A home section's band; `SECTION_ALT` is the grey one. */
export const SECTION = "bg-white py-14";
export const SECTION_ALT = "bg-slate-50 py-14";
/** A section's body, as wide as the header's. */
export const SECTION_BODY = "mx-auto max-w-7xl px-4";
/** A section's heading row: the title and subtitle, and any controls beside them. */
export const SECTION_HEAD = "mb-8 flex flex-wrap items-end justify-between gap-4";
/** Titles take the page's text colour (slate-900, the body's). */
export const SECTION_TITLE = "text-2xl font-bold md:text-3xl";
export const SECTION_SUBTITLE = "mt-2 max-w-2xl text-slate-600";

/** A banner as wide as the sections' content column, never touching the screen's edges. */
export const BANNER =
  "mx-4 flex max-w-[78rem] flex-col items-start gap-6 rounded-2xl px-6 md:flex-row md:items-center md:justify-between md:px-12 xl:mx-auto";
export const BANNER_TITLE = "text-2xl font-bold md:text-3xl";

/** Three cards a row on wide screens, two on tablets. */
export const GRID3 = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/**
 * A grid (`GRID3`) of white cards with a border: the list draws its cards, once (`*:*:` = li > card), and a card that is
 * a link lifts under the pointer (`[&>li>a]:`): only the lift is a transition; the border and shadow change at once. A
 * card drawn before the stylesheet arrived has the browser's default look (blue text, black border): a colour, border
 * or shadow transition would then fade it in (tests/browser/first-draw.test.ts). The carousels' cards are the same
 * white cards, drawn by their carousels (cards.tsx `COLLEGE_CARDS`, `COUNTRY_CARDS`, `NEWS_CARDS`).
 */
export const CARD_GRID = `${GRID3} *:*:flex *:*:h-full *:*:flex-col *:*:rounded-xl *:*:border *:*:border-slate-200 *:*:bg-white *:*:shadow-sm [&>li>a]:transition-transform [&>li>a]:hover:-translate-y-0.5 [&>li>a]:hover:border-indigo-300 [&>li>a]:hover:shadow-md`;

/** A small amber label over a dark band. */
export const EYEBROW = "text-sm font-semibold tracking-widest text-amber-300 uppercase";
/** A white pill on a dark band ("Subscribe Now", the premium banner's link, the hero's Search). */
export const DARK_BAND_BUTTON =
  "rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white ring-1 ring-white/30 hover:bg-indigo-500";
