/**
 * Site settings: one place for the defaults, each overridable by a wrangler `[vars]`
 * entry of the same name (see wrangler.toml). Public settings go to the browser through
 * the root loader; private ones (leads token, hash salt, auth secret, mail key) never do.
 */
export interface Env {
  DB: D1Database;
  SITE_NAME?: string;
  SUPPORT_EMAIL?: string;
  ADVERTISING_EMAIL?: string;
  SUPPORT_PHONE?: string;
  POSTAL_ADDRESS?: string;
  FREE_COURSES_URL?: string;
  /** The app's Google Play page; unset: no app, so no Google Play badge anywhere. */
  ANDROID_APP_URL?: string;
  /** The app's App Store page; unset: no App Store badge. */
  IOS_APP_URL?: string;
  /**
   * "development" (npm start, tests) turns on the mail outbox and /dev/outbox; anything else (or unset) sends real
   * mail. "production" on the deployed site also refuses the default client-hash salt.
   */
  ENVIRONMENT?: string;
  /** Signs the non-secret display cookie that carries the signed-in name (accounts). */
  AUTH_SECRET?: string;
  /** HTTP mail API (production mail): endpoint (default Resend's), key and sender address. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Bearer token for GET /api/leads; the endpoint is 404 while unset. */
  LEADS_TOKEN?: string;
  /** Salt for the hashed client address stored with submissions. */
  CLIENT_HASH_SALT?: string;
  /** Local/fallback rate limit: posts per client and form per minute. */
  RATE_LIMIT_PER_MINUTE?: string;
  /**
   * Cloudflare Queue (producer) that wakes the mail consumer Worker (workers/mail) after a request queued
   * mail; without it the Pages Function delivers the outbox itself after its answers.
   */
  MAIL_QUEUE?: Queue<{ at: number }>;
  /** Workers Rate Limiting binding, when configured in production. */
  RATE_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  /**
   * Operator console (/admin) without Access: one token per operator, JSON e-mail → { role, token | sha256 }
   * (app/lib/admin/auth.server.ts); /admin is 404 while neither this nor Access is set.
   */
  ADMIN_TOKENS?: string;
  /** Access sign-in roles: "ops@example.in=admin, writer@example.in=editor" (empty: every Access user is admin). */
  ADMIN_ROLES?: string;
  /** Cloudflare Access team domain (https://<team>.cloudflareaccess.com) and application AUD tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /**
   * The site's canonical origin (e.g. https://studysaathi.in): every link in an e-mail or a webhook
   * message is built from it, never from the request's Host header. Default: the local server.
   */
  SITE_URL?: string;
  /** "on": new passwords are also checked against the Pwned Passwords range API (k-anonymity). */
  PWNED_PASSWORDS_CHECK?: string;
  /** Optional Slack-compatible webhook every new lead is posted to. */
  LEADS_WEBHOOK_URL?: string;
  /** R2 bucket for images uploaded in the console (served at /media/{key}). */
  MEDIA?: R2Bucket;
}

export const defaults = {
  siteName: "StudySaathi",
  supportEmail: "support@studysaathi.in",
  advertisingEmail: "ads@studysaathi.in",
  phone: "+91 98765 43210",
  postalAddress: "4th Floor, Pride Icon, Kharadi, Pune, Maharashtra 411014, India",
  freeCoursesUrl: "https://courses.studysaathi.in",
  /** No app is published: no store badges. */
  androidAppUrl: "",
  iosAppUrl: "",
  rateLimitPerMinute: 20,
} as const;

/**
 * Defaults of private settings, kept apart from `defaults` (which the browser bundle carries
 * through getSettings) so that only server code references them and the client build drops them.
 */
export const privateDefaults = {
  authSecret: "studysaathi-local-auth-secret",
  clientHashSalt: "studysaathi-local-salt",
} as const;

export interface PublicSettings {
  siteName: string;
  supportEmail: string;
  advertisingEmail: string;
  phone: string;
  postalAddress: string;
  freeCoursesUrl: string;
  androidAppUrl: string;
  iosAppUrl: string;
}

/** An https URL setting, or "" (anything else is ignored rather than linked). */
function httpsUrl(value: string | undefined): string {
  return value && /^https:\/\/[^\s"<>]+$/.test(value.trim()) ? value.trim() : "";
}

export function getSettings(env: Partial<Env> | undefined): PublicSettings {
  return {
    siteName: env?.SITE_NAME || defaults.siteName,
    supportEmail: env?.SUPPORT_EMAIL || defaults.supportEmail,
    advertisingEmail: env?.ADVERTISING_EMAIL || defaults.advertisingEmail,
    phone: env?.SUPPORT_PHONE || defaults.phone,
    postalAddress: env?.POSTAL_ADDRESS || defaults.postalAddress,
    freeCoursesUrl: env?.FREE_COURSES_URL || defaults.freeCoursesUrl,
    androidAppUrl: httpsUrl(env?.ANDROID_APP_URL) || defaults.androidAppUrl,
    iosAppUrl: httpsUrl(env?.IOS_APP_URL) || defaults.iosAppUrl,
  };
}

/**
 * The public settings this deployment changed from `defaults` (the root loader sends only these: the browser
 * bundle already has the defaults, and `useSettings` fills them in).
 */
export function changedSettings(env: Partial<Env> | undefined): Partial<PublicSettings> {
  const settings = getSettings(env);
  const fallback = getSettings(undefined);
  return Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => value !== fallback[key as keyof PublicSettings]),
  );
}

export function getRateLimitPerMinute(env: Partial<Env> | undefined): number {
  const n = Number(env?.RATE_LIMIT_PER_MINUTE);
  return Number.isFinite(n) && n > 0 ? n : defaults.rateLimitPerMinute;
}

/** The local server's origin (`npm start`), the canonical origin when SITE_URL is not set. */
export const DEFAULT_SITE_URL = "http://localhost:8788";

/** The canonical origin for links in e-mails and webhooks: SITE_URL when it is an http(s) URL. */
export function siteUrl(env: Partial<Env> | undefined): string {
  const raw = env?.SITE_URL?.trim();
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // not a URL: the default
    }
  }
  return DEFAULT_SITE_URL;
}

/** `tel:` href for a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
