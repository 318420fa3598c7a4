/**
 * Checks the edge entry runs before Remix sees a request (app/lib/platform/edge.server.ts):
 *  - cross-site writes: a non-GET/HEAD request whose Origin is another site, or that the
 *    browser labels `Sec-Fetch-Site: cross-site`, is refused with 403. Remix checks the origin
 *    of document POSTs only; Single Fetch posts (`/page.data`) and other methods would otherwise reach
 *    actions. The check is by method and headers, never by path, so every data URL is covered.
 *    A request with neither header (curl, server-to-server, the test harnesses) is allowed.
 *  - methods: pages answer GET, HEAD and POST; anything else is 405 and reaches no action.
 *  - the client address the rate limit and the stored client hash key on.
 */
import type { Env } from "./config";

export const CROSS_SITE_MESSAGE = "Cross-site form submissions are not accepted.";
export const METHOD_MESSAGE = "Method not allowed.";
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** True when a state-changing request comes from another site. */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if ((request.headers.get("Sec-Fetch-Site") ?? "").toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  // "null" (sandboxed frames, some redirects) is foreign too.
  return origin !== new URL(request.url).origin;
}

export function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase());
}

export function isProduction(env: Partial<Env> | undefined): boolean {
  return (env?.ENVIRONMENT ?? "").toLowerCase() === "production";
}

/**
 * The address a client is counted and hashed by. IPv6 clients usually control a whole /64,
 * so they are keyed by that prefix. Locally (wrangler, Miniflare) there is no
 * CF-Connecting-IP and every request is "local"; in production Cloudflare always sets it, so
 * a request without it did not come through the edge proxy: it gets a key of its own rather
 * than one bucket shared by every such request.
 */
export function clientAddressOf(request: Request, env: Partial<Env> | undefined): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (ip) return networkKey(ip);
  return isProduction(env) ? `unknown:${crypto.randomUUID()}` : "local";
}

/** IPv4 as is; IPv6 as its /64 prefix ("2001:db8:1:2::/64"); IPv4-mapped IPv6 as IPv4. */
export function networkKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const hextets = expandIpv6(ip.split("%")[0]);
  if (!hextets) return ip.toLowerCase();
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6] >> 8, hextets[6] & 255, hextets[7] >> 8, hextets[7] & 255].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

function expandIpv6(ip: string): number[] | undefined {
  let text = ip.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const v4 = text.match(/^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number);
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (parts.some((p) => !/^[0-9a-f]{1,4}$/.test(p))) return undefined;
  return parts.map((p) => parseInt(p, 16));
}
