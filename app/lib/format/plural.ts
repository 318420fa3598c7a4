const formats = new Map<string, Intl.NumberFormat>();

/** Digits before which a group separator goes: en-IN groups the last three digits, then pairs. */
const GROUPING: Record<string, RegExp> = {
  "en-IN": /\d(?=(\d\d)*\d{3}$)/g,
  "en-US": /\d(?=(\d{3})+$)/g,
};

/**
 * `n.toLocaleString(locale)`. Whole numbers in en-IN (12,34,567) and en-US (1,234,567) are grouped
 * here without Intl: the first Intl formatter a page builds loads the browser's locale data, 25–100 ms
 * of main thread in a fresh tab (Chromium), paid by every page that shows a count as it
 * hydrates. Anything else goes to one cached Intl formatter per locale.
 */
export function formatNumber(n: number, locale = "en-IN"): string {
  const grouping = GROUPING[locale];
  if (grouping && Number.isSafeInteger(n))
    return (n < 0 || Object.is(n, -0) ? "-" : "") + String(Math.abs(n)).replace(grouping, "$&,");
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}

/** "1 college", "2 colleges", "1,200 reviews": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`, locale = "en-IN"): string {
  return `${formatNumber(count, locale)} ${count === 1 ? singular : plural}`;
}
