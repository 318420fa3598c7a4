import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormSchema } from "~/lib/forms/kit";
import * as booking from "./booking";
import * as bookingSchema from "./booking-schema";

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}

function errorsOf(schema: FormSchema, values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const stepOne = { degree: "bachelors", studyYear: "2026", email: "asha.k@example.in", phone: "9876543210" };
// 2025-11-20 22:00 UTC is already 21 November in India.
const NOW = new Date("2025-11-20T22:00:00Z");
const stepTwo = {
  firstName: "Asha",
  lastName: "Kumar",
  selectedDate: "2025-11-21",
  selectedTime: "3:00 PM",
  selectedCourse: "business",
  studyStage: "applying",
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("step 1 schema", () => {
  it("has the fields STEP_ONE_FIELDS lists (the pages read the list without loading zod)", () => {
    expect(Object.keys(bookingSchema.StepOneSchema.shape)).toEqual([...booking.STEP_ONE_FIELDS]);
  });

  it("accepts a valid step 1", () => {
    expect(errorsOf(bookingSchema.StepOneSchema, stepOne)).toEqual({});
  });

  it("gives every required message on an empty form", () => {
    expect(errorsOf(bookingSchema.StepOneSchema, {})).toEqual({
      degree: ["Please select a degree"],
      studyYear: ["Please select a year"],
      email: ["Email is required"],
      phone: ["Phone number is required"],
    });
  });

  it("rejects unknown degree and year values", () => {
    expect(errorsOf(bookingSchema.StepOneSchema, { ...stepOne, degree: "phd", studyYear: "2030" })).toEqual({
      degree: ["Please select a degree"],
      studyYear: ["Please select a year"],
    });
  });

  it.each([
    "asha",
    "asha@",
    "asha@example",
    "@example.com",
    "as ha@example.com",
    "asha+x@example.com",
    "asha@exa_mple.com",
  ])("email %j → 'Please enter a valid email address'", (email) => {
    expect(errorsOf(bookingSchema.StepOneSchema, { ...stepOne, email })).toEqual({
      email: ["Please enter a valid email address"],
    });
  });

  it.each(["98765", "98765432101", "98765-43210", "98765abcde"])(
    "phone %j → 'Phone number must be 10 digits'",
    (phone) => {
      expect(errorsOf(bookingSchema.StepOneSchema, { ...stepOne, phone })).toEqual({
        phone: ["Phone number must be 10 digits"],
      });
    },
  );

  it("does not keep the country code", () => {
    const submission = parseWithZod(form({ ...stepOne, countryCode: "UK" }), { schema: bookingSchema.StepOneSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual(stepOne);
  });
});

describe("input rules", () => {
  it("email input accepts only letters, digits and @ . _ -", () => {
    expect(booking.sanitizeEmailInput("as ha+1!@ex#ample.co.in")).toBe("asha1@example.co.in");
    expect(booking.sanitizeEmailInput("A.b_c-9@x.io")).toBe("A.b_c-9@x.io");
    expect(booking.sanitizeEmailInput("नमस्ते@x.io")).toBe("@x.io");
  });

  it("phone input keeps digits only, at most 10", () => {
    expect(booking.sanitizePhoneInput("+91 98765-43210")).toBe("9198765432");
    expect(booking.sanitizePhoneInput("98a7b6")).toBe("9876");
    expect(booking.sanitizePhoneInput("123456789012345")).toBe("1234567890");
  });
});

describe("step 2 schema", () => {
  it("accepts a valid step 2", () => {
    expect(errorsOf(bookingSchema.StepTwoSchema, stepTwo)).toEqual({});
  });

  it("gives every message on an empty form", () => {
    expect(errorsOf(bookingSchema.StepTwoSchema, {})).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      selectedDate: ["Please select a date"],
      selectedTime: ["Please select a time"],
      selectedCourse: ["Please select a course"],
      studyStage: ["Please select a study stage"],
    });
  });

  it("treats blank names as missing and rejects slots and options that are not offered", () => {
    expect(
      errorsOf(bookingSchema.StepTwoSchema, {
        ...stepTwo,
        firstName: "   ",
        lastName: "  ",
        selectedTime: "3:30 AM",
        selectedCourse: "law",
        studyStage: "graduated",
      }),
    ).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      selectedTime: ["Please select a time"],
      selectedCourse: ["Please select a course"],
      studyStage: ["Please select a study stage"],
    });
  });

  it("dates run from today in India for 14 days", () => {
    expect(booking.todayInIndia()).toBe("2025-11-21");
    const dates = booking.bookingDates();
    expect(dates[0]).toBe("2025-11-21");
    expect(dates).toHaveLength(14);
    expect(dates.at(-1)).toBe("2025-12-04");
    for (const selectedDate of ["2025-11-20", "2025-12-05", "21/11/2025", "tomorrow"]) {
      expect(errorsOf(bookingSchema.StepTwoSchema, { ...stepTwo, selectedDate })).toEqual({
        selectedDate: ["Please select a date"],
      });
    }
    expect(errorsOf(bookingSchema.StepTwoSchema, { ...stepTwo, selectedDate: "2025-12-04" })).toEqual({});
  });
});

