/**
 * The one home for field rules. Every form schema (route, feature `schemas.ts`, generated
 * inquiry and wizard schemas) builds its fields from these builders and limits, so an e-mail,
 * a mobile number or a text length means the same on every form. A form that must differ
 * because the spec says so passes an option, marked at the call site with the spec section.
 *
 * Conform turns an empty input into `undefined`, so a builder's "required" message is the
 * string type error; each builder trims before it checks.
 */
import * as z from "zod";

/** Shared limits (characters). */
export const LIMITS = {
  /** RFC 5321: the longest address a mail server accepts. */
  email: 254,
  /** A first or last name. */
  personName: 60,
  /** A name, company, course or other one-line answer. */
  shortText: 200,
  /** A message or a long answer. */
  longText: 5000,
} as const;

/** Digits in an Indian mobile number without the country code (part 1 §5, §8). */
export const MOBILE_DIGITS = 10;

/** Text, at sign, text, dot, text (part 1 §5 "Newsletter") — the site's e-mail shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);

/** The message for a text over its limit, where the spec gives none. */
export function tooLongMessage(max: number): string {
  return `Please keep this under ${max} characters.`;
}

interface FieldOptions {
  /** Message when the field is missing or empty; defaults to `message`. */
  required?: string;
  /** Message when over the length limit; defaults to `message`. */
  tooLong?: string;
}

/**
 * A required e-mail address: at most LIMITS.email characters and the site's e-mail shape.
 * `valid` replaces the shape check where the spec defines its own (accounts, booking).
 */
export function emailField(message: string, options: FieldOptions & { valid?: (value: string) => boolean } = {}) {
  const valid = options.valid ?? ((value: string) => EMAIL_PATTERN.test(value));
  return z
    .string({ error: options.required ?? message })
    .trim()
    .max(LIMITS.email, options.tooLong ?? message)
    .refine(valid, message);
}

/** A required Indian mobile number: exactly MOBILE_DIGITS digits. */
export function indianMobileField(message: string, options: Pick<FieldOptions, "required"> = {}) {
  return z
    .string({ error: options.required ?? message })
    .trim()
    .regex(MOBILE_PATTERN, message);
}

/** Required text of at most `max` characters; `message` when missing or blank. */
export function requiredText(max: number, message: string, tooLong: string = tooLongMessage(max)) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** Optional text of at most `max` characters. */
export function optionalText(max: number, tooLong: string = tooLongMessage(max)) {
  return z.string().trim().max(max, tooLong).optional();
}
