/**
 * The account forms' zod schemas, shared by the client (Conform) and the route actions.
 * Conform turns empty strings into undefined, so each "required" message is the type error.
 */
import * as z from "zod";
import {
  ACCOUNT_MESSAGES as M,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  OTP_LENGTH,
  passwordStrength,
  STRENGTH_MESSAGES,
} from "~/lib/account-rules";
import { emailField, requiredText } from "~/lib/validation";

const MAX_PASSWORD = 128;
const TOO_LONG = "That is too long.";

/** Part 1 §5 "Register"/"Login": an account e-mail only needs an '@' and a '.' (isValidEmail). */
const email = (message: string) => emailField(message, { valid: isValidEmail, tooLong: TOO_LONG });

export const RegisterSchema = z
  .object({
    fullName: requiredText(100, M.fullNameRequired, TOO_LONG),
    email: email(M.registerEmail),
    password: z
      .string({ error: STRENGTH_MESSAGES.weak })
      .max(MAX_PASSWORD, TOO_LONG)
      .superRefine((value, ctx) => {
        const strength = passwordStrength(value);
        if (strength !== "strong") ctx.addIssue({ code: "custom", message: STRENGTH_MESSAGES[strength] });
      }),
    confirmPassword: z.string({ error: M.confirmRequired }).max(MAX_PASSWORD, TOO_LONG),
    terms: z.literal("on", { error: M.termsRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.mismatch,
    path: ["confirmPassword"],
    // Checked whenever both passwords are there, even while other fields still have errors.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
    },
  });

export const OtpSchema = z.object({
  otp: z
    .string({ error: M.otpInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), M.otpInvalid),
});

export const LoginSchema = z.object({
  email: email(M.loginEmail),
  password: z.string({ error: M.loginPassword }).min(MIN_PASSWORD_LENGTH, M.loginPassword).max(MAX_PASSWORD, TOO_LONG),
  remember: z.literal("on").optional(),
});

/** The spec does not validate this form; we apply the same e-mail rule so a link has somewhere to go. */
export const ForgotPasswordSchema = z.object({
  email: email(M.registerEmail),
});

export const PASSWORD_FIELDS = ["password", "confirmPassword"];