describe("the whole booking", () => {
  it("validates both steps again", () => {
    expect(errorsOf(bookingSchema.BookingSchema, { ...stepOne, ...stepTwo })).toEqual({});
    expect(Object.keys(errorsOf(bookingSchema.BookingSchema, { ...stepTwo, email: "bad" })).sort()).toEqual([
      "degree",
      "email",
      "phone",
      "studyYear",
    ]);
  });

  it("stores studyYear as a number with the expert", () => {
    const submission = parseWithZod(form({ ...stepOne, ...stepTwo }), { schema: bookingSchema.BookingSchema });
    if (submission.status !== "success") throw new Error("expected success");
    expect(booking.bookingPayload({ id: 3, name: "Priya Nair" }, submission.value, "ab".repeat(16))).toEqual({
      expertId: 3,
      expertName: "Priya Nair",
      ...stepOne,
      ...stepTwo,
      studyYear: 2026,
      receipt: "ab".repeat(16),
    });
  });

  it("confirms with the fixed sentence", () => {
    expect(booking.formatBookingDate("2025-11-24")).toBe("Mon, 24 Nov 2025");
    expect(booking.bookingConfirmation("Priya Nair", "2025-11-24", "3:00 PM")).toBe(
      "Booking confirmed with Priya Nair on Mon, 24 Nov 2025 at 3:00 PM!",
    );
  });
});

describe("bookingView", () => {
  it("starts on step 1 and opens step 2 only after step 1 succeeded", () => {
    expect(booking.bookingView(undefined)).toEqual({ step: 1 });
    const failed = {
      intent: booking.BOOKING_INTENTS.stepOne,
      status: "error" as const,
      result: { error: { email: ["Email is required"] } },
    };
    expect(booking.bookingView(failed)).toEqual({ step: 1, lastResult: failed.result });
    expect(
      booking.bookingView({
        intent: booking.BOOKING_INTENTS.stepOne,
        status: "success",
        result: {},
        data: { step1: stepOne },
      }),
    ).toEqual({
      step: 2,
      carried: stepOne,
    });
  });

  it("a final post with step-2 errors stays on step 2 with step 1 carried; step-1 errors go back", () => {
    const result = { initialValue: { ...stepOne, firstName: "" }, error: { firstName: ["First name is required"] } };
    expect(booking.bookingView({ intent: booking.BOOKING_INTENTS.booking, status: "error", result })).toEqual({
      step: 2,
      carried: stepOne,
      lastResult: result,
    });
    const tampered = { initialValue: stepOne, error: { phone: ["Phone number must be 10 digits"] } };
    expect(booking.bookingView({ intent: booking.BOOKING_INTENTS.booking, status: "error", result: tampered })).toEqual(
      {
        step: 1,
        lastResult: tampered,
      },
    );
  });

  it("a stored booking is done with its message", () => {
    expect(
      booking.bookingView({
        intent: booking.BOOKING_INTENTS.booking,
        status: "success",
        result: {},
        data: { message: "Booking confirmed with X on Y at Z!" },
      }),
    ).toEqual({ step: "done", message: "Booking confirmed with X on Y at Z!" });
  });

  it("edit details goes back to step 1 with its values", () => {
    const result = booking.editStepOneResult(form({ ...stepOne, ...stepTwo }));
    expect(result).toEqual({ initialValue: stepOne });
  });
});

