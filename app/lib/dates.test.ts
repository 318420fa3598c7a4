import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./dates";

describe("formatCalendarDate", () => {
  it("shows the stored calendar date without a time-zone shift", () => {
    expect(formatCalendarDate("2025-09-08T10:30:00+05:30")).toBe("8 Sep 2025");
    expect(formatCalendarDate("2025-01-01T01:00:00+05:30")).toBe("1 Jan 2025");
    expect(formatCalendarDate("not a date")).toBe("not a date");
  });
});
