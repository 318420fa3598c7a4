/**
 * The account screens' rules (part 1 §4, §5, §9), in one place for the zod schemas
 * (server and client validation) and the live UI (strength text, button enabling).
 */

export const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;
/** Password inputs: never sent back to the browser in a form's answer. */
export const PASSWORD_FIELDS = ["password", "confirmPassword", "currentPassword"];
/** A compare list on /account holds this many saved colleges. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const ACCOUNT_MESSAGES = {
  registerEmail: "Invalid email address. Must contain '@' and '.'",
  loginEmail: "Invalid email. Must contain '@' and '.'",
  loginPassword: "Password must be at least 6 characters long",
  mismatch: "Passwords do not match",
  otpInvalid: "Invalid OTP. Try again.",
  loginSuccess: "Login successful!",
  fullNameRequired: "Please enter your full name",
  confirmRequired: "Please confirm your password",
  termsRequired: "Please accept the Terms of Service and Privacy Policy",
  // Real accounts (issue 18): one generic message for a wrong e-mail or password.
  loginFailed: "Incorrect email or password.",
  loginUnverified: "Please verify your email first: register again with this address to get a new code.",
  otpExpired: "This code has expired. Send a new code and try again.",
  otpAttempts: "Too many wrong codes. Send a new code and try again.",
  codeResent: "A new code is on its way to your email.",
  mailUnavailable: "We could not send the email just now. Please try again in a few minutes.",
  resetInvalid: "This reset link has expired or was already used. Please request a new one.",
  resetDone: "Your password has been changed. Log in with your new password.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Your password has been changed. You were signed out everywhere else.",
} as const;

/** The 429 answer of the login throttle. */
export function loginLockedMessage(minutes: number): string {
  return `Too many failed log-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** The resend cool-down answer. */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before asking for a new code.`;
}

export type PasswordStrength = "weak" | "medium" | "strong";

export const STRENGTH_MESSAGES: Record<PasswordStrength, string> = {
  weak: "Weak (min 6 characters)",
  medium: "Medium (add uppercase & numbers)",
  strong: "Strong password ✅",
};

/** The spec's e-mail rule: invalid when it lacks '@' or '.'. */
export function isValidEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}

/** Weak under 6 characters; Medium when 6+ but missing an uppercase letter or a digit; else Strong. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return "weak";
  if (!/[A-Z]/.test(password) || !/\d/.test(password)) return "medium";
  return "strong";
}

export function strengthMessage(password: string): string {
  return STRENGTH_MESSAGES[passwordStrength(password)];
}

export interface RegisterValues {
  fullName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

/**
 * §4: Create Account is enabled only when name, email, password and confirmation are filled,
 * there is no email or confirmation error, and the strength text starts with 'Strong'.
 */
export function canCreateAccount(v: RegisterValues): boolean {
  const { fullName = "", email = "", password = "", confirmPassword = "" } = v;
  if (!fullName.trim() || !email || !password || !confirmPassword) return false;
  if (!isValidEmail(email) || confirmPassword !== password) return false;
  return strengthMessage(password).startsWith("Strong");
}

/** §4: Log In is enabled when both fields are filled and neither shows an error. */
export function canLogIn(v: { email?: string; password?: string }): boolean {
  const { email = "", password = "" } = v;
  return isValidEmail(email) && password.length >= MIN_PASSWORD_LENGTH;
}

/** A form field's current value as text ('' when absent or not text). */
export function textValue(value: unknown): string {
  return typeof value === "string" ? value : "";
}