describe("slots that have already started (IST, whatever the server's zone)", () => {
  // 11:50 IST on 21 November 2025 is 06:20 UTC.
  const LATE_MORNING = new Date("2025-11-21T06:20:00Z");
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it.each(["UTC", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati"])(
    "today's past slots are not offered and are refused (server zone %s)",
    (tz) => {
      process.env.TZ = tz;
      vi.useFakeTimers();
      vi.setSystemTime(LATE_MORNING);
      // Late morning: 10:00 and 11:00 AM have started; from 12:00 PM on every slot is left.
      expect(booking.availableSlots("2025-11-21")).toEqual(booking.TIME_SLOTS.slice(2));
      expect(booking.availableSlots("2025-11-21")[0]).toBe("12:00 PM");
      expect(booking.availableSlots("2025-11-22")).toEqual([...booking.TIME_SLOTS]);
      const today = { ...stepTwo, selectedDate: "2025-11-21" };
      for (const selectedTime of ["10:00 AM", "11:00 AM"]) {
        expect(errorsOf(bookingSchema.StepTwoSchema, { ...today, selectedTime })).toEqual({
          selectedTime: [booking.SLOT_PASSED_MESSAGE],
        });
        expect(errorsOf(bookingSchema.BookingSchema, { ...stepOne, ...today, selectedTime })).toEqual({
          selectedTime: [booking.SLOT_PASSED_MESSAGE],
        });
      }
      expect(errorsOf(bookingSchema.BookingSchema, { ...stepOne, ...today, selectedTime: "12:00 PM" })).toEqual({});
      expect(
        errorsOf(bookingSchema.BookingSchema, {
          ...stepOne,
          ...stepTwo,
          selectedDate: "2025-11-22",
          selectedTime: "10:00 AM",
        }),
      ).toEqual({});
    },
  );

  it("a slot is refused from the minute it starts", () => {
    expect(booking.availableSlots("2025-11-21", new Date("2025-11-21T04:29:00Z"))).toContain("10:00 AM");
    expect(booking.availableSlots("2025-11-21", new Date("2025-11-21T04:30:00Z"))).not.toContain("10:00 AM");
  });

  it("after today's last slot has started, the dates start tomorrow", () => {
    const evening = new Date("2025-11-21T12:45:00Z"); // 18:15 IST
    expect(booking.availableSlots("2025-11-21", evening)).toEqual([]);
    const dates = booking.bookingDates(evening);
    expect(dates[0]).toBe("2025-11-22");
    expect(dates).toHaveLength(14);
    expect(booking.bookingDates(LATE_MORNING)[0]).toBe("2025-11-21");
  });

  it("slot times read as minutes after midnight", () => {
    expect(booking.TIME_SLOTS.map(booking.slotMinutes)).toEqual([600, 660, 720, 840, 900, 960, 1020, 1080]);
  });
});

describe("study years and Offline experts", () => {
  it("offers this year in India and the two after it, never a past one", () => {
    expect(booking.studyYears(new Date("2026-06-01T00:00:00Z"))).toEqual(["2026", "2027", "2028"]);
    // 31 December 20:00 UTC is already 1 January in India.
    expect(booking.studyYears(new Date("2026-12-31T20:00:00Z"))).toEqual(["2027", "2028", "2029"]);
  });

  it("an expert without hours (Offline) takes no calls; online or weekly hours do", () => {
    expect(booking.takesCalls({ mode: "offline" })).toBe(false);
    expect(booking.takesCalls({ mode: "online" })).toBe(true);
    expect(booking.takesCalls({ mode: "hours", days: { mon: { from: "10:00", to: "12:00" } } })).toBe(true);
  });
});
