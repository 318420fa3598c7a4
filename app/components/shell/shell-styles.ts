/** The looks the header, its menus, the bottom bar and the footer share (utility strings, one place). */

/** "Skip to content": hidden until focused. */
export const SKIP_LINK =
  "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2";

/** A round icon button of the header bar (bell, account, the mobile menu's toggle). */
export const ICON_BUTTON = "relative flex list-none items-center p-2 text-slate-800 hover:bg-slate-100";

/** A small orange label ("NEW", "Get Upto ₹500"). */
export const PILL = "rounded-full bg-orange-700 px-1.5 py-0.5 text-[10px] leading-none font-bold text-white";

export const PRIMARY_BUTTON =
  "block rounded-lg bg-indigo-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-800";
export const SECONDARY_BUTTON =
  "block w-full rounded-lg border border-slate-300 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50";

/** A menu's summary: its label and a chevron that turns over while the menu is open (the <details> is a `group`). */
const menuSummary =
  "flex list-none items-center gap-1 rounded-md p-2 text-sm text-slate-800 hover:text-indigo-700 after:ml-0.5 after:size-0 after:border-x-4 after:border-t-4 after:border-x-transparent after:transition group-open:after:rotate-180";
export const MENU_SUMMARY = `${menuSummary} font-medium`;
export const MENU_SUMMARY_BOLD = `${menuSummary} font-semibold`;

/** A menu's drop-down panel, under its summary; `left-0` or `right-0` is added where it is used. */
export const MENU_PANEL = "absolute top-full z-40 mt-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xl";
/** Below lg the menus inside the mobile panel open in place. */
export const IN_MOBILE_PANEL = "max-lg:static max-lg:mt-2 max-lg:w-auto max-lg:max-w-none max-lg:shadow-none";
/** A menu inside the mobile panel is drawn as a bordered box there. */
export const MOBILE_PANEL_BOX = "max-lg:rounded-lg max-lg:border max-lg:border-slate-200 max-lg:p-1";

/**
 * A menu's link columns (two, or three where added): each a heading (`p`), then a list of links. The columns' headings,
 * lists and links are styled here, once; an item without a link is plain text.
 */
export const MENU_COLUMNS =
  "grid gap-6 [&_p]:mb-2 [&_p]:text-xs [&_p]:font-semibold [&_p]:tracking-wide [&_p]:text-slate-600 [&_p]:uppercase [&_ul]:space-y-1 [&_ul]:text-sm [&_ul]:text-slate-800 [&_li>a]:block [&_li>a]:rounded [&_li>a]:p-1 [&_li>a]:hover:bg-indigo-50 [&_li>a]:hover:text-indigo-700";
/** The notifications menu's list: its items' links are styled here, once (`*:*:` = li > a), as in `MENU_COLUMNS`. */
export const MENU_LIST =
  "space-y-1 text-sm text-slate-800 *:*:block *:*:rounded *:*:p-1 *:*:hover:bg-indigo-50 *:*:hover:text-indigo-700";
/** "View All Courses" and the Explore tools under a menu's lists. */
export const MORE_LINK = "mt-4 inline-block text-sm font-semibold text-indigo-700 hover:underline";

/** The store badges' row. */
export const STORE_BADGES = "mt-3 flex gap-2";
