/** The college edit form's schema (client and server): the editable fields only, each optional. */
import * as z from "zod/mini";
import { EMAIL_PATTERN, LIMITS } from "../forms/field-rules";
import { optionalText } from "../forms/validation";
import { COLLEGE_MESSAGES } from "./college-fields";

const blankOr = (test: (value: string) => boolean) => (value: string) => value === "" || test(value);
const optional = (max: number, test: (value: string) => boolean, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max), z.refine(blankOr(test), message)));

export const CollegeFormSchema = z.object({
  summary: optionalText(2000),
  official_website: optional(300, (v) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), COLLEGE_MESSAGES.website),
  address: optionalText(400),
  phone: optional(40, (v) => /^\+?[\d\s()-]{6,}$/.test(v), COLLEGE_MESSAGES.phone),
  email: optional(LIMITS.email, (v) => EMAIL_PATTERN.test(v), COLLEGE_MESSAGES.email),
  logo_image: optionalText(200),
  image: optionalText(200),
  image_credit: optionalText(300),
  brochure_text: optionalText(4000),
});
