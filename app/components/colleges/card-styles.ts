/** The looks the course finder's and the directory's college cards share (utility strings, one place). */

/** The card's heading row: the mark, then the name and place. */
export const CARD_HEAD = "flex items-start gap-3";
export const CARD_NAME = "text-lg leading-snug font-semibold text-slate-900";
export const CARD_PLACE = "text-sm text-slate-600";

/** The facts box: label over value, two columns (three from sm where the card asks for them). */
export const CARD_FACTS = "grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm";
export const CARD_FACT_LABEL = "text-xs text-slate-600";
export const CARD_FACT_VALUE = "font-semibold text-slate-900";

const action =
  "rounded-lg px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
/** The card's action buttons along its foot: plain, Compare, and the filled Apply. */
export const CARD_ACTION = `${action} border border-slate-300 text-slate-800 hover:bg-slate-50`;
export const CARD_COMPARE = `${action} border border-indigo-300 text-indigo-800 hover:bg-indigo-50`;
export const CARD_APPLY = `${action} bg-indigo-700 text-white hover:bg-indigo-800`;
