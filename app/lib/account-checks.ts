/**
 * The account screens' live rules: the e-mail rule, the password strength text,
 * when Log In and Create Account are enabled, and the two notices /login shows. The page code
 * imports these from here; the zod schemas and the server take them, with every other account
 * message, from lib/account-rules.ts, which re-exports them (so the pages carry no server message).
 */

export const MIN_PASSWORD_LENGTH = 6;
export const OTP_LENGTH = 6;
/** The notices /login shows ('Login successful!'), also in ACCOUNT_MESSAGES. */
export const LOGIN_NOTICES = {
  loginSuccess: "Login successful!",
  resetDone: "Your password has been changed. Log in with your new password.",
} as const;

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
 * Create Account is enabled only when name, email, password and confirmation are filled,
 * there is no email or confirmation error, and the strength text starts with 'Strong'.
 */
export function canCreateAccount(v: RegisterValues): boolean {
  const { fullName = "", email = "", password = "", confirmPassword = "" } = v;
  if (!fullName.trim() || !email || !password || !confirmPassword) return false;
  if (!isValidEmail(email) || confirmPassword !== password) return false;
  return strengthMessage(password).startsWith("Strong");
}

/** Log In is enabled when both fields are filled and neither shows an error. */
export function canLogIn(v: { email?: string; password?: string }): boolean {
  const { email = "", password = "" } = v;
  return isValidEmail(email) && password.length >= MIN_PASSWORD_LENGTH;
}

/** A form field's current value as text ('' when absent or not text). */
export function textValue(value: unknown): string {
  return typeof value === "string" ? value : "";
}
