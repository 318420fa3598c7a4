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
  /** A session unused for 7 days ends, even a remembered one (idle timeout); use is noted every 5 minutes. */
  sessionIdleMs: 7 * DAY,
  sessionTouchMs: 5 * MINUTE,
} as const;

export interface ThrottlePolicy {
  /** Attempts (failures) allowed inside the window; the next one locks the key. */
  maxFailures: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** How long the first lock lasts; each further lock doubles it (see lockDuration). */
  lockMs: number;
}

/**
 * Per account AND client: 5 failed log-ins within 15 minutes lock that pair for 15 minutes, then
 * 30, 60, ... A stranger guessing from elsewhere does not lock the owner out of their own device.
 */
export const PAIR_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/**
 * Per account from every client (a guess spread over many addresses): 50 failures → 15 minutes.
 * The password reset stays open while it holds, and a reset ends every lock of the account.
 */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { maxFailures: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Per client address (shared networks are common in colleges): 20 failures → 15 minutes. */
export const CLIENT_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Console sign-in (/admin/login) per client: 5 wrong tokens → 15 minutes, growing. */
export const ADMIN_THROTTLE: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** The lead export API (/api/leads) per client: 10 wrong bearer tokens → 15 minutes, growing. */
export const API_TOKEN_THROTTLE: ThrottlePolicy = { maxFailures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Lock n (counting from 0) lasts lockMs × 2^n, doubling at most this many times (15 min → 16 h). */
export const lockDuration = {
  maxDoublings: 6,
  of: (policy: ThrottlePolicy, strikes: number) => policy.lockMs * 2 ** Math.min(strikes, 6),
} as const;

/** Per recipient: at most 3 e-mails an hour (codes, reset links, notices); more are dropped. */
export const MAIL_PER_RECIPIENT = { max: 3, windowMs: 60 * MINUTE } as const;

/** Reset links per address: 3 requests an hour; more are answered the same way and send nothing. */
export const RESET_REQUESTS = { max: 3, windowMs: 60 * MINUTE } as const;

export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt;
}

/** Minutes (rounded up, at least 1) until a lock ending at `lockedUntil` ends. */
export function minutesUntil(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / MINUTE));
}

/** Whether a new code may be sent, given when the last one was. */
export function canResend(lastSentAt: number, now: number): boolean {
  return now - lastSentAt >= POLICY.resendCooldownMs;
}

/** Seconds to wait before another code may be sent. */
export function resendWaitSeconds(lastSentAt: number, now: number): number {
  return Math.max(1, Math.ceil((POLICY.resendCooldownMs - (now - lastSentAt)) / 1000));
}

const ORIGIN_PROBE = "https://same-origin.invalid";

/**
 * Where a signed-in visitor may be sent after logging in: a path on this site, as the browser
 * will read it. The value is parsed as a URL against a probe origin (tabs and new lines are
 * dropped, backslashes read as slashes, as browsers do) and kept only when it stays on that
 * origin; the parsed path is returned, never the raw text.
 */
export function safeRedirect(to: unknown, fallback = "/account"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, ORIGIN_PROBE);
    if (url.origin !== ORIGIN_PROBE) return fallback;
    const path = url.pathname + url.search + url.hash;
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}
