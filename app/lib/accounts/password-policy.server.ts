/**
 * New passwords per NIST SP 800-63B: at least 8 characters, at most 128, no composition rule on
 * the server, refused when on a bundled list of common breached passwords (breached/) and, when
 * PWNED_PASSWORDS_CHECK=on, when the Pwned Passwords range API knows it (k-anonymity: only the
 * first 5 hex digits of the SHA-1 leave the server; an unreachable API lets the password through).
 * Each refusal says why.
 */
import { NEW_PASSWORD_RULES as PASSWORD_RULES, STRENGTH_MESSAGES } from "~/lib/accounts/checks";
import type { Env } from "~/lib/platform/config";
import { BREACHED_PASSWORDS_GZ } from "./breached/list";

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: STRENGTH_MESSAGES.short,
  tooLong: `Use at most ${PASSWORD_RULES.max} characters.`,
  breached: "This password appears in lists of passwords leaked in data breaches. Please choose another one.",
} as const;

export const PWNED_RANGE_URL = "https://api.pwnedpasswords.com/range/";

/** The bundled list, unpacked once per isolate on first use. */
let breached: Promise<Set<string>> | undefined;
async function unpackBreached(): Promise<Set<string>> {
  const bytes = Uint8Array.from(atob(BREACHED_PASSWORDS_GZ), (c) => c.charCodeAt(0));
  const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  return new Set(text.split("\n"));
}
const breachedSet = () => (breached ??= unpackBreached());

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

async function knownToRangeApi(password: string, fetcher: typeof fetch): Promise<boolean> {
  const hash = await sha1Hex(password);
  try {
    const res = await fetcher(`${PWNED_RANGE_URL}${hash.slice(0, 5)}`, {
      headers: { "Add-Padding": "true" },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return false;
    const suffix = hash.slice(5);
    return (await res.text()).split("\n").some((line) => {
      const [rest, count] = line.trim().split(":");
      return rest === suffix && Number(count) > 0;
    });
  } catch {
    return false;
  }
}

/** Why a new password is refused, or undefined when it may be used. */
export async function newPasswordProblem(
  env: Partial<Env>,
  password: string,
  fetcher: typeof fetch = fetch,
): Promise<string | undefined> {
  const length = [...password].length;
  if (length < PASSWORD_RULES.min) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (length > PASSWORD_RULES.max) return PASSWORD_POLICY_MESSAGES.tooLong;
  if ((await breachedSet()).has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.breached;
  if (env.PWNED_PASSWORDS_CHECK === "on" && (await knownToRangeApi(password, fetcher))) {
    return PASSWORD_POLICY_MESSAGES.breached;
  }
  return undefined;
}
