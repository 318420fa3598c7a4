/**
 * The account screens' rules, in one place for the zod schemas
 * (server and client validation); the live UI's checks (strength text, button enabling) are in ./checks.
 */
import { LOGIN_NOTICES } from "./checks";

/** Password inputs: never sent back to the browser in a form's answer. */
export const PASSWORD_FIELDS = ["password", "confirmPassword", "currentPassword"];
/** A compare list on /account holds this many saved colleges. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const ACCOUNT_MESSAGES = {
  ...LOGIN_NOTICES,
  registerEmail: "Invalid email address. Must contain '@' and '.'",
  loginEmail: "Invalid email. Must contain '@' and '.'",
  loginPassword: "Password must be at least 6 characters long",
  mismatch: "Passwords do not match",
  otpInvalid: "Invalid OTP. Try again.",
  fullNameRequired: "Please enter your full name",
  confirmRequired: "Please confirm your password",
  termsRequired: "Please accept the Terms of Service and Privacy Policy",
  // Real accounts: one generic message for a wrong e-mail or password.
  loginFailed: "Incorrect email or password.",
  loginUnverified: "Please verify your email first: register again with this address to get a new code.",
  otpExpired: "This code has expired. Send a new code and try again.",
  otpAttempts: "Too many wrong codes. Send a new code and try again.",
  codeResent: "A new code is on its way to your email.",
  mailUnavailable: "We could not send the email just now. Please try again in a few minutes.",
  resetInvalid: "This reset link has expired or was already used. Please request a new one.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Your password has been changed. You were signed out everywhere else.",
} as const;

/** The 429 answer of the login throttle. */
export function loginLockedMessage(minutes: number): string {
  return (
    `Too many failed log-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again. ` +
    `You can also set a new password now with "Forgot Password?".`
  );
}

/** The resend cool-down answer. */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before asking for a new code.`;
}
