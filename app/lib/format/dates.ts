/**
 * Dates as the site shows them, without Intl: the first Intl formatter a page builds loads the
 * browser's locale data, 25–100 ms of main thread in a fresh tab (Chromium, measured in session
 * 13), and these are fixed formats. India has one time zone, UTC+5:30 all year (no daylight
 * saving), so IST is a fixed offset. Server and client give the same text, so hydration matches.
 */
export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const IST_OFFSET_MS = 330 * 60_000;

/** "2025-09-08T10:30:00+05:30" → "8 Sep 2025" (the stored calendar date, no time-zone shift). */
export function formatCalendarDate(dateTime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime ?? "");
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return dateTime ?? "";
  return `${Number(m[3])} ${month} ${m[1]}`;
}

function ist(when: number | string | Date): Date | null {
  const ms = typeof when === "number" ? when : new Date(when).getTime();
  return Number.isFinite(ms) ? new Date(ms + IST_OFFSET_MS) : null;
}

/** "27 Nov 2025" of a Date already shifted to IST. */
const dayOf = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** A moment as its date in India: 1764190800000 → "27 Nov 2025"; an unreadable value comes back as text. */
export function formatIstDate(when: number | string | Date): string {
  const d = ist(when);
  return d ? dayOf(d) : String(when);
}

/** A moment as date and time in India: "2026-11-23T09:05:00.000Z" → "23 Nov 2026, 2:35 pm". */
export function formatIstDateTime(when: number | string | Date): string {
  const d = ist(when);
  if (!d) return String(when);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${dayOf(d)}, ${h % 12 || 12}:${minutes} ${h < 12 ? "am" : "pm"}`;
}
