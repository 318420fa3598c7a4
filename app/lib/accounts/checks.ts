/**
 * The account screens' live rules: the e-mail rule, the password strength text,
 * when Log In and Create Account are enabled, and the two notices /login shows. The page code
 * imports these from here; the zod schemas and the server take them, with every other account
 * message, from lib/accounts/rules.ts, which re-exports them (so the pages carry no server message).
 */

/** The log-in form's rule for a password typed in. */
export const MIN_PASSWORD_LENGTH = 6;
/**
 * A new password (register, reset, change) follows NIST SP 800-63B: at least 8 characters, at most
 * 128, no composition rule; a long passphrase (15+) counts as strong without capitals or digits.
 */
export const NEW_PASSWORD_RULES = { min: 8, max: 128, passphrase: 15 } as const;
export const OTP_LENGTH = 6;
/** The notices /login shows ('Login successful!'), also in ACCOUNT_MESSAGES. */
export const LOGIN_NOTICES = {
  loginSuccess: "Login successful!",
  resetDone: "Your password has been changed. Log in with your new password.",
} as const;

export type PasswordStrength = "weak" | "short" | "medium" | "strong";

export const STRENGTH_MESSAGES: Record<PasswordStrength, string> = {
  weak: "Weak (min 6 characters)",
  short: `Use at least ${NEW_PASSWORD_RULES.min} characters.`,
  medium: "Medium (add uppercase & numbers)",
  strong: "Strong password ✅",
};

/** The accounts' e-mail rule: invalid when it lacks '@' or '.'. */
export function isValidEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}

/**
 * The strength text beside a new password: Weak under 6 characters, "Use at least 8" at 6 or 7,
 * Strong with an uppercase letter and a digit or at passphrase length, else Medium. Medium is advice:
 * it does not block the form (only Weak and short do).
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "weak";
  if (length < NEW_PASSWORD_RULES.min) return "short";
  if (length >= NEW_PASSWORD_RULES.passphrase) return "strong";
  if (!/[A-Z]/.test(password) || !/\d/.test(password)) return "medium";
  return "strong";
}

/** Whether the strength rule lets a new password through (the server also checks breach lists). */
export function strongEnough(password: string): boolean {
  const level = passwordStrength(password);
  return level === "medium" || level === "strong";
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
 * Create Account is enabled only when name, email, password and confirmation are filled, there is
 * no email or confirmation error, and the password is long enough (strongEnough: Medium is advice).
 */
export function canCreateAccount(v: RegisterValues): boolean {
  const { fullName = "", email = "", password = "", confirmPassword = "" } = v;
  if (!fullName.trim() || !email || !password || !confirmPassword) return false;
  if (!isValidEmail(email) || confirmPassword !== password) return false;
  return strongEnough(password);
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
