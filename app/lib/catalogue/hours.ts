/**
 * An expert's availability, in Indian Standard Time (UTC+5:30 all year): the status a card shows
 * at a given moment, the next time the expert is available, and which booking slots fall within
 * the expert's hours. Pure and client-safe: the pages compute the status when they render, from
 * the (cached) hours, never from cached HTML.
 */
/** A day of the week, as the console's hours name it. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

/**
 * When an expert takes calls, in Indian Standard Time: never shown online ("offline", the
 * default), always shown online ("online"), or weekly hours ("HH:MM" to "HH:MM" per day).
 */
export type ExpertHours =
  | { mode: "offline" }
  | { mode: "online" }
  | { mode: "hours"; days: Partial<Record<WeekdayKey, { from: string; to: string }>> };

export const WEEKDAY_LABELS: Record<WeekdayKey, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const HOURS_MODES = ["offline", "online", "hours"] as const;
export const HOURS_MODE_LABELS: Record<ExpertHours["mode"], string> = {
  offline: "Offline (shown as Offline)",
  online: "Available (shown as Online)",
  hours: "Weekly hours (Online within them)",
};

const OFFLINE: ExpertHours = { mode: "offline" };
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" → 570; anything else → NaN. */
export function clockMinutes(text: string): number {
  const m = TIME.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
}

/** The stored form (JSON) back to hours; anything unreadable is "offline", the default. */
export function parseHours(text: string | null | undefined): ExpertHours {
  if (!text) return OFFLINE;
  try {
    const value = JSON.parse(text) as { mode?: unknown; days?: unknown };
    if (value.mode === "online") return { mode: "online" };
    if (value.mode !== "hours" || !value.days || typeof value.days !== "object") return OFFLINE;
    const days: Partial<Record<WeekdayKey, { from: string; to: string }>> = {};
    for (const day of WEEKDAYS) {
      const range = (value.days as Record<string, { from?: unknown; to?: unknown } | undefined>)[day];
      if (!range || typeof range.from !== "string" || typeof range.to !== "string") continue;
      if (clockMinutes(range.from) < clockMinutes(range.to)) days[day] = { from: range.from, to: range.to };
    }
    return Object.keys(days).length ? { mode: "hours", days } : OFFLINE;
  } catch {
    return OFFLINE;
  }
}

export function serializeHours(hours: ExpertHours): string {
  return JSON.stringify(hours);
}

/** The IST weekday and minutes after midnight of a moment. */
function istClock(now: Date): { day: WeekdayKey; minutes: number } {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return { day: WEEKDAYS[(ist.getUTCDay() + 6) % 7], minutes: ist.getUTCHours() * 60 + ist.getUTCMinutes() };
}

/** The weekday of an IST calendar date ("2026-11-30" → "mon"). */
export function weekdayOf(date: string): WeekdayKey | undefined {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? undefined : WEEKDAYS[(d.getUTCDay() + 6) % 7];
}

/** "14:00" → "2:00 PM" (the booking slots' spelling). */
export function clockLabel(text: string): string {
  const minutes = clockMinutes(text);
  const h = Math.floor(minutes / 60);
  return `${h % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const SHORT_DAYS: Record<WeekdayKey, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export interface ExpertStatus {
  status: "Online" | "Offline";
  /** When an expert with weekly hours is next available: "Today 6:00 PM", "Tomorrow 10:00 AM", "Mon 10:00 AM". */
  next?: string;
}

/**
 * The card's status at `now`: "Online" within the expert's hours (or always, when set available),
 * otherwise "Offline" — with the next opening within a week when the expert has hours.
 */
export function expertStatus(hours: ExpertHours, now: Date = new Date()): ExpertStatus {
  if (hours.mode === "online") return { status: "Online" };
  if (hours.mode === "offline") return { status: "Offline" };
  const { day, minutes } = istClock(now);
  const today = WEEKDAYS.indexOf(day);
  const range = hours.days[day];
  if (range && clockMinutes(range.from) <= minutes && minutes < clockMinutes(range.to)) return { status: "Online" };
  for (let ahead = 0; ahead < 8; ahead++) {
    const key = WEEKDAYS[(today + ahead) % 7];
    const open = hours.days[key];
    if (!open || (ahead === 0 && clockMinutes(open.from) <= minutes)) continue;
    const when = ahead === 0 ? "Today" : ahead === 1 ? "Tomorrow" : SHORT_DAYS[key];
    return { status: "Offline", next: `${when} ${clockLabel(open.from)}` };
  }
  return { status: "Offline" };
}

/**
 * Whether a call starting at `slotStart` (minutes after midnight, IST) on `date` is within the
 * expert's hours: it starts at or after the day's opening and before its close. Experts without
 * weekly hours take requests in every slot.
 */
export function withinHours(hours: ExpertHours, date: string, slotStart: number): boolean {
  if (hours.mode !== "hours") return true;
  const day = weekdayOf(date);
  const range = day ? hours.days[day] : undefined;
  return Boolean(range && clockMinutes(range.from) <= slotStart && slotStart < clockMinutes(range.to));
}

/** "Mon 10:00 AM – 6:00 PM · Tue …" for the console's list and the booking page. */
export function hoursSummary(hours: ExpertHours): string {
  if (hours.mode === "online") return "Available";
  if (hours.mode === "offline") return "Offline";
  return WEEKDAYS.filter((d) => hours.days[d])
    .map((d) => `${SHORT_DAYS[d]} ${clockLabel(hours.days[d]!.from)} – ${clockLabel(hours.days[d]!.to)}`)
    .join(" · ");
}
