/**
 * The college page's brochure request form: imported by the /colleges/{slug} action and
 * the page (docs/forms.md). The brochure goes by e-mail: the phone
 * number is optional and only asked for when the student ticks "Please call me" (a counsellor
 * calls no one who did not ask).
 */
import * as z from "zod/mini";
import { isValidPhone } from "~/lib/catalogue/inquiry-schema";
import { optionalText } from "~/lib/forms/validation";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const BrochureSchema = z
  .object({
    name: z
      .string({ error: "Please enter your name." })
      .check(
        z.trim(),
        z.minLength(2, "Please enter your name."),
        z.maxLength(100, "Please use at most 100 characters."),
      ),
    email: z
      .string({ error: "Please enter your email address." })
      .check(
        z.trim(),
        z.maxLength(200, "Please use at most 200 characters."),
        z.regex(EMAIL, "Please enter a valid email address."),
      ),
    phone: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(20, "Please enter a valid phone number."),
          z.refine(isValidPhone, "Please enter a valid phone number."),
        ),
    ),
    call: z.optional(z.literal("on", { error: "Please tick the box or leave it empty." })),
    course: optionalText(200, "Please choose a course from the list."),
  })
  .check(
    z.refine((v) => v.call !== "on" || Boolean(v.phone), {
      message: "Please enter your phone number so a counsellor can call you.",
      path: ["phone"],
    }),
  );
