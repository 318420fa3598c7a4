/**
 * Account security policy, in one place: lifetimes, attempt limits and the login
 * throttle. Pure functions, so the windows are unit-tested without a database.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const POLICY = {
  /** The e-mailed registration code: 6 digits, 10 minutes, 5 tries, a new one after 60 s. */
  codeTtlMs: 10 * MINUTE,
  codeAttempts: 5,
  resendCooldownMs: MINUTE,
  /** A pending registration (its cookie) outlives a few resends. */
  pendingTtlMs: 60 * MINUTE,
  /** Password-reset links: single use, 30 minutes. */
  resetTtlMs: 30 * MINUTE,
  /** "Remember me": 30 days. Otherwise a browser-session cookie whose server row lasts 1 day. */
  rememberSessionMs: 30 * DAY,
  browserSessionMs: DAY,
} as const;

export interface ThrottlePolicy {
  /** Failures allowed inside the window before the key is locked. */
  maxFailures: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** How long a locked key stays locked. */
  lockMs: number;
}

/** Per account: 5 failed log-ins within 15 minutes lock it for 15 minutes. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Per client address (shared networks are common in colleges): 20 failures → 15 minutes. */
export const CLIENT_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

export interface ThrottleState {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

export function isLocked(state: ThrottleState | undefined, now: number): boolean {
  return !!state && state.lockedUntil > now;
}

/** Minutes (rounded up, at least 1) until a lock ends. */
export function minutesLeft(state: ThrottleState, now: number): number {
  return Math.max(1, Math.ceil((state.lockedUntil - now) / MINUTE));
}

/** The state after one more failure at `now`. */
export function afterFailure(state: ThrottleState | undefined, now: number, policy: ThrottlePolicy): ThrottleState {
  const fresh = !state || now - state.windowStart >= policy.windowMs;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStart = fresh ? now : state.windowStart;
  const lockedUntil = failures >= policy.maxFailures ? now + policy.lockMs : (state?.lockedUntil ?? 0);
  return { failures, windowStart, lockedUntil };
}

/** Whether a new code may be sent, given when the last one was. */
export function canResend(lastSentAt: number, now: number): boolean {
  return now - lastSentAt >= POLICY.resendCooldownMs;
}

/** Seconds to wait before another code may be sent. */
export function resendWaitSeconds(lastSentAt: number, now: number): number {
  return Math.max(1, Math.ceil((POLICY.resendCooldownMs - (now - lastSentAt)) / 1000));
}

/** Where a signed-in visitor may be sent after logging in: same-site paths only. */
export function safeRedirect(to: unknown, fallback = "/account"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
