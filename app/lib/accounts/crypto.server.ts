/**
 * Account cryptography through WebCrypto (no hand-rolled primitives): random tokens and
 * codes, SHA-256 for values stored at rest, HMAC for the display cookie, and PBKDF2-SHA256
 * password hashes in a versioned format so the cost can be raised later.
 */

export const PASSWORD_SCHEME = "v1";
/** The highest PBKDF2 iteration count the Workers runtime accepts. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A random token of `bytes` bytes (default 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniformly random 6-digit code ("000000"–"999999"). */
export function randomCode(): string {
  const buf = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  for (;;) {
    crypto.getRandomValues(buf);
    if (buf[0] < limit) return String(buf[0] % 1_000_000).padStart(6, "0");
  }
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Equal-length comparison without an early exit. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** `v1$pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2(password, salt, iterations);
  return [PASSWORD_SCHEME, "pbkdf2-sha256", iterations, toBase64Url(salt), toBase64Url(hash)].join("$");
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash uses a lower cost than today's: re-hash after a successful log-in. */
  needsRehash: boolean;
}

/** Checks a password against a stored hash; an unknown version or a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parts = stored.split("$");
  const no = { ok: false, needsRehash: false };
  if (parts.length !== 5 || parts[0] !== PASSWORD_SCHEME || parts[1] !== "pbkdf2-sha256") return no;
  const iterations = Number(parts[2]);
  const salt = fromBase64Url(parts[3]);
  const expected = fromBase64Url(parts[4]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS || !salt || !expected) {
    return no;
  }
  const actual = await pbkdf2(password, salt, iterations);
  const ok = timingSafeEqual(actual, expected);
  return { ok, needsRehash: ok && iterations < PBKDF2_ITERATIONS };
}

/** A hash of nothing anyone knows: checked when the e-mail is unknown, so timing does not tell. */
export const DUMMY_PASSWORD_HASH =
  "v1$pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
