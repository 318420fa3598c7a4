import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatIstDate, formatIstDateTime, MONTHS } from "./dates";

describe("formatCalendarDate", () => {
  it("shows the stored calendar date without a time-zone shift", () => {
    expect(formatCalendarDate("2025-09-08T10:30:00+05:30")).toBe("8 Sep 2025");
    expect(formatCalendarDate("2025-01-01T01:00:00+05:30")).toBe("1 Jan 2025");
    expect(formatCalendarDate("not a date")).toBe("not a date");
  });
});

describe("IST dates without Intl", () => {
  it("shows a moment as its date and time in India", () => {
    expect(formatIstDate(Date.UTC(2026, 10, 26, 20, 0))).toBe("27 Nov 2026");
    expect(formatIstDate("2026-11-26T18:29:59.999Z")).toBe("26 Nov 2026");
    expect(formatIstDateTime("2026-11-23T09:05:00.000Z")).toBe("23 Nov 2026, 2:35 pm");
    expect(formatIstDateTime("2026-02-01T18:30:00.000Z")).toBe("2 Feb 2026, 12:00 am");
    expect(formatIstDateTime("2025-10-01T06:30:00.000Z")).toBe("1 Oct 2025, 12:00 pm");
    expect(formatIstDate("not a date")).toBe("not a date");
  });

  it("agrees with Intl's Asia/Kolkata date and time (its month names aside) across years", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      day: "numeric",
      month: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    for (let ms = Date.UTC(2019, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
      const expected = `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
      expect(formatIstDateTime(ms)).toBe(expected);
    }
  });
});
