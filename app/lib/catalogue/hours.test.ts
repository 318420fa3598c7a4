import { describe, expect, it } from "vitest";
import { bookingDates, OUTSIDE_HOURS_MESSAGE } from "../bookings/booking";
import { bookingSchemasFor } from "../bookings/booking-schema";
import {
  expertStatus,
  hoursSummary,
  parseHours,
  serializeHours,
  weekdayOf,
  withinHours,
  type ExpertHours,
} from "./hours";

/** Weekdays 10:00–18:00 IST, Saturday morning, Sunday off. */
const HOURS: ExpertHours = {
  mode: "hours",
  days: {
    mon: { from: "10:00", to: "18:00" },
    tue: { from: "10:00", to: "18:00" },
    wed: { from: "10:00", to: "18:00" },
    thu: { from: "10:00", to: "18:00" },
    fri: { from: "10:00", to: "18:00" },
    sat: { from: "09:30", to: "12:00" },
  },
};
/** A moment in IST (2026-11-30 is a Monday). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("an expert's status at a given time (IST)", () => {
  it.each([
    ["2026-11-30T10:00:00", { status: "Online" }],
    ["2026-11-30T17:59:00", { status: "Online" }],
    ["2026-11-30T09:59:00", { status: "Offline", next: "Today 10:00 AM" }],
    ["2026-11-30T18:00:00", { status: "Offline", next: "Tomorrow 10:00 AM" }],
    ["2026-12-04T19:00:00", { status: "Offline", next: "Tomorrow 9:30 AM" }],
    ["2026-12-05T12:30:00", { status: "Offline", next: "Mon 10:00 AM" }],
    ["2026-12-06T03:00:00", { status: "Offline", next: "Tomorrow 10:00 AM" }],
  ])("at %s", (when, expected) => {
    expect(expertStatus(HOURS, ist(when))).toEqual(expected);
  });

  it("the server's clock zone does not matter: 04:30 UTC is 10:00 IST", () => {
    expect(expertStatus(HOURS, new Date("2026-11-30T04:30:00Z")).status).toBe("Online");
  });

  it("without hours: Offline (the shipped default) or always Online", () => {
    expect(expertStatus({ mode: "offline" }, ist("2026-11-30T11:00:00"))).toEqual({ status: "Offline" });
    expect(expertStatus({ mode: "online" }, ist("2026-11-30T02:00:00"))).toEqual({ status: "Online" });
  });

  it("reads back what it stores; anything unreadable is offline", () => {
    expect(parseHours(serializeHours(HOURS))).toEqual(HOURS);
    expect(parseHours("{")).toEqual({ mode: "offline" });
    expect(parseHours('{"mode":"hours","days":{"mon":{"from":"18:00","to":"10:00"}}}')).toEqual({ mode: "offline" });
    expect(hoursSummary(HOURS)).toContain("Sat 9:30 AM – 12:00 PM");
  });
});

describe("booking slots within the hours", () => {
  it("a slot counts when it starts within the day's hours", () => {
    expect(withinHours(HOURS, "2026-11-30", 10 * 60)).toBe(true);
    expect(withinHours(HOURS, "2026-11-30", 18 * 60)).toBe(false);
    expect(withinHours(HOURS, "2026-12-06", 11 * 60)).toBe(false);
    expect(withinHours({ mode: "offline" }, "2026-12-06", 11 * 60)).toBe(true);
  });

  it("the schema refuses a time outside the hours, beside the time field", () => {
    // The last Sunday of the window: never today, whose early slots may have passed.
    const sunday = bookingDates()
      .filter((d) => weekdayOf(d) === "sun")
      .at(-1)!;
    const { StepTwoSchema } = bookingSchemasFor(HOURS);
    const post = {
      firstName: "Asha",
      lastName: "Kumar",
      selectedDate: sunday,
      selectedTime: "11:00 AM",
      selectedCourse: "medicine",
      studyStage: "applying",
    };
    const refused = StepTwoSchema.safeParse(post);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["selectedTime", OUTSIDE_HOURS_MESSAGE],
    ]);
    expect(bookingSchemasFor({ mode: "offline" }).StepTwoSchema.safeParse(post).success).toBe(true);
    expect(bookingDates(new Date(), HOURS).some((d) => weekdayOf(d) === "sun")).toBe(false);
  });
});
