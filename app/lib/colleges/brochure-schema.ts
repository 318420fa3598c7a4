/**
 * The college page's brochure request form: imported by the /colleges/{slug} action and loaded
 * by the page on the form's first input (docs/forms.md).
 */
import * as z from "zod/mini";
import { isValidPhone } from "~/content/inquiry-schema";
import { optionalText } from "~/lib/validation";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const BrochureSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .check(z.trim(), z.minLength(2, "Please enter your name."), z.maxLength(100, "Please use at most 100 characters.")),
  email: z
    .string({ error: "Please enter your email address." })
    .check(
      z.trim(),
      z.maxLength(200, "Please use at most 200 characters."),
      z.regex(EMAIL, "Please enter a valid email address."),
    ),
  phone: z
    .string({ error: "Please enter your phone number." })
    .check(
      z.trim(),
      z.maxLength(20, "Please enter a valid phone number."),
      z.refine(isValidPhone, "Please enter a valid phone number."),
    ),
  course: optionalText(200, "Please choose a course from the list."),
});
