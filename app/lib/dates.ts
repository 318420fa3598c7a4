const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-09-08T10:30:00+05:30" → "8 Sep 2025" (the stored calendar date, no time-zone shift). */
export function formatCalendarDate(dateTime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime ?? "");
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return dateTime ?? "";
  return `${Number(m[3])} ${month} ${m[1]}`;
}
