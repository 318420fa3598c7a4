/**
 * The expert booking's zod/mini schemas, one per step and the final post: imported by the
 * booking route's action and the dialog (docs/forms.md).
 */
import * as z from "zod/mini";
import { EXPERT_COURSES } from "~/content/experts";
import type { ExpertHours } from "../catalogue/hours";
import { LIMITS } from "../forms/field-rules";
import { emailField, indianMobileField, requiredText } from "../forms/validation";
import {
  availableSlots,
  BOOKING_EMAIL_PATTERN,
  bookingDates,
  DEGREES,
  OUTSIDE_HOURS_MESSAGE,
  slotsInHours,
  SLOT_PASSED_MESSAGE,
  STUDY_STAGES,
  studyYears,
  TIME_SLOTS,
  values,
} from "./booking";

export const StepOneSchema = z.object({
  degree: z.enum(values(DEGREES), { error: "Please select a degree" }),
  // The year is checked when the form is parsed: this year or one of the next two.
  studyYear: z
    .string({ error: "Please select a year" })
    .check(z.refine((y) => studyYears().includes(y), "Please select a year")),
  // Booking step 1: the booking e-mail allows only letters, digits and @ . _ - (BOOKING_EMAIL_PATTERN).
  email: emailField("Please enter a valid email address", {
    required: "Email is required",
    valid: (v) => BOOKING_EMAIL_PATTERN.test(v),
  }),
  phone: indianMobileField("Phone number must be 10 digits", { required: "Phone number is required" }),
});

const stepTwoShape = {
  firstName: requiredText(LIMITS.personName, "First name is required", "First name must be at most 60 characters"),
  lastName: requiredText(LIMITS.personName, "Last name is required", "Last name must be at most 60 characters"),
  selectedDate: z
    .string({ error: "Please select a date" })
    .check(z.refine((d) => bookingDates().includes(d), "Please select a date")),
  selectedTime: z.enum(TIME_SLOTS, { error: "Please select a time" }),
  // The courses a call can be about: the experts' own.
  selectedCourse: z.enum(values(EXPERT_COURSES), { error: "Please select a course" }),
  studyStage: z.enum(values(STUDY_STAGES), { error: "Please select a study stage" }),
};

/**
 * A slot today that has already started is refused (checked at parse time, in IST), and so is a
 * slot outside the expert's weekly hours.
 */
function refuseSlot(hours: ExpertHours | undefined) {
  return (value: { selectedDate: string; selectedTime: string }, ctx: z.core.$RefinementCtx) => {
    if (!availableSlots(value.selectedDate).includes(value.selectedTime)) {
      ctx.addIssue({ code: "custom", path: ["selectedTime"], message: SLOT_PASSED_MESSAGE });
    } else if (!slotsInHours(value.selectedDate, hours).includes(value.selectedTime)) {
      ctx.addIssue({ code: "custom", path: ["selectedTime"], message: OUTSIDE_HOURS_MESSAGE });
    }
  };
}

/** Step 2 and the final post (both steps, validated again) for an expert's hours. */
export function bookingSchemasFor(hours?: ExpertHours) {
  return {
    StepTwoSchema: z.object(stepTwoShape).check(z.superRefine(refuseSlot(hours))),
    BookingSchema: z.object({ ...StepOneSchema.shape, ...stepTwoShape }).check(z.superRefine(refuseSlot(hours))),
  };
}

/** The schemas for an expert without weekly hours. */
export const { StepTwoSchema, BookingSchema } = bookingSchemasFor();

export type StepOne = z.output<typeof StepOneSchema>;
export type Booking = z.output<typeof BookingSchema>;
