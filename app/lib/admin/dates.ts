/**
 * Dates in the console: shown and typed as dd/mm/yyyy in IST (India's one time zone, UTC+5:30
 * all year). Client-safe, no Intl (server and client give the same text).
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of a moment: 1764190800000 → "2025-11-27". */
export function istDay(when: number | string | Date = Date.now()): string {
  const ms = typeof when === "number" ? when : new Date(when).getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A day `n` days after (or before) a yyyy-mm-dd day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** "2026-11-27" → "27/11/2026". */
export function toDmy(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/**
 * A typed date → yyyy-mm-dd: "27/11/2026", "27-11-2026", "27.11.2026", "7/1/2026" (day first) or
 * "2026-11-27"; undefined when it is not a real calendar day.
 */
export function fromDmy(text: string): string | undefined {
  const t = text.trim();
  let y: number, mo: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) [d, mo, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A moment as the console shows it: "2026-11-23T09:05:00.000Z" → "23/11/2026, 2:35 pm IST". */
export function formatDmyTime(when: number | string | Date): string {
  const ms = typeof when === "number" ? when : new Date(when).getTime();
  if (!Number.isFinite(ms)) return String(when);
  const d = new Date(ms + IST_OFFSET_MS);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${toDmy(d.toISOString().slice(0, 10))}, ${h % 12 || 12}:${minutes} ${h < 12 ? "am" : "pm"} IST`;
}
