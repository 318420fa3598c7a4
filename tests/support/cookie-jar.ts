import { createHmac } from "node:crypto";
/** A tiny cookie jar for integration tests: what Set-Cookie said, sent back as Cookie. */
export class Jar {
  cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  header(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return cookie ? { Cookie: cookie, ...extra } : extra;
  }
}

/**
 * `name=value` as the app's signed cookies carry it (Remix `createCookie` with the local AUTH_SECRET): the JSON
 * value in base64, a dot, its HMAC-SHA256. Tests that seed a session row send the id this way.
 */
export function signedCookie(name: string, value: unknown, secret = "studysaathi-local-auth-secret"): string {
  const encoded = Buffer.from(JSON.stringify(value)).toString("base64");
  const signature = createHmac("sha256", secret).update(encoded).digest("base64").replace(/=+$/, "");
  return `${name}=${encodeURIComponent(`${encoded}.${signature}`)}`;
}
