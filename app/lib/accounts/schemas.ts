/**
 * The account forms' zod/mini schemas, shared by the client (Conform) and the route actions.
 * parseWithZod (@conform-to/zod) turns empty strings into undefined, so each "required" message
 * is the type error.
 */
import * as z from "zod/mini";
import {
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_RULES,
  OTP_LENGTH,
  passwordStrength,
  STRENGTH_MESSAGES,
  strongEnough,
} from "~/lib/accounts/checks";
import { ACCOUNT_MESSAGES as M, COMPARE_MAX, COMPARE_MIN } from "~/lib/accounts/rules";
import { emailField, listOf, numberField, requiredText } from "~/lib/forms/validation";

const MAX_PASSWORD = NEW_PASSWORD_RULES.max;
const TOO_LONG = "That is too long.";

/** Register and log in: an account e-mail only needs an '@' and a '.' (isValidEmail). */
const email = (message: string) => emailField(message, { valid: isValidEmail, tooLong: TOO_LONG });

/** A new password: refused with its strength text while Weak or short (the breach lists are checked on the server). */
const newPassword = z.string({ error: STRENGTH_MESSAGES.weak }).check(
  z.maxLength(MAX_PASSWORD, TOO_LONG),
  z.superRefine((value, ctx) => {
    if (!strongEnough(value)) ctx.addIssue({ code: "custom", message: STRENGTH_MESSAGES[passwordStrength(value)] });
  }),
);

const confirmation = z.string({ error: M.confirmRequired }).check(z.maxLength(MAX_PASSWORD, TOO_LONG));

const passwordsMatch = {
  message: M.mismatch,
  path: ["confirmPassword"],
  // Checked whenever both passwords are there, even while other fields still have errors.
  when: ({ value }: { value: unknown }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
  },
};

/** The browser's favourite colleges (JSON list), merged into the account at sign-in. */
const favourites = z.optional(z.string().check(z.maxLength(8000)));

export const RegisterSchema = z
  .object({
    fullName: requiredText(100, M.fullNameRequired, TOO_LONG),
    email: email(M.registerEmail),
    password: newPassword,
    confirmPassword: confirmation,
    terms: z.literal("on", { error: M.termsRequired }),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, passwordsMatch));

/** /reset-password: the register strength rules for the new password. */
export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: M.resetInvalid }).check(z.maxLength(100, M.resetInvalid)),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .check(z.refine((v) => v.password === v.confirmPassword, passwordsMatch));

/** /account: change password (current one, then a new one by the register rules). */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: M.currentPasswordWrong }).check(z.maxLength(MAX_PASSWORD, TOO_LONG)),
    password: newPassword,
    confirmPassword: confirmation,
  })
  .check(z.refine((v) => v.password === v.confirmPassword, passwordsMatch));

export const OtpSchema = z.object({
  otp: z.string({ error: M.otpInvalid }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpInvalid)),
  favourites,
});

/** "Send a new code" in the OTP modal. */
export const ResendSchema = z.object({});

export const LoginSchema = z.object({
  email: email(M.loginEmail),
  password: z
    .string({ error: M.loginPassword })
    .check(z.minLength(MIN_PASSWORD_LENGTH, M.loginPassword), z.maxLength(MAX_PASSWORD, TOO_LONG)),
  remember: z.optional(z.literal("on")),
  redirectTo: z.optional(z.string().check(z.maxLength(500))),
  favourites,
});

/** This form has no rules of its own; it takes the same e-mail rule so a link has somewhere to go. */
export const ForgotPasswordSchema = z.object({
  email: email(M.registerEmail),
});

/** /account: one saved college (remove). */
export const FavouriteSchema = z.object({
  college: z.string({ error: "Pick a college." }).check(z.trim(), z.maxLength(80, TOO_LONG)),
});

const COMPARE_MESSAGE = `Pick ${COMPARE_MIN} to ${COMPARE_MAX} saved colleges.`;

/** /account: save a compare list from the saved colleges. */
export const CompareListSchema = z.object({
  name: requiredText(60, "Please name the list.", TOO_LONG),
  colleges: listOf(z.string().check(z.trim(), z.maxLength(80, TOO_LONG)), COMPARE_MESSAGE).check(
    z.minLength(COMPARE_MIN, COMPARE_MESSAGE),
    z.maxLength(COMPARE_MAX, COMPARE_MESSAGE),
  ),
});

/** /account: delete a compare list. */
export const DeleteCompareSchema = z.object({
  list: numberField(z.number({ error: "Unknown list." }).check(z.int(), z.positive())),
});
