/**
 * The site's field limits and shapes, without zod: pages show these (a maxLength, a
 * hint); the schemas check them with the builders in app/lib/forms/validation.ts (docs/forms.md).
 */

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

/** Digits in an Indian mobile number without the country code. */
export const MOBILE_DIGITS = 10;

/** Text, at sign, text, dot, text — the site's e-mail shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a text over its limit, where a form gives none of its own. */
export function tooLongMessage(max: number): string {
  return `Please keep this under ${max} characters.`;
}
