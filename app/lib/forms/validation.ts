/**
 * The one home for field rules. Every form schema (route, feature `schemas.ts`, generated
 * inquiry and wizard schemas) builds its fields from these builders and limits, so an e-mail,
 * a mobile number or a text length means the same on every form. A form whose rule differs
 * passes an option, with the rule stated at the call site.
 *
 * Schemas are zod/mini (checks, not chained methods: docs/forms.md). `parseWithZod` turns an
 * empty input into `undefined`, so a builder's "required" message is the string type error;
 * each builder trims before it checks.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN, LIMITS, MOBILE_DIGITS, tooLongMessage } from "./field-rules";

const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);

interface FieldOptions {
  /** Message when the field is missing or empty; defaults to `message`. */
  required?: string;
  /** Message when over the length limit; defaults to `message`. */
  tooLong?: string;
}

/**
 * A required e-mail address: at most LIMITS.email characters and the site's e-mail shape.
 * `valid` replaces the shape check where a form has its own (accounts, booking).
 */
export function emailField(message: string, options: FieldOptions & { valid?: (value: string) => boolean } = {}) {
  const valid = options.valid ?? ((value: string) => EMAIL_PATTERN.test(value));
  return z
    .string({ error: options.required ?? message })
    .check(z.trim(), z.maxLength(LIMITS.email, options.tooLong ?? message), z.refine(valid, message));
}

/** A required Indian mobile number: exactly MOBILE_DIGITS digits. */
export function indianMobileField(message: string, options: Pick<FieldOptions, "required"> = {}) {
  return z.string({ error: options.required ?? message }).check(z.trim(), z.regex(MOBILE_PATTERN, message));
}

/** Required text of at most `max` characters; `message` when missing or blank. */
export function requiredText(max: number, message: string, tooLong: string = tooLongMessage(max)) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));
}

/** Optional text of at most `max` characters. */
export function optionalText(max: number, tooLong: string = tooLongMessage(max)) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));
}

/**
 * A list of values (checkboxes or a multiple select sharing one name): a form posts one value
 * as a string and none at all when nothing is picked, so both become a list before `item`
 * checks each entry; `message` when the value is not a list.
 */
export function listOf<T extends z.ZodMiniType>(item: T, message: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
    z.array(item, { error: message }),
  );
}

/** A checkbox that must be ticked (a ticked box posts "on"): `true`, else `message`. */
export function requiredCheckbox(message: string) {
  return z.pipe(
    z.literal("on", { error: message }),
    z.transform((): boolean => true),
  );
}

/**
 * A number typed into a form (inputs post text): the text coerced like `z.coerce.number()`,
 * except that blank text is not a number (rather than 0), then checked by `number`. Schemas
 * use this, not `z.coerce`: zod/mini's `coerce` namespace would put every coercing type
 * (dates, bigints…) into the kit chunk that every form page loads.
 */
export function numberField<T extends z.ZodMiniType<number, number>>(number: T) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === "string" && !value.trim() ? NaN : Number(value))),
    number,
  );
}
