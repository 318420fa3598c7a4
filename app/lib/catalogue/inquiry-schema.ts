/**
 * One zod schema per inquiry form, built from its definition and used by both the
 * client (useKitForm) and the action (handleForm). Rules come from the definition only:
 * required, email, tel, date, time and select option membership. There are no custom
 * messages: they follow the browser's own checks.
 */
import * as z from "zod/mini";
import { emailField } from "~/lib/forms/validation";
import type { InquiryField } from "../../content/inquiry-forms";

export const INQUIRY_MESSAGES = {
  required: "Please fill out this field.",
  requiredSelect: "Please select an item in the list.",
  email: "Please enter a valid email address.",
  tel: "Please enter a valid phone number.",
  date: "Please enter a valid date.",
  time: "Please enter a valid time.",
  option: "Please select one of the listed options.",
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

function fieldSchema(field: InquiryField): z.ZodMiniType<string | undefined> {
  const missing = field.type === "select" ? INQUIRY_MESSAGES.requiredSelect : INQUIRY_MESSAGES.required;
  const base = z.string({ error: missing }).check(z.trim());
  let rule: z.ZodMiniType<string>;
  switch (field.type) {
    case "email":
      rule = emailField(INQUIRY_MESSAGES.email, { required: missing });
      break;
    case "tel":
      rule = base.check(z.refine(isValidPhone, INQUIRY_MESSAGES.tel));
      break;
    case "date":
      rule = base.check(z.refine(isValidDate, INQUIRY_MESSAGES.date));
      break;
    case "time":
      rule = base.check(z.regex(TIME, INQUIRY_MESSAGES.time));
      break;
    case "select": {
      const options = new Set(field.options ?? []);
      rule = base.check(z.refine((v) => options.has(v), INQUIRY_MESSAGES.option));
      break;
    }
    default:
      rule = base;
  }
  return field.required ? rule : z.optional(rule);
}

export function buildInquirySchema(fields: readonly InquiryField[]) {
  const shape: Record<string, z.ZodMiniType<string | undefined>> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field);
  return z.object(shape);
}
